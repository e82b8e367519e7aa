/// Edit variables: a variable held at a suggested value by an equality,
/// re-solved by dual simplex when the suggestion changes.
extension SimplexSolver {
    /// An edit variable: its `variable == constant` constraint and current suggestion.
    struct Edit {
        let handle: ConstraintHandle
        let priority: Double
        var constant: Double
    }

    /// Makes `variable` editable at `priority`, initially suggesting 0.
    ///
    /// An optional edit (below 1000) yields to required constraints. A
    /// required edit (1000) is a required `variable == value` whose value
    /// can still be changed incrementally: a suggestion that the required
    /// constraints cannot meet is refused, as an unsatisfiable constraint is.
    /// Returns the handle of the edit's constraint, which conflicts name.
    @discardableResult
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) -> ConstraintHandle {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = LinearConstraint(LinearExpression([(variable, 1)]), .equal, priority: priority)
        try validate(constraint)
        guard let record = insert(constraint, marked: true) else { throw explainConflict(with: constraint) }
        records.append(record)
        variables.link(constraint.expression)
        optimize()
        dualOptimize()
        let handle = ConstraintHandle(index: records.count - 1)
        edits[variable] = Edit(handle: handle, priority: priority, constant: 0)
        return handle
    }

    /// Removes the edit of `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.handle)
    }

    /// Suggests a value for an edit variable and re-solves by dual simplex:
    /// the resize path, touching only the rows that use the edit.
    ///
    /// A required edit whose suggestion the required constraints cannot
    /// meet throws `.unsatisfiable` with a minimal set of them, and keeps
    /// the previous suggestion and solution.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber(value) }
        guard let edit = edits[variable], let record = records[edit.handle.index], record.marker != nil
        else { throw .unknownEditVariable(variable) }
        guard shift(variable, to: value) else {
            // Back to a suggestion that held: dual simplex finds a feasible basis again.
            shift(variable, to: edit.constant)
            var pin = record.constraint
            pin.expression.constant = -value
            throw explainConflict(with: pin, excluding: edit.handle)
        }
    }

    /// Moves the constant of the edit of `variable` to `value` and re-solves;
    /// whether the result is feasible.
    @discardableResult
    private func shift(_ variable: Variable, to value: Double) -> Bool {
        guard let edit = edits[variable], let record = records[edit.handle.index], let marker = record.marker else { return false }
        let delta = value - edit.constant
        edits[variable]?.constant = value
        records[edit.handle.index]?.constraint.expression.constant = -value
        // A row that names the marker holds the edit's constant in proportion
        // to its coefficient of the marker. A basic marker's own row takes the
        // change, and no restricted row names it; lazy rows still may.
        if tableau.isBasic(marker) {
            tableau.addToConstant(-delta, of: marker)
            tableau.addToConstants(delta, inRowsContaining: marker, lazyOnly: true)
        } else {
            tableau.addToConstants(delta, inRowsContaining: marker)
        }
        return dualOptimize()
    }
}
