import Constraints
import Foundation
import Testing
import VFL

@Suite("Grammar.md matches the parser")
struct GrammarDocumentTests {
    static let grammar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Grammar.md")

    /// One row of the error table: message, example, options, caret, evidence.
    struct Row: CustomTestStringConvertible {
        let message: String
        let format: String
        let options: [String]
        let detached: Bool
        /// The example's metric `p` has no value (a Swift variable), as the
        /// reader of source code lowers it.
        let symbolicMetric: Bool
        let caret: Int?
        let evidence: String
        /// Marked *ours* in the message column.
        let isOurs: Bool

        var testDescription: String { "`\(format)`: \(message)" }
    }

    static func rows() -> [Row] {
        guard let text = try? String(contentsOf: grammar, encoding: .utf8),
              let start = text.range(of: "| message | example | caret | evidence |")
        else { return [] }
        var rows: [Row] = []
        for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let ticked = cells[2].components(separatedBy: "`")
            rows.append(Row(
                message: cells[1].replacingOccurrences(of: " (*ours*)", with: ""),
                format: ticked.count > 1 ? ticked[1] : "",
                options: stride(from: 3, to: ticked.count, by: 2).map { ticked[$0] },
                detached: cells[2].contains("(a detached)"),
                symbolicMetric: cells[2].contains("(p has no value)"),
                caret: Int(cells[3]),
                evidence: cells[4],
                isOurs: cells[1].contains("(*ours*)")))
        }
        return rows
    }

    static let errorSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/VFL/VisualFormatError.swift")

    /// The case names of `VisualFormatError.Kind`, read from its source, so
    /// that a kind added there without a row here fails this suite.
    static func kindNames() throws -> Set<String> {
        let source = try String(contentsOf: errorSource, encoding: .utf8)
        guard let start = source.range(of: "public enum Kind"), let end = source[start.upperBound...].range(of: "\n    }\n")
        else { return [] }
        var names: Set<String> = []
        for line in source[start.upperBound ..< end.lowerBound].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case ") else { continue }
            names.insert(String(trimmed.dropFirst(5).prefix { $0.isLetter || $0.isNumber }))
        }
        return names
    }

    /// The kind a documented row's example raises, by case name.
    static func kindName(of row: Row) throws -> String? {
        do {
            try raise(row)
            return nil
        } catch {
            return String(String(describing: error.kind).prefix { $0 != "(" })
        }
    }

    @Test("the error table has a row for every error kind, and no kind is missing")
    func tableIsComplete() throws {
        let kinds = try Self.kindNames()
        #expect(kinds.count >= 20)
        let documented = Set(try Self.rows().compactMap(Self.kindName(of:)))
        #expect(kinds.subtracting(documented).isEmpty, "error kinds with no row in Grammar.md")
        #expect(documented.subtracting(kinds).isEmpty)
    }

    /// Lowers the row's example with views a and b (a detached if the row says so).
    static func raise(_ row: Row) throws(VisualFormatError) {
        let superview = LayoutView(name: "superview")
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        superview.addSubview(b)
        if !row.detached { superview.addSubview(a) }
        var options = LayoutFormatOptions()
        for name in row.options { options.formUnion(LayoutFormatOptions(name: name) ?? []) }
        _ = try LayoutConstraint.constraints(
            withVisualFormat: row.format, options: options,
            symbolicMetrics: row.symbolicMetric ? ["p": MetricExpression(metric: "p")] : [:], views: ["a": a, "b": b])
    }

    @Test("each documented error has that message and caret, and names its evidence", arguments: rows())
    func documentedError(row: Row) throws {
        #expect(["A", "O", "D", "I", "ours"].contains(String(row.evidence.prefix { $0.isLetter })))
        #expect(row.isOurs == (row.evidence == "ours"))
        for name in row.options { _ = try #require(LayoutFormatOptions(name: name)) }
        do {
            try Self.raise(row)
            Issue.record("`\(row.format)` was accepted")
        } catch {
            #expect(error.message == row.message)
            #expect(error.caretIndex == row.caret)
        }
    }
}
