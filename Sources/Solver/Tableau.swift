/// The simplex tableau: one row per basic symbol, an index from each symbol
/// to the rows that use it, the lexicographic objective, and an undo journal
/// that puts everything back when a required constraint turns out to be
/// unsatisfiable. Knows nothing of views.
///
/// Rows of restricted symbols (slacks, errors, dummies) are kept in terms of
/// non-basic symbols, as the simplex method needs. Rows of user variables
/// are *lazy*: they may name other basic symbols, are never substituted into,
/// and are evaluated, or expanded, when asked for. Only restricted rows decide
/// pivots, and along a chain `x[i+1] = x[i] + w[i]` a lazy row stays three
/// terms long where a substituted one would hold the whole chain before it.
/// The lazy rows form no cycle: a row only ever names symbols that were
/// non-basic, or basic with an older row, when it was set.
///
/// Every change to a row goes through this type, so the column index (which
/// lists lazy rows too) and the infeasible-row list stay true.
struct Tableau {
    /// Every per-symbol fact, by symbol id; id 0 is never used.
    var symbols = SymbolTable()
    var currentStamp: UInt32 = 0
    /// Candidates for entering the basis (symbols whose objective coefficient
    /// became improving), smallest first; stale entries are skipped when popped.
    private var enteringHeap = MinHeap()
    /// Restricted basic symbols whose row constant went negative, in the order found.
    var infeasible: [Symbol] = []
    /// The objective of the artificial-variable phase, kept substituted like a row.
    var artificialObjective: Row?
    /// Counts every change to a row or to the objective, so that what is
    /// derived from the tableau (values of lazy rows, the ambiguity analysis)
    /// knows when to recompute.
    private(set) var revision: UInt64 = 1

