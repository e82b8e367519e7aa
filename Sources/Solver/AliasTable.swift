/// Variables defined by a required equality with one other, `variable =
/// scale · root + offset`, kept beside the tableau instead of as rows: along a
/// chain of aligned or equal-sized views, no row then copies another.
///
/// Per variable, by index: its alias, and whether it has appeared in a
/// constraint (only a fresh one can become an alias). These arrays grow in
/// `append()` and are cleared in `reset()`, and nowhere else.
struct AliasTable {
    /// `variable = scale · root + offset`.
    struct Alias {
        let root: Int
        let scale: Double
        let offset: Double

        /// The alias's value when its root is `rootValue`.
        func value(forRoot rootValue: Double) -> Double { scale * rootValue + offset }
    }

    /// `nil` for a variable that is not an alias.
    private var aliases: [Alias?] = []
    private var isUsed: [Bool] = []

    /// Makes room for a new variable: fresh, not an alias.
    mutating func append() {
        aliases.append(nil)
        isUsed.append(false)
    }

    /// Forgets every alias and marks every variable fresh (the tableau is being rebuilt).
    mutating func reset() {
        aliases = aliases.map { _ in nil }
        isUsed = isUsed.map { _ in false }
    }

    /// The alias of `variable`, if it is one.
    subscript(variable: Int) -> Alias? { aliases[variable] }

    /// The variable a term really stands for, and by how much: an alias is
    /// replaced by its root; any other variable stands for itself.
    func resolve(_ variable: Int) -> Alias {
        aliases[variable] ?? Alias(root: variable, scale: 1, offset: 0)
    }

    /// Whether `variable` has not appeared in any constraint yet.
    func isFresh(_ variable: Int) -> Bool { !isUsed[variable] }

    /// Notes that `variable` appears in a constraint.
    mutating func markUsed(_ variable: Int) { isUsed[variable] = true }

    /// Defines the fresh `variable` as `alias`; both it and the root are used from now on.
    mutating func define(_ variable: Int, as alias: Alias) {
        aliases[variable] = alias
        isUsed[variable] = true
        isUsed[alias.root] = true
    }
}
