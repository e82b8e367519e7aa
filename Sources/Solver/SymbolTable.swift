/// What the tableau keeps for each symbol, by symbol id: one array per fact,
/// all of one length. They grow in `append(_:)`, shrink in `truncate(to:)`
/// and start afresh in `init()`, and nowhere else, so a per-symbol array
/// added here is grown, rolled back and reset with the others.
///
/// Arrays rather than one array of structs: the hot loops read one fact of
/// many symbols (a visit stamp, a kind), which dense arrays keep in cache
/// (an array of structs cost the grid benchmark 11% more L1 data misses
/// in cachegrind).
struct SymbolTable {
    /// Id 0 is never used.
    private(set) var kinds: [Symbol.Kind] = [.external]
    /// The row of each basic symbol.
    var rows: [Row?] = [nil]
    /// For each symbol, the basic symbols whose rows contain it, in the order
    /// they came to: deterministic without sorting. Removals are lazy; an entry
    /// whose row no longer holds the symbol, or a repeat, is skipped and
    /// dropped the next time the column is read.
    var columns: [[Symbol]] = [[]]
    /// How long each column was when it was last cleaned of stale entries.
    var cleanColumnCounts: [Int32] = [0]
    /// The pass that last visited each symbol while reading a column (dedupes entries).
    var visitStamps: [UInt32] = [0]
    /// The objective's coefficient of each symbol; `nil` for zero.
    var objective: [PriorityWeight?] = [nil]
    /// Whether each symbol could enter the basis to lower the objective: a
    /// slack or error whose coefficient is lexicographically negative, or a
    /// user variable whose coefficient is not zero (it may move either way).
    var isImproving: [Bool] = [false]
    /// Scratch space for expanding lazy rows (a coefficient per symbol, left 0).
    var scratch: [Double] = [0]
    /// The value of each lazy row, and the revision it was computed at.
    var lazyValues: [Double] = [0]
    var valueRevision: [UInt64] = [0]
    /// The journal that last saved each symbol's row, and its objective
    /// coefficient (so each is saved once per journal).
    var rowJournal: [UInt32] = [0]
    var objectiveJournal: [UInt32] = [0]

    var count: Int { kinds.count }

    /// A new symbol of `kind`: non-basic, in no row, with no weight.
    mutating func append(_ kind: Symbol.Kind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        cleanColumnCounts.append(0)
        visitStamps.append(0)
        objective.append(nil)
        isImproving.append(false)
        scratch.append(0)
        lazyValues.append(0)
        valueRevision.append(0)
        rowJournal.append(0)
        objectiveJournal.append(0)
        return Symbol(id: Int32(kinds.count - 1))
    }

    /// Forgets every symbol from `count` on. Column entries naming them are
    /// left for readers to skip (an id past the end, or whose row no longer
    /// holds the symbol), so that a rollback costs what it undoes, not the
    /// size of the tableau.
    mutating func truncate(to count: Int) {
        let extra = kinds.count - count
        kinds.removeLast(extra)
        rows.removeLast(extra)
        columns.removeLast(extra)
        cleanColumnCounts.removeLast(extra)
        visitStamps.removeLast(extra)
        objective.removeLast(extra)
        isImproving.removeLast(extra)
        scratch.removeLast(extra)
        lazyValues.removeLast(extra)
        valueRevision.removeLast(extra)
        rowJournal.removeLast(extra)
        objectiveJournal.removeLast(extra)
    }
}
