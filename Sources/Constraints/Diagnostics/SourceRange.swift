/// A place in a text, as compilers report it: a 1-based line and a 1-based
/// column counted in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in UTF-8 bytes from the start of the line.
    public let column: Int

    /// The location at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Where something was written: a range of a text, given as UTF-8 offsets
/// where the reader had the text, and as lines and columns, in a file where
/// there is one.
///
/// Every reader and every diagnostic uses this one type, so a position means
/// the same thing whatever notation it came from.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The file the text came from, or `nil` for a string given directly.
    public let file: String?
    /// The first character of the range.
    public let start: SourceLocation
    /// Just past the last character of the range (equal to `start` for a point).
    public let end: SourceLocation
    /// The UTF-8 offsets of the range in the text, when the reader had the text
    /// (the chained DSL knows only its caller's file and line).
    public let bytes: Range<Int>?

    /// A range given by its locations.
    public init(file: String? = nil, start: SourceLocation, end: SourceLocation, bytes: Range<Int>? = nil) {
        self.file = file
        self.start = start
        self.end = max(start, end)
        self.bytes = bytes
    }

    /// The range of `bytes` in `text`, with lines and columns counted from the
    /// text's start. Offsets past the end are clamped to it.
    public init(bytes: Range<Int>, in text: String, file: String? = nil) {
        let utf8 = text.utf8
        let clamped = min(bytes.lowerBound, utf8.count) ..< min(bytes.upperBound, utf8.count)
        let start = Self.location(of: clamped.lowerBound, in: utf8, from: (0, SourceLocation(line: 1, column: 1)))
        let end = Self.location(of: clamped.upperBound, in: utf8, from: (clamped.lowerBound, start))
        self.init(file: file, start: start, end: end, bytes: clamped)
    }

    /// The range of `bytes` in a text of one line, where a column is the
    /// offset plus one: O(1), for readers that make a range per constraint.
    public init(bytesOnOneLine bytes: Range<Int>, file: String? = nil) {
        self.init(
            file: file, start: SourceLocation(line: 1, column: bytes.lowerBound + 1),
            end: SourceLocation(line: 1, column: bytes.upperBound + 1), bytes: bytes)
    }

    /// A point at `line` and `column` of `file`, where the text itself is not at hand.
    public init(file: String?, line: Int, column: Int) {
        let location = SourceLocation(line: line, column: column)
        self.init(file: file, start: location, end: location)
    }

    /// The line and column of `offset`, counting on from a known location.
    private static func location(
        of offset: Int, in utf8: String.UTF8View, from known: (offset: Int, location: SourceLocation)
    ) -> SourceLocation {
        var line = known.location.line, column = known.location.column
        var index = utf8.index(utf8.startIndex, offsetBy: known.offset)
        let target = utf8.index(utf8.startIndex, offsetBy: offset)
        while index < target {
            if utf8[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            utf8.formIndex(after: &index)
        }
        return SourceLocation(line: line, column: column)
    }

    /// `file:line:column`, or `line:column` when there is no file.
    public var description: String {
        file.map { "\($0):\(start)" } ?? start.description
    }
}
