/// The one JSON shape of a constraint, used by every command that prints
/// constraints as JSON (README, "JSON output"): items, attributes, relation,
/// multiplier, the constant resolved by a standard-spacing policy and whether
/// it came from a standard space, priority, the UTF-8 range of the VFL that
/// produced it (or null), and the canonical text. A multiplier or constant
/// over named metrics is an object, its terms and number apart:
/// `{"terms": [{"metric": "spacing", "coefficient": 2}], "constant": 4}`.
/// Read from a source file, it also says where and in which notation, and
/// whether it was read whole.
public struct ConstraintJSON: Encodable {
    /// Where in a source file a constraint was written, and in which notation
    /// (`snapkit`, `anchor`, `nslayoutconstraint`, `vfl`, …).
    public struct Placement: Sendable {
        public let file: String?
        public let line: Int
        public let column: Int
        public let notation: String
        /// The constraint's id in its document (an Interface Builder object id), when it has one.
        public let id: String?
        /// For a constraint read from Swift or Objective-C source, whether it
        /// was read whole: `false` when part of what makes it was skipped (an
        /// unknown modifier or priority, an activation decided at run time),
        /// so it may not be what runs; `nil` for other documents.
        public let complete: Bool?

        public init(file: String?, line: Int, column: Int, notation: String, id: String? = nil, complete: Bool? = nil) {
            self.file = file
            self.line = line
            self.column = column
            self.notation = notation
            self.id = id
            self.complete = complete
        }
    }

    /// The constraint as read, with its symbolic constant.
    public let constraint: LayoutConstraint
    /// The constraint with its standard space resolved.
    public let resolved: LayoutConstraint
    /// Where the constraint was written; its keys are left out when `nil`.
    public let placement: Placement?

    /// The JSON of `constraint`, with its standard space resolved by `spacing`.
    public init(_ constraint: LayoutConstraint, spacing: StandardSpacing, placement: Placement? = nil) {
        self.constraint = constraint
        self.resolved = constraint.resolvingStandardSpacing(spacing)
        self.placement = placement
    }

    private enum CodingKeys: String, CodingKey {
        case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant
        case standardSpacing, priority, range, text
        case file, line, column, notation, id, complete
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
        if let symbolic = resolved.symbolicMultiplier {
            try container.encode(ExpressionJSON(symbolic), forKey: .multiplier)
        } else {
            try container.encode(resolved.multiplier, forKey: .multiplier)
        }
        switch resolved.constant {
        case .points(let value): try container.encode(value, forKey: .constant)
        case .expression(let expression): try container.encode(ExpressionJSON(expression), forKey: .constant)
        // Left only where an item is gone, so no policy could place it; `standardSpacing` says what it is.
        case .standardSpacing: try container.encodeNil(forKey: .constant)
        }
        try container.encode(constraint.constant.isStandardSpacing, forKey: .standardSpacing)
        try container.encode(resolved.priority.rawValue, forKey: .priority)
        if case .visualFormat(_, let range) = constraint.origin, let range = range.bytes {
            try container.encode(RangeJSON(start: range.lowerBound, end: range.upperBound), forKey: .range)
        } else {
            try container.encodeNil(forKey: .range)
        }
        try container.encode(resolved.description, forKey: .text)
        if let placement {
            try container.encode(placement.file, forKey: .file)
            try container.encode(placement.line, forKey: .line)
            try container.encode(placement.column, forKey: .column)
            try container.encode(placement.notation, forKey: .notation)
            try container.encodeIfPresent(placement.id, forKey: .id)
            try container.encodeIfPresent(placement.complete, forKey: .complete)
        }
    }
}

/// A multiplier or constant over named metrics in JSON: its terms, each a
/// metric by its name in the source and a coefficient, and the number added.
struct ExpressionJSON: Encodable {
    private struct TermJSON: Encodable {
        let metric: String
        let coefficient: Double
    }

    private let terms: [TermJSON]
    private let constant: Double

    init(_ expression: MetricExpression) {
        terms = expression.terms.map { TermJSON(metric: $0.name, coefficient: $0.coefficient) }
        constant = expression.constant
    }
}
