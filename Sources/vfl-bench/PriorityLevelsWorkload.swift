import Solver

/// "priority-levels": one variable x (a view's width), at least 0, and N
/// wishes `x == r` each at its own priority, all distinct, arriving in a
/// scrambled order: `r = (7919 · i) mod N`, priority `1 + 997 · r / N`. With
/// Apple's strict priorities the highest wins, so x = N - 1; then x is an
/// edit above them all (999), resized K times. The error is |x - expected|.
/// (kiwi weighs strengths instead, so its x is the weighted median of the
/// wishes; `scripts/kiwi-workloads.py` checks it against that.)
struct PriorityLevelsWorkload: SolverWorkload {
    let viewCount: Int
    var name: String { "priority-levels" }
    var variableCount: Int { 1 }
    var editVariable: Int { 0 }
    var editPriority: Double { 999 }

    func rank(_ i: Int) -> Int { (7919 * i) % viewCount }

    func constraints() -> [WorkloadConstraint] {
        var specs = [WorkloadConstraint(terms: [(0, 1)], constant: 0, relation: .greaterThanOrEqual, priority: WorkloadConstraint.required)]
        for i in 0 ..< viewCount {
            let r = Double(rank(i))
            specs.append(WorkloadConstraint(
                terms: [(0, 1)], constant: -r, relation: .equal, priority: 1 + 997 * r / Double(viewCount)))
        }
        return specs
    }

    func editTargets(_ count: Int) -> [Double] {
        (0 ..< count).map { k in Double((37 * k) % 91) * Double(viewCount) / 91 }
    }

    func error(of values: [Double], target: Double?) -> Double {
        abs(values[0] - (target ?? Double(viewCount - 1)))
    }
}
