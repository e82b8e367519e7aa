import Foundation
import TestSupport
import Testing

/// How `vfl-tool` ends (README, "One convention for every command"): 0 on
/// success, 1 for rejected input or failed output, 2 for a problem found
/// under `--strict`, 64 for a usage error with the command's usage line.
@Suite("vfl-tool exit status and usage errors")
struct ExitStatusTests {
    @Test("layout: --strict exits 2 when a constraint was broken or a view is ambiguous, 0 otherwise")
    func strict() throws {
        let ambiguous = try ToolRunner.run(["layout", "|[a]|", "--size", "10x10", "--strict"])
        #expect(ambiguous.status == 2 && ambiguous.standardOutput.contains("ambiguous: a: y, height"))
        let broken = try ToolRunner.run(["layout", "|[a(5)]|", "V:|[a]|", "--size", "10x10", "--strict"])
        #expect(broken.status == 2 && broken.standardOutput.contains("broken: "))
        let fine = try ToolRunner.run(["layout", "|[a]|", "V:|[a]|", "--size", "10x10", "--strict"])
        #expect(fine.status == 0)
        #expect(try ToolRunner.run(["layout", "|[a]|", "--size", "10x10"]).status == 0)
    }

    @Test("check: exits 1 when a file has an error, printed on standard output; 0, silently, when none has")
    func check() throws {
        let card = """
            final class Card: UIView {
                let title = UILabel()
                func build() {
                    addSubview(title)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(>=44)]", options: [], metrics: nil, views: ["title": title]))
                }
            }

            """
        let broken = try ToolRunner.run(["check"], input: card.replacingOccurrences(of: "V:[title(>=44)]", with: "V:[title(>=44)]-|-"))
        #expect(broken.status == 1 && broken.standardError.isEmpty)
        #expect(broken.standardOutput.hasPrefix("<stdin>:5:104: error: Expected the end of the format string\n"))
        let clean = try ToolRunner.run(["check", "-"], input: card)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty && clean.standardError.isEmpty)
    }

    @Test("layout: bad formats exit 1 with the explanation; bad flags exit 64")
    func layoutErrors() throws {
        let format = try ToolRunner.run(["layout", "[a]-[", "--size", "10x10"])
        #expect(format.status == 1 && format.standardOutput.isEmpty)
        #expect(format.standardError.hasPrefix("error: Expected a view\n"))
        for arguments in [["layout", "[a]", "--size", "10by10"], ["layout", "[a]", "--size", "10x10", "--intrinsic", "zz=1x1"],
                          ["layout", "--size", "10x10"], ["layout", "[a]", "--size=-5x10"],
                          ["layout", "[a]", "--size", "1e999x10"]] {
            #expect(try ToolRunner.run(arguments).status == 64, "\(arguments)")
        }
    }

    @Test("explain: --strict exits 2 on a conflict; no description at all exits 1; a missing file exits 1")
    func explain() throws {
        let log048 = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path
        #expect(try ToolRunner.run(["explain", "--strict", log048]).status == 2)
        let nothing = try ToolRunner.run(["explain"], input: "hello\nworld\n")
        #expect(nothing.status == 1 && nothing.standardError == "error: no constraint description found in standard input\n")
        let missing = try ToolRunner.run(["explain", "/nonexistent/log.txt"])
        #expect(missing.status == 1 && missing.standardError == "error: cannot read /nonexistent/log.txt: no such file\n")
        #expect(try ToolRunner.run(["explain", "--format", "pdf", log048]).status == 64)
    }

    @Test("parse: usage errors exit 64 and name what is wrong")
    func parseUsageErrors() throws {
        let badOption = try ToolRunner.run(["parse", "--option", "alignAllMiddle", "[a]"])
        #expect(badOption.status == 64)
        #expect(badOption.standardError.contains("Error: unknown --option 'alignAllMiddle'\nknown options: alignAllLeft, "))
        let typo = try ToolRunner.run(["parse", "--option", "NSLayoutFormatAlignAllTpo", "[a]"])
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("Error: unknown --option 'NSLayoutFormatAlignAllTpo'; did you mean 'NSLayoutFormatAlignAllTop'?"))
        #expect(typo.standardError.contains("Usage: vfl-tool parse "))
        let twice = try ToolRunner.run(["parse", "--metric", "m=1", "--metric", "m=2", "[a]"])
        #expect(twice.status == 64 && twice.standardError.contains("Error: --metric m is given twice"))
        let badMetric = try ToolRunner.run(["parse", "--metric", "m=wide", "[a]"])
        #expect(badMetric.status == 64)
        #expect(badMetric.standardError.contains("The value 'm=wide' is invalid for '--metric <NAME=VALUE>'"))
        #expect(badMetric.standardError.contains("NAME=VALUE with a finite number"))
    }

    @Test("usage errors exit 64: help for an unknown command, a negative intrinsic size, a name no format mentions")
    func usageErrors() throws {
        let help = try ToolRunner.run(["help", "nonesuch"])
        #expect(help.status == 64 && help.standardError.contains("no command named 'nonesuch'"))
        let negative = try ToolRunner.run(["layout", "[a]", "--size", "10x10", "--intrinsic", "a=-5x-5"])
        #expect(negative.status == 64 && negative.standardError.contains("Usage: vfl-tool layout"))
        let unknown = try ToolRunner.run(["layout", "[a]", "--size", "10x10", "--intrinsic", "zz=1x1"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("--intrinsic names 'zz', which is not a view of the layout"))
        #expect(unknown.standardError.contains("Usage: vfl-tool layout"))
    }
}
