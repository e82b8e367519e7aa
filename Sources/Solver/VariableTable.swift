/// The solver's variables, by index: each one's external symbol in the
/// tableau, the value last reported for it, its alias if it has one, and
/// which others constraints link it with. Every per-variable array grows in
/// `append(_:)` and is reset in `reset(symbols:)`, and nowhere else;
/// variables are never removed (a rolled-back add makes none).
struct VariableTable {
    /// The external symbol of each variable.
    private(set) var symbols: [Symbol] = []
    /// The value `takeChanges` last reported for each variable.
    private var lastReported: [Double] = []
    var aliases = AliasTable()
    /// Which variables constraints have linked, to search for conflicts among.
    private(set) var components = VariableComponents()

    var count: Int { symbols.count }

    /// A new variable standing for `symbol`, fresh and reported as 0.
    mutating func append(_ symbol: Symbol) -> Variable {
        let variable = Variable(index: symbols.count)
        symbols.append(symbol)
        lastReported.append(0)
        aliases.append()
        components.add()
        return variable
    }

    /// After the tableau is rebuilt: each variable stands for its new symbol
    /// and none is an alias. The values last reported stay, to compare with,
    /// and so do the components, which only ever merge.
    mutating func reset(symbols: [Symbol]) {
        self.symbols = symbols
        aliases.reset()
    }

    /// The value of the variable at `index`: its symbol's, or its root's through its alias.
    func value(of index: Int, in tableau: inout Tableau) -> Double {
        guard let alias = aliases[index] else { return tableau.value(of: symbols[index]) }
        return alias.value(forRoot: tableau.value(of: symbols[alias.root]))
    }

    /// Links the variables of `expression` into one component.
    mutating func link(_ expression: LinearExpression) {
        guard let first = expression.terms.first else { return }
        for term in expression.terms.dropFirst() { components.union(first.variable.index, term.variable.index) }
    }

    /// The variables whose value differs from the one last reported, with
    /// their values, in variable order. Values of lazy rows are computed
    /// once each per state of the tableau, so this is O(variables + rows).
    mutating func takeChanges(in tableau: inout Tableau) -> [(variable: Variable, value: Double)] {
        var changed: [(variable: Variable, value: Double)] = []
        for index in symbols.indices {
            let value = self.value(of: index, in: &tableau)
            if value != lastReported[index] {
                lastReported[index] = value
                changed.append((Variable(index: index), value))
            }
        }
        return changed
    }
}
