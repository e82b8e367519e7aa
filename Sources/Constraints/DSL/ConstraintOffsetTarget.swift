import Foundation

/// A number given to `offset(_:)` or `update(offset:)`: added as is to every
/// constraint the call made, whatever its attribute.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

extension ConstraintOffsetTarget {
    /// The offset as a constant amount; `nil` for a type the DSL does not know.
    var offsetAmount: ConstraintAmount? { ConstraintAmount.expression(self).map(ConstraintAmount.scalar) }
}
