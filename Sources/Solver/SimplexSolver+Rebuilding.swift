extension SimplexSolver {
    /// Rebuilds the tableau from the remaining constraints and edits (each
    /// at its current suggestion), in their original order: how a required
    /// equality, absorbed without a marker, is removed.
    func rebuild() {
        let saved = records
        let editHandles = Set(edits.values.map(\.handle.index))
        tableau = Tableau()
        mobility = Mobility()
        variables.reset(symbols: variables.symbols.map { _ in tableau.makeSymbol(.external) })
        records = []
        for (index, record) in saved.enumerated() {
            guard let constraint = record?.constraint else {
                records.append(nil)
                continue
            }
            // Every kept constraint held before, and dropping one cannot make
            // another fail; should rounding say otherwise, the constraint is
            // kept out of the tableau but not forgotten: `residual(of:)` shows it.
            records.append(insert(constraint, marked: editHandles.contains(index))
                ?? Record(constraint: constraint, marker: nil, other: nil))
        }
        optimize()
    }
}
