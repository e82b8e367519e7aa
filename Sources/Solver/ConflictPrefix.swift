/// The first step of explaining a conflict among many constraints: order the
/// candidates nearest first (breadth first over the variables they share,
/// starting from the new constraint's) and add them, after the new
/// constraint, to a fresh solver until one is refused. The candidates up to
/// that one hold a minimal conflicting set with the new constraint (the
/// additive method of Tamiz, Mardle and Jones), so the search for it runs
/// on a prefix as long as the conflict is far, not on every candidate: one
/// pass of incremental adds, linear in the candidates for a local conflict.
struct ConflictPrefix {
    let constraint: LinearConstraint
    let candidates: [LinearConstraint]
    let variableCount: Int

    /// Indices into `candidates` of the shortest nearest-first prefix that
    /// `constraint` cannot hold with; `nil` when the new constraint cannot
    /// hold alone or holds with them all (rounding), to search all of them.
    func shortest() -> [Int]? {
        let solver = SimplexSolver()
        for _ in 0 ..< variableCount { _ = solver.makeVariable() }
        guard (try? solver.add(constraint, explainingConflicts: false)) != nil else { return nil }
        let order = nearestFirst()
        for (position, index) in order.enumerated() where (try? solver.add(candidates[index], explainingConflicts: false)) == nil {
            return Array(order[...position])
        }
        return nil
    }

    /// The candidates in breadth-first order from the new constraint's
    /// variables, each constraint met through the first variable it shares;
    /// ties in candidate order, so the order depends only on the input.
    private func nearestFirst() -> [Int] {
        var byVariable = Array(repeating: [Int](), count: variableCount)
        for (index, candidate) in candidates.enumerated() {
            for term in candidate.expression.terms { byVariable[term.variable.index].append(index) }
        }
        var visitedVariable = Array(repeating: false, count: variableCount)
        var visitedCandidate = Array(repeating: false, count: candidates.count)
        var queue = constraint.expression.terms.map(\.variable.index)
        for variable in queue { visitedVariable[variable] = true }
        var order: [Int] = []
        var head = 0
        while head < queue.count {
            let variable = queue[head]
            head += 1
            for index in byVariable[variable] where !visitedCandidate[index] {
                visitedCandidate[index] = true
                order.append(index)
                for term in candidates[index].expression.terms where !visitedVariable[term.variable.index] {
                    visitedVariable[term.variable.index] = true
                    queue.append(term.variable.index)
                }
            }
        }
        return order
    }
}
