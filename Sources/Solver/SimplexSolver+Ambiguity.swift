extension SimplexSolver {
    /// Whether the variable's value is left undetermined by the constraints:
    /// it can change without violating any required constraint and without
    /// changing how well the optional ones are met (UIKit's "ambiguous layout").
    ///
    /// A variable is ambiguous when it is, or its row holds, a parameter of
    /// the solution that can move: a non-basic symbol with no weight in the
    /// objective, free to move (a user variable) or to grow from zero (a
    /// slack or error), without driving a row that is already at zero
    /// negative. Which symbols can move is worked out once per state of the
    /// tableau, each from its column, so asking about every variable costs
    /// about the size of the tableau, not that times the number of variables.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        if let alias = variables.aliases[variable.index], alias.scale != 0 { return isAmbiguous(Variable(index: alias.root)) }
        let symbol = variables.symbols[variable.index]
        guard let row = tableau.row(of: symbol) else { return isFreeParameter(symbol) }
        return row.terms.contains { isFreeParameter($0.symbol) }
    }

    /// Whether a non-basic symbol has no weight in the objective and can move.
    private func isFreeParameter(_ symbol: Symbol) -> Bool {
        guard tableau.objectiveWeight(of: symbol).isZero else { return false }
        if mobility.revision != tableau.revision || mobility.states.count != tableau.symbolCount {
            mobility = Mobility(revision: tableau.revision, states: Array(repeating: .unknown, count: tableau.symbolCount))
        }
        switch mobility.states[Int(symbol.id)] {
        case .movable: return true
        case .fixed: return false
        case .unknown:
            let movable = tableau.canMove(symbol)
            mobility.states[Int(symbol.id)] = movable ? .movable : .fixed
            return movable
        }
    }
}

/// Which symbols of one state of the tableau can move, worked out as asked.
struct Mobility {
    enum State: UInt8 {
        case unknown
        case movable
        case fixed
    }

    var revision: UInt64 = .max
    var states: [State] = []
}
