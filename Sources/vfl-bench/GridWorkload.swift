import Solver

/// The "grid" and "chain" workloads of `../shared/bench/kiwi_grid.py`, built
/// identically: the same variables in the same order, the same constraints
/// with the same coefficients, constants and strengths, in the same order,
/// and the same closed-form solution to verify against (the error is the
/// largest absolute difference from it).
struct GridWorkload: SolverWorkload {
    static let margin = 20.0, spacing = 8.0, preferredHeight = 30.0, preferredColumn = 80.0

    let viewCount: Int
    let columns: Int

    var name: String { columns == viewCount ? "chain" : "grid" }
    var editVariable: Int { Self.widthVariable }
    var editPriority: Double { WorkloadConstraint.strong }

    static func minimumWidth(_ i: Int) -> Double { 20 + Double((7 * i) % 31) }
    static func minimumHeight(_ i: Int) -> Double { 16 + 4 * Double(i % 5) }
    static func containerWidth(columns k: Int, columnWidth: Double) -> Double {
        2 * margin + Double(k - 1) * spacing + Double(k) * columnWidth
    }

    static let widthVariable = 0, heightVariable = 1
    static func left(_ i: Int) -> Int { 2 + 4 * i }
    static func width(_ i: Int) -> Int { 3 + 4 * i }
    static func top(_ i: Int) -> Int { 4 + 4 * i }
    static func height(_ i: Int) -> Int { 5 + 4 * i }

    var variableCount: Int { 2 + 4 * viewCount }

    /// (first, last) view of each row.
    var rows: [(first: Int, last: Int)] {
        stride(from: 0, to: viewCount, by: columns).map { ($0, min(viewCount, $0 + columns) - 1) }
    }

    /// The suggested container widths of the edit loop.
    func editTargets(_ count: Int) -> [Double] {
        (0 ..< count).map { Self.containerWidth(columns: columns, columnWidth: 30 + Double((37 * $0) % 91)) }
    }

    /// The constraints (0) and (a)–(h) of the script's docstring, in its order.
    func constraints() -> [WorkloadConstraint] {
        typealias G = GridWorkload
        typealias Spec = WorkloadConstraint
        var specs = [Spec(terms: [(G.widthVariable, 1)], constant: -G.containerWidth(columns: columns, columnWidth: G.preferredColumn),
                          relation: .equal, priority: Spec.weak)]
        let rows = self.rows
        for (r, row) in rows.enumerated() {
            for i in row.first ... row.last {
                let column = i - row.first
                specs.append(Spec(terms: [(G.width(i), 1)], constant: -G.minimumWidth(i), relation: .greaterThanOrEqual, priority: Spec.required))
                specs.append(Spec(terms: [(G.height(i), 1)], constant: -G.minimumHeight(i), relation: .greaterThanOrEqual, priority: Spec.required))
                specs.append(Spec(terms: [(G.height(i), 1)], constant: -G.preferredHeight, relation: .equal, priority: Spec.weak))
                if column == 0 {
                    specs.append(Spec(terms: [(G.left(i), 1)], constant: -G.margin, relation: .equal, priority: Spec.required))
                } else {
                    specs.append(Spec(terms: [(G.left(i), 1), (G.left(i - 1), -1), (G.width(i - 1), -1)],
                                      constant: -G.spacing, relation: .equal, priority: Spec.required))
                    specs.append(Spec(terms: [(G.width(i), 1), (G.width(row.first), -1)], constant: 0, relation: .equal, priority: Spec.required))
                }
                if column == 0, r == 0 {
                    specs.append(Spec(terms: [(G.top(i), 1)], constant: -G.margin, relation: .equal, priority: Spec.required))
                } else if column == 0 {
                    let p = rows[r - 1].first
                    specs.append(Spec(terms: [(G.top(i), 1), (G.top(p), -1), (G.height(p), -1)],
                                      constant: -G.spacing, relation: .equal, priority: Spec.required))
                } else {
                    specs.append(Spec(terms: [(G.top(i), 1), (G.top(row.first), -1)], constant: 0, relation: .equal, priority: Spec.required))
                }
            }
            specs.append(Spec(terms: [(G.widthVariable, 1), (G.left(row.last), -1), (G.width(row.last), -1)],
                              constant: -G.margin, relation: .equal, priority: Spec.required))
        }
        let lastFirst = rows[rows.count - 1].first
        specs.append(Spec(terms: [(G.heightVariable, 1), (G.top(lastFirst), -1), (G.height(lastFirst), -1)],
                          constant: -G.margin, relation: .equal, priority: Spec.required))
        return specs
    }

    /// The largest difference from the closed form, before the edit (the
    /// preferred container width) or after suggesting `target`.
    func error(of values: [Double], target: Double?) -> Double {
        let expected = expectedValues(containerWidth: target ?? Self.containerWidth(columns: columns, columnWidth: Self.preferredColumn))
        return zip(values, expected).map { abs($0 - $1) }.max() ?? 0
    }

    /// The unique solution for a suggested container width `target`.
    func expectedValues(containerWidth target: Double) -> [Double] {
        typealias G = GridWorkload
        let rows = self.rows
        let minimum = rows.map { row in
            G.containerWidth(columns: row.last - row.first + 1, columnWidth: (row.first ... row.last).map(G.minimumWidth).max()!)
        }.max()!
        let container = max(target, minimum)
        var values = Array(repeating: 0.0, count: variableCount)
        values[G.widthVariable] = container
        var top = G.margin
        for row in rows {
            let k = row.last - row.first + 1
            let width = (container - 2 * G.margin - Double(k - 1) * G.spacing) / Double(k)
            for i in row.first ... row.last {
                values[G.width(i)] = width
                values[G.left(i)] = G.margin + Double(i - row.first) * (width + G.spacing)
                values[G.height(i)] = max(G.preferredHeight, G.minimumHeight(i))
                values[G.top(i)] = top
            }
            top += values[G.height(row.first)] + G.spacing
        }
        let lastFirst = rows[rows.count - 1].first
        values[G.heightVariable] = values[G.top(lastFirst)] + values[G.height(lastFirst)] + G.margin
        return values
    }
}
