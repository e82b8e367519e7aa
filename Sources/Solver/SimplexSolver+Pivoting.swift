/// The pivoting rules: phase one with an artificial variable, primal simplex
/// on the lexicographic objective, dual simplex after suggestions, and the
/// choice of rows to pivot on. Every tie goes to the lowest symbol.
extension SimplexSolver {
    /// Phase one with an artificial variable: whether the row can be made to hold.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = tableau.makeSymbol(.slack)
        tableau.setRow(row, for: artificial)
        tableau.artificialObjective = row
        var pivots = 0
        while let entering = artificialEnteringSymbol(blandsRule: pivots >= Self.dantzigPivotLimit) {
            guard let leaving = leavingRow(for: entering) else { break }
            tableau.pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
        let success = abs(tableau.artificialObjective?.constant ?? 0) < Row.epsilon
        tableau.artificialObjective = nil
        if var basicRow = tableau.removeRow(for: artificial) {
            guard !basicRow.isEmpty else { return success }
            guard let entering = basicRow.terms.first(where: { tableau.kind(of: $0.symbol) != .external })?.symbol else { return false }
            basicRow.solve(for: entering, replacing: artificial)
            tableau.substitute(entering, with: basicRow)
            tableau.setRow(basicRow, for: entering)
        }
        tableau.eliminate(artificial)
        return success
    }

    /// Pivots chosen by Dantzig's rule before falling back to Bland's, which cannot cycle.
    static let dantzigPivotLimit = 64

    /// The symbol to enter in the artificial phase: the most negative
    /// coefficient (Dantzig), which favours the new row's own symbols over old
    /// ones shared by many rows; ties, and every choice after
    /// `dantzigPivotLimit` pivots, go to the lowest symbol (Bland).
    func artificialEnteringSymbol(blandsRule: Bool) -> Symbol? {
        guard let objective = tableau.artificialObjective else { return nil }
        var best: (coefficient: Double, symbol: Symbol)?
        for term in objective.terms where term.coefficient < 0 {
            if blandsRule { return term.symbol }
            if best == nil || term.coefficient < best!.coefficient { best = (term.coefficient, term.symbol) }
        }
        return best?.symbol
    }

    // MARK: Optimizing

    /// Primal simplex on the lexicographic objective, entering by Bland's rule.
    func optimize() {
        while let entering = tableau.enteringCandidate() {
            guard let leaving = leavingRow(for: entering) else { return }
            tableau.pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio), ties by symbol.
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for basic in tableau.rows(containing: entering) where tableau.kind(of: basic) != .external {
            guard let row = tableau.row(of: basic) else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) { best = (ratio, basic) }
        }
        return best?.symbol
    }

    /// Dual simplex: restores feasibility after suggestions, keeping optimality.
    func dualOptimize() {
        while let leaving = tableau.infeasible.popLast() {
            guard let row = tableau.row(of: leaving), row.constant < 0, abs(row.constant) >= Row.epsilon else { continue }
            var best: (weight: PriorityWeight, coefficient: Double, symbol: Symbol)?
            for term in row.terms where term.coefficient > 0 {
                let weight = tableau.objectiveWeight(of: term.symbol)
                if best == nil || tableau.levels.isLess(weight, over: term.coefficient, than: best!.weight, over: best!.coefficient) {
                    best = (weight, term.coefficient, term.symbol)
                }
            }
            guard let entering = best?.symbol else { continue }
            tableau.pivot(entering: entering, leaving: leaving)
        }
    }

    /// kiwi's choice of the row to pivot a removed constraint's marker into.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?, second: (ratio: Double, symbol: Symbol)?, third: Symbol?
        for basic in tableau.rows(containing: marker) {
            guard let row = tableau.row(of: basic) else { continue }
            let coefficient = row.coefficient(of: marker)
            if tableau.kind(of: basic) == .external {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.symbol) { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.symbol) { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
