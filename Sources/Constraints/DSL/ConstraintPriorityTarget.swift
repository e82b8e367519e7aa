import Foundation

/// A number given to `priority(_:)` or `update(priority:)`.
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}

extension ConstraintPriorityTarget {
    /// The priority as a float, as UIKit stores it; `nil` for a type the DSL does not know.
    var priorityValue: Float? { ConstraintAmount.expression(self)?.value.map(Float.init) }
}
