import Constraints

/// The views a command works with: each a subview of one container named
/// `superview`, except the detached ones.
struct Scene {
    let container = LayoutView(name: "superview")
    let views: [String: LayoutView]

    init(names: [String], detached: [String]) {
        var views: [String: LayoutView] = [:]
        for name in names where views[name] == nil {
            let view = LayoutView(name: name)
            if !detached.contains(name) { container.addSubview(view) }
            views[name] = view
        }
        self.views = views
    }
}
