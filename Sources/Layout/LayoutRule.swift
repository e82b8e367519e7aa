import Constraints

/// A constraint the layout engine solves: one of the user's, or one the
/// engine adds the way UIKit does (intrinsic size, autoresizing mask, guide
/// geometry, the container's size). Conflicts name these.
public enum LayoutRule: CustomStringConvertible {
    /// A model constraint from the view tree.
    case constraint(LayoutConstraint)
    /// `view.width <= intrinsic` at the hugging priority, or `>=` at compression resistance.
    case intrinsicContentSize(LayoutView, LayoutAxis, LayoutRelation, value: Double, priority: LayoutPriority)
    /// A view that translates its autoresizing mask: its frame, fixed.
    case autoresizingMask(LayoutView, LayoutAttribute, value: Double)
    /// A margins or safe-area guide's edge, tied to its owning view.
    case guideGeometry(LayoutGuide, LayoutAttribute)
    /// The container's size or position, as given.
    case container(LayoutView, LayoutAttribute, value: Double)
    /// `item.width >= 0` (or height), which UIKit's engine holds of every view without a constraint.
    case nonNegativeSize(LayoutItem, LayoutAxis)

    /// The rule in canonical text with the standard space resolved by `spacing`,
    /// as tools print it.
    public func text(resolving spacing: StandardSpacing) -> String {
        if case .constraint(let constraint) = self { return constraint.resolvingStandardSpacing(spacing).description }
        return description
    }

    public var description: String {
        switch self {
        case .constraint(let constraint):
            return constraint.description
        case .intrinsicContentSize(let view, let axis, let relation, let value, let priority):
            let attribute = axis == .horizontal ? "width" : "height"
            let level = priority.isRequired ? "" : " @\(priority)"
            return "\(view.name).\(attribute) \(relation.symbol) \(CanonicalNumber.text(for: value))\(level) (intrinsic content size)"
        case .autoresizingMask(let view, let attribute, let value):
            return "\(view.name).\(attribute) == \(CanonicalNumber.text(for: value)) (autoresizing mask)"
        case .guideGeometry(let guide, let attribute):
            return "\(guide.name).\(attribute) == \(guide.owningView?.name ?? "?").\(attribute) inset (guide geometry)"
        case .container(let view, let attribute, let value):
            return "\(view.name).\(attribute) == \(CanonicalNumber.text(for: value)) (container)"
        case .nonNegativeSize(let item, let axis):
            return "\(item.name).\(axis == .horizontal ? "width" : "height") >= 0 (sizes are never negative)"
        }
    }
}
