import Foundation
import TestSupport
import Testing

@Suite("vfl-tool parse")
struct ParseCommandTests {
    @Test(
        "corpus cases through the command line: constraints, or Apple's message and caret",
        arguments: Corpus.handfulOfVisualFormatCases())
    func corpusThroughTheTool(testCase: VisualFormatCase) throws {
        var arguments = ["parse", "--format", "json", "--views", testCase.views.joined(separator: ",")]
        for name in testCase.viewsWithoutSuperview { arguments += ["--detached", name] }
        for (name, value) in testCase.metrics.sorted(by: { $0.key < $1.key }) { arguments += ["--metric", "\(name)=\(value)"] }
        for option in testCase.options { arguments += ["--option", option] }
        arguments += ["--", testCase.format]
        let output = try ToolRunner.run(arguments)
        let results = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let result = try #require(results.first)
        if let expected = testCase.expectedConstraints, testCase.expectedError == nil {
            #expect(output.status == 0)
            let constraints = try #require(result["constraints"] as? [[String: Any]])
            #expect(constraints.compactMap { $0["text"] as? String } == expected)
        } else {
            #expect(output.status == 1)
            let error = try #require(result["error"] as? [String: Any])
            #expect(error["appleReason"] as? String == testCase.expectedError)
            if let caret = testCase.caretIndex { #expect(error["caretIndex"] as? Int == caret) }
            #expect(output.standardError.hasPrefix("error: "))
        }
    }

    @Test("the README's run command prints Apple's two constraints")
    func readmeCommand() throws {
        let output = try ToolRunner.run(["parse", "H:|-50-[purpleBox]-50-|"])
        #expect(output.status == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput == "purpleBox.leading == superview.leading + 50\nsuperview.trailing == purpleBox.trailing + 50\n")
    }

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

    @Test("--views gives the dictionary, with a suggestion for a near miss; '' is an empty one")
    func explicitViews() throws {
        let output = try ToolRunner.run(["parse", "--views", "purpleBox", "|-[purpleBx]-|"])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: purpleBx is not a key in the views dictionary. Did you mean purpleBox?\n"))
        let empty = try ToolRunner.run(["parse", "--views", "", "[a]"])
        #expect(empty.standardError.hasPrefix("error: a is not a key in the views dictionary.\n"))
    }

    @Test("metrics win over views, options and margins spacing apply")
    func metricsOptionsSpacing() throws {
        let output = try ToolRunner.run([
            "parse", "--metric", "m=12.5", "--option", "NSLayoutFormatAlignAllTop", "--spacing", "margins",
            "|-[a]-m-[m2(m)]-|",
        ])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            a.leading == superview.leadingMargin
            m2.leading == a.trailing + 12.5
            m2.width == 12.5
            superview.trailingMargin == m2.trailing
            a.top == m2.top

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
