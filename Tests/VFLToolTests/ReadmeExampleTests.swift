import Foundation
import TestSupport
import Testing

/// README.md's examples, run through the binary as a reader would type
/// them: what `vfl-tool` prints must be what the README shows.
@Suite("README examples")
struct ReadmeExampleTests {
    /// The text of README.md.
    static func readme() throws -> String {
        try String(contentsOf: Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The README's text from the end of `marker` to the end of its code block.
    static func block(after marker: String) throws -> String {
        let readme = try readme()
        let start = try #require(readme.range(of: marker)?.upperBound)
        let end = try #require(readme[start...].range(of: "```")?.lowerBound)
        return String(readme[start ..< end])
    }

    @Test("README's example is what the tool prints")
    func explain() throws {
        let shown = try Self.block(after: "$ vfl-tool explain Tests/Fixtures/ConsoleLogs/048.txt\n")
        let log = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path
        #expect(try ToolRunner.run(["explain", log]).standardOutput == shown)
    }

    @Test("README's Masonry example: the file, its constraints and its SnapKit are what the tool prints")
    func masonry() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.block(after: "For `ProfileCard.m`:\n\n```objc\n"), to: "ProfileCard.m")
        let shown = try Self.block(after: "$ vfl-tool convert ProfileCard.m\n")
        let canonical = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").first))
        let snapKit = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").last))
        #expect(try ToolRunner.run(["convert", path]).standardOutput == canonical)
        #expect(try ToolRunner.run(["convert", path, "--to", "snapkit"]).standardOutput == snapKit)
        #expect(canonical.split(separator: "\n").count == 8)
    }
}
