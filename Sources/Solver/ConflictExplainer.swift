/// Finds a minimal set of required constraints that cannot hold together with
/// one more.
///
/// First from the proof itself: the candidates are added to a solver that
/// keeps a marker on every constraint, and when phase one fails for the new
/// one, the markers left in its artificial objective name the constraints
/// whose combination contradicts it (a Farkas certificate, whose support at a
/// vertex is an irreducible set). That costs one solve, so a conflict along a
/// chain of thousands of views is found in about the time it took to build.
/// The set is checked to conflict, and when small checked to be minimal (on
/// one solver, each member taken out in turn), else minimized by QuickXplain
/// (Junker, 2004), so that minimality is certain whatever rounding did;
/// QuickXplain over all candidates is the fallback when the certificate
/// does not hold up.
struct ConflictExplainer {
    /// What was found.
    enum Explanation {
        /// Indices into `candidates` of a minimal conflicting set, ascending, never empty.
        case conflict([Int])
        /// The constraint cannot hold even alone.
        case selfContradictory
        /// The constraint can be added to the candidates after all.
        case undecided
    }

    let constraint: LinearConstraint
    let candidates: [LinearConstraint]
    let variableCount: Int

    /// Sets up to this size are minimized by QuickXplain after the certificate.
    static let minimizingLimit = 64

    func explanation() -> Explanation {
        guard isSatisfiable([]) else { return .selfContradictory }
        let all = Array(candidates.indices)
        if let support = certificateSupport(), !support.isEmpty {
            if support.count > Self.minimizingLimit, !isSatisfiable(support) { return .conflict(support) }
            switch irreducibility(of: support) {
            case .irreducible: return .conflict(support)
            case .reducible: return .conflict(quickXplain(support))
            case .satisfiable: break
            }
        }
        guard !isSatisfiable(all) else { return .undecided }
        return .conflict(quickXplain(all))
    }

    /// What a small certificate support is, checked on one solver: the
    /// support is added, the new constraint tried against it, then against
    /// it without each member in turn (taken out and put back, which a
    /// marker-keeping solver does without rebuilding). A support that
    /// rounding made larger than needed is then minimized by QuickXplain.
    private enum Irreducibility {
        case irreducible, reducible, satisfiable
    }

    private func irreducibility(of support: [Int]) -> Irreducibility {
        let solver = SimplexSolver(keepingMarkers: true)
        for _ in 0 ..< variableCount { _ = solver.makeVariable() }
        var handles: [ConstraintHandle] = []
        for index in support {
            guard let handle = try? solver.add(candidates[index], explainingConflicts: false) else { return .reducible }
            handles.append(handle)
        }
        guard !solver.canAdd(constraint) else { return .satisfiable }
        for (position, index) in support.enumerated() {
            guard (try? solver.remove(handles[position])) != nil else { return .reducible }
            let needed = solver.canAdd(constraint)
            guard needed, let handle = try? solver.add(candidates[index], explainingConflicts: false) else { return .reducible }
            handles[position] = handle
        }
        return .irreducible
    }

    /// The candidates named by the certificate of a marker-keeping solver.
    private func certificateSupport() -> [Int]? {
        let solver = SimplexSolver(keepingMarkers: true)
        for _ in 0 ..< variableCount { _ = solver.makeVariable() }
        var candidateByRecord: [Int] = []
        for (index, candidate) in candidates.enumerated() where (try? solver.add(candidate, explainingConflicts: false)) != nil {
            candidateByRecord.append(index)
        }
        return solver.certificate(ofAdding: constraint)?.map { candidateByRecord[$0] }
    }

    /// A minimal conflicting subset of `indices`, which must conflict.
    private func quickXplain(_ indices: [Int]) -> [Int] {
        explain(background: [], added: [], candidates: indices).sorted()
    }

    private func explain(background: [Int], added: [Int], candidates: [Int]) -> [Int] {
        if !added.isEmpty, !isSatisfiable(background) { return [] }
        if candidates.count <= 1 { return candidates }
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
