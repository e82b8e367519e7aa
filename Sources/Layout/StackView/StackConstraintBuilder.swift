import Constraints

/// Makes the constraints of one `StackViewArrangement`: the distribution along
/// the axis, then the alignment across it.
struct StackConstraintBuilder: ContainerConstraintBuilding {
    let stackView: LayoutView
    let arrangement: StackViewArrangement
    let arranged: [LayoutView]
    let visible: [LayoutView]
    /// The stack view, or its margins guide for a margins-relative arrangement.
    let canvas: LayoutItem
    var constraints: [LayoutConstraint] = []

    /// Along the axis: leading, trailing, width, center; across it: top, bottom, height, center.
    private let leading: LayoutAttribute, trailing: LayoutAttribute, length: LayoutAttribute, middle: LayoutAttribute
    private let top: LayoutAttribute, bottom: LayoutAttribute, breadth: LayoutAttribute, crossMiddle: LayoutAttribute

    init(stackView: LayoutView, arrangement: StackViewArrangement, arranged: [LayoutView]) {
        self.stackView = stackView
        self.arrangement = arrangement
        self.arranged = arranged
        visible = arranged.filter { !$0.isHidden }
        canvas = arrangement.isLayoutMarginsRelativeArrangement ? stackView.layoutMarginsGuide : stackView
        if arrangement.axis == .horizontal {
            (leading, trailing, length, middle) = (.leading, .trailing, .width, .centerX)
            (top, bottom, breadth, crossMiddle) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, length, middle) = (.top, .bottom, .height, .centerY)
            (top, bottom, breadth, crossMiddle) = (.leading, .trailing, .width, .centerX)
        }
    }

    // MARK: Distribution

    /// The arrangement along the axis.
    mutating func distribute() {
        guard let first = visible.first, let last = visible.last else {
            for view in arranged { add("UISV-hiding", view, length, constant: 0, priority: StackViewArrangement.Priorities.hiding) }
            if arrangement.framework == .appKit {
                // An NSStackView with nothing to show hugs to nothing: beagle-im's empty lists of addresses (build 20037)
                // stand 0 tall between the rows around them, which take the slack at their hugging of 250.
                let along = arrangement.lengthFittingPriority ?? StackViewArrangement.Priorities.appKitDefaultHugging
                add("NSSV-hugging", stackView, length, constant: 0, priority: along)
                add("NSSV-hugging", stackView, breadth, constant: 0, priority: arrangement.fitting)
            }
            return
        }
        if centersSingleItem {
            add("NSSV-canvas-connection", canvas, leading, .lessThanOrEqual, first, leading)
            add("NSSV-canvas-connection", canvas, trailing, .greaterThanOrEqual, first, trailing)
            add("NSSV-centering", canvas, middle, .equal, first, middle)
        } else {
            add("UISV-canvas-connection", canvas, leading, .equal, first, leading)
            add("UISV-canvas-connection", canvas, trailing, .equal, last, trailing)
        }
        let inequal = arrangement.distribution == .equalSpacing || arrangement.distribution == .equalCentering
        for (preceding, following) in zip(visible, visible.dropFirst()) {
            let space = arrangement.customSpacing[preceding.name] ?? arrangement.spacing
            let baselines = arrangement.isBaselineRelativeArrangement && arrangement.axis == .vertical
            add("UISV-spacing", following, baselines ? .firstBaseline : leading, inequal ? .greaterThanOrEqual : .equal,
                preceding, baselines ? .lastBaseline : trailing, constant: space)
        }
        placeHidden()
        switch arrangement.distribution {
        case .fill:
            keepDrawnLengths()
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing, .equalCentering:
            keepDrawnLengths()
            equalGaps(centering: arrangement.distribution == .equalCentering)
        }
    }

    /// Whether the arrangement is an `NSStackView`'s equal centering of one visible item, which it centres at
    /// its own length, where a `UIStackView` stretches it from edge to edge: Rectangle's preference panes, each
    /// an 850-point row holding one stack, store it in the row's middle (122 saves of 2 projects with such
    /// stacks: 52 views move onto Xcode's frames, none off).
    private var centersSingleItem: Bool {
        arrangement.framework == .appKit && arrangement.distribution == .equalCentering && visible.count == 1
    }

    /// A hidden item is 0 long and sits weakly after the visible item before it (or at the canvas's start).
    private mutating func placeHidden() {
        var previous: LayoutView?
        for view in arranged {
            guard view.isHidden else {
                previous = view
                continue
            }
            add("UISV-hiding", view, length, constant: 0, priority: StackViewArrangement.Priorities.hiding)
            if let previous {
                add("UISV-spacing-hidden", view, leading, .equal, previous, trailing, priority: StackViewArrangement.Priorities.spacingHidden)
            } else {
                add("UISV-spacing-hidden", view, leading, .equal, canvas, leading, priority: StackViewArrangement.Priorities.spacingHidden)
            }
        }
    }

    /// In a fill, an equal spacing or an equal centering, each visible item that a design tool drew and that
    /// has no intrinsic length asks for the length it was drawn at (`UISV-drawn-length`, our name;
    /// `Priorities.drawnLength`), as Xcode's canvas keeps it; UIKit makes no such constraint, so code is
    /// unaffected. (Equal spacings: 9 more UIKit views of the histories, 12 AppKit on and 4 off.)
    private mutating func keepDrawnLengths() {
        for view in visible where view.drawnSize != nil && arrangement.intrinsicLength(of: view) == nil {
            add("UISV-drawn-length", view, length, constant: drawnLength(of: view, along: length),
                priority: StackViewArrangement.Priorities.drawnLength)
        }
    }

    private mutating func fillEqually() {
        guard let reference = visible.first else { return }
        let priority = arrangement.framework == .appKit ? StackViewArrangement.Priorities.appKitFillEqually : .required
        for view in visible.dropFirst() { add("UISV-fill-equally", view, length, .equal, reference, length, priority: priority) }
    }

    /// Each visible item takes a share of the canvas in proportion to its
    /// intrinsic length, spacing taken out; UIKit fills equally when no item has one.
    /// An item with no intrinsic length counts with the length of its bounds, as UIKit
    /// measures it: 0 for a view made in code, the drawn size for one from a design tool.
    private mutating func fillProportionally() {
        let lengths = visible.map { view in max(arrangement.intrinsicLength(of: view) ?? drawnLength(of: view, along: length), 0) }
        let spaces = visible.count > 1 ? (0 ..< visible.count - 1).map { arrangement.customSpacing[visible[$0].name] ?? arrangement.spacing } : []
        let total = lengths.reduce(0, +) + spaces.reduce(0, +)
        guard total > max(spaces.reduce(0, +), 1) else {
            fillEqually()
            return
        }
        for (view, share) in zip(visible, lengths) {
            let index = arranged.firstIndex { $0 === view } ?? 0
            if share <= 0 {
                add("UISV-fill-proportionally", view, length, constant: 0)
            } else if visible.count == 1 {
                add("UISV-fill-proportionally", view, length, .equal, canvas, length)
            } else {
                add("UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share / total,
                    priority: LayoutPriority(Float(max(999 - index, 751))))
            }
        }
    }

    /// Guides between neighbours, all as long as the first: from edge to edge
    /// (equal spacing) or from centre to centre (equal centering).
    private mutating func equalGaps(centering: Bool) {
        add("UISV-canvas-fit", stackView, length, constant: 0, priority: StackViewArrangement.Priorities.canvasFit)
        var guides: [LayoutGuide] = []
        for (index, (preceding, following)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = LayoutGuide(name: "\(stackView.name).UISV-distributing-\(index + 1)")
            guide.identifier = "UISV-distributing"
            guide.isSystemGuide = true
            stackView.addLayoutGuide(guide)
            add("UISV-distributing-edge", guide, leading, .equal, preceding, centering ? middle : trailing)
            add("UISV-distributing-edge", guide, trailing, .equal, following, centering ? middle : leading)
            if let reference = guides.first {
                let priority: LayoutPriority = centering ? LayoutPriority(Float(max(150 - (index + 1), 50))) : .required
                add("UISV-fill-equally", guide, length, .equal, reference, length, priority: priority)
            }
            guides.append(guide)
        }
    }

    // MARK: Alignment

    /// The arrangement across the axis.
    mutating func align() {
        guard let first = arranged.first else { return }
        let alignment = arrangement.alignment
        if arrangement.framework == .appKit, alignment == .leading || alignment == .trailing || alignment == .center {
            alignEachToCanvasEdge()
            return
        }
        let attributes: [LayoutAttribute]
        switch alignment {
        case .fill: attributes = [top, bottom]
        case .leading: attributes = [top]
        case .trailing: attributes = [bottom]
        case .center: attributes = [crossMiddle]
        case .firstBaseline: attributes = arrangement.axis == .horizontal ? [.firstBaseline] : [top]
        case .lastBaseline: attributes = arrangement.axis == .horizontal ? [.lastBaseline] : [bottom]
        }
        for view in arranged.dropFirst() {
            for attribute in attributes { add("UISV-alignment", first, attribute, .equal, view, attribute) }
        }
        guard let reference = visible.first else { return }
        if alignment == .fill {
            add("UISV-canvas-connection", canvas, top, .equal, reference, top)
            add("UISV-canvas-connection", canvas, bottom, .equal, reference, bottom)
            return
        }
        suppressAmbiguity()
        if visible.count == 1 {
            alignSingle(reference)
        } else {
            alignWithSpanner(reference)
        }
    }

    /// Every arranged view, hidden ones too, asks at a low priority for the breadth it was drawn at,
    /// so an alignment that leaves the breadth free does not leave it ambiguous; an item that Interface
    /// Builder drew asks more strongly (`Priorities.drawnBreadth`).
    private mutating func suppressAmbiguity() {
        for view in arranged {
            let priority = view.drawnSize != nil
                ? StackViewArrangement.Priorities.drawnBreadth : StackViewArrangement.Priorities.ambiguitySuppression
            add("UISV-ambiguity-suppression", view, breadth, constant: suppressedBreadth(of: view), priority: priority)
        }
    }

    /// The stack view hugs its items across the axis at a low priority, or an `NSStackView`'s own.
    private mutating func fitCanvas() {
        add("UISV-canvas-fit", stackView, breadth, constant: 0, priority: arrangement.fitting)
    }

    /// The size across the axis a stack view asks `view` for when nothing else decides it: UIKit's
    /// 0, or the alignment rectangle of the size Interface Builder drew it at.
    private func suppressedBreadth(of view: LayoutView) -> Double {
        drawnLength(of: view, along: breadth)
    }

    /// The width or height of the alignment rectangle of the size `view` was drawn at; 0 when
    /// no design tool drew it (a view made in code starts with a zero frame).
    private func drawnLength(of view: LayoutView, along dimension: LayoutAttribute) -> Double {
        guard let drawn = view.drawnSize else { return 0 }
        let insets = view.alignmentRectInsets
        return dimension == .height ? drawn.height - insets.top - insets.bottom : drawn.width - insets.left - insets.right
    }

    /// An `NSStackView`'s leading, trailing or centre alignment: each visible item drawn to the canvas's
    /// edge (or centre) at `defaultLow`, kept inside the canvas, the stack hugging them; a view the document
    /// pins further in (an indented check box) or to a side of its row (a title on its check boxes' first
    /// baseline, in HandBrake's preferences) stands there while the others stay aligned. Centring weakly,
    /// 48 views of 693 Mac documents with centred stacks move onto Xcode's frames and 27 off: one row of
    /// Vienna's, in 26 saves, stands 4 points taller than Xcode's around the image view it centres, which
    /// the engine draws taller than Xcode did.
    private mutating func alignEachToCanvasEdge() {
        let leadingAligned = arrangement.alignment != .trailing
        let (near, far) = leadingAligned ? (top, bottom) : (bottom, top)
        let aligned = arrangement.alignment == .center ? crossMiddle : near
        for view in visible {
            add("NSSV-alignment", canvas, aligned, .equal, view, aligned, priority: StackViewArrangement.Priorities.appKitAlignment)
            add("NSSV-containment", canvas, near, leadingAligned ? .lessThanOrEqual : .greaterThanOrEqual, view, near)
            add("NSSV-containment", canvas, far, leadingAligned ? .greaterThanOrEqual : .lessThanOrEqual, view, far)
        }
        suppressAmbiguity()
        fitCanvas()
    }

    /// One visible item: pinned on its aligned edge, kept inside the canvas on the others.
    private mutating func alignSingle(_ item: LayoutView) {
        let alignment = arrangement.alignment
        let pinsTop = alignment == .leading || (alignment == .firstBaseline && arrangement.axis == .vertical)
        let pinsBottom = alignment == .trailing || (alignment == .lastBaseline && arrangement.axis == .vertical)
        add("UISV-canvas-connection", canvas, top, pinsTop ? .equal : .lessThanOrEqual, item, top)
        add("UISV-canvas-connection", canvas, bottom, pinsBottom ? .equal : .greaterThanOrEqual, item, bottom)
        if alignment == .center { add("UISV-canvas-connection", canvas, crossMiddle, .equal, item, crossMiddle) }
        fitCanvas()
    }

    /// Several: a spanner guide that holds every visible item and hugs them, pinned to the canvas. A `UIStackView`
    /// on first baselines keeps its top at or above its first item's, not at the spanner's (as on last baselines
    /// it keeps its bottom at or below its first item's): a taller item may stand out above it. WooCommerce's
    /// account-mismatch screen (build 21225) stands a system button 4.5 points above the top of its stack, whose
    /// label it shares a baseline with; a stack that something else makes taller still holds its items at its bottom
    /// (WooCommerce's ledger cell, build 21701). An `NSStackView` on first baselines holds every item: Vienna's search
    /// folder (build 21507) is as tall as the field that stands out above its label. Over the UIKit histories no view
    /// moves; 11 views of WooCommerce's and AltStore's documents move onto Xcode's frames, none off.
    private mutating func alignWithSpanner(_ reference: LayoutView) {
        let alignment = arrangement.alignment
        let spanner = LayoutGuide(name: "\(stackView.name).UISV-alignment-spanner")
        spanner.identifier = "UISV-alignment-spanner"
        spanner.isSystemGuide = true
        stackView.addLayoutGuide(spanner)
        let alignsTop = alignment == .leading || (alignment == .firstBaseline && arrangement.axis == .vertical)
        let alignsBottom = alignment == .trailing || (alignment == .lastBaseline && arrangement.axis == .vertical)
        if alignsTop {
            add("UISV-canvas-connection", canvas, top, .equal, reference, top)
        } else if alignment == .firstBaseline && arrangement.framework != .appKit {
            add("UISV-canvas-connection", canvas, top, .lessThanOrEqual, reference, top)
        } else {
            add("UISV-canvas-connection", canvas, top, .equal, spanner, top)
        }
        if alignsBottom {
            add("UISV-canvas-connection", canvas, bottom, .equal, reference, bottom)
        } else if alignment == .lastBaseline {
            add("UISV-canvas-connection", canvas, bottom, .greaterThanOrEqual, reference, bottom)
        } else {
            add("UISV-canvas-connection", spanner, bottom, .equal, canvas, bottom)
        }
        if alignment == .center { add("UISV-canvas-connection", canvas, crossMiddle, .equal, reference, crossMiddle) }
        for view in visible {
            add("UISV-spanning-boundary", spanner, top, alignsTop ? .equal : .lessThanOrEqual, view, top,
                priority: alignsTop ? StackViewArrangement.Priorities.spanningBoundary : .required)
            add("UISV-spanning-boundary", spanner, bottom, alignsBottom ? .equal : .greaterThanOrEqual, view, bottom,
                priority: alignsBottom ? StackViewArrangement.Priorities.spanningBoundary : .required)
        }
        add("UISV-spanning-fit", spanner, breadth, constant: 0, priority: StackViewArrangement.Priorities.spanningFit)
        if alignment == .firstBaseline || alignment == .lastBaseline {
            fitCanvas()
        }
    }
}
