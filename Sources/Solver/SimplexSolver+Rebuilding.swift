extension SimplexSolver {
    /// Rebuilds the tableau from the remaining constraints and edits, in their
    /// original order: how a required equality, absorbed without a marker, is removed.
    func rebuild() {
        let saved = records
        let savedEdits = edits.sorted { $0.key < $1.key }
        tableau = Tableau()
        variables.reset(symbols: variables.symbols.map { _ in tableau.makeSymbol(.external) })
        records = []
        for record in saved {
            // Every kept constraint held before, and dropping one cannot make another fail.
            records.append(record.flatMap { insert($0.constraint) })
        }
        optimize()
        for (variable, edit) in savedEdits {
            let constant = edit.constant
            edits[variable] = Edit(handle: edit.handle, priority: edit.priority, constant: 0)
            try? suggestValue(constant, for: variable)
        }
        // Every variable is reported again if its value differs, aliases with their roots.
        tableau.noteAllExternalsChanged()
    }
}
