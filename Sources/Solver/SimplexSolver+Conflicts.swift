/// Which required constraints stand in the way of another.
extension SimplexSolver {
    /// What adding a required constraint would fail with, without adding it:
    /// `nil` when it could be added. Nothing observable changes either way:
    /// values, the changes `changedVariables()` will report, and which
    /// variables may still become aliases are all as before the call.
    public func conflicts(ofAdding constraint: LinearConstraint) -> SolverError? {
        do {
            try validate(constraint)
        } catch {
            return error
        }
        return isRejected(constraint) ? explainConflict(with: constraint) : nil
    }

    /// Whether a valid constraint could be added, without adding it or
    /// explaining why not: what a search that asks many times pays for.
    package func canAdd(_ constraint: LinearConstraint) -> Bool {
        (try? validate(constraint)) != nil && !isRejected(constraint)
    }

    /// Whether a valid constraint's row would be rejected; nothing observable changes.
    private func isRejected(_ constraint: LinearConstraint) -> Bool {
        // Only a row is tried, never an alias: an alias is a fresh variable,
        // which cannot conflict, and the journal does not cover aliases.
        let expression = resolved(constraint.expression)
        tableau.beginJournal()
        let new = makeRow(constraint, expression)
        let admission = admit(new)
        tableau.rollBack()
        if case .rejected = admission { return true }
        return false
    }

    /// Why `constraint` cannot be added: a minimal set of required
    /// constraints it conflicts with, found among those sharing variables
    /// with it (`excluding` one, such as the edit being re-suggested), or
    /// that it contradicts itself.
    ///
    /// The candidates are first cut to the shortest prefix, nearest first,
    /// that `constraint` cannot hold with (`ConflictPrefix`): one pass of
    /// adds, so that a conflict of a few constraints among many thousands is
    /// minimized among those few, not re-solved with all of them.
    func explainConflict(with constraint: LinearConstraint, excluding excluded: ConstraintHandle? = nil) -> SolverError {
        let components = variables.components
        let related = Set(constraint.expression.terms.map { components.root(of: $0.variable.index) })
        let component = records.indices.filter { index in
            guard index != excluded?.index, let record = records[index], record.constraint.isRequired else { return false }
            return record.constraint.expression.terms.contains { related.contains(components.root(of: $0.variable.index)) }
        }
        let prefix = ConflictPrefix(
            constraint: constraint, candidates: component.map { records[$0]!.constraint }, variableCount: variables.count)
        let candidates = prefix.shortest().map { $0.map { component[$0] }.sorted() } ?? component
        let (compacted, variableCount) = Self.compacted([constraint] + candidates.map { records[$0]!.constraint })
        let explainer = ConflictExplainer(constraint: compacted[0], candidates: Array(compacted.dropFirst()), variableCount: variableCount)
        switch explainer.explanation() {
        case .conflict(let indices): return .unsatisfiable(conflictsWith: indices.map { ConstraintHandle(index: candidates[$0]) })
        case .selfContradictory: return .selfContradictory
        case .undecided: return .numericallyUndecidable
        }
    }

    /// The constraints over their own variables only, numbered from 0 in
    /// order of first use, and how many there are: the solvers that search a
    /// conflict among a few constraints then cost what those few cost, not
    /// what every variable of a large solver would.
    static func compacted(_ constraints: [LinearConstraint]) -> (constraints: [LinearConstraint], variableCount: Int) {
        var numbers: [Int: Int] = [:]
        let renumbered = constraints.map { constraint in
            var copy = constraint
            copy.expression.terms = constraint.expression.terms.map { term in
                let number = numbers[term.variable.index] ?? numbers.count
                numbers[term.variable.index] = number
                return (variable: Variable(index: number), coefficient: term.coefficient)
            }
            return copy
        }
        return (renumbered, numbers.count)
    }

    /// In a solver that keeps markers: the indices of the constraints whose
    /// combination shows that `constraint` cannot be added (the support of
    /// the Farkas certificate phase one ends with), or `nil` when it can be.
    /// Leaves the solver changed; it is thrown away after.
    func certificate(ofAdding constraint: LinearConstraint) -> [Int]? {
        let new = makeRow(constraint, resolved(constraint.expression))
        guard case .rejected(let certificate) = admit(new) else { return nil }
        var recordByMarker: [Int32: Int] = [:]
        for (index, record) in records.enumerated() {
            if let marker = record?.marker { recordByMarker[marker.id] = index }
        }
        return certificate.terms.compactMap { recordByMarker[$0.symbol.id] }.sorted()
    }
}
