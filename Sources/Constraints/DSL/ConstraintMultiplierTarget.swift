import Foundation

/// A number given to `multipliedBy(_:)` or `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {}

extension Int: ConstraintMultiplierTarget {}
extension UInt: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

extension ConstraintMultiplierTarget {
    /// The multiplier; `nil` for a type the DSL does not know.
    var multiplierValue: MetricExpression? { ConstraintAmount.expression(self) }
}
