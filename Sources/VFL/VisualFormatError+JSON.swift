import Constraints

/// A rejected format in JSON (README, "JSON output"): Apple's message and
/// caret, the offending byte range, what was expected, a suggested name, and
/// Apple's full exception reason.
extension VisualFormatError: Encodable {
    private enum CodingKeys: String, CodingKey {
        case message, caretIndex, start, end, expected, suggestion, appleReason
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message, forKey: .message)
        try container.encode(caretIndex, forKey: .caretIndex)
        try container.encode(range.lowerBound, forKey: .start)
        try container.encode(range.upperBound, forKey: .end)
        try container.encode(expectation, forKey: .expected)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(appleReason, forKey: .appleReason)
    }
}
