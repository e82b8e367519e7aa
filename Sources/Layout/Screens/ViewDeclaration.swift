import Constraints

/// One view of a screen as code makes it: its class, where it is added (as a
/// subview, or as an arranged subview of a stack view), and every property
/// that changes its layout. `ScreenDeclaration` holds them in the order they
/// are added; the writers of `convert --with-views` write them.
public struct ViewDeclaration: Sendable {
    /// The variable's name, unique in its screen.
    public var name: String
    /// The class code makes: UIKit's (`UILabel`, `UIStackView`) or the app's own (`ProfileCardView`).
    public var className: String
    /// For an app's own class, the UIKit class it stands in for (`UIView` for a custom view); else `nil`.
    public var baseClassName: String?
    /// The superview's name; `nil` for the screen's root.
    public var superview: String?
    /// How the superview holds it: a subview, an arranged subview of a stack view, or a view it keeps
    /// under a property (a table's `tableHeaderView`).
    public var placement: Placement = .subview
    /// Whether its frame is turned into constraints; `frame` and `autoresizingMask` then place it.
    public var translatesAutoresizingMask = false
    public var frame: LayoutRect?
    public var autoresizingMask: AutoresizingMask = []
    /// The superview's size `frame` is for, from which `autoresizingMask` follows the superview (`nil`: the frame is fixed).
    public var autoresizingReferenceSize: LayoutSize?
    public var isHidden = false
    public var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// Margins set on the view (UIKit's default is 8 all round); `isDirectional` when set as `directionalLayoutMargins`.
    public var layoutMargins: EdgeInsets?
    public var marginsAreDirectional = false
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    /// A stack view's arrangement.
    public var stack: StackViewArrangement?
    /// What it shows, which decides its measured size.
    public var content = ViewContent()
    /// The size it measures on a device (what UIKit's `intrinsicContentSize` gives for `content`),
    /// `LayoutView.noIntrinsicMetric` on an axis without one; `nil` when it has none.
    public var intrinsicSize: LayoutSize?
    /// The size Interface Builder drew it at, for an arranged subview whose stack view measures it by
    /// that size: across the axis where the alignment leaves it free (Xcode's canvas keeps that size where
    /// UIKit's stack view asks for 0), and along a proportional fill for a view with no intrinsic length
    /// (`LayoutView.drawnSize`). Code cannot say it; a scene file can.
    public var drawnSize: LayoutSize?
    /// Whether it scrolls its content (a scroll, table, collection or text view): constraints from inside to
    /// its edges relate its content layout guide.
    public var scrollsContent = false
    /// The alignment rectangle's insets the class gives it (a switch's, a slider's).
    public var alignmentRectInsets = EdgeInsets.zero
    /// Where its first baseline is from its top and its last from its bottom.
    public var baselines = (first: 0.0, last: 0.0)
    /// The margins and safe area the device gives it once laid out, which UIKit works out from the
    /// properties above and where the view ends up (what a scene file, which has no layout passes, states).
    public var deviceMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public var deviceSafeArea = EdgeInsets.zero

    /// How a view is held by its superview.
    public enum Placement: Equatable, Sendable {
        case subview
        case arrangedSubview
        /// Set as a property of the superview (`tableHeaderView`, `tableFooterView`, `backgroundView`).
        case property(String)
    }

    public init(name: String, className: String) {
        self.name = name
        self.className = className
    }
}

/// A priority for each axis (content hugging or compression resistance).
public struct AxisPriorities: Equatable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
