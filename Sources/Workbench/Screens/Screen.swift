import Constraints
import Layout
import Reports

/// A screen read from any notation, ready to lay out: its views, the size and
/// standard spacing the input gives (if any), where each constraint was
/// written, and which views the reader made up. It keeps what it was read
/// from alive, so its views outlive every caller's scope.
public struct Screen {
    /// The views an `--intrinsic` name stands for.
    let views: (String) -> [LayoutView]
    /// The size the input gives the container, if any.
    public internal(set) var size: LayoutSize?
    /// The standard spacing the input asks for, if any.
    public internal(set) var standardSpacing: StandardSpacing?
    var locate: (LayoutConstraint) -> SourceRange? = { _ in nil }
    /// Whether a view is one the reader made up, which no warning is about.
    var isStandIn: (LayoutView) -> Bool = { _ in false }
    /// The layout, and the views to report in order.
    let layOut: (LayoutSize, StandardSpacing) -> (result: LayoutResult, viewNames: [String])
    /// Diagnostics that did not stop the reading (a scene file's warnings), rendered.
    public internal(set) var warnings: [RenderedDiagnostic] = []
    /// What the input's document says of the views (a scene's name, views' ids, stored frames).
    var annotations = LayoutAnnotations()
    /// What the views belong to.
    let owner: Any

    /// Lays the screen out in a container of `size` (else the input's), with
    /// `intrinsicSizes` given to the views they name.
    public func layout(
        size: LayoutSize? = nil, standardSpacing: StandardSpacing? = nil, intrinsicSizes: [(name: String, size: LayoutSize)] = []
    ) throws(WorkbenchError) -> LayoutReport {
        for entry in intrinsicSizes {
            let views = self.views(entry.name)
            guard !views.isEmpty else { throw .usage("--intrinsic names '\(entry.name)', which is not a view of the layout") }
            for view in views { view.intrinsicContentSize = entry.size }
        }
        guard let containerSize = size ?? self.size else { throw .usage("give the container's --size") }
        let spacing = standardSpacing ?? self.standardSpacing ?? .appKit
        let (result, viewNames) = layOut(containerSize, spacing)
        var annotations = self.annotations
        // Stored frames are for the size they were stored at: at another size there is nothing to compare.
        if containerSize != self.size { annotations.storedFrames = [:] }
        return withExtendedLifetime(owner) {
            LayoutReport(
                result, viewNames: viewNames, standardSpacing: spacing, locate: locate, isStandIn: isStandIn, annotations: annotations)
        }
    }
}
