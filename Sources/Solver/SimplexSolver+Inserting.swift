/// Putting a constraint into the tableau: as an alias of a fresh variable, or
/// as a row that is solved for a subject or made to hold by phase one.
extension SimplexSolver {
    /// A constraint's terms over root variables (each alias replaced by its
    /// root) and its constant adjusted to match.
    struct ResolvedExpression {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant: Double
    }

    /// A new row and what the constraint's record will hold.
    struct NewRow {
        let row: Row
        let record: Record
    }

    /// How a new row can enter the tableau.
    enum Admission {
        /// Solved for `subject`, a user variable that appears nowhere else,
        /// it becomes the subject's lazy row as written, with no substitution.
        case lazySubject(Symbol)
        /// Solved for `subject`, `row` (the new row over non-basic symbols)
        /// enters by substitution, which cannot fail.
        case subject(Symbol, Row)
        /// It already holds: implied by the others, or made to by phase one.
        case entered
        /// A required constraint that cannot hold. `certificate` is what the
        /// row reduced to: in a solver that keeps markers, its marker
        /// coefficients are the multipliers of the constraints it combines
        /// (a Farkas certificate of the conflict).
        case rejected(certificate: Row)
    }

    /// Refuses a priority outside (0, 1000] and any number that is not finite.
    func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.priority > 0, constraint.priority <= LinearConstraint.required else {
            throw .invalidPriority(constraint.priority)
        }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteNumber(constraint.expression.constant) }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteNumber(term.coefficient)
        }
    }

    /// `expression` over root variables, one term per variable, in the
    /// order of first appearance. Terms on the same variable are added up
    /// first, before aliases bring in their offsets, and again after, so
    /// `a·x - a·x + c` is `c` exactly, however large `x` is.
    func resolved(_ expression: LinearExpression) -> ResolvedExpression {
        var resolved = ResolvedExpression(constant: expression.constant)
        for (variable, coefficient) in Self.merged(expression.terms.map { ($0.variable.index, $0.coefficient) }) {
            let alias = variables.aliases.resolve(variable)
            resolved.terms.append((alias.root, coefficient * alias.scale))
            resolved.constant = Row.sum(resolved.constant, coefficient * alias.offset)
        }
        resolved.terms = Self.merged(resolved.terms)
        return resolved
    }

    /// `terms` with those on the same variable added up (dropped if they
    /// cancel), in the order of first appearance.
    private static func merged(_ terms: [(variable: Int, coefficient: Double)]) -> [(variable: Int, coefficient: Double)] {
        var merged: [(variable: Int, coefficient: Double)] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable == term.variable }) {
                merged[index].coefficient = Row.sum(merged[index].coefficient, term.coefficient)
            } else {
                merged.append(term)
            }
        }
        return merged.filter { $0.coefficient != 0 }
    }

    /// Puts a validated constraint into the tableau without re-optimizing, or
    /// returns `nil`, with the tableau exactly as before, when a required
    /// constraint cannot hold: `add`, and `rebuild` re-adding. A `marked`
    /// required equality (an edit) keeps a dummy marker and is never an alias.
    func insert(_ constraint: LinearConstraint, marked: Bool = false) -> Record? {
        let expression = resolved(constraint.expression)
        if constraint.isRequired, constraint.relation == .equal, !marked, !keepsMarkers,
           let record = makeAlias(constraint, expression) {
            return record
        }
        tableau.beginJournal()
        let new = makeRow(constraint, expression, marked: marked)
        switch admit(new) {
        case .rejected:
            tableau.rollBack()
            return nil
        case .entered:
            tableau.commitJournal()
        case .lazySubject(let subject):
            tableau.commitJournal()
            var row = new.row
            row.solve(for: subject)
            tableau.setRow(row, for: subject)
        case .subject(let subject, let row):
            // Committed first: the substitution cannot fail, and journaling it
            // would copy every row it touches.
            tableau.commitJournal()
            enter(row, solvedFor: subject)
        }
        for term in expression.terms { variables.aliases.markUsed(term.variable) }
        return new.record
    }

    /// A required equality between a fresh variable and one other, `a·x + b·y + c == 0`,
    /// becomes `x = (-b/a)·y - c/a` with no row: along a chain of aligned or
    /// equal-sized views, no row then copies another.
    private func makeAlias(_ constraint: LinearConstraint, _ expression: ResolvedExpression) -> Record? {
        let terms = expression.terms
        guard terms.count == 2, terms[0].variable != terms[1].variable,
              terms.allSatisfy({ $0.coefficient != 0 }),
              let freshIndex = terms.firstIndex(where: {
                  variables.aliases.isFresh($0.variable) && edits[Variable(index: $0.variable)] == nil
              })
        else { return nil }
        let fresh = terms[freshIndex], other = terms[1 - freshIndex]
        variables.aliases.define(fresh.variable, as: AliasTable.Alias(
            root: other.variable, scale: -other.coefficient / fresh.coefficient,
            offset: -expression.constant / fresh.coefficient))
        return Record(constraint: constraint, marker: nil, other: nil)
    }

    /// The row of a constraint over resolved terms, as written (its user
    /// variables may be basic), with its slack, error or dummy symbols made
    /// and its errors weighted in the objective. Changes only the symbols it makes.
    func makeRow(_ constraint: LinearConstraint, _ expression: ResolvedExpression, marked: Bool = false) -> NewRow {
        var row = Row(constant: expression.constant)
        for term in expression.terms { row.add(term.coefficient, variables.symbols[term.variable]) }
        var marker: Symbol?, other: Symbol?
        let weight = constraint.isRequired ? nil : PriorityWeight(priority: constraint.priority, value: 1)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            marker = slack
            row.add(sign, slack)
            if let weight {
                let error = tableau.makeSymbol(.error)
                other = error
                row.add(-sign, error)
                tableau.addToObjective(weight, scaledBy: 1, for: error)
            }
        case .equal:
            if let weight {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                marker = plus
                other = minus
                row.add(-1, plus)
                row.add(1, minus)
                tableau.addToObjective(weight, scaledBy: 1, for: plus)
                tableau.addToObjective(weight, scaledBy: 1, for: minus)
            } else if marked || keepsMarkers {
                let dummy = tableau.makeSymbol(.dummy)
                marker = dummy
                row.add(-1, dummy)
            }
        }
        return NewRow(row: row, record: Record(constraint: constraint, marker: marker, other: other))
    }

    /// Decides how a new row enters, making it hold by phase one when it has
    /// no subject, or none it can be solved for without leaving another row
    /// infeasible (`keepsRowsFeasible(solving:for:)`). Leaves what a rejection
    /// changed to the caller's journal.
    ///
    /// A user variable that appears in no row takes the row as written, lazily
    /// (nothing to substitute it into, and its row names basic symbols as
    /// they are); otherwise the row is first expanded over non-basic symbols.
    func admit(_ new: NewRow) -> Admission {
        if let subject = lazySubject(new.row) { return .lazySubject(subject) }
        var row = tableau.expanded(new.row)
        if row.constant < 0 { row.negate() }
        if let subject = chooseSubject(row, marker: new.record.marker, other: new.record.other),
           keepsRowsFeasible(solving: row, for: subject) {
            return .subject(subject, row)
        }
        if row.terms.allSatisfy({ tableau.kind(of: $0.symbol) == .dummy }) {
            // Only required equalities left, no subject: redundant when it already holds.
            return row.constant == 0 ? .entered : .rejected(certificate: row)
        }
        switch addWithArtificialVariable(row, of: new.record.constraint) {
        case .feasible: return .entered
        case .infeasible(let certificate): return .rejected(certificate: certificate)
        }
    }

    /// Whether solving `row` for `subject` and substituting it leaves every restricted row feasible: a slack or error
    /// basic at 0 or more, a dummy at 0. A user variable takes the value that the rest of `row` gives it, which moves
    /// the constants of the rows that name it; where that would make one infeasible, the new row enters by phase one
    /// instead, which finds a feasible basis or shows that the required constraints cannot all hold. A constraint's own
    /// slack or error, or a row that holds (constant 0), never moves a constant.
    private func keepsRowsFeasible(solving row: Row, for subject: Symbol) -> Bool {
        guard tableau.kind(of: subject) == .external, row.constant != 0 else { return true }
        let value = -row.constant / row.coefficient(of: subject)
        for basic in tableau.rows(containing: subject) {
            let kind = tableau.kind(of: basic)
            guard kind != .external, let basicRow = tableau.row(of: basic) else { continue }
            let constant = Row.sum(basicRow.constant, basicRow.coefficient(of: subject) * value)
            if kind == .dummy ? constant != 0 : constant < 0 { return false }
        }
        return true
    }

    /// A non-basic user variable of `row` that appears in no row and has no
    /// weight, with a coefficient not much smaller than the largest such (the
    /// lowest); solving the row for it changes no other row.
    private func lazySubject(_ row: Row) -> Symbol? {
        let candidates = row.terms.filter {
            tableau.kind(of: $0.symbol) == .external && !tableau.isBasic($0.symbol)
                && tableau.objectiveWeight(of: $0.symbol).isZero && tableau.rows(containing: $0.symbol).isEmpty
        }
        let largest = candidates.map { abs($0.coefficient) }.max() ?? 0
        return candidates.first { abs($0.coefficient) >= Self.pivotThreshold * largest }?.symbol
    }

    /// Makes `subject` basic with `row` solved for it, substituting it everywhere.
    func enter(_ row: Row, solvedFor subject: Symbol) {
        var row = row
        row.solve(for: subject)
        tableau.substitute(subject, with: row)
        tableau.setRow(row, for: subject)
    }

    /// A subject's coefficient must be at least this share of the largest
    /// candidate's, as in threshold pivoting for sparse LU factorization.
    static let pivotThreshold = 0.01

    /// The symbol to solve a new row for, chosen so that the substitution is
    /// cheap and rows do not grow along chains (and its coefficient not much
    /// smaller than the others', so that rounding does not grow either):
    /// - a row that already holds (constant 0) may be solved for any symbol
    ///   but a dummy without leaving a row negative: the one in the fewest rows;
    /// - else a user variable, the one in the fewest rows (a fresh one costs
    ///   nothing), ties to the lowest;
    /// - else the constraint's own slack or error if making it basic keeps it
    ///   non-negative (kiwi's rule); a row of dummies alone that holds, its dummy.
    private func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
        func isCandidate(_ term: Row.Term) -> Bool {
            let kind = tableau.kind(of: term.symbol)
            return kind == .external || (row.constant == 0 && kind != .dummy)
        }
        // Threshold pivoting: a coefficient far smaller than the largest would
        // multiply the rest of the row by its inverse, and the rounding with it.
        let largest = row.terms.lazy.filter(isCandidate).map { abs($0.coefficient) }.max() ?? 0
        var best: (cost: Int, symbol: Symbol)?
        for term in row.terms where isCandidate(term) && abs(term.coefficient) >= Self.pivotThreshold * largest {
            let cost = tableau.columnCount(of: term.symbol)
            if best == nil || cost < best!.cost { best = (cost, term.symbol) }
        }
        if let best { return best.symbol }
        for candidate in [marker, other].compactMap({ $0 }) where tableau.kind(of: candidate) != .dummy {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        if row.constant == 0, let marker, tableau.kind(of: marker) == .dummy, row.contains(marker) { return marker }
        return nil
    }
}
