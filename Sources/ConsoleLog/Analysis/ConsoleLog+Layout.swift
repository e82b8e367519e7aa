import Constraints
import Layout

extension ConsoleLog {
    /// The log's views laid out by its readable constraints, with the ones
    /// UIKit broke left out as UIKit recovers, under a container named `log`
    /// of `containerSize` that holds the views whose superview the log does
    /// not name (what `vfl-tool layout --from log` prints): the result, and
    /// the views' names in the order of the log's items.
    public func layout(containerSize: LayoutSize) -> (result: LayoutResult, viewNames: [String]) {
        let broken = Set(sections.compactMap(\.brokenIndex))
        let scene = LogScene(log: self, indices: constraints.indices.filter { !broken.contains($0) })
        let result = LayoutEngine(root: scene.root, containerSize: containerSize, nonNegativeSizes: .always).layout()
        let viewNames = scene.items.sorted { $0.key < $1.key }.compactMap { ($0.value as? LayoutView)?.name }
        return (result, viewNames)
    }
}
