import Constraints
import Layout

/// Finds the conflict of one log with the layout engine (QuickXplain over
/// the solver's required constraints gives a minimal set), works out what
/// the other members imply for the broken one, and picks a fix that solving
/// again confirms.
struct ConflictAnalyzer {
    let log: ConsoleLog
    let section: Int
    /// The log's items as fixes name them.
    let names: DisplayNames

    /// The section's constraints in solving order: log order, UIKit's broken one last.
    private var order: [Int] {
        var order = log.sections[section].constraintIndices
        if let broken = log.sections[section].brokenIndex, let position = order.firstIndex(of: broken) {
            order.remove(at: position)
            order.append(broken)
        }
        return order
    }

    func analyze() -> ConflictAnalysis {
        let logSection = log.sections[section]
        let scene = LogScene(log: log, indices: order)
        var conflicts: [[Int]] = []
        var brokenMembers: [Int] = []
        var sizes: [NonNegativeSize] = []
        for rule in scene.broken().rules {
            guard let member = scene.member(rule.rule) else { continue }
            let members = Set([member] + rule.conflictsWith.compactMap(scene.member(_:)))
            let conflict = logSection.constraintIndices.filter(members.contains)
            if !conflicts.contains(conflict) {
                if conflicts.isEmpty {
                    // In the log's order of items, widths first.
                    sizes = rule.conflictsWith.compactMap(scene.sizeRule(_:))
                        .sorted { ($0.item, $0.attribute == .width ? 0 : 1) < ($1.item, $1.attribute == .width ? 0 : 1) }
                }
                conflicts.append(conflict)
                brokenMembers.append(member)
            }
        }
        let broken = brokenMembers.first
        let (conflict, implied) = minimized(conflicts.first ?? [], keeping: broken)
        let uikitBroken = logSection.brokenIndex
        return ConflictAnalysis(
            section: section, conflict: conflict, nonNegativeSizes: sizes, broken: broken,
            uikitBrokenIsInConflict: uikitBroken.map { conflict.contains($0) },
            uninvolved: logSection.constraintIndices.filter { !conflict.contains($0) },
            furtherConflicts: Array(conflicts.dropFirst()),
            axes: axes(of: conflict), items: items(of: conflict),
            implied: implied,
            suggestion: conflict.isEmpty ? nil : suggestion(for: conflict, broken: broken))
    }

    /// `conflict` with every member dropped that the rest cannot hold without
    /// (deletion filter, in log order), and what the rest makes of `broken`
    /// (never dropped): the engine's set is minimal among all its rules,
    /// sizes kept non-negative included, but a log's conflict is minimal with
    /// those sizes always there.
    ///
    /// On one engine: the conflict without `broken` is solved once, then each
    /// member is taken out and `broken` tried against the rest, so a conflict
    /// of k costs one layout and k trials, not k layouts.
    private func minimized(_ conflict: [Int], keeping broken: Int?) -> (members: [Int], implied: ConflictAnalysis.ImpliedValue?) {
        guard let broken, conflict.contains(broken) else { return (conflict, nil) }
        let scene = LogScene(log: log, indices: conflict, changes: [broken: .leaveOut])
        let engine = scene.trials()
        guard engine.rules.isEmpty, let tried = scene.copies[broken], tried.count == 1, let trial = tried.first else {
            let members = deletionFiltered(conflict, keeping: broken)
            return (members, impliedValue(of: broken, in: members))
        }
        guard !engine.engine.canAdd(trial) else { return (conflict, nil) }
        var kept = conflict
        for member in conflict where member != broken {
            let copies = scene.copies[member] ?? []
            for copy in copies { engine.engine.remove(copy) }
            if engine.engine.canAdd(trial) {
                for copy in copies { engine.engine.insert(copy) }
            } else {
                kept.removeAll { $0 == member }
            }
        }
        return (kept, impliedValue(of: broken, trial: trial, on: engine.engine))
    }

