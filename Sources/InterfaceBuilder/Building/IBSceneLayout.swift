import Constraints
import Layout

/// One scene of an Interface Builder document built into the layout model
/// as UIKit builds it from the nib, ready to lay out: the view tree with the
/// stored frames of views that keep them (autoresizing, fixed frames, cells
/// placed by their table), intrinsic sizes, priorities, hidden views,
/// layout margins and the safe area (or the legacy layout guides) of the
/// document's device and bars, the constraints installed for the traits,
/// scroll views' content, and every stack view's arrangement.
///
/// Every item keeps its IB id (`item(id:)`); every constraint read keeps its
/// `IBConstraint`. What IB holds that is not applied (a placeholder, a
/// constraint a variation uninstalls, an id that names nothing) is a diagnostic.
public final class IBSceneLayout {
    public let document: IBDocument
    public let scene: IBScene
    public let traits: IBTraits
    /// The build whose AppKit drew each view, by id, where the scene's controls tell (`IBControlsDrawing.builds(of:in:)`).
    let controlsBuilds: [String: Int]
    /// Whether placeholder constraints are applied, as Interface Builder's canvas applies them.
    public let appliesPlaceholders: Bool
    /// The root view: the scene's root, laid out at its stored size unless told otherwise.
    public let root: LayoutView
    /// Each constraint that is applied, with what IB stored.
    public private(set) var constraints: [(stored: IBConstraint, constraint: LayoutConstraint)] = []
    /// The constraints UIKit itself installs: stack views' for their arranged subviews, scroll views' for their guides.
    public private(set) var uikitConstraints: [LayoutConstraint] = []
    /// The constraints of the scene's views that are not applied (placeholders, and those the traits do
    /// not install, or that a view the traits leave out holds), with the view that holds them (for one held
    /// in a view left out, the installed view it would be in).
    public private(set) var uninstalledConstraints: [(stored: IBConstraint, holder: LayoutView)] = []
    /// What IB holds that is not applied, each at its element.
    public private(set) var messages: [(message: IBMessage, range: Range<Int>?)] = []

    /// The messages as diagnostics at their elements' lines.
    public var diagnostics: [Diagnostic] { messages.map { document.diagnostic($0.message, at: $0.range) } }

    private var viewsByID: [String: (stored: IBView, view: LayoutView)] = [:]
    /// What IB stored for each view of the layout.
    private var storedByView: [ObjectIdentifier: IBView] = [:]
    private var order: [String] = []
    private var itemsByID: [String: LayoutItem] = [:]
    /// The subviews a size-class variation leaves out for the traits, with the view that would hold them.
    private(set) var uninstalledSubviews: [(stored: IBView, superview: LayoutView)] = []
    /// The ids of the views a size-class variation leaves out for the traits, and of everything in them.
    private var uninstalledIDs: Set<String> = []
    /// Each scroll view's content area (its `contentLayoutGuide`, declared or not).
    private(set) var contentGuides: [ObjectIdentifier: LayoutGuide] = [:]
    private var legacyGuideLengths: [(guide: LayoutGuide, edge: IBLegacyGuide.Edge)] = []

    /// Builds `scene` of `document` for `traits` (the device's when `nil`). Placeholder constraints
    /// ("Remove at build time") are left out, as the app never has them, unless `appliesPlaceholders`:
    /// Interface Builder's canvas lays the document out with them, so the frames Xcode stores follow
    /// from them.
    public init(document: IBDocument, scene: IBScene, traits: IBTraits? = nil, appliesPlaceholders: Bool = false) {
        self.document = document
        self.scene = scene
        controlsBuilds = IBControlsDrawing.builds(of: scene, in: document)
        self.traits = traits ?? document.device.traits
        self.appliesPlaceholders = appliesPlaceholders
        root = LayoutView(name: scene.root.name)
        build(scene.root, into: root, parentFrame: nil)
        addLegacyGuides()
        addScrollViewGuides()
        if document.platform == .cocoaTouch {
            addStackViews()
            addConstraints()
        } else {
            addConstraints()
            addStackViews()
            addGridViews()
        }
    }

    // MARK: Lookup

    /// The view or guide with IB id `id`.
    public func item(id: String) -> LayoutItem? { itemsByID[id] }

