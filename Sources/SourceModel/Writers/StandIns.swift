import Constraints

/// Fresh items with the names of a constraint's items and the same relation
/// between them (the first item's superview, built-in guides), so that the
/// SnapKit writer can try chains on the DSL without touching the caller's items.
package struct StandIns {
    /// The first item's superview (or owning view).
    package let parent: LayoutView
    package let first: LayoutItem
    package let second: LayoutItem?

    package init(first original: LayoutItem, second originalSecond: LayoutItem?) {
        let originalParent = original.parentView
        let parent = LayoutView(name: originalParent?.name ?? "superview")
        let first = Self.standIn(for: original, parent: parent)
        self.parent = parent
        self.first = first
        if let originalSecond {
            if originalSecond === originalParent {
                second = parent
            } else if originalSecond === original {
                second = first
            } else if let guide = originalSecond as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView {
                let ownerStandIn = owner === originalParent ? parent : owner === original ? first as? LayoutView ?? LayoutView(name: owner.name)
                    : LayoutView(name: owner.name)
                second = ownerStandIn.builtInGuide(guide.kind)
            } else {
                second = originalSecond is LayoutGuide ? LayoutGuide(name: originalSecond.name) : LayoutView(name: originalSecond.name)
            }
        } else {
            second = nil
        }
    }

    /// A view or guide named as `item`, placed in `parent` as `item` is in its superview.
    private static func standIn(for item: LayoutItem, parent: LayoutView) -> LayoutItem {
        if let guide = item as? LayoutGuide {
            if let builtIn = parent.builtInGuide(guide.kind) { return builtIn }
            let standIn = LayoutGuide(name: guide.name)
            parent.addLayoutGuide(standIn)
            return standIn
        }
        let view = LayoutView(name: item.name)
        parent.addSubview(view)
        return view
    }
}
