/// A chain that has named attributes and may name more before its relation:
/// `make.left.right.equalToSuperview()` (SnapKit's `ConstraintMakerExtendable`).
@dynamicMemberLookup
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    /// Adds the named attribute or composite to the chain.
    public subscript(dynamicMember attributes: KeyPath<ConstraintAttributes.Type, ConstraintAttributes>)
        -> ConstraintMakerExtendable
    {
        extend(ConstraintAttributes.self[keyPath: attributes])
    }

    /// Adds `attributes` to the chain: `make.left.right` for a reader that has the attributes, not a key path.
    @_spi(Readers) public func extend(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
}