    /// The view with IB id `id`, with what IB stored for it.
    public func view(id: String) -> (stored: IBView, view: LayoutView)? { viewsByID[id] }

    /// What IB stored for `view`, a view of this layout.
    func storedView(of view: LayoutView) -> IBView? { storedByView[ObjectIdentifier(view)] }

    /// Whether the document places `view`'s subviews from its bottom left, as AppKit does in a view that is not
    /// flipped (UIKit's origin, and a flipped AppKit view's, is the top left): how it stores their frames.
    public func placesSubviewsFromBottomLeft(_ view: LayoutView) -> Bool {
        document.platform == .cocoa
    }

    /// The frame of `view` in `result` as the document stores it: relative to its superview, from the
    /// superview's bottom left where the document places subviews so.
    public func documentFrame(of view: LayoutView, in result: LayoutResult) -> LayoutRect? {
        guard let frame = result.frame(of: view) else { return nil }
        guard let superview = view.superview, placesSubviewsFromBottomLeft(superview), let parent = result.frame(of: superview) else { return frame }
        return frame.flippedVertically(within: parent.height)
    }

    /// The nearest table view `view` is in, and its style, if it is in one.
    func enclosingTable(of view: LayoutView) -> (view: LayoutView, style: String)? {
        var current = view.superview
        while let ancestor = current {
            if let style = storedByView[ObjectIdentifier(ancestor)]?.tableStyle { return (ancestor, style) }
            current = ancestor.superview
        }
        return nil
    }

    /// Every view of the scene, root first, in document order, with what IB stored.
    public var views: [(stored: IBView, view: LayoutView)] { order.compactMap { viewsByID[$0] } }

    /// The views whose stored frame Xcode placed by their constraints, and
    /// that Xcode does not itself call misplaced or ambiguous (nor any view
    /// above them): the frames a layout of the scene must reproduce. Views
    /// placed by their own frame (autoresizing, fixed frames, cells in their
    /// table), hidden views and the root are not among them.
    public var constraintPlacedViews: [(stored: IBView, view: LayoutView)] {
        var doubtful: Set<ObjectIdentifier> = []
        var placed: [(stored: IBView, view: LayoutView)] = []
        for (stored, view) in views {
            let parentDoubtful = view.superview.map { doubtful.contains(ObjectIdentifier($0)) } ?? false
            if parentDoubtful || stored.isMisplaced || stored.isAmbiguous || stored.isHidden(for: traits) { doubtful.insert(ObjectIdentifier(view)) }
            guard view !== root, !doubtful.contains(ObjectIdentifier(view)), !view.translatesAutoresizingMaskIntoConstraints, stored.frame != nil
            else { continue }
            placed.append((stored, view))
        }
        return placed
    }

    // MARK: Views

