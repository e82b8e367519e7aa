@_spi(Readers) import Constraints

/// The whole pasted text a console log is read from, with the offset where
/// each line starts, so that any byte offset becomes a line and column in
/// O(log lines).
struct PasteText {
    /// The file the text came from, for diagnostics (`nil` for a string).
    let file: String?
    /// The UTF-8 bytes of the paste.
    let bytes: [UInt8]
    /// The offset of the first byte of each line; line `n` starts at `lineStarts[n - 1]`.
    let lineStarts: [Int]

    init(_ text: String, file: String?) {
        self.file = file
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == .lineFeed { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// How many lines the paste has (a final line feed ends the last line, it does not start one).
    var lineCount: Int {
        lineStarts.count > 1 && lineStarts.last == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    /// Line `number` (from 1) without its line feed or carriage return, with each byte's offset.
    func line(_ number: Int) -> MappedText {
        let range = byteRange(ofLine: number)
        return MappedText(bytes: Array(bytes[range]), offsets: Array(range.lowerBound ... range.upperBound))
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
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// `offsets` of the paste as a range with lines and columns (columns in UTF-8 bytes).
    func sourceRange(_ offsets: Range<Int>) -> SourceRange {
        func location(_ offset: Int) -> SourceLocation {
            let line = lineNumber(of: offset)
            return SourceLocation(line: line, column: offset - lineStarts[line - 1] + 1)
        }
        return SourceRange(file: file, start: location(offsets.lowerBound), end: location(offsets.upperBound), bytes: offsets)
    }

    /// The text of line `number`, as printed in a report of what could not be read.
    func text(ofLine number: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: number)], as: UTF8.self)
    }
}

extension UInt8 {
    static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    static var quote: UInt8 { UInt8(ascii: "\"") }
    static var apostrophe: UInt8 { UInt8(ascii: "'") }
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var caret: UInt8 { UInt8(ascii: "^") }
    static var hash: UInt8 { UInt8(ascii: "#") }
    static var backtick: UInt8 { UInt8(ascii: "`") }
    static var slash: UInt8 { UInt8(ascii: "/") }
}
