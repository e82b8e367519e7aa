/// The constant term of a constraint: a number of points, the symbolic
/// standard space that VFL writes as a bare `-`, or a linear expression over
/// named metrics whose values are not known yet (`padding`, `2 * spacing + 4`).
///
/// The standard space is kept symbolic in the model; only the layout engine
/// decides what it is worth (8 between siblings, 20 to the superview, or the
/// superview's margins). Metrics get values from `resolvingMetrics(_:)`.
public enum LayoutConstant: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// A fixed number of points.
    case points(Double)
    /// Apple's standard spacing (`NSLayoutConstraint.standardSpacing`, VFL's `-`).
    case standardSpacing
    /// An expression that names at least one metric; make it with
    /// `init(_:)`, which gives `.points` for an expression without metrics.
    case expression(MetricExpression)

    /// The word canonical text uses for the standard space.
    public static let standardSpacingText = "standard"

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// `.points` when `expression` names no metric, `.expression` otherwise.
    public init(_ expression: MetricExpression) {
        self = expression.value.map(LayoutConstant.points) ?? .expression(expression)
    }

    /// The number of points, or `nil` for the standard space or an expression over metrics.
    public var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }

    /// Whether the constant is the symbolic standard space.
    public var isStandardSpacing: Bool { self == .standardSpacing }

    /// The constant as an expression; `nil` for the standard space.
    public var expression: MetricExpression? {
        switch self {
        case .points(let value): return MetricExpression(constant: value)
        case .standardSpacing: return nil
        case .expression(let expression): return expression
        }
    }

    /// The names of the metrics the constant needs values for.
    public var metricNames: [String] {
        if case .expression(let expression) = self { return expression.metricNames }
        return []
    }

    /// `standard`, the number in canonical form, or the expression's canonical text.
    public var description: String {
        switch self {
        case .points(let value): return CanonicalNumber.text(for: value)
        case .standardSpacing: return Self.standardSpacingText
        case .expression(let expression): return expression.description
        }
    }
}
