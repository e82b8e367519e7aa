/// Edit variables: a variable held at a suggested value by an optional
/// equality, re-solved by dual simplex when the suggestion changes.
extension SimplexSolver {
    /// An edit variable: its `variable == constant` constraint and current suggestion.
    struct Edit {
        let handle: ConstraintHandle
        let priority: Double
        var constant: Double
    }

    /// Makes `variable` editable at `priority` (below 1000), initially suggesting 0.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority < LinearConstraint.required else { throw .requiredEditVariable(variable) }
        let handle = try add(LinearConstraint(LinearExpression([(variable, 1)]), .equal, priority: priority))
        edits[variable] = Edit(handle: handle, priority: priority, constant: 0)
    }

    /// Removes the edit of `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.handle)
    }

    /// Suggests a value for an edit variable and re-solves by dual simplex:
    /// the resize path, touching only the rows that use the edit.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber(value) }
        guard var edit = edits[variable], let record = records[edit.handle.index], let marker = record.marker,
              let other = record.other
        else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        if tableau.isBasic(marker) {
            tableau.addToConstant(-delta, of: marker)
        } else if tableau.isBasic(other) {
            tableau.addToConstant(delta, of: other)
        } else {
            tableau.addToConstants(delta, inRowsContaining: marker)
        }
        dualOptimize()
    }
}
