/// The one JSON shape of a constraint, used by every command that prints
/// constraints as JSON (README, "JSON output"): items, attributes, relation,
/// multiplier, the constant resolved by a standard-spacing policy and whether
/// it came from a standard space, priority, the UTF-8 range of the VFL that
/// produced it (or null), and the canonical text.
public struct ConstraintJSON: Encodable {
    /// The constraint as read, with its symbolic constant.
    public let constraint: LayoutConstraint
    /// The constraint with its standard space resolved.
    public let resolved: LayoutConstraint

    /// The JSON of `constraint`, with its standard space resolved by `spacing`.
    public init(_ constraint: LayoutConstraint, spacing: StandardSpacing) {
        self.constraint = constraint
        self.resolved = constraint.resolvingStandardSpacing(spacing)
    }

    private enum CodingKeys: String, CodingKey {
        case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant
        case standardSpacing, priority, range, text
    }

    private struct RangeJSON: Encodable {
        let start: Int
        let end: Int
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(resolved.firstItemName, forKey: .firstItem)
        try container.encode(resolved.firstAttribute.name, forKey: .firstAttribute)
        try container.encode(resolved.relation.symbol, forKey: .relation)
        if let second = resolved.secondItemName {
            try container.encode(second, forKey: .secondItem)
            try container.encode(resolved.secondAttribute.name, forKey: .secondAttribute)
        } else {
            try container.encodeNil(forKey: .secondItem)
            try container.encodeNil(forKey: .secondAttribute)
        }
        try container.encode(resolved.multiplier, forKey: .multiplier)
        try container.encode(resolved.constant.points ?? 0, forKey: .constant)
        try container.encode(constraint.constant.isStandardSpacing, forKey: .standardSpacing)
        try container.encode(resolved.priority.rawValue, forKey: .priority)
        if case .visualFormat(_, let range) = constraint.origin, let range = range.bytes {
            try container.encode(RangeJSON(start: range.lowerBound, end: range.upperBound), forKey: .range)
        } else {
            try container.encodeNil(forKey: .range)
        }
        try container.encode(resolved.description, forKey: .text)
    }
}
