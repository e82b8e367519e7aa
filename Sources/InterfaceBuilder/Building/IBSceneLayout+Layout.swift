import Constraints
import Layout

extension IBSceneLayout {
    /// Lays the scene out in a container of `size` (the root view's stored
    /// size when `nil`): the safe area and margins of every view follow from
    /// where the views end up (a view under the status bar has a safe area
    /// inset; a view that preserves its superview's margins takes them where
    /// they reach into it), so the layout is solved again until they settle,
    /// as UIKit's layout passes do (at most four times).
    public func layout(containerSize size: LayoutSize? = nil, standardSpacing: StandardSpacing = .margins(betweenSiblings: 8)) -> LayoutResult {
        let containerSize = size ?? scene.root.frame.map { LayoutSize(width: $0.width, height: $0.height) } ?? document.device.size
        let rootInsets = rootSafeAreaInsets(containerSize: containerSize)
        root.safeAreaInsets = rootInsets
        setLegacyGuideLengths(top: rootInsets.top, bottom: rootInsets.bottom)
        var result = LayoutEngine(root: root, containerSize: containerSize, standardSpacing: standardSpacing).layout()
        for _ in 0 ..< 4 {
            guard updateInsetsAndMargins(result, rootInsets: rootInsets, containerSize: containerSize) else { break }
            result = LayoutEngine(root: root, containerSize: containerSize, standardSpacing: standardSpacing).layout()
        }
        return result
    }

    // MARK: Safe area

