import Foundation

/// A number or `ConstraintInsets` given to `inset(_:)` or `update(inset:)`.
/// A number insets every edge by that much.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension EdgeInsets: ConstraintInsetTarget {}

extension ConstraintInsetTarget {
    /// The insets as a constant amount; `nil` for a type the DSL does not know.
    var insetAmount: ConstraintAmount? {
        switch self {
        case let insets as EdgeInsets:
            return .insets(insets)
        case let amount as ConstraintAmount:
            if case .scalar(let inset) = amount { return .insets(all: inset) }
            return amount
        default:
            return ConstraintAmount.expression(self).map(ConstraintAmount.insets(all:))
        }
    }
}
