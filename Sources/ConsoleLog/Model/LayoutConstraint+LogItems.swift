import Constraints

extension LayoutConstraint {
    /// The first item of a constraint the log made: the log keeps its items,
    /// so it is there; were it gone, a stand-in of the same name keeps the
    /// analysis from failing.
    package var heldFirstItem: LayoutItem {
        firstItem ?? LayoutView(name: firstItemName)
    }
}
