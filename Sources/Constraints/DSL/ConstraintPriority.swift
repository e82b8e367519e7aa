/// A priority written in the DSL: a number, or one of SnapKit's shortcuts
/// (`.required`, `.high`, `.medium`, `.low`), adjustable with `advanced(by:)`.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Hashable, Strideable, Sendable {
    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }
    /// A priority of `value`, checked when a constraint is made with it.
    public init(_ value: Float) { self.value = value }

    /// 1000.
    public static let required = ConstraintPriority(1000)
    /// 750.
    public static let high = ConstraintPriority(750)
    /// 500 (SnapKit's iOS value).
    public static let medium = ConstraintPriority(500)
    /// 250.
    public static let low = ConstraintPriority(250)

    public func advanced(by amount: Float) -> ConstraintPriority { ConstraintPriority(value + amount) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
