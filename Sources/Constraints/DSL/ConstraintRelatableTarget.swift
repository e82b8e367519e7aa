/// Anything the DSL's `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo`
/// accept: an item's attributes (`other.snp.top`), a view, a layout guide, or
/// any `ConstraintConstantTarget`.
public protocol ConstraintRelatableTarget {}

extension ConstraintItem: ConstraintRelatableTarget {}
extension LayoutView: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
