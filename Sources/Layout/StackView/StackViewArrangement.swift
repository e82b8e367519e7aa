import Constraints

/// What a `UIStackView` does with its arranged subviews, as the constraints
/// UIKit installs for it, under UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, `UISV-hiding`, …),
/// with UIKit's priorities, so that a layout made of them is UIKit's and a log
/// that shows them reads as the stack view's doing.
///
/// The facts (which items and attributes each relates, relation, priority)
/// are those of UIKit's current stack view: the distribution arrangement
/// along the axis pins the first and last visible items to the canvas (the
/// stack view, or its margins guide) and spaces visible neighbours; hidden
/// items are 0 long (`UISV-hiding` at 999.999) and placed weakly; the
/// alignment arrangement across the axis aligns every item with the first,
/// and, unless the alignment fills, keeps them inside a spanner guide that
/// hugs them (`UISV-spanning-boundary`, `UISV-spanning-fit` at 51) and asks
/// each item for no cross size at 25 (`UISV-ambiguity-suppression`), or, at
/// 500, for its `drawnSize`, as Xcode's canvas does, which also keeps a drawn item with no intrinsic length at its
/// drawn length along the axis unless the stack fills equally (`UISV-drawn-length`, our name). The stack view's first baseline is its first visible item's, its last
/// baseline its last one's (`forFirstBaselineLayout`). An `NSStackView` (`framework` `.appKit`) differs where the
/// documents Xcode saved show it: aligned to its leading or trailing edge, or centred, it draws each item to
/// that edge or centre at 250 (`NSSV-alignment`, our name), keeping it inside (`NSSV-containment`), instead of
/// aligning it with the first, and fits its items at its own hugging priority (`fitting`); filling equally, it keeps its items equal only "as much as possible" (Apple's
/// documentation), below their content's compression resistance (`Priorities.appKitFillEqually`); and
/// distributing one visible item by equal centering, it centres the item at its own length
/// (`NSSV-centering`) where a `UIStackView` stretches it from edge to edge; with no visible item it hugs to
/// nothing at its hugging priorities (`NSSV-hugging`).
public struct StackViewArrangement: Sendable {
    /// How items share the stack's length.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill
        case fillEqually
        case fillProportionally
        case equalSpacing
        case equalCentering
    }

    /// How items sit across the axis (`leading` is `top` for a horizontal stack, `trailing` is `bottom`).
    public enum Alignment: String, Sendable, CaseIterable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
    }

    public var axis: LayoutAxis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// `setCustomSpacing(_:after:)`: the space after an arranged subview, by the subview's name.
    public var customSpacing: [String: Double]
    /// Vertical stacks only: space from one item's last baseline to the next one's first.
    public var isBaselineRelativeArrangement: Bool
    /// Whether the canvas is the stack view's layout margins guide rather than its edges.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Whose stack view it is: an `NSStackView` (`.appKit`) aligns each item to its own edge, weakly,
    /// where a `UIStackView` aligns every item with the first.
    public var framework: ViewFramework
    /// An `NSStackView`'s hugging priority across its axis (`huggingPriority(for:)`): how strongly it fits its
    /// items there; `nil` for the framework's default (`fitting`).
    public var fittingPriority: LayoutPriority?
    /// An `NSStackView`'s hugging priority along its axis: how strongly it keeps to its items' length there;
    /// `nil` for the framework's default. One without a visible item hugs to nothing at it and at `fitting`.
    public var lengthFittingPriority: LayoutPriority?

    /// How strongly the stack view fits its items across its axis: a `UIStackView` at `Priorities.canvasFit`; an
    /// `NSStackView` at its hugging priority (by default just under 250, as Interface Builder stores it for
    /// every stack view left as it was), but never above its items' default compression resistance: one hugging
    /// at 1000 does not crush its labels (iina's preferences: 18 views move onto Xcode's frames, none off, over
    /// 1,083 Mac documents with stack views).
    var fitting: LayoutPriority {
        guard framework == .appKit else { return Priorities.canvasFit }
        return min(fittingPriority ?? Priorities.appKitDefaultHugging, Priorities.appKitStrongestFitting)
    }

    public init(
        axis: LayoutAxis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
        customSpacing: [String: Double] = [:], isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false, framework: ViewFramework = .uiKit, fittingPriority: LayoutPriority? = nil,
        lengthFittingPriority: LayoutPriority? = nil
    ) {
        self.fittingPriority = fittingPriority
        self.lengthFittingPriority = lengthFittingPriority
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.framework = framework
    }

    /// The length of `view` along the axis that UIKit's proportional fill shares by: its intrinsic one, else
    /// its bounds', `nil` for a view with no intrinsic length (whose bounds come from its `drawnSize`, or are 0).
    func intrinsicLength(of view: LayoutView) -> Double? {
        view.intrinsicContentSize.map { $0[axis] }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Whether the arrangement measures `view` by the size it was drawn at (`LayoutView.drawnSize`): across
    /// the axis where the alignment leaves that free, and along it, in every distribution but an equal fill,
    /// where the view has no intrinsic length.
    public func measuresByDrawnSize(_ view: LayoutView) -> Bool {
        alignment != .fill || distribution != .fillEqually && intrinsicLength(of: view) == nil
    }

    /// UIKit's priorities for the constraints it makes optional.
    package enum Priorities {
        static let hiding: LayoutPriority = 999.999
        static let spacingHidden: LayoutPriority = 50
        static let canvasFit: LayoutPriority = 49
        static let spanningFit: LayoutPriority = 51
        static let spanningBoundary: LayoutPriority = 999.5
        static let ambiguitySuppression: LayoutPriority = 25
        /// How strongly an item that Interface Builder drew, with no intrinsic length, keeps its drawn
        /// length along the axis: above the default hugging (250) and the 500 documents give lengths meant only
        /// for the canvas, below compression resistance (750). habitica's help screens store a 300-point view
        /// whose only height is `height == 30 @500` at 300. Over the 10,479 UIKit saves of the histories, 4,445
        /// views move onto Xcode's frames and 6 off, the same anywhere from 501 to 749; at 500 or less habitica's
        /// gain is lost, at 250 or less the rest too; above 750 a few dozen move either way. Over the 8,506 AppKit
        /// saves, 222 move on and 4 off.
        static let drawnLength: LayoutPriority = 700
        /// An `NSStackView`'s leading or trailing alignment, below the documents' own constraints: Xcode stores the
        /// views a document pins further in there and the others at the edge (the histories of 3 Mac projects:
        /// 65 views move onto Xcode's frames at 250, none off; 47 at 999; the same 65 anywhere from 100 to 500).
        static let appKitAlignment: LayoutPriority = 250
        /// How strongly an item that Interface Builder drew keeps its drawn breadth across the axis, where the
        /// alignment leaves it free: above the stack's hugging and its items' (250) and UIKit's spanning fit
        /// (51), below their compression resistance (750).
        /// - AppKit: Xcode stores a slider with no width of its own, in a stack aligned to its leading edge, at
        ///   the width it was drawn, where the stack's hugging would crush it (Rectangle's preferences). Over the
        ///   1,083 Mac documents and saves with stacks, 607 views move onto Xcode's frames and 8 off (a stepper
        ///   Xcode drew a point taller than the row it is in); at 100, 171 move on.
        /// - UIKit: ProtonVPN's server cell stores a centred stack of two 50-point views with no height of their
        ///   own 50 tall, where UIKit's spanning fit would make it 0. Over the 10,479 UIKit saves of the
        ///   histories, 89 views move onto Xcode's frames and 4 off; at 52, 9 fewer; at 700, 2 more.
        static let drawnBreadth: LayoutPriority = 500
        /// An `NSStackView`'s hugging priority when nothing sets it: the 249.99998 Interface Builder stores.
        package static let appKitDefaultHugging = LayoutPriority(Float(249.99998474121094))
        /// The strongest an `NSStackView` fits its items, below their default compression resistance.
        static let appKitStrongestFitting: LayoutPriority = 749
        /// An `NSStackView`'s equal lengths, between its items' hugging (250) and their compression resistance
        /// (750): Xcode stores Rectangle's fill-equally row of three stacks 265, 165 and 165 wide, the first as
        /// wide as its labels need (the git histories of 9 Mac projects, 204 saves with such stacks: 4,367 views
        /// move onto Xcode's frames at any priority from 300 to 749, none off; 13 fewer at 200, none at 760).
        static let appKitFillEqually: LayoutPriority = 500
    }

    /// Arranges `arranged` (subviews of `stackView`, in order): makes the
    /// guides UIKit adds to the stack view and activates the constraints it
    /// installs, which it returns.
    public func install(in stackView: LayoutView, arranged: [LayoutView]) -> [LayoutConstraint] {
        for view in arranged { view.translatesAutoresizingMaskIntoConstraints = false }
        var builder = StackConstraintBuilder(stackView: stackView, arrangement: self, arranged: arranged)
        stackView.firstBaselineView = builder.visible.first
        stackView.lastBaselineView = builder.visible.last
        builder.distribute()
        builder.align()
        for constraint in builder.constraints { try? constraint.activate() }
        return builder.constraints
    }
}
