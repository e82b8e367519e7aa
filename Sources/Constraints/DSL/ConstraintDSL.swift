/// What `view.snp` and `guide.snp` share: making, updating and removing the
/// item's constraints, its attributes as targets (`other.snp.top`), its label
/// and its diagnostics (SnapKit's `ConstraintDSL` and `ConstraintAttributesDSL`).
@dynamicMemberLookup
public protocol ConstraintDSL {
    /// The view or guide the DSL speaks for.
    var target: LayoutItem { get }
}

extension ConstraintDSL {
    /// The item's attribute or composite as a relation target: `other.snp.bottom`, `other.snp.edges`.
    public subscript(dynamicMember attributes: KeyPath<ConstraintAttributes.Type, ConstraintAttributes>)
        -> ConstraintItem
    {
        item(ConstraintAttributes.self[keyPath: attributes])
    }

    /// The item's `attributes` as a relation target, for a reader that has the attributes, not a key path.
    @_spi(Readers) public func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target, attributes: attributes)
    }

    /// Makes the closure's constraints without activating them.
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: target, closure: closure)
    }

    /// Makes and activates the closure's constraints.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: target, closure: closure)
    }

    /// Removes every DSL constraint of the item, then makes the closure's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: target, closure: closure)
    }

    /// Changes the constants of matching existing constraints; see `ConstraintMaker`.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: target, closure: closure)
    }

    /// Deactivates every DSL constraint of the item.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: target)
    }

    /// The item's active DSL constraints, in the order they were made.
    public var constraints: [Constraint] { target.dslConstraints }

    /// What the DSL reported while making this item's constraints, oldest first.
    public var diagnostics: [Diagnostic] { target.dslDiagnostics }

    /// Names the item for debugging output.
    public func setLabel(_ label: String?) {
        target.dslLabel = label
    }

    /// The name given with `setLabel(_:)`.
    public func label() -> String? {
        target.dslLabel
    }
}
