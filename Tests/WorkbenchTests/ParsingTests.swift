import Constraints
import Foundation
import TestSupport
import Testing
import VFL
import Workbench

/// `parse` without the process: each format parsed against its views
/// dictionary, written as canonical text or JSON, a rejected one explained.
@Suite("Parsing formats")
struct ParsingTests {
    /// What `vfl-tool parse` writes for `formats` given as arguments, and the rejections it prints on standard error.
    private func parse(
        _ formats: String..., detached: [String] = [], options: ReadingOptions = ReadingOptions(), as format: ReportFormat = .text
    ) throws -> (output: String, rejections: [RenderedDiagnostic]) {
        try parse(formats.map(FormatSource.argument), detached: detached, options: options, as: format)
    }

    /// What `vfl-tool parse` writes for `sources`, and the rejections it prints on standard error.
    private func parse(
        _ sources: [FormatSource], detached: [String] = [], options: ReadingOptions = ReadingOptions(), as format: ReportFormat = .text
    ) throws -> (output: String, rejections: [RenderedDiagnostic]) {
        var output = ""
        var rejections: [RenderedDiagnostic] = []
        var report = try ParseReportWriter(format: format, standardSpacing: options.standardSpacing) { output += $0 }
        for source in sources {
            let parse = FormatParse(source, detached: detached, options: options)
            if let rejection = parse.rejection(of: source) { rejections.append(rejection) }
            try report.append(parse)
        }
        try report.finish()
        return (output, rejections)
    }

    @Test("corpus cases through parse's JSON: constraints, or Apple's message and caret", arguments: Corpus.visualFormatCases())
    func corpus(testCase: VisualFormatCase) throws {
        let options = ReadingOptions(
            metrics: testCase.metrics, formatOptions: try #require(testCase.formatOptions), viewNames: testCase.views)
        let parsed = try parse(testCase.format, detached: testCase.viewsWithoutSuperview, options: options, as: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? String == "1.1")
        let results = try #require(document["formats"] as? [[String: Any]])
        let result = try #require(results.first)
        if let expected = testCase.expectedConstraints, testCase.expectedError == nil {
            #expect(parsed.rejections.isEmpty)
            let constraints = try #require(result["constraints"] as? [[String: Any]])
            #expect(constraints.compactMap { $0["text"] as? String } == expected)
        } else {
            #expect(parsed.rejections.count == 1)
            let error = try #require(result["error"] as? [String: Any])
            #expect(error["appleReason"] as? String == testCase.expectedError)
            if let caret = testCase.caretIndex { #expect(error["caretIndex"] as? Int == caret) }
            #expect(parsed.rejections.printed.hasPrefix("error: "))
        }
    }

    @Test("the README's run command prints Apple's two constraints")
    func readmeCommand() throws {
        let parsed = try parse("H:|-50-[purpleBox]-50-|")
        #expect(parsed.rejections.isEmpty)
        #expect(parsed.output == "purpleBox.leading == superview.leading + 50\nsuperview.trailing == purpleBox.trailing + 50\n")
    }

    @Test("a format from a line of standard input is explained at that line; the others still print")
    func linesOfStandardInput() throws {
        let lines = [(1, "[a]-[b]"), (3, "[a]--10-[b]"), (4, "V:|[c(>=d)]|")].map { FormatSource(bytes: Array($1.utf8), line: $0) }
        let parsed = try parse(lines)
        #expect(parsed.output == """
            b.leading == a.trailing + 8
            c.top == superview.top
            c.height >= d.height
            superview.bottom == c.bottom

            """)
        #expect(parsed.rejections.printed == """
            <stdin>:3:5: error: Cannot tell if this - is a minus sign or an accidental extra bar in the connection. \
            Use parentheses around negative numbers.
              [a]--10-[b]
                  ^
              expected: a number or metric; write a negative number in parentheses: -(-10)-

            """)
    }

    @Test("--views gives the dictionary, with a suggestion for a near miss; '' is an empty one")
    func explicitViews() throws {
        let misspelt = try parse("|-[purpleBx]-|", options: ReadingOptions(viewNames: ["purpleBox"]))
        #expect(misspelt.rejections.printed.hasPrefix("error: purpleBx is not a key in the views dictionary. Did you mean purpleBox?\n"))
        let empty = try parse("[a]", options: ReadingOptions(viewNames: []))
        #expect(empty.rejections.printed.hasPrefix("error: a is not a key in the views dictionary.\n"))
    }

    @Test("metrics win over views, options and margins spacing apply")
    func metricsOptionsSpacing() throws {
        let options = ReadingOptions(
            metrics: ["m": 12.5], formatOptions: try #require(LayoutFormatOptions(name: "NSLayoutFormatAlignAllTop")),
            standardSpacing: .margins(betweenSiblings: 8))
        let parsed = try parse("|-[a]-m-[m2(m)]-|", options: options)
        #expect(parsed.rejections.isEmpty)
        #expect(parsed.output == """
            a.leading == superview.leadingMargin
            m2.leading == a.trailing + 12.5
            m2.width == 12.5
            superview.trailingMargin == m2.trailing
            a.top == m2.top

            """)
    }
}
