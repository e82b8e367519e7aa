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
/// Knows nothing of views; `LayoutEngine` maps views onto it.
public final class SimplexSolver {
    var tableau = Tableau()
    private(set) var variableSymbols: [Symbol] = []
    /// The variable index of each external symbol, by symbol id (-1 for other symbols).
    private var variableBySymbol: [Int] = [-1]
    private var lastReported: [Double] = []
    private var records: [Record?] = []
    /// Variables defined by a required equality with one other, `scale · root + offset`,
    /// instead of by a row (by variable index; `nil` for ordinary variables).
    private var aliases: [Alias?] = []
    /// For each root variable, the aliases defined on it.
    private var aliasDependents: [[Int]] = []
    /// Whether each variable has appeared in a constraint: only a fresh one can become an alias.
    private var isUsed: [Bool] = []
    /// Aliases made since `changedVariables()` was last asked.
    private var newAliases: [Int] = []
    private var edits: [Variable: Edit] = [:]
    private var components = VariableComponents()

    /// What the tableau holds for one added constraint.
    private struct Record {
        let constraint: LinearConstraint
        /// The slack or error symbol that identifies the constraint's row;
        /// `nil` for a required equality, absorbed without a marker.
        let marker: Symbol?
        /// The second error symbol of an optional equality, or the error of an optional inequality.
        let other: Symbol?
        let level: Int?
    }

    /// `variable = scale · root + offset`.
    private struct Alias {
        let root: Int
        let scale: Double
        let offset: Double
    }

    /// An edit variable: its `variable == constant` constraint and current suggestion.
    private struct Edit {
        let handle: ConstraintHandle
        let priority: Double
        var constant: Double
    }

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable, 0 until constrained.
    public func makeVariable() -> Variable {
        let symbol = tableau.makeSymbol(.external)
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(symbol)
        noteSymbol(symbol, variable: variable.index)
        lastReported.append(0)
        aliases.append(nil)
        aliasDependents.append([])
        isUsed.append(false)
        components.add()
        return variable
    }

    /// The variable's current value. O(1): nothing is copied after a solve.
    public func value(of variable: Variable) -> Double {
        guard let alias = aliases[variable.index] else { return tableau.value(of: variableSymbols[variable.index]) }
        return alias.scale * tableau.value(of: variableSymbols[alias.root]) + alias.offset
    }

    /// The variable an alias is defined on, when it depends on it at all.
    func aliasRoot(of variable: Variable) -> Variable? {
        guard let alias = aliases[variable.index], alias.scale != 0 else { return nil }
        return Variable(index: alias.root)
    }

    /// The variable a term really stands for, and by how much: an alias is
    /// replaced by its root.
    private func resolve(_ variable: Int) -> (root: Int, scale: Double, offset: Double) {
        guard let alias = aliases[variable] else { return (variable, 1, 0) }
        return (alias.root, alias.scale, alias.offset)
    }

    /// Records which variable an external symbol stands for.
    private func noteSymbol(_ symbol: Symbol, variable: Int) {
        while variableBySymbol.count <= Int(symbol.id) { variableBySymbol.append(-1) }
        variableBySymbol[Int(symbol.id)] = variable
    }

    /// The variables whose value changed since the last call, with their new
    /// values, in the order the solver first changed them (deterministic).
    public func changedVariables() -> [(variable: Variable, value: Double)] {
        // The loop works on locals: class properties would pay an exclusivity check per access.
        let changedSymbols = tableau.takeChangedExternals()
        let variableBySymbol = self.variableBySymbol, dependents = aliasDependents, aliases = self.aliases
        var indices: [Int] = []
        indices.reserveCapacity(changedSymbols.count + newAliases.count)
        for symbol in changedSymbols {
            let index = Int(symbol.id) < variableBySymbol.count ? variableBySymbol[Int(symbol.id)] : -1
            guard index >= 0 else { continue }
            indices.append(index)
            indices += dependents[index]
        }
        indices += newAliases
        newAliases = []
        let rootValues = tableau.values(of: indices.map { variableSymbols[aliases[$0]?.root ?? $0] })
        var last = lastReported
        lastReported = []  // so `last` is the array's only owner and updates in place
        var changed: [(variable: Variable, value: Double)] = []
        for (position, index) in indices.enumerated() {
            let value = aliases[index].map { $0.scale * rootValues[position] + $0.offset } ?? rootValues[position]
            if value != last[index] {
                last[index] = value
                changed.append((Variable(index: index), value))
            }
        }
        lastReported = last
        return changed
    }

    // MARK: Constraints

