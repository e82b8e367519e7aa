/// Why a line of canonical constraint text could not be read: where (a byte
/// range in the text) and what was expected there.
public struct CanonicalTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was being read.
    public let text: String
    /// The UTF-8 offsets of the offending part of the text.
    public let range: Range<Int>
    /// What was wrong, phrased as what was expected ("expected a relation …").
    public let message: String
    /// Set when the text was well formed but describes a constraint Apple rejects.
    public let validationError: ConstraintValidationError?

    /// An error about `range` of `text`.
    public init(text: String, range: Range<Int>, message: String, validationError: ConstraintValidationError? = nil) {
        self.text = text
        self.range = range
        self.message = message
        self.validationError = validationError
    }

    /// The message, the text, and a caret line under the offending range.
    public var description: String {
        let width = max(1, range.count)
        let underline = String(repeating: " ", count: range.lowerBound) + "^" + String(repeating: "~", count: width - 1)
        return "error: \(message) (column \(range.lowerBound + 1))\n\(text)\n\(underline)"
    }
}
