/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or an
/// expression being built: sparse, with its terms kept in ascending symbol
/// order so that iteration is deterministic and merging two rows is one
/// linear pass.
struct Row {
    /// One `coefficient · symbol`.
    struct Term {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var terms: [Term] = []
    var constant: Double

    /// How near a sum must come to cancelling, relative to the larger of its
    /// two operands, to count as exactly zero. Relative, not absolute: a term
    /// with a coefficient of 1e-12 is kept, however small, unless it is what
    /// is left of two nearly equal numbers that cancel (a few thousand units
    /// in the last place of either).
    static let cancellation = 1.0e-12

    /// `lhs + rhs`, or exactly 0 when the two cancel to within `cancellation`.
    static func sum(_ lhs: Double, _ rhs: Double) -> Double {
        let sum = lhs + rhs
        return abs(sum) <= cancellation * max(abs(lhs), abs(rhs)) ? 0 : sum
    }

    /// Rows this short are merged into another term by term rather than by a linear merge.
    static let inPlaceMergeLimit = 4

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row of `terms`, which must be in ascending symbol order with no zero coefficient.
    init(terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    var isEmpty: Bool { terms.isEmpty }

    /// The position of `symbol`, or where it would be inserted. O(log n).
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < terms.count && terms[low].symbol == symbol)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`, dropping the term if it cancels.
    /// Returns whether the symbol appeared (+1), vanished (-1) or neither (0).
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Symbol) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = Self.sum(terms[index].coefficient, coefficient)
            if sum == 0 {
                terms.remove(at: index)
                return -1
            }
            terms[index].coefficient = sum
            return 0
        }
        guard coefficient != 0 else { return 0 }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Adds `scale · other` (constant included). `appeared` hears of each
    /// symbol that was not in the row before, so a column index can follow.
    mutating func add(_ other: Row, scaledBy scale: Double, appeared: (Symbol) -> Void) {
        constant = Self.sum(constant, other.constant * scale)
        if other.terms.count <= Self.inPlaceMergeLimit {
            // A short row merges term by term, in place, with no new array.
            for term in other.terms where add(term.coefficient * scale, term.symbol) > 0 {
                appeared(term.symbol)
            }
            return
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol < other.terms[j].symbol) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].symbol < terms[i].symbol {
                let value = other.terms[j].coefficient * scale
                if value != 0 {
                    merged.append(Term(symbol: other.terms[j].symbol, coefficient: value))
                    appeared(other.terms[j].symbol)
                }
                j += 1
            } else {
                let value = Self.sum(terms[i].coefficient, other.terms[j].coefficient * scale)
                if value != 0 { merged.append(Term(symbol: terms[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }

    /// Adds `delta` times the coefficient of `symbol` to the constant, in place;
    /// the new constant, or `nil` (and no change) when `symbol` is absent.
    mutating func addToConstant(_ delta: Double, timesCoefficientOf symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        constant = Self.sum(constant, delta * terms[index].coefficient)
        return constant
    }

    /// Replaces `symbol` by `row` (`symbol = row`), returning the new constant,
    /// or `nil` (and no change) when `symbol` is absent.
    mutating func substitute(_ symbol: Symbol, with row: Row, appeared: (Symbol) -> Void) -> Double? {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return nil }
        add(row, scaledBy: coefficient, appeared: appeared)
        return constant
    }

    /// Removes `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    /// Negates every coefficient and the constant.
    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites `0 = self` as `subject = …`: removes `subject` and divides
    /// the rest by minus its coefficient.
    mutating func solve(for subject: Symbol) {
        let scale = -1 / remove(subject)
        constant *= scale
        for index in terms.indices { terms[index].coefficient *= scale }
    }

    /// Rewrites `lhs = self` (where `self` contains `rhs`) as `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(-1, lhs)
        solve(for: rhs)
    }
}
