/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`.
///
/// Its owning view plays the role of superview: constraints about the guide are
/// installed there and its frame is in that view's coordinates.
public final class LayoutGuide: LayoutItem {
    /// What a guide stands for: one the user made, or one UIKit gives every view.
    public enum Kind: Sendable, Equatable {
        /// Made by the user and placed by constraints.
        case custom
        /// The owning view's bounds inset by its `layoutMargins`.
        case layoutMargins
        /// The owning view's bounds inset by its `safeAreaInsets`.
        case safeArea
        /// Where UIKit's `keyboardLayoutGuide` (iOS 15) stands with the keyboard hidden: across the owning
        /// view's width, from the bottom of its safe area to its bottom.
        case keyboard

        /// The property of every view that is the guide of this kind (`safeAreaLayoutGuide`); `nil` for a custom guide.
        public var propertyName: String? {
            switch self {
            case .custom: return nil
            case .layoutMargins: return "layoutMarginsGuide"
            case .safeArea: return "safeAreaLayoutGuide"
            case .keyboard: return "keyboardLayoutGuide"
            }
        }

        /// The kinds of guide every view has.
        public static let builtIn: [Kind] = [.safeArea, .layoutMargins, .keyboard]

        /// The kind of built-in guide the view property `name` is (`safeAreaLayoutGuide`); `nil` for any other name.
        public init?(propertyName name: String) {
            guard let kind = Self.builtIn.first(where: { $0.propertyName == name }) else { return nil }
            self = kind
        }
    }

    /// What the guide stands for.
    public let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: LayoutView?
    /// An optional identifier, shown by UIKit in its debug descriptions.
    public var identifier: String?
    /// The frame in the owning view's coordinates, written by the layout engine.
    public var layoutFrame = LayoutRect.zero
    /// Whether the system made the guide for its own use (a stack view's spacing and
    /// spanning guides, a scroll view's content area), placed only on the axes it needs:
    /// as UIKit, the layout reports no ambiguity of such a guide.
    public var isSystemGuide = false

    /// A custom guide named `name`; add it to a view with `addLayoutGuide(_:)`.
    public override init(name: String) {
        self.kind = .custom
        super.init(name: name)
    }

    /// A custom guide named `guide1`, `guide2`, … in the order made: UIKit's `UILayoutGuide()`.
    public convenience init() {
        self.init(name: UnnamedItems.shared.next("guide"))
    }

    /// One of the guides every view has, named after the view
    /// (`box.layoutMarginsGuide`); `self`'s by the property alone
    /// (`safeAreaLayoutGuide`), as names leave out `self.` in every notation.
    init(builtIn kind: Kind, of view: LayoutView) {
        self.kind = kind
        self.owningView = view
        let suffix = kind.propertyName ?? "guide"
        super.init(name: view.name == "self" ? suffix : "\(view.name).\(suffix)")
    }

    public override var parentView: LayoutView? { owningView }
    public override var hostView: LayoutView? { owningView }
}

/// SnapKit's name for a layout guide (`UILayoutGuide` on iOS), so that
/// `let guide = ConstraintLayoutGuide()` compiles unchanged.
public typealias ConstraintLayoutGuide = LayoutGuide