    /// The constraints in the solver, in the order they were added.
    public var constraints: [ConstraintHandle] {
        records.indices.filter { records[$0] != nil }.map { ConstraintHandle(index: $0) }
    }

    /// The constraint a handle stands for, if it is still in the solver.
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        handle.index < records.count ? records[handle.index]?.constraint : nil
    }

    /// Adds a constraint and re-optimizes. A required constraint that cannot
    /// hold throws `.unsatisfiable` naming a minimal conflicting set, and
    /// changes nothing.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try add(constraint, explainingConflicts: true)
    }

    /// Adds a constraint; with `explainingConflicts` false, a failure names no
    /// conflicting set, which is what conflict explanation itself needs.
    @discardableResult
    func add(_ constraint: LinearConstraint, explainingConflicts: Bool) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        guard let record = try insert(constraint) else {
            throw .unsatisfiable(conflictsWith: explainingConflicts ? explainConflict(with: constraint) : [])
        }
        records.append(record)
        for term in constraint.expression.terms.dropFirst() {
            components.union(constraint.expression.terms[0].variable.index, term.variable.index)
        }
        optimize()
        dualOptimize()
        return ConstraintHandle(index: records.count - 1)
    }

    /// What adding a required constraint would fail with, without adding it:
    /// `nil` when it could be added. The solver is unchanged either way.
    public func conflicts(ofAdding constraint: LinearConstraint) -> SolverError? {
        do {
            try validate(constraint)
            tableau.beginJournal()
            guard try insert(constraint, keepingJournal: true) != nil else {
                return .unsatisfiable(conflictsWith: explainConflict(with: constraint))
            }
            tableau.rollBack()
            return nil
        } catch {
            return error
        }
    }

    /// Removes a constraint and re-optimizes.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard handle.index < records.count, let record = records[handle.index] else { throw .unknownConstraint(handle) }
        records[handle.index] = nil
        guard let marker = record.marker else {
            rebuild()
            return
        }
        if let level = record.level {
            for error in [marker, record.other].compactMap({ $0 }) where tableau.kind(of: error) == .error {
                tableau.addToObjective(PriorityWeight(level: level, value: 1), scaledBy: -1, for: error)
            }
        }
        if tableau.isBasic(marker) {
            tableau.removeRow(for: marker)
        } else if let leaving = markerLeavingRow(for: marker), var row = tableau.removeRow(for: leaving) {
            row.solve(for: marker, replacing: leaving)
            tableau.substitute(marker, with: row)
        }
        optimize()
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

    // MARK: Inserting

    private func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.priority > 0, constraint.priority <= LinearConstraint.required else {
            throw .invalidPriority(constraint.priority)
        }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteNumber(constraint.expression.constant) }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteNumber(term.coefficient)
        }
    }

    /// Puts the constraint's row into the tableau, or returns `nil` (with the
    /// tableau exactly as before) when a required constraint cannot hold.
    /// With `keepingJournal`, the caller has begun the journal and keeps it
    /// open afterwards, to roll a successful insertion back too.
    private func insert(_ constraint: LinearConstraint, keepingJournal: Bool = false) throws(SolverError) -> Record? {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant = constraint.expression.constant
        for term in constraint.expression.terms {
            let resolved = resolve(term.variable.index)
            terms.append((resolved.root, term.coefficient * resolved.scale))
            constant += term.coefficient * resolved.offset
        }
        if !keepingJournal, constraint.isRequired, constraint.relation == .equal,
           let record = makeAlias(constraint, terms: terms, constant: constant)
        {
            return record
        }
        let record = try insertRow(constraint, terms: terms, constant: constant, keepingJournal: keepingJournal)
        if record != nil { for term in terms { isUsed[term.variable] = true } }
        return record
    }

    /// A required equality between a fresh variable and one other, `a·x + b·y + c == 0`,
    /// becomes `x = (-b/a)·y - c/a` with no row: along a chain of aligned or
    /// equal-sized views, no row then copies another.
    private func makeAlias(_ constraint: LinearConstraint, terms: [(variable: Int, coefficient: Double)], constant: Double) -> Record? {
        guard terms.count == 2, terms[0].variable != terms[1].variable,
              terms.allSatisfy({ abs($0.coefficient) >= Row.epsilon }),
              let freshIndex = terms.firstIndex(where: { !isUsed[$0.variable] && edits[Variable(index: $0.variable)] == nil })
        else { return nil }
        let fresh = terms[freshIndex], other = terms[1 - freshIndex]
        aliases[fresh.variable] = Alias(
            root: other.variable, scale: -other.coefficient / fresh.coefficient, offset: -constant / fresh.coefficient)
        aliasDependents[other.variable].append(fresh.variable)
        isUsed[fresh.variable] = true
        isUsed[other.variable] = true
        newAliases.append(fresh.variable)
        return Record(constraint: constraint, marker: nil, other: nil, level: nil)
    }

    /// Puts the row of a constraint over resolved terms into the tableau.
    private func insertRow(
        _ constraint: LinearConstraint, terms: [(variable: Int, coefficient: Double)], constant: Double,
        keepingJournal: Bool
    ) throws(SolverError) -> Record? {
        if !keepingJournal { tableau.beginJournal() }
        var row = Row(constant: constant)
        for term in terms {
            let symbol = variableSymbols[term.variable]
            if let basic = tableau.row(of: symbol) {
                row.add(basic, scaledBy: term.coefficient) { _ in }
            } else {
                row.add(term.coefficient, symbol)
            }
        }
        var marker: Symbol?, other: Symbol?, level: Int?
        if !constraint.isRequired { level = tableau.levels.level(of: constraint.priority) }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            marker = slack
            row.add(sign, slack)
            if let level {
                let error = tableau.makeSymbol(.error)
                other = error
                row.add(-sign, error)
                tableau.addToObjective(PriorityWeight(level: level, value: 1), scaledBy: 1, for: error)
            }
        case .equal:
            if let level {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                marker = plus
                other = minus
                row.add(-1, plus)
                row.add(1, minus)
                tableau.addToObjective(PriorityWeight(level: level, value: 1), scaledBy: 1, for: plus)
                tableau.addToObjective(PriorityWeight(level: level, value: 1), scaledBy: 1, for: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        let record = Record(constraint: constraint, marker: marker, other: other, level: level)

        if let subject = chooseSubject(row, marker: marker, other: other) {
            if !keepingJournal { tableau.commitJournal() }
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(row, for: subject)
            return record
        }
        if row.isEmpty {
            guard abs(row.constant) < Row.epsilon else {
                tableau.rollBack()
                return nil
            }
            if !keepingJournal { tableau.commitJournal() }
            return record  // redundant: already implied by the others
        }
        guard addWithArtificialVariable(row) else {
            tableau.rollBack()
            return nil
        }
        if !keepingJournal { tableau.commitJournal() }
        return record
    }

    /// kiwi's choice of the symbol to solve a new row for: a user variable if
    /// any, else the constraint's own slack or error if making it basic keeps
    /// it non-negative.
    private func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
        if let external = row.terms.first(where: { tableau.kind(of: $0.symbol) == .external }) { return external.symbol }
        for candidate in [marker, other].compactMap({ $0 }) where row.coefficient(of: candidate) < 0 {
            return candidate
        }
        return nil
    }

    // MARK: Rebuilding and explaining

    /// Rebuilds the tableau from the remaining constraints and edits, in their
    /// original order: how a required equality, absorbed without a marker, is removed.
    private func rebuild() {
        let saved = records
        let savedEdits = edits.sorted { $0.key < $1.key }
        tableau = Tableau()
        aliases = aliases.map { _ in nil }
        aliasDependents = aliasDependents.map { _ in [] }
        isUsed = isUsed.map { _ in false }
        variableBySymbol = [-1]
        variableSymbols = variableSymbols.map { _ in tableau.makeSymbol(.external) }
        for (index, symbol) in variableSymbols.enumerated() { noteSymbol(symbol, variable: index) }
        records = []
        for record in saved {
            // Every kept constraint held before, and dropping one cannot make another fail.
            records.append(record.flatMap { try? insert($0.constraint) })
        }
        optimize()
        for (variable, edit) in savedEdits {
            let constant = edit.constant
            edits[variable] = Edit(handle: edit.handle, priority: edit.priority, constant: 0)
            try? suggestValue(constant, for: variable)
        }
        tableau.noteAllExternalsChanged()
        newAliases = aliases.indices.filter { aliases[$0] != nil }
    }

    /// A minimal set of required constraints that, with `constraint`, cannot
    /// all hold, found among those sharing variables with it (QuickXplain).
    private func explainConflict(with constraint: LinearConstraint) -> [ConstraintHandle] {
        let related = Set(constraint.expression.terms.map { components.root(of: $0.variable.index) })
        let candidates = records.indices.filter { index in
            guard let record = records[index], record.constraint.isRequired else { return false }
            return record.constraint.expression.terms.contains { related.contains(components.root(of: $0.variable.index)) }
        }
        let explainer = ConflictExplainer(
            constraint: constraint, candidates: candidates.map { records[$0]!.constraint }, variableCount: variableSymbols.count)
        return explainer.minimalConflict().map { ConstraintHandle(index: candidates[$0]) }
    }
}
