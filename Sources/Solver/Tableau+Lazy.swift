/// Reading the lazy rows of user variables: their values, and their
/// expansion into non-basic symbols. Both walk the rows a symbol depends on
/// once each, in an order where a row comes after every row that names it
/// (a depth-first post-order, kept on an explicit stack: a chain of 20,000
/// views is 20,000 rows deep).
extension Tableau {
    /// The value of a symbol: 0 when non-basic, its row's constant when
    /// restricted, and its lazy row evaluated for a user variable (each row
    /// once per state of the tableau).
    mutating func value(of symbol: Symbol) -> Double {
        let id = Int(symbol.id)
        guard symbols.kinds[id] == .external else { return symbols.rows[id]?.constant ?? 0 }
        // Checked before the row: a value of this state is only ever stored for a lazy row.
        if symbols.valueRevision[id] == revision { return symbols.lazyValues[id] }
        guard symbols.rows[id] != nil else { return 0 }
        if !evaluateIfReady(id) {
            let current = revision
            for node in lazyPostOrder(from: [symbol], skipping: { $0.symbols.valueRevision[Int($1.id)] == current }) {
                _ = evaluateIfReady(Int(node.id))
            }
        }
        return symbols.lazyValues[id]
    }

    /// Evaluates the lazy row of the symbol at `id` if every lazy row it names
    /// is evaluated already (so asking in creation order walks nothing);
    /// whether it could.
    private mutating func evaluateIfReady(_ id: Int) -> Bool {
        let current = revision
        // Read in place, without copying rows: this runs for every variable on every change report.
        let value: Double? = symbols.rows[id]!.terms.withUnsafeBufferPointer { terms in
            var value = symbols.rows[id]!.constant
            for term in terms {
                let termID = Int(term.symbol.id)
                if symbols.kinds[termID] == .external {
                    if symbols.valueRevision[termID] == current {
                        value += term.coefficient * symbols.lazyValues[termID]
                    } else if symbols.rows[termID] != nil {
                        return nil
                    }
                } else if let constant = symbols.rows[termID]?.constant {
                    value += term.coefficient * constant
                }
            }
            return value
        }
        guard let value else { return false }
        symbols.lazyValues[id] = value
        symbols.valueRevision[id] = current
        return true
    }

    /// The value of a symbol whose lazy row, if any, is evaluated already.
    private func knownValue(of symbol: Symbol) -> Double {
        let id = Int(symbol.id)
        guard symbols.kinds[id] == .external else { return symbols.rows[id]?.constant ?? 0 }
        return symbols.valueRevision[id] == revision ? symbols.lazyValues[id] : 0
    }

    /// `row` with every basic symbol replaced by its row, recursively: the
    /// same relation over non-basic symbols only. O(rows it depends on).
    mutating func expanded(_ row: Row) -> Row {
        guard row.terms.contains(where: { isBasic($0.symbol) }) else { return row }
        var constant = row.constant
        var touched: [Symbol] = []
        func distribute(_ coefficient: Double, _ symbol: Symbol) {
            let id = Int(symbol.id)
            if let basicRow = symbols.rows[id], symbols.kinds[id] != .external {
                constant = Row.sum(constant, coefficient * basicRow.constant)
                for term in basicRow.terms { distribute(coefficient * term.coefficient, term.symbol) }
                return
            }
            // A lazy symbol's share waits until all that name it are in; a non-basic one is a term.
            if symbols.scratch[id] == 0, symbols.rows[id] == nil { touched.append(symbol) }
            symbols.scratch[id] = Row.sum(symbols.scratch[id], coefficient)
        }
        for term in row.terms { distribute(term.coefficient, term.symbol) }
        let lazy = lazyPostOrder(from: row.terms.map(\.symbol).filter { isLazy($0) }, skipping: { _, _ in false })
        for node in lazy.reversed() {
            let share = symbols.scratch[Int(node.id)]
            symbols.scratch[Int(node.id)] = 0
            guard share != 0 else { continue }
            let nodeRow = symbols.rows[Int(node.id)]!
            constant = Row.sum(constant, share * nodeRow.constant)
            for term in nodeRow.terms { distribute(share * term.coefficient, term.symbol) }
        }
        var terms: [Row.Term] = []
        for symbol in touched.sorted() {
            let coefficient = symbols.scratch[Int(symbol.id)]
            symbols.scratch[Int(symbol.id)] = 0
            if coefficient != 0, terms.last?.symbol != symbol { terms.append(Row.Term(symbol: symbol, coefficient: coefficient)) }
        }
        return Row(terms: terms, constant: constant)
    }

    /// The lazy rows reachable from `roots`, every one after all the lazy
    /// rows it names; rows that `skipping` says are done already are left
    /// out, and not walked into.
    mutating func lazyPostOrder(from roots: [Symbol], skipping: (Tableau, Symbol) -> Bool) -> [Symbol] {
        currentStamp &+= 1
        let stamp = currentStamp
        var order: [Symbol] = []
        var stack: [(symbol: Symbol, next: Int)] = []
        func shouldVisit(_ symbol: Symbol) -> Bool {
            guard isLazy(symbol), symbols.visitStamps[Int(symbol.id)] != stamp else { return false }
            return !skipping(self, symbol)
        }
        for root in roots where shouldVisit(root) {
            symbols.visitStamps[Int(root.id)] = stamp
            stack.append((root, 0))
            while let top = stack.last {
                let terms = symbols.rows[Int(top.symbol.id)]!.terms
                if top.next < terms.count {
                    stack[stack.count - 1].next += 1
                    let child = terms[top.next].symbol
                    if shouldVisit(child) {
                        symbols.visitStamps[Int(child.id)] = stamp
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return order
    }
}