    /// The root view's safe area, as Interface Builder simulates it: the
    /// device's insets, as if the root view filled the screen whatever its
    /// size (a cell of a xib too); the status bar's part only for a view
    /// controller's view (a scene, or the view File's Owner's `view` outlet
    /// points at), unless it simulates none; then the bars the scene sits
    /// under (navigation bar, tab bar or toolbar), less what a storyboard
    /// root's stored frame already leaves out (a view below an opaque bar). None on AppKit.
    func rootSafeAreaInsets(containerSize: LayoutSize) -> EdgeInsets {
        let device = document.device
        guard document.platform == .cocoaTouch, device.isKnown else { return .zero }
        let frame = scene.root.frame ?? LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height)
        var insets = device.safeAreaInsets
        let bars = scene.simulatedBars
        let showsStatusBar = scene.controllerID != nil && !bars.statusBarHidden
        if !device.hasSensorHousing, !showsStatusBar { insets.top = 0 }
        if bars.navigationBar {
            insets.top += (bars.largeTitles ? 96 : 44) + (bars.prompted ? 30 : 0)
        }
        if bars.tabBar {
            insets.bottom += 49
        } else if bars.toolbar {
            insets.bottom += 44
        }
        // A storyboard's root view shortened by an opaque bar starts below it; a xib's views are drawn from the screen's top.
        let below = document.kind == .storyboard ? device.size.height - (frame.y + frame.height) : 0
        return EdgeInsets(
            top: max(0, insets.top - frame.y), left: insets.left, bottom: max(0, insets.bottom - max(below, 0)), right: insets.right)
    }

    /// The legacy guides: the top one from the root's top down past the top bars, the bottom one up past the bottom bars.
    private func setLegacyGuideLengths(top: Double, bottom: Double) {
        for (guide, edge) in legacyGuides where guide.identifier == "_UILayoutGuide" {
            guide.identifier = "_UILayoutGuide (placed)"
            let rules: [(LayoutAttribute, LayoutAttribute?, Double)] = edge == .top
                ? [(.top, .top, 0), (.height, nil, top), (.left, .left, 0), (.width, nil, 0)]
                : [(.bottom, .bottom, 0), (.height, nil, bottom), (.left, .left, 0), (.width, nil, 0)]
            for (attribute, rootAttribute, constant) in rules {
                let constraint = try? LayoutConstraint(
                    item: guide, attribute: attribute, toItem: rootAttribute == nil ? nil : root, attribute: rootAttribute ?? .notAnAttribute,
                    constant: .points(constant), identifier: "_UILayoutSupportConstraint")
                try? constraint?.activate()
            }
        }
    }

    // MARK: Margins

    /// Gives every view the safe area and margins `result` implies; whether any changed.
    private func updateInsetsAndMargins(_ result: LayoutResult, rootInsets: EdgeInsets, containerSize: LayoutSize) -> Bool {
        guard document.platform == .cocoaTouch else { return false }
        var absolute: [ObjectIdentifier: LayoutRect] = [:]
        let safe = LayoutRect(
            x: rootInsets.left, y: rootInsets.top, width: containerSize.width - rootInsets.left - rootInsets.right,
            height: containerSize.height - rootInsets.top - rootInsets.bottom)
        var changed = false
        for (stored, view) in views {
            let frame = result.frame(of: view) ?? .zero
            let parent = view.superview.flatMap { absolute[ObjectIdentifier($0)] }
            let place = LayoutRect(x: (parent?.x ?? 0) + frame.x, y: (parent?.y ?? 0) + frame.y, width: frame.width, height: frame.height)
            absolute[ObjectIdentifier(view)] = place
            let insets = view === root ? rootInsets : EdgeInsets(
                top: Self.clamp(safe.y - place.y, place.height), left: Self.clamp(safe.x - place.x, place.width),
                bottom: Self.clamp(place.y + place.height - (safe.y + safe.height), place.height),
                right: Self.clamp(place.x + place.width - (safe.x + safe.width), place.width))
            let margins = self.margins(of: stored, view: view, safeArea: insets, frame: frame)
            if insets != view.safeAreaInsets || margins != view.layoutMargins { changed = true }
            view.safeAreaInsets = insets
            view.layoutMargins = margins
        }
        return changed
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        min(max(value, 0), max(limit, 0))
    }

    /// A table view cell's content margins, as UIKit gives them in the Xcode that saved the document:
    /// 8 all round before Xcode 9; from Xcode 9, 11 at the top and bottom (15 in grouped tables from
    /// Xcode 12) and the system's side margin (15 in Xcode 9, then 16, or 20 on wide screens), except
    /// on a side the content does not reach (an accessory's), where it keeps 8.
    private func tableCellContentMargins(contentFrame frame: LayoutRect, cellWidth: Double, tableStyle: String?) -> EdgeInsets {
        let build = document.toolsBuild ?? 0
        guard build >= 13_000 else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side = build < 14_000 ? 15 : document.device.systemMinimumHorizontalMargin(rootWidth: max(cellWidth, root.frame.width))
        let grouped = ["grouped", "insetGrouped"].contains(tableStyle ?? "")
        let vertical: Double = grouped && build >= 18_000 ? 15 : 11
        return EdgeInsets(
            top: vertical, left: frame.x < 1 ? side : 8, bottom: vertical, right: cellWidth - (frame.x + frame.width) < 1 ? side : 8)
    }

    /// A view's margins: its own (8 by default; a scene's root view, which
    /// Interface Builder draws as a view controller's, none at the top and
    /// bottom and the system minimum at its sides), measured from its safe area unless it says not
    /// to, and at least as far in as its superview's margins reach when it
    /// preserves them.
    private func margins(of stored: IBView, view: LayoutView, safeArea: EdgeInsets, frame: LayoutRect) -> EdgeInsets {
        var margins = stored.margins.insets ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if stored.margins.insets == nil, stored.element == "tableViewCellContentView", let cell = view.superview {
            margins = tableCellContentMargins(contentFrame: frame, cellWidth: cell.frame.width, tableStyle: tableStyle(around: view))
        }
        if view === root, document.platform == .cocoaTouch {
            let own = stored.margins.insets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            let minimum = scene.respectsSystemMinimumLayoutMargins ? document.device.systemMinimumHorizontalMargin(rootWidth: frame.width) : 0
            margins = EdgeInsets(top: own.top, left: max(own.left, minimum), bottom: own.bottom, right: max(own.right, minimum))
        }
        if stored.margins.insetsFromSafeArea {
            margins = EdgeInsets(
                top: margins.top + safeArea.top, left: margins.left + safeArea.left, bottom: margins.bottom + safeArea.bottom,
                right: margins.right + safeArea.right)
        }
        if stored.margins.preservesSuperviewLayoutMargins, let superview = view.superview {
            let parent = superview.layoutMargins, size = superview.frame
            margins = EdgeInsets(
                top: max(margins.top, parent.top - frame.y), left: max(margins.left, parent.left - frame.x),
                bottom: max(margins.bottom, parent.bottom - (size.height - frame.y - frame.height)),
                right: max(margins.right, parent.right - (size.width - frame.x - frame.width)))
        }
        return margins
    }
}
