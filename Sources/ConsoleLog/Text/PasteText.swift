@_spi(Readers) import Constraints

/// The whole pasted text a console log is read from, with the offset where
/// each line starts, so that any byte offset becomes a line and column in
/// O(log lines).
struct PasteText {
    /// The file the text came from, for diagnostics (`nil` for a string).
    let file: String?
    /// The UTF-8 bytes of the paste.
    let bytes: [UInt8]
    /// Where each line starts.
    let lines: LineTable

    init(_ text: String, file: String?) {
        self.file = file
        bytes = Array(text.utf8)
        lines = LineTable(bytes)
    }

    /// The offset of the first byte of each line; line `n` starts at `lineStarts[n - 1]`.
    var lineStarts: [Int] { lines.lineStarts }

    /// How many lines the paste has (a final line feed ends the last line, it does not start one).
    var lineCount: Int {
        lineStarts.count > 1 && lineStarts.last == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    /// Line `number` (from 1) without its line feed or carriage return, with each byte's offset.
    func line(_ number: Int) -> MappedText {
        let range = byteRange(ofLine: number)
        return MappedText(bytes: Array(bytes[range]), startingAt: range.lowerBound)
    }

    /// The bytes of line `number` (from 1), without its line feed or carriage return.
    private func byteRange(ofLine number: Int) -> Range<Int> {
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == .carriageReturn { end -= 1 }
        return start ..< end
    }

    /// The 1-based line that contains `offset`.
    func lineNumber(of offset: Int) -> Int {
        lines.lineNumber(of: offset)
    }

    /// `offsets` of the paste as a range with lines and columns (columns in UTF-8 bytes).
    func sourceRange(_ offsets: Range<Int>) -> SourceRange {
        lines.sourceRange(offsets, file: file)
    }

    /// The text of line `number`, as printed in a report of what could not be read.
    func text(ofLine number: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: number)], as: UTF8.self)
    }
}
