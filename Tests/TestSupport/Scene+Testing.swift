import Constraints
import Layout
import VFL

/// The one scene builder of the tests: the library's `Scene`, with the
/// shorthands tests need.
extension Scene {
    /// A container named `superview` holding views named `names`; with
    /// `autoLayout`, the views do not translate autoresizing masks.
    public convenience init(_ names: String..., autoLayout: Bool = false) {
        self.init(viewNames: names)
        if autoLayout { for view in views.values { view.translatesAutoresizingMaskIntoConstraints = false } }
    }

    /// A view named `name`, not translating its autoresizing mask, added inside the view named `parent`.
    public func addSubview(named name: String, to parent: String) -> LayoutView {
        let subview = LayoutView(name: name)
        subview.translatesAutoresizingMaskIntoConstraints = false
        view(parent).addSubview(subview)
        return subview
    }

    /// Lays the scene out in a container of `width` by `height`.
    public func layout(_ width: Double, _ height: Double, spacing: StandardSpacing = .appKit) -> LayoutResult {
        LayoutEngine(root: container, containerSize: LayoutSize(width: width, height: height), standardSpacing: spacing).layout()
    }

    /// The view named `name`; a test that asks for a view it did not make is wrong.
    public func view(_ name: String) -> LayoutView {
        guard let view = self[name] else { preconditionFailure("the scene has no view named \(name)") }
        return view
    }

    /// Activates the constraints of VFL `formats` over the scene's views.
    public func activate(
        vfl formats: String..., options: LayoutFormatOptions = [], metrics: [String: Double] = [:]
    ) throws {
        for format in formats {
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    /// Activates constraints given in canonical text over the scene's items.
    public func activate(canonical texts: String...) throws {
        let items = self.items
        for text in texts { try LayoutConstraint(canonicalText: text, items: items).activate() }
    }
}
