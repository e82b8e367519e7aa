/// An item with the attributes named on it, the right-hand side of a DSL
/// relation: `other.snp.top`, `other.snp.edges` (SnapKit's `ConstraintItem`).
public final class ConstraintItem {
    /// The view or guide, or `nil` when the right-hand side is a constant.
    let target: LayoutItem?
    /// The attributes named; empty when a whole view or guide was given.
    let attributes: ConstraintAttributes

    init(target: LayoutItem?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}
