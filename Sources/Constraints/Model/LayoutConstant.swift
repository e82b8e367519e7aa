/// The constant term of a constraint: a number of points, or the symbolic
/// standard space that VFL writes as a bare `-`.
///
/// The standard space is kept symbolic in the model; only the layout engine
/// decides what it is worth (8 between siblings, 20 to the superview, or the
/// superview's margins).
public enum LayoutConstant: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// A fixed number of points.
    case points(Double)
    /// Apple's standard spacing (`NSLayoutConstraint.standardSpacing`, VFL's `-`).
    case standardSpacing

    /// The word canonical text uses for the standard space.
    public static let standardSpacingText = "standard"

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// The number of points, or `nil` for the symbolic standard space.
    public var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }

    /// Whether the constant is the symbolic standard space.
    public var isStandardSpacing: Bool { self == .standardSpacing }

    /// `standard`, or the number in canonical form.
    public var description: String {
        switch self {
        case .points(let value): return CanonicalNumber.text(for: value)
        case .standardSpacing: return Self.standardSpacingText
        }
    }
}