    private func build(_ stored: IBView, into view: LayoutView, parentFrame: LayoutRect?) {
        viewsByID[stored.id] = (stored, view)
        storedByView[ObjectIdentifier(view)] = stored
        order.append(stored.id)
        itemsByID[stored.id] = view
        let isRoot = view === root
        var frame = stored.frame ?? .zero
        if let superview = view.superview, let parentFrame, placesSubviewsFromBottomLeft(superview) {
            frame = frame.flippedVertically(within: parentFrame.height)
        }
        view.frame = frame
        view.drawnSize = stored.frame.map { LayoutSize(width: $0.width, height: $0.height) }
        view.translatesAutoresizingMaskIntoConstraints = isRoot || stored.translatesAutoresizingMask || stored.hasFixedFrame
        view.autoresizingMask = stored.autoresizingMask
        if let parentFrame { view.autoresizingReferenceSize = LayoutSize(width: parentFrame.width, height: parentFrame.height) }
        view.isHidden = stored.isHidden(for: traits) && !stored.isLaidOutWhenHidden
        // A scene's root stands at its stored frame: what it aligns places nothing (a Mac xib's top-level tab view).
        // A view is drawn by the AppKit its own controls, or the nearest around it, tell of; else as its document.
        let drawnBy = controlsBuilds[stored.id] ?? document.controlsBuild
        view.alignmentRectInsets = isRoot ? .zero : IBAlignmentInsets.insets(of: stored, document: document, controlsBuild: drawnBy)
        view.intrinsicContentSize = IBIntrinsicSize.size(of: stored, document: document, controlsBuild: drawnBy)
        if let text = stored.text, document.platform == .cocoaTouch {
            let baselines = IBBaselines.offsets(of: text, height: frame.height)
            view.firstBaselineOffsetFromTop = baselines.firstFromTop
            view.lastBaselineOffsetFromBottom = baselines.lastFromBottom
        } else if document.platform == .cocoa, let baselines = IBBaselines.appKitOffsets(
            of: stored, frame: frame, alignmentInsets: view.alignmentRectInsets, build: drawnBy ?? 0)
        {
            view.firstBaselineOffsetFromTop = baselines.firstFromTop
            view.lastBaselineOffsetFromBottom = baselines.lastFromBottom
        }
        view.setContentHuggingPriority(LayoutPriority(stored.priorities.horizontalHugging), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(stored.priorities.verticalHugging), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(stored.priorities.horizontalCompressionResistance), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(stored.priorities.verticalCompressionResistance), for: .vertical)
        view.layoutMargins = stored.margins.insets ?? Self.defaultMargins(of: stored)
        for guide in stored.guides {
            switch guide.kind {
            case .safeArea: itemsByID[guide.id] = view.safeAreaLayoutGuide
            case .layoutMargins: itemsByID[guide.id] = view.layoutMarginsGuide
            case .keyboard: itemsByID[guide.id] = view.keyboardLayoutGuide
            case .contentLayoutGuide, .frameLayoutGuide: break
            }
        }
        let installation = IBInstallation(stored, traits: traits)
        for subview in stored.subviews {
            guard installation.installsSubview(subview.id) else {
                uninstalledSubviews.append((subview, view))
                for view in subview.descendantsAndSelf { uninstalledIDs.formUnion([view.id] + view.guides.map(\.id)) }
                continue
            }
            let made = LayoutView(name: subview.name)
            view.addSubview(made)
            build(subview, into: made, parentFrame: frame)
        }
    }

    /// The margins of `stored` when the document gives none: UIView's 8 points on each side, none for a
    /// stack view (UIKit makes its stack views with zero margins: the views pinned to a stack view's margin
    /// stand at its edge in 2 files of 2 projects, Xcode 10 and 26).
    static func defaultMargins(of stored: IBView) -> EdgeInsets {
        stored.stack != nil ? .zero : plainViewMargins
    }

    /// UIView's margins: 8 points on each side.
    static let plainViewMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: Guides

    /// The legacy top and bottom layout guides: 0 wide guides at the root's top and bottom, as long as the bars they stand for.
    private func addLegacyGuides() {
        for legacy in scene.legacyGuides {
            let guide = LayoutGuide(name: "\(root.name).\(legacy.edge == .top ? "topLayoutGuide" : "bottomLayoutGuide")")
            guide.identifier = "_UILayoutGuide"
            guide.isSystemGuide = true
            root.addLayoutGuide(guide)
            itemsByID[legacy.id] = guide
            legacyGuideLengths.append((guide, legacy.edge))
        }
    }

    /// Each scroll view's content area, whose origin is the scroll view's
    /// (content offset 0) and whose size its content decides, and its frame guide.
    private func addScrollViewGuides() {
        for (stored, view) in views where Self.scrollingElements.contains(stored.element) {
            let guides = ScrollViewGuides(installingOn: view, reportsContentAmbiguity: stored.guides.contains { $0.kind == .contentLayoutGuide })
            uikitConstraints += guides.constraints
            contentGuides[ObjectIdentifier(view)] = guides.contentLayoutGuide
            for guide in stored.guides {
                switch guide.kind {
                case .contentLayoutGuide: itemsByID[guide.id] = guides.contentLayoutGuide
                case .frameLayoutGuide: itemsByID[guide.id] = guides.frameLayoutGuide
                case .safeArea, .layoutMargins, .keyboard: break
                }
            }
        }
    }

    /// Elements that scroll their content: their edges, to a subview, are their content's edges.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    // MARK: Constraints

