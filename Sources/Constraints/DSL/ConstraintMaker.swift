/// The `make` of `snp.makeConstraints { make in … }`: each attribute named on it
/// starts a chain (`make.top.equalTo(…)`); the chains become constraints when
/// the closure returns (SnapKit's `ConstraintMaker`).
///
/// Attributes are read through dynamic member lookup from `ConstraintAttributes`:
/// `make.left`, `make.edges`, `make.centerWithinMargins`, ….
@dynamicMemberLookup
public final class ConstraintMaker {
    /// The view or guide being constrained.
    public let item: LayoutItem
    private var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
        (item as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Starts a chain for the named attribute or composite.
    public subscript(dynamicMember attributes: KeyPath<ConstraintAttributes.Type, ConstraintAttributes>)
        -> ConstraintMakerExtendable
    {
        chain(ConstraintAttributes.self[keyPath: attributes])
    }

    /// Starts a chain for `attributes`: `make.edges` for a reader that has the attributes, not a key path.
    @_spi(Readers) public func chain(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    // MARK: The snp entry points

    /// Runs `closure` and returns the constraints its chains made, not activated.
    static func prepareConstraints(item: LayoutItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap(\.constraint)
    }

    /// Makes and activates the closure's constraints.
    static func makeConstraints(item: LayoutItem, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) {
            constraint.activate()
        }
    }

    /// Removes the item's DSL constraints, then makes the closure's.
    static func remakeConstraints(item: LayoutItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// Changes the constants of the item's existing DSL constraints that match
    /// the closure's (same items, attributes, relation, multiplier, priority).
    /// With no existing constraints this is `makeConstraints`. A constraint with
    /// no match is installed as new, with a diagnostic (SnapKit crashes here).
    static func updateConstraints(item: LayoutItem, closure: (ConstraintMaker) -> Void) {
        guard !item.dslConstraints.isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        let existing = item.dslConstraints.flatMap { constraint in
            constraint.layoutConstraints.map { (owner: constraint, layoutConstraint: $0) }
        }
        for constraint in prepareConstraints(item: item, closure: closure) {
            var unmatched: [LayoutConstraint] = []
            for layoutConstraint in constraint.layoutConstraints {
                if let match = existing.first(where: { $0.layoutConstraint.matchesForUpdate(layoutConstraint) }) {
                    constraint.applyConstant(to: match.layoutConstraint)
                } else {
                    unmatched.append(layoutConstraint)
                }
            }
            guard !unmatched.isEmpty else { continue }
            constraint.layoutConstraints = unmatched
            let descriptions = unmatched.map(\.description).joined(separator: ", ")
            constraint.report(.unmatchedUpdate(constraints: descriptions))
            constraint.activate()
        }
    }

    /// Deactivates all of the item's DSL constraints.
    static func removeConstraints(item: LayoutItem) {
        for constraint in item.dslConstraints {
            constraint.deactivate()
        }
    }
}
