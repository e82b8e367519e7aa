/// A container view and the views inside it, found by name: what a tool
/// parses formats against and lays out.
///
/// Views are subviews of the container in the order they were named, except
/// detached ones, which have no superview (VFL's `|` is then an error). The
/// container's own name refers to the container wherever a view name may
/// appear, as Apple's views dictionary allows: `[superview]-(<=1)-[a]`.
public final class Scene {
    /// The view that plays the superview, named `superview` unless given another name.
    public let container: LayoutView
    /// Every view by name, the container included (a VFL views dictionary).
    public private(set) var views: [String: LayoutView]
    /// The names of the views other than the container, in the order they were added.
    public private(set) var viewNames: [String] = []

    /// A container named `containerName` holding a view for each of `viewNames`
    /// (repeats are ignored), except those in `detached`, which are left outside.
    public init(containerName: String = "superview", viewNames: [String] = [], detached: [String] = []) {
        container = LayoutView(name: containerName)
        views = [containerName: container]
        let detached = Set(detached)
        for name in viewNames { addView(named: name, detached: detached.contains(name)) }
    }

    /// The view named `name` (the container for its own name), made and added
    /// to the container (or left detached) if there is none yet.
    @discardableResult
    public func addView(named name: String, detached: Bool = false) -> LayoutView {
        if let existing = views[name] { return existing }
        let view = LayoutView(name: name)
        if !detached { container.addSubview(view) }
        views[name] = view
        viewNames.append(name)
        return view
    }

    /// The view named `name`, if the scene has one.
    public subscript(name: String) -> LayoutView? { views[name] }

    /// Every item canonical text can name: the container by its name, the
    /// views, and each one's `layoutMarginsGuide`, `safeAreaLayoutGuide`, `keyboardLayoutGuide` and
    /// other guides by their names (a scroll view's `contentLayoutGuide`).
    public var items: [String: LayoutItem] {
        var items: [String: LayoutItem] = views
        for view in [container] + viewNames.compactMap({ views[$0] }) {
            for guide in LayoutGuide.Kind.builtIn.compactMap(view.builtInGuide) { items[guide.name] = guide }
            for guide in view.layoutGuides where items[guide.name] == nil { items[guide.name] = guide }
        }
        return items
    }
}
