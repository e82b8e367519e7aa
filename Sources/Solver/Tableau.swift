/// The simplex tableau: one row per basic symbol, an index from each symbol
/// to the rows that use it, the lexicographic objective, and an undo journal
/// that puts everything back when a required constraint turns out to be
/// unsatisfiable. Knows nothing of views.
///
/// Every change to a row goes through this type, so the column index, the
/// infeasible-row list and the set of changed variables stay true.
struct Tableau {
    /// Every per-symbol fact, by symbol id; id 0 is never used.
    private var symbols = SymbolTable()
    private var currentStamp: UInt32 = 0
    /// Candidates for entering the basis (symbols whose objective coefficient
    /// went negative), smallest first; stale entries are skipped when popped.
    private var negativeHeap = MinHeap()
    /// Restricted basic symbols whose row constant went negative, in the order found.
    var infeasible: [Symbol] = []
    /// External symbols whose value may have changed since last asked.
    private var changedExternals: [Int32] = []
    var levels = PriorityLevels()
    /// The objective of the artificial-variable phase, kept substituted like a row.
    var artificialObjective: Row?

    private struct Journal {
        var symbolCount: Int
        var rows: [Int32: Row?] = [:]
        var objective: [Int32: PriorityWeight?] = [:]
        var touchedOrder: [Int32] = []
    }
    private var journal: Journal?

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        symbols.append(kind)
    }

    func kind(of symbol: Symbol) -> Symbol.Kind { symbols.kinds[Int(symbol.id)] }
    func row(of symbol: Symbol) -> Row? { symbols.rows[Int(symbol.id)] }
    func isBasic(_ symbol: Symbol) -> Bool { symbols.rows[Int(symbol.id)] != nil }

    /// The basic symbols whose rows contain `symbol`, each once, in the order
    /// they started to; drops stale entries from the column as it goes.
    mutating func rows(containing symbol: Symbol) -> [Symbol] {
        currentStamp &+= 1
        let stamp = currentStamp
        var live: [Int32] = []
        live.reserveCapacity(symbols.columns[Int(symbol.id)].count)
        for id in symbols.columns[Int(symbol.id)] where symbols.visitStamps[Int(id)] != stamp {
            symbols.visitStamps[Int(id)] = stamp
            if symbols.rows[Int(id)]?.contains(symbol) == true { live.append(id) }
        }
        symbols.columns[Int(symbol.id)] = live
        return live.map { Symbol(id: $0) }
    }

    /// Adds `delta` times its coefficient of `symbol` to the constant of every
    /// row containing `symbol`: a suggestion reaching the rows that use an edit.
    mutating func addToConstants(_ delta: Double, inRowsContaining symbol: Symbol) {
        for basic in rows(containing: symbol) {
            record(row: basic)
            // In place: the row is not copied.
            guard let constant = symbols.rows[Int(basic.id)]?.addToConstant(delta, timesCoefficientOf: symbol) else { continue }
            noteChange(basic)
            if constant < 0, symbols.kinds[Int(basic.id)] != .external { infeasible.append(basic) }
        }
    }

    /// The values of many symbols at once.
    func values(of wanted: [Symbol]) -> [Double] {
        wanted.map { symbols.rows[Int($0.id)]?.constant ?? 0 }
    }

    /// The value of a symbol: its row's constant when basic, otherwise 0.
    func value(of symbol: Symbol) -> Double { symbols.rows[Int(symbol.id)]?.constant ?? 0 }

    // MARK: Rows

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        record(row: symbol)
        let id = symbol.id
        for term in row.terms { symbols.columns[Int(term.symbol.id)].append(id) }
        symbols.rows[Int(id)] = row
        noteChange(symbol)
    }

    /// Makes `symbol` non-basic, returning its row.
    @discardableResult
    mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let row = symbols.rows[Int(symbol.id)] else { return nil }
        record(row: symbol)
        symbols.rows[Int(symbol.id)] = nil
        noteChange(symbol)
        return row
    }

    /// Adds `delta` to the constant of `symbol`'s row; a restricted row that
    /// goes negative joins the infeasible list.
    mutating func addToConstant(_ delta: Double, of symbol: Symbol) {
        guard symbols.rows[Int(symbol.id)] != nil else { return }
        record(row: symbol)
        symbols.rows[Int(symbol.id)]!.constant += delta
        noteChange(symbol)
        if kind(of: symbol) != .external, symbols.rows[Int(symbol.id)]!.constant < 0 { infeasible.append(symbol) }
    }

    /// Replaces `symbol` by `row` in every row and in the objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var appeared: [Symbol] = []
        for basic in rows(containing: symbol) {
            record(row: basic)
            let index = Int(basic.id)
            appeared.removeAll(keepingCapacity: true)
            // In place: the row is neither copied nor moved; new symbols are noted after.
            guard let constant = symbols.rows[index]?.substitute(symbol, with: row, appeared: { appeared.append($0) }) else { continue }
            for term in appeared { symbols.columns[Int(term.id)].append(basic.id) }
            noteChange(basic)
            if constant < 0, symbols.kinds[index] != .external { infeasible.append(basic) }
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

    /// Removes `symbol` from every row (setting it to zero) and from the objective.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in rows(containing: symbol) {
            record(row: basic)
            symbols.rows[Int(basic.id)]!.remove(symbol)
        }
        symbols.columns[Int(symbol.id)] = []
        setObjective(nil, for: symbol)
    }

    // MARK: Objective

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

    /// The lowest-numbered symbol whose objective coefficient is negative (Bland's rule).
    mutating func enteringCandidate() -> Symbol? {
        while let id = negativeHeap.minimum {
            if symbols.isNegative[Int(id)] { return Symbol(id: id) }
            negativeHeap.removeMinimum()
        }
        return nil
    }

    private mutating func setObjective(_ weight: PriorityWeight?, for symbol: Symbol) {
        let id = symbol.id
        if journal != nil, !journal!.objective.keys.contains(id) {
            journal!.objective.updateValue(symbols.objective[Int(id)], forKey: id)
        }
        let weight = weight.flatMap { $0.isZero ? nil : $0 }
        symbols.objective[Int(id)] = weight
        let negative = weight.map { levels.sign(of: $0) < 0 } ?? false
        if negative, !symbols.isNegative[Int(id)] { negativeHeap.insert(id) }
        symbols.isNegative[Int(id)] = negative
    }

    // MARK: Changes

    private mutating func noteChange(_ symbol: Symbol) {
        let index = Int(symbol.id)
        if symbols.kinds[index] == .external, !symbols.isChanged[index] {
            symbols.isChanged[index] = true
            changedExternals.append(symbol.id)
        }
    }

    /// Marks every external symbol as possibly changed (after a rebuild).
    mutating func noteAllExternalsChanged() {
        for index in symbols.kinds.indices where symbols.kinds[index] == .external && index > 0 { noteChange(Symbol(id: Int32(index))) }
    }

    /// The external symbols that may have changed since the last call, in the
    /// order their changes were first noted; clears the list.
    mutating func takeChangedExternals() -> [Symbol] {
        defer { changedExternals = [] }
        for id in changedExternals { symbols.isChanged[Int(id)] = false }
        return changedExternals.map { Symbol(id: $0) }
    }

    // MARK: Undo

    /// Starts recording, so that `rollBack()` can restore this exact state.
    mutating func beginJournal() {
        journal = Journal(symbolCount: symbols.count)
    }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() {
        journal = nil
    }

    /// Puts back every row and objective coefficient changed since `beginJournal()`,
    /// and forgets the symbols made since.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        for id in saved.touchedOrder {
            let symbol = Symbol(id: id)
            removeRow(for: symbol)
            if let old = saved.rows[id], let row = old { setRow(row, for: symbol) }
        }
        for (id, weight) in saved.objective.sorted(by: { $0.key < $1.key }) {
            setObjective(weight, for: Symbol(id: id))
        }
        symbols.truncate(to: saved.symbolCount)
        negativeHeap.removeAll { Int($0) >= saved.symbolCount }
        changedExternals.removeAll { Int($0) >= saved.symbolCount }
        infeasible = []
    }

    private mutating func record(row symbol: Symbol) {
        guard journal != nil, !journal!.rows.keys.contains(symbol.id) else { return }
        journal!.rows.updateValue(symbols.rows[Int(symbol.id)], forKey: symbol.id)
        journal!.touchedOrder.append(symbol.id)
    }
}
