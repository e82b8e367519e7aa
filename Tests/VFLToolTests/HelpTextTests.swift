import TestSupport
import Testing

/// The help `vfl-tool` prints, which the argument parser writes from the commands' configurations.
@Suite("Help texts")
struct HelpTextTests {
    /// The paragraphs of a subcommand's help between the overview and the usage.
    private func discussion(of subcommand: String) throws -> [[Substring]] {
        let output = try ToolRunner.run([subcommand, "--help"])
        #expect(output.status == 0)
        let beforeUsage = output.standardOutput.components(separatedBy: "\nUSAGE:").first ?? ""
        let paragraphs = beforeUsage.components(separatedBy: "\n\n").dropFirst()  // the first is the overview
        return paragraphs.map { $0.split(separator: "\n") }
    }

    @Test(
        "every discussion is wrapped by the argument parser to the width, not broken where the source broke it",
        arguments: ["parse", "convert", "check", "layout", "explain"])
    func discussionFlows(subcommand: String) throws {
        let paragraphs = try discussion(of: subcommand)
        #expect(!paragraphs.isEmpty)
        let width = paragraphs.joined().map(\.count).max() ?? 0
        for lines in paragraphs {
            for (line, next) in zip(lines, lines.dropFirst()) {
                let nextWord = next.split(separator: " ").first ?? ""
                // Greedy wrapping: a line ends only where the next word would not fit on it.
                #expect(line.count + 1 + nextWord.count > width, "'\(line)' could have taken '\(nextWord)'")
            }
        }
    }

    @Test("--help lists only commands that exist")
    func help() throws {
        let output = try ToolRunner.run(["--help"])
        #expect(output.status == 0)
        let subcommands = output.standardOutput.components(separatedBy: "SUBCOMMANDS:").last?
            .split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first else { return nil }
                return String(word)
            }
        #expect(subcommands == ["parse", "convert", "check", "layout", "explain", "serve", "See"])
    }
}