    /// Every constraint installed for the traits (and the placeholders, when applied), view by view
    /// from the root down (a view's before its subviews'), in document order within a view. The
    /// order decides which constraint of a conflict breaks (the newest): Xcode's stored frames of
    /// conflicting scenes follow this order, not the document's, where subviews' constraints
    /// come before their superview's. Every constraint not applied is named in a message, those held
    /// in a view the traits leave out too.
    private func addConstraints() {
        for (stored, view) in views {
            let installation = IBInstallation(stored, traits: traits)
            for constraint in stored.constraints {
                if constraint.isPlaceholder, !appliesPlaceholders {
                    messages.append((.placeholderConstraint(constraint: constraint.id), constraint.range))
                    uninstalledConstraints.append((constraint, view))
                } else if !installation.installsConstraint(constraint.id) {
                    messages.append((.notInstalled(constraint: constraint.id, traits: traits.description), constraint.range))
                    uninstalledConstraints.append((constraint, view))
                } else if let uninstalled = uninstalledItem(of: constraint) {
                    messages.append((.viewNotInstalled(constraint: constraint.id, view: uninstalled, traits: traits.description), constraint.range))
                    uninstalledConstraints.append((constraint, view))
                } else {
                    add(constraint)
                }
            }
        }
        // A view left out for the traits takes the constraints it and the views in it hold with it.
        for (subview, superview) in uninstalledSubviews {
            for held in subview.descendantsAndSelf {
                for constraint in held.constraints {
                    let view = uninstalledItem(of: constraint) ?? held.id
                    messages.append((.viewNotInstalled(constraint: constraint.id, view: view, traits: traits.description), constraint.range))
                    uninstalledConstraints.append((constraint, superview))
                }
            }
        }
    }

    /// The id of the item of `constraint` that a size-class variation leaves out for the traits, if one is.
    func uninstalledItem(of constraint: IBConstraint) -> String? {
        [constraint.firstItem, constraint.secondItem].compactMap { $0 }.first(where: uninstalledIDs.contains)
    }

    private func add(_ stored: IBConstraint) {
        guard let firstItem = itemsByID[stored.firstItem] else {
            messages.append((.missingItem(constraint: stored.id, item: stored.firstItem), stored.range))
            return
        }
        var secondItem: LayoutItem?
        if let secondID = stored.secondItem {
            guard let item = itemsByID[secondID] else {
                messages.append((.missingItem(constraint: stored.id, item: secondID), stored.range))
                return
            }
            secondItem = item
        }
        do throws(ConstraintValidationError) {
            let constraint = try made(stored, firstItem, secondItem, traits: traits)
            try constraint.activate()
            constraints.append((stored, constraint))
        } catch {
            messages.append((.invalidConstraint(constraint: stored.id, reason: "\(error)"), stored.range))
        }
    }

    /// `stored` between `firstItem` and `secondItem` as `traits` make it (their constant), not activated.
    func made(_ stored: IBConstraint, _ firstItem: LayoutItem, _ secondItem: LayoutItem?, traits: IBTraits) throws(ConstraintValidationError)
        -> LayoutConstraint
    {
        let (first, second) = scrollContent(firstItem, stored.firstAttribute, secondItem, stored.secondAttribute)
        let constant = document.platform == .cocoaTouch && Self.standardSpaceFromSafeAreaSide(stored, firstItem, secondItem)
            ? 0 : IBInstallation.constant(of: stored, traits: traits)
        return try LayoutConstraint(
            item: first, attribute: stored.firstAttribute, relatedBy: stored.relation, toItem: second,
            attribute: stored.secondAttribute, multiplier: stored.multiplier, constant: .points(constant),
            priority: LayoutPriority(stored.priority), identifier: stored.identifier)
    }

    /// Whether `stored` is a standard space (`symbolic="YES"`) between a view and a side of a
    /// safe area, which Xcode lays out as 0 whatever constant it writes beside it (20): the 58
    /// such constraints of 13 files of 4 projects (Xcode 9 and 10, builds 13142 to 14306) all
    /// hold their view flush with the safe area's side. An AppKit view's safe area keeps the 20 (CotEditor's
    /// panels of builds 17147 to 24408 stand 20 from the sides of theirs).
    private static func standardSpaceFromSafeAreaSide(_ stored: IBConstraint, _ first: LayoutItem, _ second: LayoutItem?) -> Bool {
        guard stored.isStandardSpacing else { return false }
        let sides: Set<LayoutAttribute> = [.leading, .trailing, .left, .right]
        func isSafeArea(_ item: LayoutItem?) -> Bool { (item as? LayoutGuide)?.kind == .safeArea }
        return (isSafeArea(first) && sides.contains(stored.firstAttribute)) || (isSafeArea(second) && sides.contains(stored.secondAttribute))
    }

