import Foundation
import TestSupport
import Testing
import Workbench

/// `layout` of scene files (SceneFormat.md) without the process.
@Suite("Laying out scene files")
struct SceneLayoutTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    /// The scene in the example file `name`, read as `vfl-tool layout Examples/Scenes/NAME` reads it.
    static func example(_ name: String) throws -> Screen {
        let path = examples.appendingPathComponent(name).path
        return try Screen.read(.files([try SourceFile.read(path: path)]), as: .of(path), options: ReadingOptions())
    }

    /// The scene `text` from standard input (`vfl-tool layout --from scene`).
    static func standardInput(_ text: String) throws(WorkbenchError) -> Screen {
        try Screen.read(.files([.standardInput(text)]), as: .scene, options: ReadingOptions())
    }

    @Test("the login form, whose VFL lines each have their own options, lays out from its file")
    func loginForm() throws {
        let screen = try Self.example("login.scene")
        #expect(screen.warnings.isEmpty)
        #expect(try screen.layout().text == """
            card: 24 190.5 327 286
            logo: 131.5 16 64 64
            email: 16 100 295 44
            password: 16 152 227 44
            showPassword: 251 152 60 44
            signIn: 16 220 295 50

            """)
    }

    @Test("the container's scale rounds every frame to the screen's pixels, as UIKit does; a scale no screen has is an error")
    func pixelScale() throws {
        let text = """
            container 100x100 scale 2
            view a
            constraint a.leading == superview.leading + 10.3
            constraint a.width == 20.2
            constraint a.top == superview.top + 0.7
            constraint a.height == 10
            """
        #expect(try Self.standardInput(text).layout().text == "a: 10.5 0.5 20 10\n")
        #expect(try Self.standardInput(text.replacingOccurrences(of: " scale 2", with: "")).layout().text == "a: 10.3 0.7 20.2 10\n")
        #expect(throws: WorkbenchError.self) { try Self.standardInput("container 100x100 scale 2.5\nview a\n") }
    }

    @Test("a framed view with an autoresizing mask follows its superview's change from superview-size; without one its frame is fixed")
    func autoresizingReferenceSize() throws {
        let text = """
            container 200x100
            view panel
            view content in panel frame 0,0,100,50 autoresizing flexibleWidth,flexibleHeight superview-size 100x50
            constraint panel.leading == superview.leading + 10
            constraint panel.top == superview.top + 10
            constraint panel.width == 120
            constraint panel.height == 60
            """
        #expect(try Self.standardInput(text).layout().text == "panel: 10 10 120 60\ncontent: 0 0 120 60\n")
        let fixed = text.replacingOccurrences(of: " superview-size 100x50", with: "")
        #expect(try Self.standardInput(fixed).layout().text == "panel: 10 10 120 60\ncontent: 0 0 100 50\n")
    }

    @Test("Apple's centring idiom from standard input: the container's name is the container")
    func centringIdiom() throws {
        let report = try Self.standardInput("""
            container 320x480
            vfl [superview]-(<=1)-[label(120)] option alignAllCenterY
            vfl V:[superview]-(<=1)-[label(24)] option alignAllCenterX

            """).layout()
        #expect(!report.hasProblems)
        #expect(report.text == "label: 100 228 120 24\n")
        let flags = try Screen.formats("[superview]-(<=1)-[a(50)]", "V:|-[a(20)]", options: ReadingOptions(formatOptions: .alignAllCenterY))
            .layout(size: .size(300, 100)).text
        #expect(flags.hasPrefix("a: "), "no second view named superview")
        #expect(!flags.split(separator: "\n").contains { $0.hasPrefix("superview:") })
    }

    @Test("--strict's problem in the conflict example; a scene error is rejected with file:line:column")
    func problemsAndErrors() throws {
        let conflict = try Self.example("conflict.scene").layout()
        #expect(conflict.hasProblems && conflict.text.contains("broken: "))
        let bad = try #require(throws: WorkbenchError.self) { try Self.standardInput("container 10x10\nvfl |[a]| option alignAllTpo\n") }
        #expect(bad.printedDiagnostics == """
            <stdin>:2:18: error: unknown option 'alignAllTpo'. Did you mean alignAllTop?
              vfl |[a]| option alignAllTpo
                               ^~~~~~~~~~~
              expected: one of alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, \
            alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllBaseline, alignAllFirstBaseline, \
            directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline

            """)
        #expect(throws: WorkbenchError.usage("give the container's --size")) { try Self.standardInput("vfl |[a]|\n").layout() }
    }

    @Test("a broken constraint says where in the scene it was written")
    func brokenLocation() throws {
        let screen = try Self.standardInput("container 300x100\nvfl |-[a(100)]\nvfl V:|[a(10)]\nconstraint a.width == 200\n")
        #expect(try screen.layout().text == """
            a: 20 0 100 10
            broken: a.width == 200
              written at: <stdin>:4:12
              conflicts with: a.width == 100

            """)
    }
}
