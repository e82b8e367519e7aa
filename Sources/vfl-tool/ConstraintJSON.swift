import Constraints
import VFL

/// The JSON shape `vfl-tool parse --format json` prints for one format
/// (README, "JSON output").
struct FormatResultJSON: Encodable {
    let format: String
    let constraints: [ConstraintJSON]?
    let error: ErrorJSON?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        if let constraints { try container.encode(constraints, forKey: .constraints) }
        if let error { try container.encode(error, forKey: .error) }
    }

    private enum CodingKeys: String, CodingKey {
        case format, constraints, error
    }
}

/// One constraint: items, attributes, relation, multiplier, the resolved
/// constant and whether it came from a standard space, priority, and the
/// UTF-8 range of the VFL that produced it.
struct ConstraintJSON: Encodable {
    let constraint: LayoutConstraint
    let resolved: LayoutConstraint

    private enum CodingKeys: String, CodingKey {
        case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant
        case standardSpacing, priority, range, text
    }

    private struct RangeJSON: Encodable {
        let start: Int
        let end: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(resolved.firstItem.name, forKey: .firstItem)
        try container.encode(resolved.firstAttribute.name, forKey: .firstAttribute)
        try container.encode(resolved.relation.symbol, forKey: .relation)
        if let second = resolved.secondItem {
            try container.encode(second.name, forKey: .secondItem)
            try container.encode(resolved.secondAttribute.name, forKey: .secondAttribute)
        } else {
            try container.encodeNil(forKey: .secondItem)
            try container.encodeNil(forKey: .secondAttribute)
        }
        try container.encode(resolved.multiplier, forKey: .multiplier)
        try container.encode(resolved.constant.points ?? 0, forKey: .constant)
        try container.encode(constraint.constant.isStandardSpacing, forKey: .standardSpacing)
        try container.encode(resolved.priority.rawValue, forKey: .priority)
        if case .visualFormat(_, let range) = constraint.origin {
            try container.encode(RangeJSON(start: range.lowerBound, end: range.upperBound), forKey: .range)
        } else {
            try container.encodeNil(forKey: .range)
        }
        try container.encode(resolved.description, forKey: .text)
    }
}

/// A rejected format: Apple's message and caret, the offending range, and
/// Apple's full exception reason.
struct ErrorJSON: Encodable {
    let message: String
    let caretIndex: Int?
    let start: Int
    let end: Int
    let expected: String
    let suggestion: String?
    let appleReason: String

    init(_ error: VisualFormatError) {
        message = error.message
        caretIndex = error.caretIndex
        start = error.range.lowerBound
        end = error.range.upperBound
        expected = error.expectation
        suggestion = error.suggestion
        appleReason = error.appleReason
    }

    private enum CodingKeys: String, CodingKey {
        case message, caretIndex, start, end, expected, suggestion, appleReason
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message, forKey: .message)
        try container.encode(caretIndex, forKey: .caretIndex)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(expected, forKey: .expected)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(appleReason, forKey: .appleReason)
    }
}
