extension SimplexSolver {
    /// Whether the variable's value is left undetermined by the constraints:
    /// it can change without violating any required constraint and without
    /// changing how well the optional ones are met (UIKit's "ambiguous layout").
    ///
    /// A variable is ambiguous when its value depends on a parameter of the
    /// solution that can move: a non-basic symbol with no weight in the
    /// objective, free to move (a user variable) or to grow from zero (a
    /// slack or error) without driving a row that is already at zero
    /// negative. It depends on the symbols of its row, and a lazy row on
    /// those of the rows it names, in turn. Which symbols can move, and which
    /// rows depend on one that can, is worked out once per state of the
    /// tableau, so asking about every variable costs about the size of the
    /// tableau. (Two paths to one parameter that cancel each other are not
    /// noticed: the variable is then reported ambiguous.)
    public func isAmbiguous(_ variable: Variable) -> Bool {
        if let alias = variables.aliases[variable.index], alias.scale != 0 { return isAmbiguous(Variable(index: alias.root)) }
        refreshMobility()
        return dependsOnFreeParameter(variables.symbols[variable.index])
    }

    private func refreshMobility() {
        guard mobility.revision != tableau.revision || mobility.states.count != tableau.symbolCount else { return }
        mobility = Mobility(revision: tableau.revision, states: Array(repeating: .unknown, count: tableau.symbolCount))
    }

    /// Whether the value of `symbol` depends on a free parameter.
    private func dependsOnFreeParameter(_ symbol: Symbol) -> Bool {
        guard let row = tableau.row(of: symbol) else { return isFreeParameter(symbol) }
        guard tableau.isLazy(symbol) else { return row.terms.contains { isFreeParameter($0.symbol) } }
        if let known = mobility.states[Int(symbol.id)].answer { return known }
        // Every lazy row this one depends on, after the rows it names: each decided once.
        for node in tableau.lazyPostOrder(from: [symbol], skipping: { [mobility] in mobility.states[Int($1.id)].answer != nil }) {
            let depends = tableau.row(of: node)!.terms.contains { term in
                if tableau.isLazy(term.symbol) { return mobility.states[Int(term.symbol.id)].answer ?? false }
                return dependsOnFreeParameter(term.symbol)
            }
            mobility.states[Int(node.id)] = depends ? .movable : .fixed
        }
        return mobility.states[Int(symbol.id)].answer ?? false
    }

    /// Whether a non-basic symbol has no weight in the objective and can move.
    private func isFreeParameter(_ symbol: Symbol) -> Bool {
        guard !tableau.isBasic(symbol), tableau.objectiveWeight(of: symbol).isZero else { return false }
        if let known = mobility.states[Int(symbol.id)].answer { return known }
        let movable = tableau.canMove(symbol)
        mobility.states[Int(symbol.id)] = movable ? .movable : .fixed
        return movable
    }
}

/// For one state of the tableau: which non-basic symbols can move, and which
/// lazy rows depend on one that can (`movable`), as worked out when asked.
struct Mobility {
    enum State: UInt8 {
        case unknown
        case movable
        case fixed

        var answer: Bool? {
            switch self {
            case .unknown: return nil
            case .movable: return true
            case .fixed: return false
            }
        }
    }

    var revision: UInt64 = .max
    var states: [State] = []
}