    /// The deletion filter one layout per member, for a broken member that
    /// is two constraints (a content size) or a rest that cannot hold alone.
    private func deletionFiltered(_ conflict: [Int], keeping broken: Int) -> [Int] {
        guard !conflict.isEmpty, !log.canHold(conflict) else { return conflict }
        var kept = conflict
        for member in conflict where member != broken {
            let without = kept.filter { $0 != member }
            if !log.canHold(without) { kept = without }
        }
        return kept
    }

    private func axes(of conflict: [Int]) -> [LayoutAxis] {
        let axes = Set(conflict.compactMap { log.constraints[$0].constraint.firstAttribute.axis })
        return [LayoutAxis.horizontal, .vertical].filter(axes.contains)
    }

    private func items(of conflict: [Int]) -> [Int] {
        Array(Set(conflict.flatMap { log.constraints[$0].itemIndices })).sorted()
    }

    // MARK: What the others imply

    /// `first - multiplier × second` of `broken` when the rest of the conflict
    /// holds and `broken` is only wished for, pulled far up and far down.
    private func impliedValue(of broken: Int, in conflict: [Int]) -> ConflictAnalysis.ImpliedValue? {
        let scene = LogScene(log: log, indices: conflict, changes: [broken: .leaveOut])
        guard let trial = scene.constraints[broken] else { return nil }
        return impliedValue(of: broken, trial: trial, on: scene.trials().engine)
    }

    /// The same on `engine`, which holds the rest of the conflict: `trial`
    /// (`broken` between the engine's items) is wished for with each pull in
    /// turn, and taken out again.
    private func impliedValue(of broken: Int, trial: LayoutConstraint, on engine: LayoutEngine) -> ConflictAnalysis.ImpliedValue? {
        let asked = trial.constant.points ?? 0
        let pull = 10_000.0
        var reached: [Double] = []
        for target in [asked + pull, asked - pull] {
            guard let wish = LogScene.copy(trial, priority: 1, constant: .points(target)) else { return nil }
            engine.insert(wish)
            _ = engine.brokenRules
            var value = engine.value(of: wish.firstAttribute, for: wish.heldFirstItem)
            if let second = wish.secondItem { value -= wish.multiplier * engine.value(of: wish.secondAttribute, for: second) }
            engine.remove(wish)
            reached.append(value)
        }
        let highest = abs(reached[0] - (asked + pull)) < 1 ? nil : reached[0]
        let lowest = abs(reached[1] - (asked - pull)) < 1 ? nil : reached[1]
        guard highest != nil || lowest != nil else { return nil }
        return ConflictAnalysis.ImpliedValue(constraint: broken, lowest: lowest, highest: highest)
    }

    // MARK: Fixes

    /// The first candidate fix that solving again confirms, else the first candidate.
    private func suggestion(for conflict: [Int], broken: Int?) -> FixSuggestion? {
        let candidates = FixCandidates(log: log, section: section, conflict: conflict, broken: broken, names: names).all()
        var first: FixSuggestion?
        for candidate in candidates {
            let verified = FixSuggestion(action: candidate.action, reason: candidate.reason, isVerified: resolves(conflict, with: candidate))
            if verified.isVerified { return verified }
            first = first ?? verified
        }
        return first
    }

    /// Whether, with `fix` made, solving the log breaks none of the conflict's
    /// constraints (asked first without what each broken rule conflicts
    /// with, which is needed only when something breaks).
    private func resolves(_ conflict: [Int], with fix: FixSuggestion) -> Bool {
        let scene = LogScene(log: log, indices: order, changes: fix.changes)
        let members = Set(conflict)
        guard !scene.broken(explaining: false).rules.isEmpty else { return true }
        return scene.broken().rules.allSatisfy { rule in
            !([rule.rule] + rule.conflictsWith).contains { scene.member($0).map(members.contains) ?? false }
        }
    }
}
