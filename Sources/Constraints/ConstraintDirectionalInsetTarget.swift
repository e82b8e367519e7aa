/// `ConstraintDirectionalInsets` given to `inset(_:)` or `update(inset:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
    /// The insets as a constant amount.
    var directionalInsetAmount: ConstraintAmount {
        .directionalInsets((self as? DirectionalEdgeInsets) ?? .zero)
    }
}
