import Constraints
import Foundation
import Layout
@testable import Scenes
import TestSupport
import Testing

@Suite("Scene files")
struct SceneFileTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    /// Each view's frame, `name: x y width height`, after laying the scene out.
    static func frames(_ file: SceneFile) throws -> [String] {
        let size = try #require(file.containerSize)
        let result = LayoutEngine(root: file.scene.container, containerSize: size, standardSpacing: file.standardSpacing ?? .appKit).layout()
        return file.scene.viewNames.compactMap { name in
            guard let view = file.scene[name], let frame = result.frame(of: view) else { return nil }
            return "\(name): " + [frame.x, frame.y, frame.width, frame.height].map(CanonicalNumber.text(for:)).joined(separator: " ")
        }
    }

    static func example(_ name: String) throws -> SceneFile {
        let url = examples.appendingPathComponent("\(name).scene")
        return SceneFile(reading: try String(contentsOf: url, encoding: .utf8), file: "\(name).scene")
    }

    @Test("the login form: nested views, per-format options, margins and intrinsic sizes")
    func loginForm() throws {
        let file = try Self.example("login")
        #expect(file.diagnostics.isEmpty)
        #expect(try Self.frames(file) == [
            "card: 24 190.5 327 286", "logo: 131.5 16 64 64", "email: 16 100 295 44", "password: 16 152 227 44",
            "showPassword: 251 152 60 44", "signIn: 16 220 295 50",
        ])
        #expect(file.scene.view("logo").superview === file.scene.view("card"))
        #expect(file.scene.view("showPassword").contentHuggingPriority(for: .horizontal) == 251)
        #expect(file.scene.container.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("a table cell, a toolbar, the centring idiom and a conflict lay out as described")
    func otherExamples() throws {
        #expect(try Self.frames(Self.example("cell")) == [
            "avatar: 16 16 40 40", "title: 68 8 180 20", "subtitle: 68 30 204 16", "badge: 280 26 24 20",
        ])
        #expect(try Self.frames(Self.example("toolbar")) == [
            "bar: 0 761 390 49", "back: 64.5 2.5 44 44", "share: 173 2.5 44 44", "delete: 281.5 2.5 44 44",
            "left: 0 24.5 64.5 0", "middle: 108.5 24.5 64.5 0", "right: 217 24.5 64.5 0", "end: 325.5 24.5 64.5 0",
        ])
        let centred = try Self.example("centred")
        #expect(centred.scene.viewNames == ["label"])
        #expect(centred.constraints.map(\.description) == [
            "label.leading <= superview.trailing + 1", "superview.centerY == label.centerY",
            "label.top <= superview.bottom + 1", "superview.centerX == label.centerX",
        ])
        #expect(try Self.frames(centred) == ["label: 100 228 120 24"])
        let conflict = try Self.example("conflict")
        let result = LayoutEngine(root: conflict.scene.container, containerSize: LayoutSize(width: 320, height: 568)).layout()
        #expect(result.broken.map { $0.rule.description } == ["header.width == 400", "body.leading == header.trailing + 12"])
    }

    @Test("every constraint knows the line and column that made it")
    func locations() throws {
        let file = SceneFile(reading: "view a\nview b\nvfl |-[a]-8-[b(40)]-|\nconstraint b.height == a.height\n", file: "s.scene")
        #expect(file.diagnostics.isEmpty)
        #expect(file.constraints.map { file.location(of: $0)?.description } == [
            "s.scene:3:6", "s.scene:3:11", "s.scene:3:16", "s.scene:3:20", "s.scene:4:12",
        ])
    }

    @Test("names a file declares no view for are views of the container when it declares none")
    func impliedViews() throws {
        let file = SceneFile(reading: "container 100x50\nvfl |[a][b(==a)]|\nconstraint a.top == superview.top\nconstraint c.width == 5\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.scene.viewNames == ["a", "b", "c"])
        #expect(file.scene.view("c").superview === file.scene.container)
    }

    @Test("errors name file:line:column with a caret; every other line is still read")
    func errors() throws {
        let text = """
            container 200x100
            view title
            view badge in titel
            vfl |-[title]-[bdge]-| option alignAllTop
            vfl |-[title]-| option alignAllMiddle
            constraint titel.width == 10
            constraint title.height == 20
            sizes 3x4
            view title intrinsic 5
            """
        let file = SceneFile(reading: text, file: "bad.scene")
        #expect(file.hasErrors)
        #expect(file.diagnostics.map(\.description) == [
            "bad.scene:3:15: error: there is no view named 'titel' to put badge in",
            "bad.scene:4:16: error: bdge is not a key in the views dictionary. Did you mean badge?",
            "bad.scene:5:24: error: unknown option 'alignAllMiddle'",
            "bad.scene:6:12: error: titel is not a view of the scene",
            "bad.scene:8:1: error: unknown statement 'sizes'",
            "bad.scene:9:22: error: '5' is not a size",
        ])
        #expect(file.diagnostics.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.id)" } == [
            "3:15 scene.view.unknown-parent", "4:16 vfl.unknownView", "5:24 scene.syntax.unknown-option", "6:12 scene.unknown-view",
            "8:1 scene.syntax.unknown-statement", "9:22 scene.syntax.not-a-size",
        ])
        #expect(file.constraints.map(\.description) == ["title.height == 20"])
        #expect(file.diagnostics[1].rendered(source: text) == """
            bad.scene:4:16: error: bdge is not a key in the views dictionary. Did you mean badge?
              vfl |-[title]-[bdge]-| option alignAllTop
                             ^~~~
              expected: a key of the views dictionary
            """)
    }
}