    /// A constraint between a scroll view's edge and something inside it
    /// relates the scroll view's content area (its size, centre and
    /// anything outside relate its frame), as UIKit reads it.
    private func scrollContent(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute
    ) -> (LayoutItem, LayoutItem?) {
        func content(of item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
            guard let scrollView = item as? LayoutView, let guide = contentGuides[ObjectIdentifier(scrollView)],
                  Self.isEdge(attribute), let other, other !== scrollView, Self.isInside(other, scrollView)
            else { return item }
            return guide
        }
        return (content(of: first, firstAttribute, other: second), second.map { content(of: $0, secondAttribute, other: first) })
    }

    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }

    private static func isInside(_ item: LayoutItem, _ view: LayoutView) -> Bool {
        guard let host = item.hostView else { return false }
        return host !== view && host.isDescendant(of: view)
    }

    // MARK: Stack views

    /// Every stack view's arrangement of its subviews: on iOS installed before the document's constraints, on
    /// macOS after them, as Xcode's canvases make them. Which constraint of a conflict breaks follows (the
    /// newest): where a document's constraint conflicts with a `UIStackView`'s, Xcode stored the frames that
    /// break the document's (an image view 16 points tall in a filling row 40 tall is drawn 40 tall), over
    /// 4 projects' histories 127 views gained and 5 lost; where one conflicts with an `NSStackView`'s, the
    /// stack view's breaks (the other order loses 141 views and gains 108).
    private func addStackViews() {
        for (stored, view) in views {
            guard let stack = stored.stack else { continue }
            uikitConstraints += Self.arrangement(of: stack.resolved(for: traits), platform: document.platform)
                .install(in: view, arranged: view.subviews)
        }
    }

    /// Every grid view's arrangement of its cells' views, after the document's constraints as an
    /// `NSStackView`'s.
    private func addGridViews() {
        for (stored, view) in views {
            guard let grid = stored.grid else { continue }
            let cellViews = Dictionary(
                view.subviews.compactMap { subview in storedByView[ObjectIdentifier(subview)].map { ($0.id, subview) } }
            ) { first, _ in first }
            uikitConstraints += grid.install(in: view, views: cellViews)
        }
    }

    /// What the `platform`'s stack view makes of the properties IB stores.
    static func arrangement(of stack: IBStackProperties, platform: IBDocument.Platform) -> StackViewArrangement {
        // The 249.99998 Interface Builder stores for a stack view left as it was is NSStackView's default.
        func priority(_ stored: Double?) -> LayoutPriority? {
            stored.flatMap { Float($0) == StackViewArrangement.Priorities.appKitDefaultHugging.rawValue ? nil : LayoutPriority(Float($0)) }
        }
        let horizontal = priority(stack.horizontalHugging), vertical = priority(stack.verticalHugging)
        return StackViewArrangement(
            axis: stack.axis, distribution: StackViewArrangement.Distribution(rawValue: stack.distribution) ?? .fill,
            alignment: alignment(stack.alignment), spacing: stack.spacing, isBaselineRelativeArrangement: stack.baselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: stack.layoutMarginsRelativeArrangement, framework: platform == .cocoa ? .appKit : .uiKit,
            fittingPriority: platform == .cocoa ? (stack.axis == .horizontal ? vertical : horizontal) : nil,
            lengthFittingPriority: platform == .cocoa ? (stack.axis == .horizontal ? horizontal : vertical) : nil)
    }

    /// IB's alignment names (`top` and `bottom` for horizontal stacks, `leading` and `trailing`, baselines).
    private static func alignment(_ name: String) -> StackViewArrangement.Alignment {
        switch name {
        case "top", "leading": return .leading
        case "bottom", "trailing": return .trailing
        case "center", "centerX", "centerY": return .center
        case "firstBaseline": return .firstBaseline
        case "lastBaseline", "baseline": return .lastBaseline
        default: return .fill
        }
    }

    /// The lengths of the legacy guides: the bars they stand for.
    var legacyGuides: [(guide: LayoutGuide, edge: IBLegacyGuide.Edge)] { legacyGuideLengths }
}
