extension SimplexSolver {
    /// Whether the variable's value is left undetermined by the constraints:
    /// it can change without violating any required constraint and without
    /// changing how well the optional ones are met (UIKit's "ambiguous layout").
    ///
    /// A variable that is a free parameter of the solution (non-basic, with no
    /// weight in the objective) is ambiguous; so is a basic one whose row holds
    /// such a parameter, or a non-negative parameter with no weight that can
    /// grow from zero without making another row negative.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        if let alias = variables.aliases[variable.index], alias.scale != 0 { return isAmbiguous(Variable(index: alias.root)) }
        let symbol = variables.symbols[variable.index]
        guard let row = tableau.row(of: symbol) else {
            return isWeightless(symbol)
        }
        for term in row.terms where isWeightless(term.symbol) {
            if tableau.kind(of: term.symbol) == .external || canGrow(term.symbol) { return true }
        }
        return false
    }

    /// Whether a non-negative non-basic symbol can increase from zero: no row
    /// that it would drive negative is already at zero.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for basic in tableau.rows(containing: symbol) where tableau.kind(of: basic) != .external {
            guard let row = tableau.row(of: basic) else { continue }
            if row.coefficient(of: symbol) < 0, row.constant < Row.epsilon { return false }
        }
        return true
    }

    /// Whether moving `symbol` leaves the objective unchanged.
    private func isWeightless(_ symbol: Symbol) -> Bool {
        tableau.objectiveWeight(of: symbol).isZero
    }
}
