/// Which required constraints stand in the way of another.
extension SimplexSolver {
    /// What adding a required constraint would fail with, without adding it:
    /// `nil` when it could be added. Every constraint and value is unchanged
    /// either way; but a constraint that could be added marks its variables
    /// used, so they no longer become aliases, and a later underdetermined
    /// system may settle on another of its solutions than without the probe.
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
        // Entered even though it cannot fail: the variables it moves are noted
        // as changed, and the next change report lists them in that order.
        if case .subject(let subject) = admission { enter(new.row, solvedFor: subject) }
        tableau.rollBack()
        guard case .rejected = admission else {
            for term in expression.terms { variables.aliases.markUsed(term.variable) }
            return nil
        }
        return .unsatisfiable(conflictsWith: explainConflict(with: constraint))
    }

    /// A minimal set of required constraints that, with `constraint`, cannot
    /// all hold, found among those sharing variables with it (QuickXplain).
    func explainConflict(with constraint: LinearConstraint) -> [ConstraintHandle] {
        let components = variables.components
        let related = Set(constraint.expression.terms.map { components.root(of: $0.variable.index) })
        let candidates = records.indices.filter { index in
            guard let record = records[index], record.constraint.isRequired else { return false }
            return record.constraint.expression.terms.contains { related.contains(components.root(of: $0.variable.index)) }
        }
        let explainer = ConflictExplainer(
            constraint: constraint, candidates: candidates.map { records[$0]!.constraint }, variableCount: variables.count)
        return explainer.minimalConflict().map { ConstraintHandle(index: candidates[$0]) }
    }
}
