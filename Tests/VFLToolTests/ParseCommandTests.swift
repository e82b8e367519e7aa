import Foundation
import TestSupport
import Testing

@Suite("vfl-tool parse")
struct ParseCommandTests {
    @Test("standard input, one format per line; a bad line is explained and the rest still print")
    func standardInput() throws {
        let output = try ToolRunner.run(["parse", "-"], input: "[a]-[b]\n\n[a]--10-[b]\nV:|[c(>=d)]|\n")
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            b.leading == a.trailing + 8
            c.top == superview.top
            c.height >= d.height
            superview.bottom == c.bottom

            """)
        #expect(output.standardError == """
            <stdin>:3:5: error: Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.
              [a]--10-[b]
                  ^
              expected: a number or metric; write a negative number in parentheses: -(-10)-

            """)
    }

    @Test("usage errors exit 64 and name what is wrong")
    func usageErrors() throws {
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

    @Test("--help lists only commands that exist")
    func help() throws {
        let output = try ToolRunner.run(["--help"])
        #expect(output.status == 0)
        let subcommands = output.standardOutput.components(separatedBy: "SUBCOMMANDS:").last?
            .split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first else { return nil }
                return String(word)
            }
        #expect(subcommands == ["parse", "convert", "check", "layout", "explain", "See"])
    }
}
