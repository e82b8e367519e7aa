import Constraints

/// A `<constraint>` as Interface Builder stores it: items by id (a missing
/// first item is the view that holds the constraint), attributes, relation,
/// multiplier, constant and priority, and what IB marks it as.
public struct IBConstraint: Sendable {
    public let id: String
    /// The first item's id; the holding view's when the element has none.
    public let firstItem: String
    public let firstAttribute: LayoutAttribute
    public let secondItem: String?
    public let secondAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let multiplier: Double
    public let constant: Double
    public let priority: Float
    public let identifier: String?
    /// `symbolic="YES"`: the standard space, whose value IB also writes in `constant`.
    public let isStandardSpacing: Bool
    /// `placeholder="YES"`: removed at build time, so never applied.
    public let isPlaceholder: Bool
    /// The view whose `<constraints>` holds it.
    public let holder: String
    /// Constants that size-class variations give it, by trait predicate.
    public let constantVariations: [(traits: IBTraitPredicate, constant: Double)]
    /// The bytes of the start of its tag (`<constraint`).
    public let range: Range<Int>
}
