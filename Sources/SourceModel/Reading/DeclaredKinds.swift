/// What names are declared as (a number, a view, …), by name, where every
/// declaration of the name agrees: a name declared as two things is neither.
/// Both readers' first passes keep one.
package struct DeclaredKinds<Kind: Equatable> {
    @usableFromInline var kinds: [String: Kind] = [:]
    @usableFromInline var conflicting: Set<String> = []

    package init() {}

    /// Notes that `name` is declared as `kind`.
    @inlinable package mutating func record(_ kind: Kind, for name: String) {
        guard !conflicting.contains(name) else { return }
        if let known = kinds[name], known != kind {
            kinds[name] = nil
            conflicting.insert(name)
        } else {
            kinds[name] = kind
        }
    }

    /// What `name` is declared as, if its declarations agree.
    package subscript(name: String) -> Kind? { kinds[name] }

    /// Every name whose declarations agree, with what it is declared as.
    package var agreed: [String: Kind] { kinds }
}
