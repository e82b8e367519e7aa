/// The choices of rows and symbols to pivot on, as methods of the tableau:
/// they read many rows, and a struct's own methods read its arrays in place
/// (called on `solver.tableau` from outside, each read copied the tableau).
extension Tableau {
    /// The restricted row that limits `entering` first (minimum ratio) as it
    /// increases or decreases, ties by symbol.
    mutating func leavingRow(for entering: Symbol, increasing: Bool) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for basic in rows(containing: entering) where isRestricted(basic) && kind(of: basic) != .dummy {
            guard let row = row(of: basic) else { continue }
            let coefficient = row.coefficient(of: entering)
            guard increasing ? coefficient < 0 : coefficient > 0 else { continue }
            let ratio = row.constant / abs(coefficient)
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) { best = (ratio, basic) }
        }
        return best?.symbol
    }

    /// The symbol dual simplex enters for an infeasible `row`: the least
    /// objective weight per unit of coefficient among those that can raise
    /// the row (a slack or error with a positive coefficient, or a user
    /// variable), so that optimality is kept. Ties, common when many
    /// constraints share a priority, go to the symbol in the fewest rows (its
    /// row is substituted into each: a dense row entered into many would fill
    /// them all), then to the lowest.
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: (weight: PriorityWeight, coefficient: Double, cost: Int, symbol: Symbol)?
        for term in row.terms {
            let kind = kind(of: term.symbol)
            guard kind != .dummy, term.coefficient > 0 || kind == .external else { continue }
            let weight = objectiveWeight(of: term.symbol)
            let coefficient = abs(term.coefficient), cost = columnCount(of: term.symbol)
            if let current = best {
                if PriorityWeight.isLess(current.weight, over: current.coefficient, than: weight, over: coefficient) { continue }
                let tie = !PriorityWeight.isLess(weight, over: coefficient, than: current.weight, over: current.coefficient)
                if tie, cost >= current.cost { continue }
            }
            best = (weight, coefficient, cost, term.symbol)
        }
        return best?.symbol
    }

    /// kiwi's choice of the row to pivot a removed constraint's marker into.
    mutating func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?, second: (ratio: Double, symbol: Symbol)?, third: Symbol?
        for basic in rows(containing: marker) {
            guard let row = row(of: basic) else { continue }
            let coefficient = row.coefficient(of: marker)
            if kind(of: basic) == .external {
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

    /// Whether a non-basic symbol can leave its value: a dummy never; a slack
    /// or error if it can grow; a user variable if it can grow or shrink.
    /// It cannot grow when a restricted row at zero would go negative.
    mutating func canMove(_ symbol: Symbol) -> Bool {
        let kind = kind(of: symbol)
        guard kind != .dummy else { return false }
        var canGrow = true, canShrink = kind == .external
        for basic in rows(containing: symbol) where isRestricted(basic) {
            guard let row = row(of: basic), row.constant <= 0 else { continue }
            let coefficient = row.coefficient(of: symbol)
            if coefficient < 0 || self.kind(of: basic) == .dummy { canGrow = false }
            if coefficient > 0 || self.kind(of: basic) == .dummy { canShrink = false }
            if !canGrow, !canShrink { return false }
        }
        return canGrow || canShrink
    }
}
