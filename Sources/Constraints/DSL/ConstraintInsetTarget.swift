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
        if let insets = self as? EdgeInsets { return .insets(insets) }
        guard let inset = ConstraintAmount.number(self) else { return nil }
        return .insets(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
    }
}
