import Constraints

/// The text a harness gave a reader, with the length of each of its lines,
/// so that every place the reader reports (a diagnostic, where a constraint
/// was written) can be checked to lie in it.
public struct FuzzText {
    public let text: String
    /// The text's length in UTF-8 bytes.
    public let length: Int
    /// How many lines the text has (an empty text, or one ending in a line feed, ends with an empty line).
    public var lineCount: Int { lineLengths.count }
    /// The UTF-8 length of each line (without the byte that ends it; the last may be empty).
    private let lineLengths: [Int]

    /// The text, its lines ended by line feeds, or with `carriageReturnsEndLines`
    /// also by a carriage return not followed by one, as Swift (and swift-syntax's
    /// locations, which editors follow) count the lines of a Swift file.
    public init(_ text: String, carriageReturnsEndLines: Bool = false) {
        self.text = text
        let bytes = Array(text.utf8)
        var lengths = [0]
        for (offset, byte) in bytes.enumerated() {
            let endsLine = byte == UInt8(ascii: "\n")
                || carriageReturnsEndLines && byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))
            if endsLine { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        lineLengths = lengths
        length = bytes.count
    }

    /// Stops the run unless `range` lies in the text: its byte offsets within
    /// the text, and its start and end on lines of the text, at a column of
    /// the line or just past its end.
    public func check(_ range: SourceRange?, _ what: @autoclosure () -> String) {
        guard let range else { return }
        if let bytes = range.bytes {
            fuzzCheck(bytes.lowerBound >= 0 && bytes.upperBound <= length, "\(what()): bytes \(bytes) past \(length)")
        }
        for location in [range.start, range.end] {
            fuzzCheck(
                location.line >= 1 && location.line <= lineLengths.count
                    && location.column >= 1 && location.column <= lineLengths[location.line - 1] + 1,
                "\(what()): \(location) is not in the text's \(lineLengths.count) lines")
        }
    }

    /// Stops the run unless every diagnostic lies in the text and renders against it.
    public func check(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            check(diagnostic.range, diagnostic.description)
            fuzzCheck(!diagnostic.rendered(source: text).isEmpty, "an empty rendering")
        }
    }
}
