/// What names are declared as (a number, a view, …), by name, where every
/// declaration of the name agrees: a name declared as two things is neither.
/// Both readers' first passes keep one.
package struct DeclaredKinds<Kind: Equatable> {
    /// What each name is declared as, or `nil` once two of its declarations disagree.
    @usableFromInline var kinds: [String: Kind?] = [:]

    package init() {}

    /// Notes that `name` is declared as `kind` (one lookup of the name).
    @inlinable package mutating func record(_ kind: Kind, for name: String) {
        Self.agree(&kinds[name, default: kind], with: kind)
    }

    /// Leaves `known` as it is when it is `kind`, and `nil` (disagreed) otherwise.
    @usableFromInline static func agree(_ known: inout Kind?, with kind: Kind) {
        if let agreed = known, agreed != kind { known = nil }
    }

    /// What `name` is declared as, if its declarations agree.
    package subscript(name: String) -> Kind? { kinds[name] ?? nil }

    /// Every name whose declarations agree, with what it is declared as.
    package var agreed: [String: Kind] { kinds.compactMapValues { $0 } }
}
