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
        // Only a row is tried, never an alias: an alias is a fresh variable,
        // which cannot conflict, and the journal does not cover aliases.
        let expression = resolved(constraint.expression)
        tableau.beginJournal()
        let new = makeRow(constraint, expression)
        let admission = admit(new)
        tableau.rollBack()
        guard case .rejected = admission else { return nil }
        return explainConflict(with: constraint)
    }

    /// Why `constraint` cannot be added: a minimal set of required
    /// constraints it conflicts with, found among those sharing variables
    /// with it (`excluding` one, such as the edit being re-suggested), or
    /// that it contradicts itself.
    func explainConflict(with constraint: LinearConstraint, excluding excluded: ConstraintHandle? = nil) -> SolverError {
        let components = variables.components
        let related = Set(constraint.expression.terms.map { components.root(of: $0.variable.index) })
        let candidates = records.indices.filter { index in
            guard index != excluded?.index, let record = records[index], record.constraint.isRequired else { return false }
            return record.constraint.expression.terms.contains { related.contains(components.root(of: $0.variable.index)) }
        }
        let explainer = ConflictExplainer(
            constraint: constraint, candidates: candidates.map { records[$0]!.constraint }, variableCount: variables.count)
        switch explainer.explanation() {
        case .conflict(let indices): return .unsatisfiable(conflictsWith: indices.map { ConstraintHandle(index: candidates[$0]) })
        case .selfContradictory: return .selfContradictory
        case .undecided: return .numericallyUndecidable
        }
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
