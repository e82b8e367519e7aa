/// The pivoting rules: phase one with an artificial variable, primal simplex
/// on the lexicographic objective, dual simplex after suggestions, and the
/// choice of rows to pivot on. Dummies never enter; a user variable may move
/// either way; every tie goes to the lowest symbol.
extension SimplexSolver {
    /// How phase one ended.
    enum PhaseOneOutcome {
        case feasible
        /// The row cannot hold; `certificate` is the artificial objective it ended with.
        case infeasible(certificate: Row)
    }

    /// Phase one with an artificial variable: whether the row of `constraint`
    /// can be made to hold.
    func addWithArtificialVariable(_ row: Row, of constraint: LinearConstraint) -> PhaseOneOutcome {
        let artificial = tableau.makeSymbol(.slack)
        tableau.setRow(row, for: artificial)
        tableau.artificialObjective = row
        var pivots = 0
        while let (entering, increasing) = artificialEnteringSymbol(blandsRule: pivots >= Self.dantzigPivotLimit) {
            guard let leaving = tableau.leavingRow(for: entering, increasing: increasing) else { break }
            tableau.pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
        let remaining = tableau.artificialObjective ?? Row()
        tableau.artificialObjective = nil
        // What is left of the violation, next to the size of the constraint's terms where
        // phase one ended: rounding, or a real one.
        guard remaining.constant <= Self.phaseOneTolerance * magnitude(of: constraint.expression) else {
            return .infeasible(certificate: remaining)
        }
        if var basicRow = tableau.removeRow(for: artificial) {
            guard !basicRow.isEmpty else { return .feasible }
            // Still basic, at zero up to rounding: solved for another symbol, a
            // dummy only when nothing else is left (the row is then implied).
            let kinds = basicRow.terms.map { tableau.kind(of: $0.symbol) }
            let index = kinds.firstIndex { $0 == .slack || $0 == .error } ?? kinds.firstIndex(of: .external) ?? 0
            let entering = basicRow.terms[index].symbol
            basicRow.constant = 0
            basicRow.solve(for: entering, replacing: artificial)
            tableau.substitute(entering, with: basicRow)
            tableau.setRow(basicRow, for: entering)
        }
        tableau.eliminate(artificial)
        return .feasible
    }

    /// Pivots chosen by Dantzig's rule before falling back to Bland's, which cannot cycle.
    static let dantzigPivotLimit = 64

    /// The share of a constraint's magnitude (`|constant| + Σ |coefficient ·
    /// value|` at the values phase one ends with) that phase one may leave of
    /// its violation and still call it satisfied: rounding, not a violation.
    static let phaseOneTolerance = 1e-12

    /// The symbol to enter in the artificial phase, and whether it increases:
    /// a slack or error with a negative coefficient, or a user variable with
    /// any (it moves against its sign). The steepest (Dantzig), which favours
    /// the new row's own symbols; ties to the one in the fewest rows, then the
    /// lowest; every choice after `dantzigPivotLimit` pivots to the lowest (Bland).
    func artificialEnteringSymbol(blandsRule: Bool) -> (Symbol, increasing: Bool)? {
        guard let objective = tableau.artificialObjective else { return nil }
        var best: (rate: Double, cost: Int, symbol: Symbol, increasing: Bool)?
        for term in objective.terms {
            let kind = tableau.kind(of: term.symbol)
            guard kind != .dummy, term.coefficient < 0 || kind == .external else { continue }
            let increasing = term.coefficient < 0
            if blandsRule { return (term.symbol, increasing) }
            let rate = abs(term.coefficient), cost = tableau.columnCount(of: term.symbol)
            if best == nil || rate > best!.rate || (rate == best!.rate && cost < best!.cost) {
                best = (rate, cost, term.symbol, increasing)
            }
        }
        return best.map { ($0.symbol, $0.increasing) }
    }

    // MARK: Optimizing

    /// Primal simplex on the lexicographic objective, entering by Bland's rule.
    func optimize() {
        while let entering = tableau.enteringCandidate() {
            let increasing = tableau.objectiveWeight(of: entering).sign < 0
            guard let leaving = tableau.leavingRow(for: entering, increasing: increasing) else { return }
            tableau.pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility after suggestions, keeping
    /// optimality. Whether it could: `false` when a row cannot be made
    /// feasible, so the required constraints cannot all hold; such rows stay
    /// listed as infeasible, for the next call (after the caller undoes the
    /// suggestion) to see to.
    @discardableResult
    func dualOptimize() -> Bool {
        var stuck: [Symbol] = []
        defer { tableau.infeasible = stuck }
        while let leaving = tableau.infeasible.popLast() {
            guard let row = tableau.row(of: leaving) else { continue }
            if tableau.kind(of: leaving) == .dummy {
                if row.constant != 0 { stuck.append(leaving) }
                continue
            }
            guard row.constant < 0 else { continue }
            let best = tableau.dualEnteringSymbol(in: row)
            guard let entering = best else {
                stuck.append(leaving)
                continue
            }
            tableau.pivot(entering: entering, leaving: leaving)
        }
        return stuck.isEmpty
    }
}
