/// Where each line of a text starts, so that any byte offset becomes a line
/// and column in O(log lines): what a reader of a whole file (a console log,
/// Objective-C source) places its constraints and diagnostics with.
@_spi(Readers) public struct LineTable: Sendable {
    /// The offset of the first byte of each line; line `n` starts at `lineStarts[n - 1]`.
    public let lineStarts: [Int]

    /// The lines of `bytes`, split at line feeds, and with
    /// `carriageReturnsEndLines` also at a carriage return not followed by
    /// one, as Swift counts a file's lines (and swift-syntax, and the editors
    /// that show its diagnostics).
    public init(_ bytes: [UInt8], carriageReturnsEndLines: Bool = false) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            for offset in bytes.indices where bytes[offset] <= UInt8(ascii: "\r") {
                let byte = bytes[offset]
                let endsLine = byte == .lineFeed
                    || carriageReturnsEndLines && byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != .lineFeed)
                if endsLine { starts.append(offset + 1) }
            }
        }
        lineStarts = starts
    }

    /// The 1-based line that contains `offset`.
    public func lineNumber(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line and column (in UTF-8 bytes, from 1) of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        let line = lineNumber(of: offset)
        return SourceLocation(line: line, column: offset - lineStarts[line - 1] + 1)
    }

    /// `offsets` as a range of `file` with lines and columns.
    public func sourceRange(_ offsets: Range<Int>, file: String?) -> SourceRange {
        SourceRange(file: file, start: location(of: offsets.lowerBound), end: location(of: offsets.upperBound), bytes: offsets)
    }
}
