/// An incremental Cassowary-style simplex solver (after kiwi's
/// `solverimpl.h`), for linear constraints with Apple's priorities.
///
/// - Priorities are exact: optional constraints are weighed lexicographically
///   by priority, so 751 beats any number of 750s.
/// - Adding is all-or-nothing: a required constraint that cannot hold is
///   rejected with a minimal set of required constraints it conflicts with,
///   and the solver is left exactly as before.
/// - Deterministic: pivots break every tie by symbol number, never by hash order.
/// - Built for scale: rows are sparse, an index maps each symbol to the rows
///   using it, and required equalities are absorbed without kiwi's dummy
///   markers, so rows along a chain do not grow with it.
///
/// Knows nothing of views; the `Layout` module maps views onto it.
public final class SimplexSolver {
    var tableau = Tableau()
    var variables = VariableTable()
    /// What the tableau holds for each constraint added, by handle; `nil` once removed.
    var records: [Record?] = []
    var edits: [Variable: Edit] = [:]
    /// Which symbols can move, for the ambiguity analysis of the current state.
    var mobility = Mobility()

    /// What the tableau holds for one added constraint.
    struct Record {
        /// The constraint; an edit's constant follows its suggestions.
        var constraint: LinearConstraint
        /// The slack, error or dummy symbol that identifies the constraint's
        /// row; `nil` for a required equality, absorbed without a marker.
        let marker: Symbol?
        /// The second error symbol of an optional equality, or the error of an optional inequality.
        let other: Symbol?
    }

    /// Whether every required equality keeps a dummy marker and none becomes
    /// an alias: slower along chains, but every row then records which
    /// constraints it combines, which is what explaining a conflict needs.
    let keepsMarkers: Bool

    /// An empty solver.
    public convenience init() {
        self.init(keepingMarkers: false)
    }

    /// An empty solver that keeps a marker on every required equality, so
    /// that removing one never rebuilds the tableau (slower along chains).
    package init(keepingMarkers: Bool) {
        keepsMarkers = keepingMarkers
    }

    // MARK: Variables

    /// A new variable, 0 until constrained.
    public func makeVariable() -> Variable {
        variables.append(tableau.makeSymbol(.external))
    }

    /// The variable's current value: a row's constant, or a lazy row's value,
    /// computed once per state of the solver (O(1) when asked again).
    public func value(of variable: Variable) -> Double {
        variables.value(of: variable.index, in: &tableau)
    }

    /// The variables whose value changed since the last call, with their new
    /// values, in variable order. O(variables + rows).
    public func changedVariables() -> [(variable: Variable, value: Double)] {
        variables.takeChanges(in: &tableau)
    }

    // MARK: Constraints

    /// The constraints in the solver, in the order they were added.
    public var constraints: [ConstraintHandle] {
        records.indices.filter { records[$0] != nil }.map { ConstraintHandle(index: $0) }
    }

    /// Adds a constraint and re-optimizes. A required constraint that cannot
    /// hold throws `.unsatisfiable` naming a minimal conflicting set, and
    /// changes nothing.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try add(constraint, explainingConflicts: true)
    }

    /// Adds a constraint; with `explainingConflicts` false, a failure names no
    /// conflicting set, which is what conflict explanation itself needs, and
    /// what a caller that only asks whether constraints can hold pays for.
    @discardableResult
    package func add(_ constraint: LinearConstraint, explainingConflicts: Bool) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        guard let record = insert(constraint) else {
            guard explainingConflicts else { throw .unsatisfiable(conflictsWith: []) }
            throw explainConflict(with: constraint)
        }
        records.append(record)
        variables.link(constraint.expression)
        optimize()
        dualOptimize()
        return ConstraintHandle(index: records.count - 1)
    }

    /// Removes a constraint and re-optimizes.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard handle.index < records.count, let record = records[handle.index] else { throw .unknownConstraint(handle) }
        records[handle.index] = nil
        guard let marker = record.marker else {
            rebuild()
            return
        }
        if !record.constraint.isRequired {
            let weight = PriorityWeight(priority: record.constraint.priority, value: 1)
            for error in [marker, record.other].compactMap({ $0 }) where tableau.kind(of: error) == .error {
                tableau.addToObjective(weight, scaledBy: -1, for: error)
            }
        }
        // The marker vanishes: no row may name it after, lazy ones included.
        if let row = tableau.row(of: marker) {
            tableau.substituteInLazyRows(marker, with: row)
            tableau.removeRow(for: marker)
        } else if let leaving = tableau.markerLeavingRow(for: marker), let leavingRow = tableau.removeRow(for: leaving) {
            // A lazy row (a user variable's) is first written over non-basic symbols.
            var row = tableau.expanded(leavingRow)
            row.solve(for: marker, replacing: leaving)
            tableau.substitute(marker, with: row)
            tableau.substituteInLazyRows(marker, with: row)
        }
        optimize()
    }
}
