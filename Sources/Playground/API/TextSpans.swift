import Constraints

/// Places in the pasted text as the page counts them: UTF-16 offsets, which
/// a text area's selection and JavaScript's strings use, from the lines and
/// UTF-8 columns every reader reports (`SourceRange`).
struct TextSpans {
    /// A range of the text, `start` to `end` in UTF-16 code units.
    struct Span: Encodable, Equatable {
        let start: Int
        let end: Int
    }

    private let text: String
    /// The UTF-8 offset at which each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The span of `range`, whose line 1 is the text's line `line` (a VFL
    /// format is read alone, so its range counts from its own line).
    func span(of range: SourceRange, onLine line: Int = 1) -> Span? {
        let start = offset(line: range.start.line + line - 1, column: range.start.column)
        let end = offset(line: range.end.line + line - 1, column: range.end.column)
        guard let start, let end else { return nil }
        return Span(start: start, end: max(start, end))
    }

    /// The span of the whole line `line`, without its line break.
    func span(ofLine line: Int) -> Span? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : text.utf8.count
        guard let start = utf16Offset(ofUTF8: lineStarts[line - 1]), let stop = utf16Offset(ofUTF8: end) else { return nil }
        return Span(start: start, end: stop)
    }

    /// The UTF-16 offset of a line and UTF-8 column (both from 1), clamped to the line's end.
    private func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : text.utf8.count
        return utf16Offset(ofUTF8: min(lineStarts[line - 1] + column - 1, lineEnd))
    }

    /// The UTF-16 offset of a UTF-8 offset; one inside a character counts as its start.
    private func utf16Offset(ofUTF8 offset: Int) -> Int? {
        let utf8 = text.utf8
        guard offset >= 0, offset <= utf8.count else { return nil }
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        while index > utf8.startIndex, index.samePosition(in: text.unicodeScalars) == nil { utf8.formIndex(before: &index) }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
}
