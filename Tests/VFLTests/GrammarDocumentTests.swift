import Constraints
import Foundation
import Testing
import VFL

@Suite("Grammar.md matches the parser")
struct GrammarDocumentTests {
    static let grammar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Grammar.md")

    /// One row of the error table: message, example, options, caret.
    struct Row: CustomTestStringConvertible {
        let message: String
        let format: String
        let options: [String]
        let detached: Bool
        let caret: Int?

        var testDescription: String { "`\(format)`: \(message)" }
    }

    static func rows() -> [Row] {
        guard let text = try? String(contentsOf: grammar, encoding: .utf8),
              let start = text.range(of: "| message | example | caret |")
        else { return [] }
        var rows: [Row] = []
        for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let ticked = cells[2].components(separatedBy: "`")
            rows.append(Row(
                message: cells[1].replacingOccurrences(of: " (*ours*)", with: ""),
                format: ticked.count > 1 ? ticked[1] : "",
                options: stride(from: 3, to: ticked.count, by: 2).map { ticked[$0] },
                detached: cells[2].contains("(a detached)"),
                caret: Int(cells[3])))
        }
        return rows
    }

    @Test("the error table lists every error kind")
    func tableIsComplete() {
        #expect(Self.rows().count == 26)
    }

    @Test("each documented error has that message and caret", arguments: rows())
    func documentedError(row: Row) throws {
        let superview = LayoutView(name: "superview")
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        superview.addSubview(b)
        if !row.detached { superview.addSubview(a) }
        var options = LayoutFormatOptions()
        for name in row.options { options.formUnion(try #require(LayoutFormatOptions(name: name))) }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: row.format, options: options, views: ["a": a, "b": b])
            Issue.record("`\(row.format)` was accepted")
        } catch {
            #expect(error.message == row.message)
            #expect(error.caretIndex == row.caret)
        }
    }
}
