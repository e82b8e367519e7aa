import Constraints

/// A constraint as a writer of chains (SnapKit, Masonry) writes it: its
/// standard space resolved, and whether it was the standard space.
package struct WrittenConstraint {
    package let constraint: LayoutConstraint
    package let isStandardSpacing: Bool

    /// The constraints gathered by first item, in order of first appearance,
    /// each as `orient` writes it with its standard space resolved: one block
    /// (a SnapKit closure, a Masonry block) each. A constraint whose item is
    /// gone has nothing to hang a block on, and is left out.
    package static func groups(
        _ constraints: [LayoutConstraint], spacing: StandardSpacing, orient: (LayoutConstraint) -> LayoutConstraint
    ) -> [(item: LayoutItem, constraints: [WrittenConstraint])] {
        var groups: [(item: LayoutItem, constraints: [WrittenConstraint])] = []
        for constraint in constraints {
            let entry = WrittenConstraint(
                constraint: orient(constraint.resolvingStandardSpacing(spacing)), isStandardSpacing: constraint.constant.isStandardSpacing)
            guard let item = entry.constraint.firstItem else { continue }
            if let index = groups.firstIndex(where: { $0.item === item }) {
                groups[index].constraints.append(entry)
            } else {
                groups.append((item, [entry]))
            }
        }
        return groups
    }

    /// The lines of one block: from each constraint on, the longest run (of at
    /// most four) that `canJoin` allows and `line` writes as one chain, else
    /// the constraint alone, or `fallback` when not even that has a chain.
    package static func lines(
        for entries: [WrittenConstraint], canJoin: (ArraySlice<WrittenConstraint>) -> Bool,
        line: (ArraySlice<WrittenConstraint>) -> String?, fallback: (WrittenConstraint) -> String
    ) -> [String] {
        var lines: [String] = []
        var start = entries.startIndex
        while start < entries.endIndex {
            var best = (end: start + 1, text: line(entries[start ..< start + 1]) ?? fallback(entries[start]))
            var end = start + 2
            while end <= min(entries.endIndex, start + 4), canJoin(entries[start ..< end]), let text = line(entries[start ..< end]) {
                best = (end, text)
                end += 1
            }
            lines.append(best.text)
            start = best.end
        }
        return lines
    }
}
