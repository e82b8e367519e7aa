import Foundation

/// A number given to `priority(_:)` or `update(priority:)`.
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}

extension ConstraintPriorityTarget {
    /// The priority as a float, as UIKit stores it.
    var priorityValue: Float { Float(ConstraintAmount.number(self) ?? 1000) }
}
