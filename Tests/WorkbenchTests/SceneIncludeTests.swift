import Foundation
import Testing
import Workbench

/// A scene's `include` lines (SceneFormat.md): Swift, Masonry and console-log
/// files read with their own readers, their constraints added to the scene.
@Suite("Scene includes")
struct SceneIncludeTests {
    @Test("a scene includes a Swift file (its self is the container), a Masonry file and a console log; their places are kept")
    func includes() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            final class Header: UIView {
                let avatar = UIImageView()
                let name = UILabel()
                func setUp() {
                    addSubview(avatar)
                    addSubview(name)
                    avatar.snp.makeConstraints { make in
                        make.leading.top.equalToSuperview().offset(16)
                        make.size.equalTo(64)
                    }
                    name.snp.makeConstraints { make in
                        make.leading.equalTo(avatar.snp.trailing).offset(spacing)
                        make.centerY.equalTo(avatar)
                    }
                }
            }

            """, to: "Header.swift")
        let log = try folder.write("""
            <NSLayoutConstraint:0x1 name.width == 200   (active)>

            """, to: "name.log")
        try folder.write("""
            @implementation Header (Badge)
            - (void)badge {
                [self addSubview:_badge];
                [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.right.equalTo(self).insets(UIEdgeInsetsMake(4, 0, 0, 4));
                    make.size.mas_equalTo(CGSizeMake(12, 12));
                }];
            }
            @end

            """, to: "Header+Badge.m")
        let scene = """
            container 320x96
            metric spacing=8
            include Header.swift
            vfl [name(120)]
            constraint name.height == 20
            include name.log
            include Header+Badge.m
            include missing.swift

            """
        let path = try folder.write(scene, to: "header.scene")
        // The scene file as `vfl-tool layout header.scene` reads it.
        func read() throws -> Screen {
            try Screen.read(.files([try SourceFile.read(path: path)]), as: .of(path), options: ReadingOptions())
        }
        let failed = try #require(throws: WorkbenchError.self) { try read() }
        #expect(failed.printedDiagnostics.hasPrefix("\(path):8:9: error: cannot read missing.swift\n"))
        try folder.write(scene.replacingOccurrences(of: "include missing.swift\n", with: ""), to: "header.scene")
        #expect(try read().layout().text == """
            name: 88 38 120 20
            avatar: 16 16 64 64
            badge: 304 4 12 12
            broken: name.width == 200
              written at: \(log):1:1
              conflicts with: name.width == 120

            """)
    }

    @Test("where included files may not be read, an include of a file that exists is an error and nothing is read")
    func includesRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("<NSLayoutConstraint:0x1 name.width == 200   (active)>\n", to: "name.log")
        let path = try folder.write("container 320x96\nvfl [name(120)]\ninclude name.log\n", to: "header.scene")
        let options = ReadingOptions(readsIncludedFiles: false)
        let failed = try #require(throws: WorkbenchError.self) {
            try Screen.read(.files([try SourceFile.read(path: path)]), as: .scene, options: options)
        }
        #expect(failed.printedDiagnostics.hasPrefix("\(path):3:9: error: cannot include name.log: only the text given is read here\n"))
        let allowed = try Screen.read(.files([try SourceFile.read(path: path)]), as: .scene, options: ReadingOptions())
        #expect(try allowed.layout().text.contains("broken: name.width == 200"))
    }
}
