import Constraints

/// The text a harness gave a reader, with the length of each of its lines,
/// so that every place the reader reports (a diagnostic, where a constraint
/// was written) can be checked to lie in it.
public struct FuzzText {
    public let text: String
    /// The text's length in UTF-8 bytes.
    public let length: Int
    /// The UTF-8 length of each line (lines end at a line feed; the last may be empty).
    private let lineLengths: [Int]

    public init(_ text: String) {
        self.text = text
        var lengths = [0]
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        lineLengths = lengths
        length = text.utf8.count
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
