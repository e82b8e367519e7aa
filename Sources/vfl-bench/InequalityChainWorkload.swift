import Solver

/// "inequality-chain": one row of N views, each at least 10 wide and
/// preferring 50 at medium priority, `|-20-[v(>=10,==50@500)]-8-…-20-|`; the
/// container width W is first a weak wish for exactly 50 per view, then an
/// edit resized K times. Widths that must give or take are ambiguous (any
/// one may), so the check is what every optimum shares: every required
/// constraint holds, W is the suggestion (or the least the minimums allow),
/// and the total deviation from 50 is the least possible, `|T - 50N|` for
/// the total width T. The error is the largest of the three misses.
struct InequalityChainWorkload: SolverWorkload {
    static let margin = 20.0, spacing = 8.0, preferred = 50.0, minimum = 10.0

    let viewCount: Int
    var name: String { "inequality-chain" }
    var variableCount: Int { 1 + 2 * viewCount }
    var editVariable: Int { 0 }
    var editPriority: Double { WorkloadConstraint.strong }

    static func left(_ i: Int) -> Int { 1 + 2 * i }
    static func width(_ i: Int) -> Int { 2 + 2 * i }

    /// The container width for a total view width `total`.
    func containerWidth(total: Double) -> Double {
        2 * Self.margin + Double(viewCount - 1) * Self.spacing + total
    }

    func constraints() -> [WorkloadConstraint] {
        typealias Spec = WorkloadConstraint
        typealias I = InequalityChainWorkload
        var specs = [Spec(terms: [(0, 1)], constant: -containerWidth(total: I.preferred * Double(viewCount)), relation: .equal,
                          priority: Spec.weak)]
        for i in 0 ..< viewCount {
            specs.append(Spec(terms: [(I.width(i), 1)], constant: -I.minimum, relation: .greaterThanOrEqual, priority: Spec.required))
            specs.append(Spec(terms: [(I.width(i), 1)], constant: -I.preferred, relation: .equal, priority: Spec.medium))
            if i == 0 {
                specs.append(Spec(terms: [(I.left(0), 1)], constant: -I.margin, relation: .equal, priority: Spec.required))
            } else {
                specs.append(Spec(terms: [(I.left(i), 1), (I.left(i - 1), -1), (I.width(i - 1), -1)], constant: -I.spacing,
                                  relation: .equal, priority: Spec.required))
            }
        }
        specs.append(Spec(terms: [(0, 1), (I.left(viewCount - 1), -1), (I.width(viewCount - 1), -1)], constant: -I.margin,
                          relation: .equal, priority: Spec.required))
        return specs
    }

    /// Totals from 5 to 95 per view on average: the minimums bind at the low end.
    func editTargets(_ count: Int) -> [Double] {
        (0 ..< count).map { k in containerWidth(total: Double(viewCount) * (5 + Double((37 * k) % 91))) }
    }

    func error(of values: [Double], target: Double?) -> Double {
        typealias I = InequalityChainWorkload
        let least = containerWidth(total: I.minimum * Double(viewCount))
        let container = max(target ?? containerWidth(total: I.preferred * Double(viewCount)), least)
        var miss = abs(values[0] - container)
        var deviation = 0.0
        for i in 0 ..< viewCount {
            let width = values[I.width(i)]
            miss = max(miss, I.minimum - width)
            let left = i == 0 ? I.margin : values[I.left(i - 1)] + values[I.width(i - 1)] + I.spacing
            miss = max(miss, abs(values[I.left(i)] - left))
            deviation += abs(width - I.preferred)
        }
        miss = max(miss, abs(values[0] - values[I.left(viewCount - 1)] - values[I.width(viewCount - 1)] - I.margin))
        let total = container - 2 * I.margin - Double(viewCount - 1) * I.spacing
        return max(miss, abs(deviation - abs(total - I.preferred * Double(viewCount))))
    }
}