    /// What `rollBack()` restores: rows and objective coefficients as they
    /// were, in the order first changed, and how many symbols there were.
    private struct Journal {
        let number: UInt32
        let symbolCount: Int
        var rows: [(id: Int32, row: Row?)] = []
        var objective: [(id: Int32, weight: PriorityWeight?)] = []
    }
    private var journal: Journal?
    private var journalNumber: UInt32 = 0

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        symbols.append(kind)
    }

    @inline(__always)
    func kind(of symbol: Symbol) -> Symbol.Kind { symbols.kinds[Int(symbol.id)] }
    @inline(__always)
    func row(of symbol: Symbol) -> Row? { symbols.rows[Int(symbol.id)] }
    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { symbols.rows[Int(symbol.id)] != nil }
    @inline(__always)
    var symbolCount: Int { symbols.count }

    /// About how many rows contain `symbol` (stale entries included): what a
    /// pivot on it would cost, to prefer cheap pivots. O(1).
    @inline(__always)
    func columnCount(of symbol: Symbol) -> Int { symbols.columns[Int(symbol.id)].count }

    /// The basic symbols whose rows contain `symbol`, each once, in the order
    /// they started to; drops stale entries from the column as it goes.
    mutating func rows(containing symbol: Symbol) -> [Symbol] {
        var live: [Symbol] = []
        forEachRow(containing: symbol) { tableau, basic in
            guard tableau.symbols.rows[Int(basic.id)]!.contains(symbol) else { return false }
            live.append(basic)
            return true
        }
        return live
    }

    /// Calls `body` once for each basic symbol whose row may contain
    /// `symbol`, in the order they started to; `body` says whether the row
    /// does, and the column keeps only those (in place), so the pass that
    /// reads a row also drops the stale entries pointing at it.
    mutating func forEachRow(containing symbol: Symbol, _ body: (inout Tableau, Symbol) -> Bool) {
        currentStamp &+= 1
        let stamp = currentStamp
        var column: [Symbol] = []
        swap(&column, &symbols.columns[Int(symbol.id)])
        var kept = 0
        for index in column.indices {
            let basic = column[index], id = Int(basic.id)
            guard id < symbols.count, symbols.visitStamps[id] != stamp, symbols.rows[id] != nil else { continue }
            symbols.visitStamps[id] = stamp
            guard body(&self, basic) else { continue }
            column[kept] = basic
            kept += 1
        }
        column.removeLast(column.count - kept)
        // `body` may have added entries for rows the symbol newly entered.
        column += symbols.columns[Int(symbol.id)]
        symbols.columns[Int(symbol.id)] = column
    }

    /// Notes that `basic`'s row now contains `symbol`. A column that has
    /// doubled since it was last cleaned drops its stale entries first, so
    /// columns of symbols that are seldom read (but often re-entered by
    /// pivots) stay in proportion to the rows that hold them.
    mutating func appendToColumn(of symbol: Symbol, _ basic: Symbol) {
        let index = Int(symbol.id)
        if symbols.columns[index].count >= 2 * Int(symbols.cleanColumnCounts[index]) + 16 {
            let count = symbols.count
            symbols.columns[index].removeAll { Int($0.id) >= count || symbols.rows[Int($0.id)]?.contains(symbol) != true }
            symbols.cleanColumnCounts[index] = Int32(symbols.columns[index].count)
        }
        symbols.columns[index].append(basic)
    }

    /// Adds `delta` times its coefficient of `symbol` to the constant of every
    /// row containing `symbol` (only the lazy ones with `lazyOnly`): a
    /// suggestion reaching the rows that use an edit.
    mutating func addToConstants(_ delta: Double, inRowsContaining symbol: Symbol, lazyOnly: Bool = false) {
        revision &+= 1
        forEachRow(containing: symbol) { tableau, basic in
            if lazyOnly, tableau.symbols.kinds[Int(basic.id)] != .external { return true }
            tableau.record(row: basic)
            // In place: the row is not copied.
            guard let constant = tableau.symbols.rows[Int(basic.id)]!.addToConstant(delta, timesCoefficientOf: symbol) else { return false }
            if constant != 0, tableau.isRestricted(basic), constant < 0 || tableau.kind(of: basic) == .dummy { tableau.infeasible.append(basic) }
            return true
        }
    }

    /// Whether the symbol may not take any value: slacks, errors and dummies.
    @inline(__always)
    func isRestricted(_ symbol: Symbol) -> Bool { symbols.kinds[Int(symbol.id)] != .external }

    /// Whether the symbol is a basic user variable, whose row is lazy.
    @inline(__always)
    func isLazy(_ symbol: Symbol) -> Bool {
        symbols.kinds[Int(symbol.id)] == .external && symbols.rows[Int(symbol.id)] != nil
    }

    // MARK: Rows

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        revision &+= 1
        record(row: symbol)
        for term in row.terms { appendToColumn(of: term.symbol, symbol) }
        symbols.rows[Int(symbol.id)] = row
    }

    /// Makes `symbol` non-basic, returning its row.
    @discardableResult
    mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let row = symbols.rows[Int(symbol.id)] else { return nil }
        revision &+= 1
        record(row: symbol)
        symbols.rows[Int(symbol.id)] = nil
        return row
    }

    /// Adds `delta` to the constant of `symbol`'s row; a restricted row that
    /// goes negative (or a dummy's that leaves zero) joins the infeasible list.
    mutating func addToConstant(_ delta: Double, of symbol: Symbol) {
        guard let row = symbols.rows[Int(symbol.id)] else { return }
        revision &+= 1
        record(row: symbol)
        let constant = Row.sum(row.constant, delta)
        symbols.rows[Int(symbol.id)]!.constant = constant
        if constant != 0, isRestricted(symbol), constant < 0 || kind(of: symbol) == .dummy { infeasible.append(symbol) }
    }

    /// Replaces `symbol` by `row` in every restricted row and in the
    /// objective; lazy rows keep naming it (it is basic now).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        revision &+= 1
        var appeared: [Symbol] = []
        forEachRow(containing: symbol) { tableau, basic in
            let index = Int(basic.id)
            if tableau.symbols.kinds[index] == .external { return true }
            tableau.record(row: basic)
            appeared.removeAll(keepingCapacity: true)
            // In place: the row is neither copied nor moved; new symbols are noted after.
            guard let constant = tableau.symbols.rows[index]!.substitute(symbol, with: row, appeared: { appeared.append($0) }) else { return false }
            for term in appeared { tableau.appendToColumn(of: term, basic) }
            if constant < 0, tableau.symbols.kinds[index] != .external { tableau.infeasible.append(basic) }
            // The row no longer holds the symbol: its entry goes.
            return false
        }
        if artificialObjective != nil {
            let coefficient = artificialObjective!.remove(symbol)
            if coefficient != 0 { artificialObjective!.add(row, scaledBy: coefficient) { _ in } }
        }
        if let weight = symbols.objective[Int(symbol.id)] {
            setObjective(nil, for: symbol)
            for term in row.terms {
                var updated = objectiveWeight(of: term.symbol)
                updated.add(weight, scaledBy: term.coefficient)
                setObjective(updated, for: term.symbol)
            }
        }
    }

    /// Makes `entering` basic in place of `leaving`, whose row contains it.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(for: leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// Replaces `symbol`, which is about to vanish, by `row` in the lazy rows
    /// that name it: they must not come to depend on a symbol that is gone.
    mutating func substituteInLazyRows(_ symbol: Symbol, with row: Row) {
        revision &+= 1
        var appeared: [Symbol] = []
        forEachRow(containing: symbol) { tableau, basic in
            guard tableau.symbols.kinds[Int(basic.id)] == .external else { return true }
            tableau.record(row: basic)
            appeared.removeAll(keepingCapacity: true)
            guard tableau.symbols.rows[Int(basic.id)]!.substitute(symbol, with: row, appeared: { appeared.append($0) }) != nil
            else { return false }
            for term in appeared { tableau.appendToColumn(of: term, basic) }
            return false
        }
    }

    /// Removes `symbol` from every row (setting it to zero) and from the objective.
    mutating func eliminate(_ symbol: Symbol) {
        revision &+= 1
        forEachRow(containing: symbol) { tableau, basic in
            tableau.record(row: basic)
            tableau.symbols.rows[Int(basic.id)]!.remove(symbol)
            return false
        }
        setObjective(nil, for: symbol)
    }

    // MARK: Objective

    @inline(__always)
    func objectiveWeight(of symbol: Symbol) -> PriorityWeight { symbols.objective[Int(symbol.id)] ?? PriorityWeight() }

    /// Adds `weight · symbol` to the objective, substituting the row if `symbol` is basic.
    mutating func addToObjective(_ weight: PriorityWeight, scaledBy scale: Double, for symbol: Symbol) {
        if let row = symbols.rows[Int(symbol.id)] {
            for term in row.terms {
                var updated = objectiveWeight(of: term.symbol)
                updated.add(weight, scaledBy: term.coefficient * scale)
                setObjective(updated, for: term.symbol)
            }
        } else {
            var updated = objectiveWeight(of: symbol)
            updated.add(weight, scaledBy: scale)
            setObjective(updated, for: symbol)
        }
    }

    /// The lowest-numbered symbol whose move would lower the objective (Bland's rule).
    mutating func enteringCandidate() -> Symbol? {
        while let id = enteringHeap.minimum {
            if Int(id) < symbols.count, symbols.isImproving[Int(id)] { return Symbol(id: id) }
            enteringHeap.removeMinimum()
        }
        return nil
    }

    private mutating func setObjective(_ weight: PriorityWeight?, for symbol: Symbol) {
        revision &+= 1
        let index = Int(symbol.id)
        if let number = journal?.number, index < journal!.symbolCount, symbols.objectiveJournal[index] != number {
            symbols.objectiveJournal[index] = number
            journal!.objective.append((symbol.id, symbols.objective[index]))
        }
        let weight = weight.flatMap { $0.isZero ? nil : $0 }
        symbols.objective[index] = weight
        let improving: Bool
        switch symbols.kinds[index] {
        case .external: improving = weight != nil
        case .slack, .error: improving = (weight?.sign ?? 0) < 0
        case .dummy: improving = false
        }
        if improving, !symbols.isImproving[index] { enteringHeap.insert(symbol.id) }
        symbols.isImproving[index] = improving
    }

    // MARK: Undo

    /// Starts recording, so that `rollBack()` can restore this exact state.
    mutating func beginJournal() {
        journalNumber &+= 1
        journal = Journal(number: journalNumber, symbolCount: symbols.count)
    }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() {
        journal = nil
    }

    /// Puts back every row and objective coefficient changed since
    /// `beginJournal()` and forgets the symbols made since: the tableau is as
    /// it was, to the last bit.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        for (id, _) in saved.rows { removeRow(for: Symbol(id: id)) }
        for (id, row) in saved.rows {
            if let row { setRow(row, for: Symbol(id: id)) }
        }
        for (id, weight) in saved.objective { setObjective(weight, for: Symbol(id: id)) }
        symbols.truncate(to: saved.symbolCount)
        infeasible = []
        artificialObjective = nil
    }

    private mutating func record(row symbol: Symbol) {
        let index = Int(symbol.id)
        guard let number = journal?.number, index < journal!.symbolCount, symbols.rowJournal[index] != number else { return }
        symbols.rowJournal[index] = number
        journal!.rows.append((symbol.id, symbols.rows[index]))
    }
}
