/// A chain that has named attributes and may name more before its relation:
/// `make.left.right.equalToSuperview()` (SnapKit's `ConstraintMakerExtendable`).
@dynamicMemberLookup
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    /// Adds the named attribute or composite to the chain.
    public subscript(dynamicMember attributes: KeyPath<ConstraintAttributes.Type, ConstraintAttributes>)
        -> ConstraintMakerExtendable
    {
        description.attributes.formUnion(ConstraintAttributes.self[keyPath: attributes])
        return self
    }
}
