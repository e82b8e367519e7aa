import Constraints
import Scenes
import Testing

/// Inputs the `scene` fuzz harness found (Fuzz/scene/seeds/crash-*), each kept as a test of what was fixed.
@Suite("Scene files: what fuzzing found")
struct FuzzRegressionTests {
    /// Every diagnostic of `file` lies in `text`: its bytes in the text, its lines among the text's lines.
    static func expectPlacedInside(_ file: SceneFile, _ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in file.diagnostics {
            let range = diagnostic.range
            #expect((range?.bytes?.upperBound ?? 0) <= text.utf8.count && (range?.end.line ?? 0) <= lines, "\(diagnostic)")
        }
    }

    @Test("CRLF line ends: each line is a statement, read as with LF (crash-crlf-one-line)")
    func carriageReturns() {
        let lf = "container 100x50\nview a\nvfl |-[a]-|\nconstraint a.height == 20 x\n"
        let file = SceneFile(reading: lf.replacingOccurrences(of: "\n", with: "\r\n"), file: "w.scene")
        #expect(file.constraints.map(\.description) == [
            "a.leading == superview.leading + standard", "superview.trailing == a.trailing + standard",
        ])
        #expect(file.diagnostics.map(\.description) == ["w.scene:4:27: error: expected the end of the constraint"])
        #expect(file.diagnostics.first?.range?.bytes == 65 ..< 66)

        // What the harness found: a diagnostic of the last line placed on the line after it.
        let found = "container 100x50\u{8}vfl |[a][b(\u{FFFD}=a)]|\nconstraintop\nconstraint c.width == 5\r\n"
        let read = SceneFile(reading: found, file: "w.scene")
        #expect(read.constraints.map(\.description) == ["c.width == 5"])
        #expect(read.diagnostics.map(\.description) == [
            "w.scene:1:22: error: '|[a][b(\u{FFFD}=a)]|' is not a size", "w.scene:2:1: error: unknown statement 'constraintop'",
        ])
        Self.expectPlacedInside(read, found)
    }
}
