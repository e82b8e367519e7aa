import Foundation
import TestSupport
import Testing

@Suite("vfl-tool layout with scene files")
struct SceneCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    @Test("the login form, whose VFL lines each have their own options, lays out from its file")
    func loginForm() throws {
        let output = try ToolRunner.run(["layout", Self.examples.appendingPathComponent("login.scene").path])
        #expect(output.status == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput == """
            card: 24 190.5 327 286
            logo: 131.5 16 64 64
            email: 16 100 295 44
            password: 16 152 227 44
            showPassword: 251 152 60 44
            signIn: 16 220 295 50

            """)
    }

    @Test("Apple's centring idiom from standard input: the container's name is the container")
    func centringIdiom() throws {
        let scene = """
            container 320x480
            vfl [superview]-(<=1)-[label(120)] option alignAllCenterY
            vfl V:[superview]-(<=1)-[label(24)] option alignAllCenterX

            """
        let output = try ToolRunner.run(["layout", "--from", "scene", "--strict"], input: scene)
        #expect(output.status == 0)
        #expect(output.standardOutput == "label: 100 228 120 24\n")
        let flags = try ToolRunner.run(["layout", "[superview]-(<=1)-[a(50)]", "V:|-[a(20)]", "--option", "alignAllCenterY", "--size", "300x100"])
        #expect(flags.standardOutput.hasPrefix("a: "), "no second view named superview")
        #expect(!flags.standardOutput.split(separator: "\n").contains { $0.hasPrefix("superview:") })
    }

    @Test("--strict exits 2 on the conflict example; a scene error exits 1 with file:line:column")
    func strictAndErrors() throws {
        let conflict = try ToolRunner.run(["layout", "--strict", Self.examples.appendingPathComponent("conflict.scene").path])
        #expect(conflict.status == 2 && conflict.standardOutput.contains("broken: "))
        let bad = try ToolRunner.run(["layout", "--from", "scene"], input: "container 10x10\nvfl |[a]| option alignAllTpo\n")
        #expect(bad.status == 1 && bad.standardOutput.isEmpty)
        #expect(bad.standardError == """
            <stdin>:2:18: error: unknown option 'alignAllTpo'. Did you mean alignAllTop?
              vfl |[a]| option alignAllTpo
                               ^~~~~~~~~~~
              expected: one of alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllBaseline, alignAllFirstBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline

            """)
        let sizeless = try ToolRunner.run(["layout", "--from", "scene"], input: "vfl |[a]|\n")
        #expect(sizeless.status == 64 && sizeless.standardError.contains("give the container's --size"))
    }

    @Test("a broken constraint says where in the scene it was written")
    func brokenLocation() throws {
        let output = try ToolRunner.run(
            ["layout", "--from", "scene"], input: "container 300x100\nvfl |-[a(100)]\nvfl V:|[a(10)]\nconstraint a.width == 200\n")
        #expect(output.standardOutput == """
            a: 20 0 100 10
            broken: a.width == 200
              written at: <stdin>:4:12
              conflicts with: a.width == 100

            """)
    }

    @Test("a scene includes a Swift file (its self is the container), a Masonry file and a console log; their places are kept")
    func includes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
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

            """.write(to: folder.appendingPathComponent("Header.swift"), atomically: true, encoding: .utf8)
        try """
            <NSLayoutConstraint:0x1 name.width == 200   (active)>

            """.write(to: folder.appendingPathComponent("name.log"), atomically: true, encoding: .utf8)
        try """
            @implementation Header (Badge)
            - (void)badge {
                [self addSubview:_badge];
                [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.right.equalTo(self).insets(UIEdgeInsetsMake(4, 0, 0, 4));
                    make.size.mas_equalTo(CGSizeMake(12, 12));
                }];
            }
            @end

            """.write(to: folder.appendingPathComponent("Header+Badge.m"), atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("header.scene")
        try """
            container 320x96
            metric spacing=8
            include Header.swift
            vfl [name(120)]
            constraint name.height == 20
            include name.log
            include Header+Badge.m
            include missing.swift

            """.write(to: scene, atomically: true, encoding: .utf8)
        let failed = try ToolRunner.run(["layout", scene.path])
        #expect(failed.status == 1)
        #expect(failed.standardError.hasPrefix("\(scene.path):8:9: error: cannot read missing.swift\n"))
        try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "include missing.swift\n", with: "")
            .write(to: scene, atomically: true, encoding: .utf8)
        let output = try ToolRunner.run(["layout", scene.path])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            name: 88 38 120 20
            avatar: 16 16 64 64
            badge: 304 4 12 12
            broken: name.width == 200
              written at: \(folder.appendingPathComponent("name.log").path):1:1
              conflicts with: name.width == 120

            """)
    }
}
