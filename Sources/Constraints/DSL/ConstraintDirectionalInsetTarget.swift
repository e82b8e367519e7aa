/// `ConstraintDirectionalInsets` given to `inset(_:)` or `update(inset:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
    /// The insets as a constant amount; `nil` for a type the DSL does not know.
    var directionalInsetAmount: ConstraintAmount? {
        (self as? DirectionalEdgeInsets).flatMap(ConstraintAmount.init)
    }
}
