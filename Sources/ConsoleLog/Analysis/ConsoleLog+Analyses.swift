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
        var solved: [SectionShape: (analysis: ConflictAnalysis, constraints: [Int], items: [Int])] = [:]
        return sections.indices.map { section in
            let (shape, constraints, items) = SectionShape.of(section: section, in: self)
            if let earlier = solved[shape],
               let moved = moved(earlier.analysis, from: (earlier.constraints, earlier.items), to: section, (constraints, items), names: names)
            {
                return moved
            }
            let analysis = analysis(ofSection: section, names: names)
            solved[shape] = (analysis, constraints, items)
            return analysis
        }
    }

    /// `analysis` of another section moved to `section`, whose constraints and
    /// items stand where `from`'s do; `nil` when its fix has no counterpart.
    private func moved(
        _ analysis: ConflictAnalysis, from: (constraints: [Int], items: [Int]), to section: Int, _ to: (constraints: [Int], items: [Int]),
        names: DisplayNames
    ) -> ConflictAnalysis? {
        let constraintMap = Dictionary(uniqueKeysWithValues: zip(from.constraints, to.constraints))
        let itemMap = Dictionary(uniqueKeysWithValues: zip(from.items, to.items))
        let constraint = { (index: Int) in constraintMap[index] ?? index }
        let item = { (index: Int) in itemMap[index] ?? index }
        let conflict = analysis.conflict.map(constraint)
        let broken = analysis.broken.map(constraint)
        var suggestion: FixSuggestion?
        if let found = analysis.suggestion {
            let earlier = FixCandidates(log: self, section: analysis.section, conflict: analysis.conflict, broken: analysis.broken, names: names).all()
            let candidates = FixCandidates(log: self, section: section, conflict: conflict, broken: broken, names: names).all()
            guard candidates.count == earlier.count, let position = earlier.firstIndex(where: { $0.action == found.action }) else { return nil }
            let candidate = candidates[position]
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
