/// How strongly the layout engine tries to satisfy a constraint, as in UIKit's
/// `UILayoutPriority`: a number in (0, 1000], where 1000 is required.
///
/// The value itself is not checked here, so literals stay cheap to write; a
/// `LayoutConstraint` rejects a priority outside (0, 1000] when it is made.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    @inlinable public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `value`.
    public init(_ value: Float) { self.rawValue = value }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold. Computed and inlinable, so that a
    /// reader setting it for every predicate stores a constant instead of
    /// calling the accessor of a lazily initialized global in this module.
    @inlinable public static var required: LayoutPriority { LayoutPriority(rawValue: 1000) }
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view is sized to fit its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is the required priority, 1000.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value lies in (0, 1000], the range Apple accepts.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The shortest text that reads back as the same value (`750`, `999.5`,
    /// `999.99`): the `Float`'s own digits, not those of the `Double` it widens to
    /// (`999.989990234375`).
    public var description: String {
        CanonicalNumber.text(for: Double(rawValue.description) ?? Double(rawValue))
    }
}
