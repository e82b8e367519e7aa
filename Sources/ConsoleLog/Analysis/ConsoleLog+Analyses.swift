import Constraints

extension ConsoleLog {
    /// Every section re-solved and its conflict explained, as
    /// `analysis(ofSection:)` gives each: a section of the same shape as an
    /// earlier one (`SectionShape`: the same constraints between the same
    /// kinds of items, a session printing one conflict for every cell) takes
    /// the earlier one's findings, moved to its own constraints and items,
    /// instead of solving again; its fix is worded for its own lines.
    public func analyses() -> [ConflictAnalysis] {
        let names = DisplayNames(self)
        var solved: [SectionShape: Solved] = [:]
        return sections.indices.map { section in
            let (shape, constraints, items) = SectionShape.of(section: section, in: self)
            if var earlier = solved[shape] {
                if earlier.fix == nil {
                    earlier.fix = fixCandidate(of: earlier.analysis, names: names)
                    solved[shape] = earlier
                }
                if let moved = moved(earlier, to: section, (constraints, items), names: names) { return moved }
            }
            let analysis = analysis(ofSection: section, names: names)
            solved[shape] = Solved(analysis: analysis, constraints: constraints, items: items)
            return analysis
        }
    }

    /// A section solved, with its constraints and items in the order of its
    /// shape, and, once a later section reuses it, which of its fix candidates
    /// its fix is (`nil` inside when it has no fix among them).
    private struct Solved {
        let analysis: ConflictAnalysis
        let constraints: [Int], items: [Int]
        var fix: (candidates: Int, chosen: Int)?? = nil
    }

    /// How many fix candidates the section of `analysis` has, and which of them its fix is.
    private func fixCandidate(of analysis: ConflictAnalysis, names: DisplayNames) -> (candidates: Int, chosen: Int)? {
        guard let found = analysis.suggestion else { return nil }
        let candidates = FixCandidates(log: self, section: analysis.section, conflict: analysis.conflict, broken: analysis.broken, names: names).all()
        return candidates.firstIndex { $0.action == found.action }.map { (candidates.count, $0) }
    }

    /// `earlier`'s analysis moved to `section`, whose constraints and items
    /// stand where `earlier`'s do; `nil` when its fix has no counterpart.
    private func moved(_ earlier: Solved, to section: Int, _ to: (constraints: [Int], items: [Int]), names: DisplayNames) -> ConflictAnalysis? {
        let analysis = earlier.analysis, from = (constraints: earlier.constraints, items: earlier.items)
        let constraintMap = Dictionary(uniqueKeysWithValues: zip(from.constraints, to.constraints))
        let itemMap = Dictionary(uniqueKeysWithValues: zip(from.items, to.items))
        let constraint = { (index: Int) in constraintMap[index] ?? index }
        let item = { (index: Int) in itemMap[index] ?? index }
        let conflict = analysis.conflict.map(constraint)
        let broken = analysis.broken.map(constraint)
        var suggestion: FixSuggestion?
        if let found = analysis.suggestion {
            let candidates = FixCandidates(log: self, section: section, conflict: conflict, broken: broken, names: names).all()
            guard let fix = earlier.fix ?? nil, candidates.count == fix.candidates else { return nil }
            let candidate = candidates[fix.chosen]
            suggestion = FixSuggestion(action: candidate.action, reason: candidate.reason, isVerified: found.isVerified)
        }
        return ConflictAnalysis(
            section: section, conflict: conflict,
            nonNegativeSizes: analysis.nonNegativeSizes.map { NonNegativeSize(item: item($0.item), attribute: $0.attribute) },
            broken: broken, uikitBrokenIsInConflict: analysis.uikitBrokenIsInConflict,
            uninvolved: analysis.uninvolved.map(constraint), furtherConflicts: analysis.furtherConflicts.map { $0.map(constraint) },
            axes: analysis.axes, items: analysis.items.map(item),
            implied: analysis.implied.map { ConflictAnalysis.ImpliedValue(constraint: constraint($0.constraint), lowest: $0.lowest, highest: $0.highest) },
            suggestion: suggestion)
    }
}
