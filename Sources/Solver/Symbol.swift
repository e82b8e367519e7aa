/// A column of the simplex tableau: a user variable, or one the solver adds to
/// turn a constraint into an equation. Symbols are small integers, numbered in
/// creation order, which is also the order every pivot rule breaks ties in.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality, or an artificial variable: never negative.
        case slack
        /// The error of an optional constraint: never negative, weighted in the objective.
        case error
        /// The marker of a required equality that must keep one (a required
        /// edit, or any equality while conflicts are explained): always zero,
        /// so it never enters the basis; its coefficients record how the
        /// equality was combined into other rows.
        case dummy
    }

    let id: Int32

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
