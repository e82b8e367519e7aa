import Constraints
import Solver

/// Changing a built engine one model constraint at a time, and asking
/// whether one more could hold: what a search that asks the same question of
/// many subsets needs (a conflict made minimal by taking members out one by
/// one), at the cost of one change, not of building the layout again.
extension LayoutEngine {
    /// Whether `constraint`, between items of the engine's tree, could be
    /// added now; the engine is left as it was either way.
    package func canAdd(_ constraint: LayoutConstraint) -> Bool {
        guard let linear = linearConstraint(for: constraint) else { return true }
        return solver.canAdd(linear)
    }

    /// Adds `constraint`, between items of the engine's tree, as `build`
    /// adds the tree's own: one that cannot hold is broken and left out.
    package func insert(_ constraint: LayoutConstraint) {
        add(constraint)
    }

    /// Takes out `constraint`, added by `build` or `insert`; nothing when it is not in.
    package func remove(_ constraint: LayoutConstraint) {
        guard let handle = rules.first(where: { if case .constraint(let added) = $0.value { added === constraint } else { false } })?.key
        else { return }
        rules[handle] = nil
        try? solver.remove(handle)
        isChecked = false
    }
}
