/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or an
/// expression being built: sparse, with its symbols kept in ascending order so
/// that iteration is deterministic and merging two rows is one linear pass.
struct Row {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    /// Coefficients this close to zero are dropped, as in every Cassowary implementation.
    static let epsilon = 1.0e-8

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The coefficient of `symbol`, 0 when absent. O(log n).
    func coefficient(of symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return coefficients[index]
    }

    func contains(_ symbol: Symbol) -> Bool { index(of: symbol) != nil }

    private func index(of symbol: Symbol) -> Int? {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low < symbols.count && symbols[low] == symbol ? low : nil
    }

    /// Adds `coefficient · symbol`, dropping the term if it cancels.
    /// Returns whether the symbol appeared (+1), vanished (-1) or neither (0).
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Symbol) -> Int {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if abs(sum) < Self.epsilon {
                symbols.remove(at: low)
                coefficients.remove(at: low)
                return -1
            }
            coefficients[low] = sum
            return 0
        }
        guard abs(coefficient) >= Self.epsilon else { return 0 }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return 1
    }

    /// Adds `scale · other` (constant included). `changed` hears of each symbol
    /// that appears (+1) or vanishes (-1), so a column index can follow.
    mutating func add(_ other: Row, scaledBy scale: Double, changed: (Symbol, Int) -> Void) {
        constant += other.constant * scale
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let value = other.coefficients[j] * scale
                if abs(value) >= Self.epsilon {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                    changed(other.symbols[j], 1)
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * scale
                if abs(value) >= Self.epsilon {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                } else {
                    changed(symbols[i], -1)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Negates every coefficient and the constant.
    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = self` as `subject = …`: removes `subject` and divides
    /// the rest by minus its coefficient.
    mutating func solve(for subject: Symbol) {
        let scale = -1 / remove(subject)
        constant *= scale
        for index in coefficients.indices { coefficients[index] *= scale }
    }

    /// Rewrites `lhs = self` (where `self` contains `rhs`) as `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(-1, lhs)
        solve(for: rhs)
    }
}
