import Foundation
import TestSupport
import Testing

@Suite("vfl-tool explain and layout --from log")
struct ExplainCommandTests {
    static let log048 = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path

    @Test("README's example is what the tool prints")
    func readme() throws {
        let readme = try String(contentsOf: Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ vfl-tool explain Tests/Fixtures/ConsoleLogs/048.txt\n"
        let start = try #require(readme.range(of: command)?.upperBound)
        let end = try #require(readme[start...].range(of: "```")?.lowerBound)
        #expect(try ToolRunner.run(["explain", Self.log048]).standardOutput == String(readme[start ..< end]))
    }

    @Test("--strict exits 2 on a conflict; no description at all exits 1; a missing file exits 1")
    func exitStatus() throws {
        #expect(try ToolRunner.run(["explain", "--strict", Self.log048]).status == 2)
        let nothing = try ToolRunner.run(["explain"], input: "hello\nworld\n")
        #expect(nothing.status == 1 && nothing.standardError == "error: no constraint description found in standard input\n")
        let missing = try ToolRunner.run(["explain", "/nonexistent/log.txt"])
        #expect(missing.status == 1 && missing.standardError == "error: cannot read /nonexistent/log.txt: no such file\n")
        #expect(try ToolRunner.run(["explain", "--format", "pdf", Self.log048]).status == 64)
    }
}
