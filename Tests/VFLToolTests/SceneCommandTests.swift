import Foundation
import Testing
import TestSupport

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
}
