/// Finds a minimal set of required constraints that cannot hold together with
/// one more, by QuickXplain (Junker, 2004): about m·log(n/m) satisfiability
/// checks for a conflict of m among n candidates, each on a fresh solver.
struct ConflictExplainer {
    let constraint: LinearConstraint
    let candidates: [LinearConstraint]
    let variableCount: Int

    /// Indices into `candidates` of a minimal conflicting set, ascending:
    /// with any one of them left out, `constraint` could be added.
    func minimalConflict() -> [Int] {
        let all = Array(candidates.indices)
        guard !isSatisfiable(all) else { return [] }
        return explain(background: [], added: [], candidates: all).sorted()
    }

    private func explain(background: [Int], added: [Int], candidates: [Int]) -> [Int] {
        if !added.isEmpty, !isSatisfiable(background) { return [] }
        if candidates.count == 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half]), second = Array(candidates[half...])
        let fromSecond = explain(background: background + first, added: first, candidates: second)
        let fromFirst = explain(background: background + fromSecond, added: fromSecond, candidates: first)
        return fromFirst + fromSecond
    }

    /// Whether the candidates at `indices` and `constraint` can all hold.
    private func isSatisfiable(_ indices: [Int]) -> Bool {
        let solver = SimplexSolver()
        for _ in 0 ..< variableCount { _ = solver.makeVariable() }
        do {
            for index in indices.sorted() { try solver.add(candidates[index], explainingConflicts: false) }
            try solver.add(constraint, explainingConflicts: false)
            return true
        } catch {
            return false
        }
    }
}
