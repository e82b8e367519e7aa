import Constraints

/// A rejected format in JSON (README, "JSON output"): Apple's message and
/// caret, the offending byte range, what was expected, a suggested name, and
/// Apple's full exception reason.
extension VisualFormatError: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try JSON(self, range: range).encode(to: encoder)
    }

    /// The JSON of an error, with its range counted in the bytes the format
    /// was read from (which differ from `range` after invalid UTF-8 was repaired).
    struct JSON: Encodable {
        let error: VisualFormatError
        let range: Range<Int>

        init(_ error: VisualFormatError, range: Range<Int>) {
            self.error = error
            self.range = range
        }

        private enum CodingKeys: String, CodingKey {
            case message, caretIndex, start, end, expected, suggestion, appleReason
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error.message, forKey: .message)
            try container.encode(error.caretIndex, forKey: .caretIndex)
            try container.encode(range.lowerBound, forKey: .start)
            try container.encode(range.upperBound, forKey: .end)
            try container.encode(error.expectation, forKey: .expected)
            try container.encode(error.suggestion, forKey: .suggestion)
            try container.encode(error.appleReason, forKey: .appleReason)
        }
    }
}
