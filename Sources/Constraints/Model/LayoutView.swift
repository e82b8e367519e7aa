/// A rectangle in a view tree, standing in for `UIView`/`NSView` without any
/// drawing: the things Auto Layout reads (tree, margins, intrinsic size,
/// priorities, baselines, direction) and the frame it writes.
public final class LayoutView: LayoutItem {
    /// UIKit's marker for an axis that has no intrinsic size.
    public static let noIntrinsicMetric: Double = -1

    /// The view this one is a subview of, if any.
    public var superview: LayoutView? { storedSuperview }
    /// Not a `weak` reference, which would give the superview a side table
    /// (after which every retain and release of it takes the slow path): the
    /// superview holds its subviews and clears this from its deinitializer,
    /// so `superview` reads `nil` once the superview is gone, as a weak
    /// reference would.
    private unowned(unsafe) var storedSuperview: LayoutView?
    /// The subviews, back to front, in the order they were added.
    public private(set) var subviews: [LayoutView] = []
    /// Layout guides added with `addLayoutGuide(_:)`, in the order they were added.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view (activated constraints whose items'
    /// nearest common ancestor is this view), in activation order.
    public private(set) var constraints: [LayoutConstraint] = []

    /// The insets of the margin attributes and of `layoutMarginsGuide`; 8 on each side by default.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The insets of `safeAreaLayoutGuide`; zero by default.
    public var safeAreaInsets = EdgeInsets.zero
    /// The natural size of the content, or `nil` for none; an axis may be
    /// `LayoutView.noIntrinsicMetric` to have no intrinsic size on that axis only.
    public var intrinsicContentSize: LayoutSize?
    /// Distance of the first baseline below the top edge; 0 (the top) by default.
    public var firstBaselineOffsetFromTop: Double = 0
    /// Distance of the last baseline above the bottom edge; 0 (the bottom) by default.
    public var lastBaselineOffsetFromBottom: Double = 0
    /// The subview whose first baseline is this view's (`forFirstBaselineLayout`: a stack view's first arranged
    /// subview); `nil` when the view measures its own.
    public var firstBaselineView: LayoutView?
    /// The subview whose last baseline is this view's (`forLastBaselineLayout`); `nil` when the view measures its own.
    public var lastBaselineView: LayoutView?

    /// The view whose `attribute` a constraint on this view's measures: for a baseline, the view the baseline is
    /// taken from, following `firstBaselineView` or `lastBaselineView` down (a stack in a stack); else this view.
    public func measuringView(for attribute: LayoutAttribute) -> LayoutView {
        var view = self
        // A chain deeper than any view tree Interface Builder or code makes is a cycle someone set up: stop there.
        for _ in 0 ..< 64 {
            let next = attribute == .firstBaseline ? view.firstBaselineView : attribute == .lastBaseline ? view.lastBaselineView : nil
            guard let next else { return view }
            view = next
        }
        return view
    }
    /// The direction that leading and trailing follow for this view.
    public var userInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// Whether the view's frame is turned into constraints (UIKit's default);
    /// the DSL turns it off, as SnapKit does.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// The frame in the superview's coordinates, written by the layout engine.
    public var frame = LayoutRect.zero
    /// How a view that translates its autoresizing mask follows its
    /// superview: with `autoresizingReferenceSize`, the superview size its
    /// `frame` was set for, the flexible parts share any change of the
    /// superview's size as UIKit shares it; without one the frame is fixed.
    public var autoresizingMask: AutoresizingMask = []
    /// The superview's size `frame` was set for (`nil`: the frame does not follow the superview).
    public var autoresizingReferenceSize: LayoutSize?
    /// The size a design tool drew the view at: Interface Builder's stored frame. Where a
    /// stack view's alignment leaves an arranged view's size across the axis free, UIKit asks
    /// for 0 at priority 25 (`UISV-ambiguity-suppression`); Xcode's canvas keeps the size it
    /// drew, so a view that has one is asked for that instead, more strongly, and, with no intrinsic
    /// length, keeps its drawn length along the axis. `nil` (UIKit's 0) in code.
    public var drawnSize: LayoutSize?
    /// Whether the view is hidden: it is still laid out, but a stack view leaves no room for it.
    public var isHidden = false
    /// Whether the view scrolls its subviews (a scroll, table or collection view): content larger than it is meant to be.
    public var scrollsContent = false
    /// How far the view's frame reaches beyond the rectangle constraints align (UIKit's
    /// `alignmentRectInsets`, each inset taken from the frame): zero for most views; a
    /// switch's frame, for one, is wider than what it aligns. Constraints and intrinsic sizes
    /// are about the alignment rectangle; `frame` is the rectangle the view draws in.
    public var alignmentRectInsets = EdgeInsets.zero

    private var contentHugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    private var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]

    /// A view named `name` with no superview.
    public override init(name: String) {
        super.init(name: name)
    }

    /// A view with no superview, named `view1`, `view2`, … in the order made: UIKit's `UIView()`.
    public convenience init() {
        self.init(name: UnnamedItems.shared.next("view"))
    }

    deinit {
        for view in subviews { view.storedSuperview = nil }
        for constraint in constraints { constraint.viewIsGone() }
    }

    public override var parentView: LayoutView? { superview }
    public override var hostView: LayoutView? { self }

    /// A guide inset from the view's edges by `layoutMargins`.
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(builtIn: .layoutMargins, of: self)
    /// A guide inset from the view's edges by `safeAreaInsets`.
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(builtIn: .safeArea, of: self)
    /// The keyboard's guide with the keyboard hidden: from the bottom of the safe area to the view's bottom.
    public private(set) lazy var keyboardLayoutGuide = LayoutGuide(builtIn: .keyboard, of: self)

    /// The guide of `kind` every view has; `nil` for a custom kind.
    public func builtInGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide? {
        switch kind {
        case .custom: return nil
        case .layoutMargins: return layoutMarginsGuide
        case .safeArea: return safeAreaLayoutGuide
        case .keyboard: return keyboardLayoutGuide
        }
    }

    // MARK: The tree

    /// Makes `view` the frontmost subview, removing it from its previous superview
    /// first. Adding a view to itself or to one of its descendants would make a
    /// cycle and is ignored.
    public func addSubview(_ view: LayoutView) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.storedSuperview = self
    }

    /// Detaches the view from its superview. As in UIKit, constraints installed
    /// on former ancestors that mention this view or its descendants are deactivated.
    public func removeFromSuperview() {
        guard let superview else { return }
        var ancestor: LayoutView? = superview
        while let current = ancestor {
            for constraint in current.constraints where constraint.mentionsItem(inSubtreeOf: self) {
                constraint.deactivate()
            }
            ancestor = current.superview
        }
        superview.subviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds `guide` to this view, taking it from any view that owned it before.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide` from this view; a guide this view does not own is
    /// ignored. As for a view leaving its superview, constraints installed on
    /// this view or its ancestors that mention the guide are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: LayoutView? = self
        while let current = ancestor {
            for constraint in current.constraints where constraint.mentions(guide) { constraint.deactivate() }
            ancestor = current.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Installed constraints

    func install(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }

    func uninstall(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }

    /// The nearest view that is `self` or an ancestor of `self` and also of `other`.
    func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var candidate: LayoutView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    // MARK: Priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentHugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHugging[axis.rawValue] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistance[axis.rawValue] = priority
    }
}
