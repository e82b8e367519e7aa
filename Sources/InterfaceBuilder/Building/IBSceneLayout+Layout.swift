import Constraints
import Layout

extension IBSceneLayout {
    /// Lays the scene out in a container of `size` (the root view's stored
    /// size when `nil`): the safe area and margins of every view follow from
    /// where the views end up (a view under the status bar has a safe area
    /// inset; a view that preserves its superview's margins takes them where
    /// they reach into it), so the layout is solved again until they settle,
    /// as UIKit's layout passes do (at most four times).
    public func layout(containerSize size: LayoutSize? = nil, standardSpacing: StandardSpacing = .margins(betweenSiblings: 8)) -> LayoutResult {
        let containerSize = size ?? scene.root.frame.map { LayoutSize(width: $0.width, height: $0.height) } ?? document.device.size
        let rootInsets = rootSafeAreaInsets(containerSize: containerSize)
        root.safeAreaInsets = rootInsets
        // The root's margins follow from its size and safe area alone: set before the first pass, they often spare the second.
        root.layoutMargins = margins(
            of: scene.root, view: root, safeArea: rootInsets, frame: LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height))
        setLegacyGuideLengths(top: rootInsets.top, bottom: rootInsets.bottom)
        let scale = document.device.scale
        var result = LayoutEngine(root: root, containerSize: containerSize, standardSpacing: standardSpacing).layout().snapped(toScale: scale)
        for _ in 0 ..< 4 {
            guard updateInsetsAndMargins(result, rootInsets: rootInsets, containerSize: containerSize) else { break }
            result = LayoutEngine(root: root, containerSize: containerSize, standardSpacing: standardSpacing).layout().snapped(toScale: scale)
        }
        return result
    }

    // MARK: Safe area

    /// The root view's safe area, as Interface Builder simulates it: the
    /// device's insets, as if the root view filled the screen whatever its
    /// size (a cell of a xib too); the status bar's part only for a view
    /// controller's view (a scene, or the view File's Owner's `view` outlet
    /// points at), unless it simulates none before Xcode 9 (`IBBarInference.shownStatusBarBuild`); then the bars the scene sits
    /// under (navigation bar, tab bar or toolbar), less what a storyboard
    /// root's stored frame already leaves out (a view below an opaque bar). On AppKit, a view controller's
    /// title bar (`appKitRootSafeAreaInsets`).
    ///
    /// Before Xcode 14 (build 21000) a xib's view shorter than the screen is
    /// drawn at the screen's top and so has no bottom inset: the views pinned
    /// to the bottom of the safe area of 3 such xibs (builds 17156 to 18122,
    /// views 34 to 94 points tall on 896-point screens) and of 2 view
    /// controllers' freeform views of 2 other projects (builds 17506 and 18122,
    /// 258 and 522 points tall) stand at their view's bottom, while from Xcode
    /// 14 on (3 xibs of 2 projects, builds 21701 to 22684, views 72 to 488
    /// points tall) they stand 34 points above it, as in a view that fills the
    /// screen. (One controller's 155-point view of build 17701, in an earlier
    /// corpus, kept the inset.)
    /// A cell of such a xib has no sensor housing above it either, as it has no
    /// status bar: the views pinned to the top of the safe area of a 96-point
    /// cell (build 17156, an 896-point screen) stand at its top, those of a
    /// 200-point collection cell of Xcode 14 (build 21701) 48 points down, as do those of a
    /// 94-point view that is not a cell (build 18122) 44 points down. From Xcode 16.3 (build 23727), which
    /// counts a screen's insets twice, a xib's cell has no safe area at all: the views pinned to the margins
    /// of firebase's 213-point post cell (build 24127, a 6.1-inch Pro) stand its 15-point margins in from its
    /// top and bottom (the only such cell in the corpus).
    /// A table view cell of a xib has no safe area in any Xcode (a table takes the top and bottom of its own
    /// into its content inset): the views pinned to the top and bottom of the safe area of 2 table cells of
    /// Nextcloud Talk (builds 21701 and 22505, 56 and 106 points tall, a 6.1-inch screen) stand their constants
    /// from the cell's edges, where those of the 200-point collection cell of build 21701 above stand 48 and 34
    /// points in.
    func rootSafeAreaInsets(containerSize: LayoutSize) -> EdgeInsets {
        let device = document.device
        if document.platform == .cocoa { return appKitRootSafeAreaInsets }
        guard device.hasScreenMetrics else { return .zero }
        if document.kind == .xib, Self.cellElements.contains(scene.root.element),
            scene.root.element == "tableViewCell" || (document.toolsBuild ?? 0) >= IBDevice.doubledInsetsBuild {
            return .zero
        }
        let frame = scene.root.frame ?? LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height)
        var insets = device.safeAreaInsets
        let bars = scene.simulatedBars
        let showsStatusBar = !bars.statusBarHidden && !drawsFreeformAlone(frame: frame)
            && (scene.controllerID != nil || xibViewShowsStatusBar(frame: frame))
        let bareCell = Self.cellElements.contains(scene.root.element) && (document.toolsBuild ?? 0) < Self.xibBottomInsetBuild
        if !device.hasSensorHousing || bareCell, !showsStatusBar { insets.top = 0 }
        let isStoryboard = document.kind == .storyboard
        let sheet = isStoryboard && isSheet(frame: frame)
        if sheet, (document.toolsBuild ?? 0) < Self.insetSheetBuild { insets.top = 0 }
        let bareCard = isStoryboard && isBareSheetCard(frame: frame)
        if bareCard { insets = EdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right) }
        let statusBarSheet = isStoryboard && isSheetBelowStatusBar(frame: frame)
        if statusBarSheet {
            insets = EdgeInsets(top: device.size.height - frame.height, left: insets.left, bottom: 0, right: insets.right)
        }
        if bars.navigationBar {
            if let stored = bars.storedNavigationBar, (document.toolsBuild ?? 0) >= Self.variableBarHeightBuild {
                insets.top = (showsStatusBar ? stored.y : insets.top) + stored.height
            } else {
                insets.top += bars.largeTitles ? 96 : 44
            }
            insets.top += bars.prompted ? 30 : 0
        }
        if bars.tabBar {
            insets.bottom += 49
        } else if bars.toolbar {
            insets.bottom += 44
        }
        let offset = statusBarSheet ? 0 : rootOffset(frame: frame, topBars: insets.top)
        let below: Double
        if document.kind == .storyboard {
            // Only a view pushed down by its bars reaches below the screen; a taller (freeform) one is drawn whole,
            // and a sheet stands at the screen's bottom.
            below = sheet || bareCard || statusBarSheet ? 0 : max(device.size.height - (offset + frame.height), -frame.y)
        } else {
            // One wider than the screen is not drawn on it, and keeps both insets (the views pinned to the safe area
            // of 5 xibs of SwiftMessages, 434 to 600 points wide, builds 17156 and 17506, stand 34 above the bottom).
            let atTop = (document.toolsBuild ?? 0) < Self.xibBottomInsetBuild
                && frame.width <= device.size.width
            below = atTop ? device.size.height - frame.height : 0
        }
        return EdgeInsets(top: max(0, insets.top - offset), left: insets.left, bottom: max(0, insets.bottom - below), right: insets.right)
    }

    /// An AppKit view controller's view, from Xcode 12 (macOS 11, whose views have a safe area), is drawn under
    /// a window's title bar and toolbar, 52 points of it at its top: the views pinned to the top of the safe area
    /// of such views (a storyboard scene's, or the view of a xib's File's Owner) stand 52 points below their
    /// view's top in 87 of 91 views (CotEditor's, NetNewsWire's and GitUp's, builds 17147 to 24765); over the
    /// AppKit histories 218 views move onto Xcode's frames, none off. A window's content view is left without
    /// one: a full-size one stands its views 84 or 104 points down, by a toolbar the document does not always hold.
    private var appKitRootSafeAreaInsets: EdgeInsets {
        guard (document.toolsBuild ?? 0) >= Self.appKitSafeAreaBuild, scene.controllerID != nil, scene.root.key != "contentView"
        else { return .zero }
        return EdgeInsets(top: Self.appKitTitleBarHeight, left: 0, bottom: 0, right: 0)
    }

    /// The first Xcode build (Xcode 12, macOS 11) whose AppKit views have a safe area.
    static let appKitSafeAreaBuild = 17_000
    /// How far a window's title bar and unified toolbar reach down its content, as Interface Builder draws a view
    /// controller's view under them.
    static let appKitTitleBarHeight = 52.0

    /// Whether the scene's controller, drawn at a size of its own smaller than the screen and in no navigation
    /// stack, is drawn alone, without the status bar, as Xcode 9 on draws such a view: today widgets (LN-Zap's,
    /// build 14460, and duckduckgo's, builds 13771 to 14313: 19 views), the pop-up of Waves Wallet
    /// (14460), Password Factory's main scene, Rocket.Chat's location picker and duckduckgo's privacy header and
    /// footer (builds 13529 to 14490: 27 more). Their views pinned to the top of their safe area stand their
    /// constant from the view's top; none of the other 1,142 storyboards of Xcode 9 on that show the status bar
    /// moves off. Xcode 8 drew the status bar over it (Hero's examples, build 11762). A view shorter than the
    /// screen that declares no size of its own keeps the status bar (82 views of Habitica's, Amaroq's and
    /// XLPagerTabStrip's scenes would move off).
    private func drawsFreeformAlone(frame: LayoutRect) -> Bool {
        let bars = scene.simulatedBars, device = document.device
        guard bars.freeformSize, !bars.navigationBar, document.kind == .storyboard, (document.toolsBuild ?? 0) >= Self.safeAreaBuild
        else { return false }
        let alone = frame.width < device.size.width - 0.5
            || (document.toolsBuild ?? 0) < Self.fullWidthFreeformStatusBarBuild && frame.width <= device.size.width
        return frame.height < device.size.height - 0.5 && alone && !isSheet(frame: frame)
    }

    /// The first Xcode build taken to draw the status bar over a freeform controller as wide as the screen, drawing
    /// alone only one narrower than it: the views pinned to the top of the safe area of canvas' calendar and audio
    /// recorder scenes (build 22505) and of OctoPod's 375-point panels (32700), all on a 4.7-inch iPhone, stand 20
    /// points down, where those of OctoPod's narrower panels of the same storyboard stand at their view's top, and
    /// those of WordPress's full-width freeform login scenes of build 21208 at theirs. No document of the builds
    /// between tells nearer where the change is; over the 361 storyboards with freeform controllers 8 views move
    /// onto Xcode's frames, none off.
    static let fullWidthFreeformStatusBarBuild = 22_000

    /// Whether a storyboard's view controller is drawn as an iOS 13 page sheet (Xcode 11 on, build
    /// 14800): its view stored at y = 0 and shorter than the screen by the status bar and 10 points,
    /// where the sheet's card starts (54 points on the X and the XR). The card reaches the screen's
    /// bottom, so the view keeps the home indicator's inset: the views pinned to the bottom of the
    /// safe area or above the bottom layout guide in the 3 such scenes of 3 files of 2 projects
    /// (builds 14865 and 15505) stand 34 points above the view's bottom.
    ///
    /// Before Xcode 14 (`insetSheetBuild`) the card has no top inset, as it starts below the status bar: the
    /// views pinned to the top of the safe area of 4 sheets of Element (builds 16096 to 20037,
    /// simulating a page sheet) stand their constants from the view's top, and a navigation bar pinned there in 2
    /// saves of a GoMap sheet (builds 15400 and 18122) at y = 0. From Xcode 14 it keeps the status bar's: 3 saves
    /// of that sheet (builds 21503 and 21507, 838 points tall) stand its bar 48 points down.
    private func isSheet(frame: LayoutRect) -> Bool {
        isSheetCard(frame: frame, shorterBy: document.device.safeAreaInsets.top + 10, from: Self.variableBarHeightBuild)
    }

    /// Whether a storyboard's view controller is drawn as a bare sheet card, as Xcode 14 and 15 draw some: its view
    /// stored at y = 0, 10 points shorter than a screen with a home indicator. The card has neither the status bar
    /// nor the home indicator, so its view has no safe area but the bars it sits under. The views pinned to the top
    /// of the safe area or below the top layout guide of such presented scenes stand their constants from the view's
    /// top (GoMap's track settings, builds 22505 to 32700, and Lockdown's presented and popover scenes, 32700), those
    /// under a navigation bar 56 points down, a sheet's bar (Habitica's and GoMap's, builds 21699 to 32700); those
    /// pinned to its bottom stand at the view's bottom (dashwallet's payments sheet, build 21701, and GoMap's). Over
    /// the 3,542 UIKit storyboards of the samples and histories 69 views move onto Xcode's frames, none off.
    private func isBareSheetCard(frame: LayoutRect) -> Bool {
        isSheetCard(frame: frame, shorterBy: 10, from: Self.insetSheetBuild)
    }

    /// Whether a storyboard's view controller is drawn as a sheet below the status bar, as Xcode 16.3 on draws
    /// some: its view stored at y = 0 and shorter than a screen with a home indicator by its status bar (the sensor
    /// housing counted once: half the top inset, which Xcode 16.3 counts twice). Its view keeps that much at its top
    /// and has no inset at its bottom: the navigation bar of GoMap's track settings (builds 24506 and 24764) stands
    /// 48 points down an 848-point view on an XR; nRF Mesh's content views (build 24128 to 24506) and a green_ios
    /// settings table (24765) stand on their view's bottom under navigation bars. Over the 3,542 UIKit storyboards
    /// 27 views move onto Xcode's frames, none off.
    private func isSheetBelowStatusBar(frame: LayoutRect) -> Bool {
        !document.device.isPad
            && isSheetCard(frame: frame, shorterBy: document.device.safeAreaInsets.top / 2, from: IBDevice.doubledInsetsBuild)
    }

    /// Whether a root view stored at `frame` is drawn on a sheet's card from Xcode build `build` on: at y = 0, on a
    /// screen with a home indicator, and shorter than the screen by `shortfall`, where the card starts.
    private func isSheetCard(frame: LayoutRect, shorterBy shortfall: Double, from build: Int) -> Bool {
        let device = document.device
        guard frame.y == 0, (document.toolsBuild ?? 0) >= build, device.safeAreaInsets.bottom > 0 else { return false }
        return abs(device.size.height - frame.height - shortfall) < 0.5
    }

    /// How far down the screen the root view starts: where its stored frame says (Xcode 8 stores
    /// a view below an opaque navigation bar at y = 64, 667 points tall, so that its bottom is 64
    /// points below the screen's); below the top bars, `topBars` down, when the view controller does
    /// not extend its view under its navigation bar (an opaque bar, or `edgesForExtendedLayout`
    /// without the top) and the stored view is shortened by at least that much (from Xcode 9 the
    /// view is stored at y = 0, 603 points tall under a 64-point bar); else at the screen's top.
    /// The views pinned to the safe area or the layout guides of 18 files of 9 projects stand where
    /// this puts the root view. A storyboard's view with no navigation bar, stored at y = 0 and shorter
    /// than the screen by just its top bars (the status bar), starts below them: a child embedded in a
    /// container that tall, or a controller shown from one (a scroll view pinned to the top layout
    /// guide in 16 saves of one project's storyboard stands at its view's top, and 3 views in it
    /// with it; no save of the 4 projects with such views changes for the worse).
    private func rootOffset(frame: LayoutRect, topBars: Double) -> Double {
        if frame.y > 0 { return frame.y }
        if document.kind == .storyboard, !scene.simulatedBars.navigationBar, topBars > 0,
            abs(document.device.size.height - frame.height - topBars) < 0.5 {
            return topBars
        }
        guard scene.simulatedBars.startsBelowNavigationBar, document.device.size.height - frame.height >= topBars - 0.5 else { return 0 }
        return topBars
    }

    /// Whether Interface Builder draws the status bar over a xib's top-level view that is not a view
    /// controller's (where it draws one at all on the device): from Xcode 14.1 on (build 21500) over
    /// every such view but a cell, 44 or 154 points tall (3 files of 2 projects, builds 22505 and
    /// 23504; a 68-point table cell of build 22690 has none); before, over one at least as tall as
    /// the screen is wide (in Xcode 9 and 10, the views pinned to the top of the safe area of 6 xibs
    /// of 1 project, 496 to 667 points tall, stand 20 points down, those of 5 xibs of 2 projects,
    /// 44 to 351 points tall, at the top).
    private func xibViewShowsStatusBar(frame: LayoutRect) -> Bool {
        if (document.toolsBuild ?? 0) >= 21_500 { return !Self.cellElements.contains(scene.root.element) }
        return frame.height >= document.device.size.width
    }

    private static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// The first Xcode build (Xcode 11, iOS 13) whose navigation bars are not all 44 points tall (96 with
    /// large titles) under the status bar: 56 at the top of a sheet, 54 from iOS 26, so that where the bars
    /// end is what the navigation controller's stored bar says (Xcode 8 stored its bar at y = 0 under a
    /// 20-point status bar, and one of Xcode 10 a 50-point bar whose child stands 64 points down).
    static let variableBarHeightBuild = 14_800

    /// The first Xcode build that gives a xib's view shorter than the screen the screen's bottom inset.
    static let xibBottomInsetBuild = 21_000

    /// The first Xcode build (Xcode 14) that gives a sheet's view the status bar's inset at its top.
    static let insetSheetBuild = 21_000

    /// The legacy guides: the top one from the root's top down past the top bars, the bottom one up past the bottom bars.
    private func setLegacyGuideLengths(top: Double, bottom: Double) {
        for (guide, edge) in legacyGuides where guide.identifier == "_UILayoutGuide" {
            guide.identifier = "_UILayoutGuide (placed)"
            let rules: [(LayoutAttribute, LayoutAttribute?, Double)] = edge == .top
                ? [(.top, .top, 0), (.height, nil, top), (.left, .left, 0), (.width, nil, 0)]
                : [(.bottom, .bottom, 0), (.height, nil, bottom), (.left, .left, 0), (.width, nil, 0)]
            for (attribute, rootAttribute, constant) in rules {
                let constraint = try? LayoutConstraint(
                    item: guide, attribute: attribute, toItem: rootAttribute == nil ? nil : root, attribute: rootAttribute ?? .notAnAttribute,
                    constant: .points(constant), identifier: "_UILayoutSupportConstraint")
                try? constraint?.activate()
            }
        }
    }

    // MARK: Margins

    /// Gives every view the safe area and margins `result` implies; whether any changed.
    private func updateInsetsAndMargins(_ result: LayoutResult, rootInsets: EdgeInsets, containerSize: LayoutSize) -> Bool {
        guard document.platform == .cocoaTouch else { return false }
        var absolute: [ObjectIdentifier: LayoutRect] = [:]
        let safe = LayoutRect(
            x: rootInsets.left, y: rootInsets.top, width: containerSize.width - rootInsets.left - rootInsets.right,
            height: containerSize.height - rootInsets.top - rootInsets.bottom)
        var changed = false
        // The views in a table's or collection view's rows, which take no top or bottom inset.
        var inRows: Set<ObjectIdentifier> = []
        // How far down each superview shows its subviews, worked out once for all its subviews.
        var contentOffsets: [ObjectIdentifier: Double] = [:]
        for (stored, view) in views {
            let frame = result.frame(of: view) ?? .zero
            let parent = view.superview.flatMap { absolute[ObjectIdentifier($0)] }
            let scrolled = view.superview.map { superview in
                contentOffsets[ObjectIdentifier(superview)] ?? {
                    let offset = scrollContentOffset(of: superview, result)
                    contentOffsets[ObjectIdentifier(superview)] = offset
                    return offset
                }()
            } ?? 0
            let place = LayoutRect(
                x: (parent?.x ?? 0) + frame.x, y: (parent?.y ?? 0) + frame.y + scrolled, width: frame.width, height: frame.height)
            absolute[ObjectIdentifier(view)] = place
            let isRow = view.superview.map(isRowContainer) ?? false
            let inRow = isRow || view.superview.map { inRows.contains(ObjectIdentifier($0)) } ?? false
            if inRow { inRows.insert(ObjectIdentifier(view)) }
            let insets = view === root ? rootInsets : EdgeInsets(
                top: inRow ? 0 : Self.clamp(safe.y - place.y, place.height), left: Self.clamp(safe.x - place.x, place.width),
                bottom: inRow ? 0 : Self.clamp(place.y + place.height - (safe.y + safe.height), place.height),
                right: Self.clamp(place.x + place.width - (safe.x + safe.width), place.width))
            // Where the view is shown in its superview: a scroll view's content lower by the scroll view's top inset.
            let shown = LayoutRect(x: frame.x, y: frame.y + scrolled, width: frame.width, height: frame.height)
            let margins = self.margins(of: stored, view: view, safeArea: insets, frame: shown, isRow: isRow)
            if insets != view.safeAreaInsets || margins != view.layoutMargins { changed = true }
            view.safeAreaInsets = insets
            view.layoutMargins = margins
        }
        return changed
    }

    /// How far down a scroll view shows its content: as far as its own safe area reaches in
    /// from its top, the content inset UIKit adds for it (`contentInsetAdjustmentBehavior`),
    /// so that content at the top of the content area is shown below the bars and sensor
    /// housing and has no top inset. Interface Builder lays out cells and content views so:
    /// the cells of a collection view that is a root view under a navigation bar stand at
    /// their content view's edges although they are placed in the top 124 points of the view.
    /// A plain scroll view adjusts only an axis it scrolls on (`scrollableAxes`): one that always bounces
    /// vertically, or whose content is taller than it. Its content is then below the bars too: the stack view
    /// of erouska's encounters, 10 points down the content of a bouncing scroll view under a large-title bar
    /// (build 17701), arranges its views within its own margins from its top, not 130 points lower (+10 views
    /// over the 952 UIKit documents with scroll views, none off). Otherwise its content is drawn unscrolled, at
    /// the scroll view's top: the views pinned to the safe area of the content view of Safe Exam Browser's
    /// assistant (build 23504; a scroll view under an iPad's status bar, with content shorter than it) stand
    /// 24 points down (17 views of each of the storyboard's 3 copies; nothing else in the corpora moves).
    private func scrollContentOffset(of view: LayoutView, _ result: LayoutResult) -> Double {
        guard let stored = storedView(of: view) else { return 0 }
        if Self.insetAdjustingElements.contains(stored.element) { return view.safeAreaInsets.top }
        guard stored.element == "scrollView" else { return 0 }
        let contentBottom = view.subviews.compactMap { result.frame(of: $0).map { $0.y + $0.height } }.max() ?? 0
        let scrollsVertically = stored.alwaysBouncesVertically || contentBottom > (result.frame(of: view)?.height ?? 0) + 0.5
        return scrollsVertically ? view.safeAreaInsets.top : 0
    }

    /// The scroll views whose content Interface Builder draws below their content inset.
    private static let insetAdjustingElements: Set<String> = ["tableView", "collectionView", "textView"]

    /// Whether `view` is a table or collection view, whose rows (cells, headers, footers) take its safe area
    /// and margins at their sides only: the content inset UIKit adds for its safe area
    /// (`contentInsetAdjustmentBehavior`) takes up the top and bottom, and the table places its rows by
    /// their height alone. A row below the home indicator keeps its own margins: in a static table of an
    /// XR's settings screen (build 24765), the labels pinned to the margins of a row 842 points down the
    /// content stand 15 points in from its top and bottom, as in the rows above.
    private func isRowContainer(_ view: LayoutView) -> Bool {
        guard let stored = storedView(of: view) else { return false }
        return Self.rowContainerElements.contains(stored.element)
    }

    private static let rowContainerElements: Set<String> = ["tableView", "collectionView"]

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        min(max(value, 0), max(limit, 0))
    }

    /// A table view cell's content margins, as UIKit gives them in the Xcode that saved the document:
    /// 8 all round before Xcode 9.1; from Xcode 9.1, 11 at the top and bottom (15 in inset-grouped tables from
    /// Xcode 26, whose rows are taller) and the system's side margin (16, or 20 on wide screens; a xib's cell 15 in Xcode 9 on an iPhone), except
    /// on a side the content does not reach (an accessory's), where it keeps 8; a row the table does not show
    /// keeps 8 at its sides in Xcode 9.1 to 12 (`unshownRowBuilds`). The side margin is the
    /// one of the table's width. A table that is a subview has its own: a 300- or 252-point table on a
    /// 414-point screen has 16 (2 storyboards of KeePassium, builds 19162 and 21507). A table that is its
    /// controller's view has the screen's, and a cell stored wider than the screen is in a table no wider than it:
    /// a 380-point cell on a 414-point screen has 20 (a xib of build 16096), a 387-point one on a 375-point
    /// screen not 20 (build 14868: 15, as Xcode 11 draws such xibs); a xib's cell wider than 320 points has the
    /// screen's from Xcode 11 (`xibCellMarginWidth`). In Xcode 9.1 to 11 a prototype cell
    /// of a table that is not its controller's view has the table's own 15 where the system's would be 16 (see
    /// `subviewTableCellsBuilds`).
    private func tableCellContentMargins(
        contentFrame frame: LayoutRect, cell: LayoutView, table: (view: LayoutView, style: String)?
    ) -> EdgeInsets {
        let build = document.toolsBuild ?? 0
        guard build >= Self.systemCellMarginsBuild else {
            return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        if Self.unshownRowBuilds.contains(build), let table, storedView(of: cell)?.margins.preservesSuperviewLayoutMargins != true,
           isUnshownRow(cell, of: table.view) {
            let vertical: Double = build < Self.xcode10Build ? 11 : 8
            return EdgeInsets(top: vertical, left: 8, bottom: vertical, right: 8)
        }
        let cellWidth = cell.frame.width
        let subviewTable = table.flatMap { $0.view !== root ? $0.view : nil }
        let tableWidth = subviewTable?.frame.width ?? max(cellWidth, root.frame.width)
        let inSubviewTable = subviewTable != nil && Self.subviewTableCellsBuilds.contains(build)
        let systemSide = document.device.systemMinimumHorizontalMargin(
            rootWidth: table == nil ? xibCellMarginWidth(cellWidth) : screenClamped(tableWidth), isCell: true,
            sizedByWidthAlone: table == nil)
        let narrowXibCell = table == nil && (build < Self.xcode10Build && !document.device.isPad || drawsNarrowXibCells)
        let side = inSubviewTable && systemSide == 16 || narrowXibCell ? 15 : systemSide
        let vertical: Double = build >= Self.tallRowMarginsBuild ? 15 : 11
        return EdgeInsets(
            top: vertical, left: frame.x < 1 ? side : 8, bottom: vertical, right: cellWidth - (frame.x + frame.width) < 1 ? side : 8)
    }

    /// `width`, but no wider than the screen the document is drawn on: a table, and so a xib's cell stored
    /// wider than the screen, is laid out no wider than it, from Xcode 11. Before, a cell is laid out as
    /// wide as it is stored: the views pinned to the side margins of 600-point cells on a 375-point screen
    /// (Element's, build 14113) stand 20 in, as do those of 898- and 387-point ones (habitica's and Open Food
    /// Facts', builds 14109 to 14490); over the UIKit histories 6 views move onto Xcode's frames, none off.
    private func screenClamped(_ width: Double) -> Double {
        guard (document.toolsBuild ?? 0) >= Self.xcode11Builds.lowerBound else { return width }
        let device = document.device
        return device.hasScreenMetrics && device.size.width > 0 ? min(width, device.size.width) : width
    }

    /// The Xcode builds (Xcode 9.1 to 12) whose canvas leaves a table's row that starts below what the table
    /// shows (its height less the bars over its top) with the margins of a view the table never displayed:
    /// 8 at each side, and 8 at the top and bottom from Xcode 10 (11 before, `xcode10Build`). The views pinned
    /// to the margins of such rows of 2 projects (SwiftMessages' static settings table, builds 13770 to
    /// 14490, and GoMap's, builds 13771 to 18122) stand 8 in, where the rows above them have the system's 16;
    /// over the UIKit histories 1,532 views move onto Xcode's frames, none off. A row that preserves its
    /// superview's margins takes the table's wherever it stands (NetNewsWire's inset grouped settings, builds
    /// 16096 to 24765: 171 views would move off), and from Xcode 14 on every row has the system's margins
    /// (37 views of GoMap's and duckduckgo's rows of builds 21507 to 32700 would move off). No view of the
    /// saves of builds 18123 to 21506 moves either way, so they do not tell; the range stops at Xcode 13.
    static let unshownRowBuilds = systemCellMarginsBuild..<19_000

    /// The first Xcode build of Xcode 10.
    static let xcode10Build = 14_000

    /// Whether `cell`, a row of `table`, starts at or below the table's visible height: the rows a table
    /// scrolled to its top does not show, as the bars over its top (its safe area's top inset) push its rows down.
    private func isUnshownRow(_ cell: LayoutView, of table: LayoutView) -> Bool {
        cell.frame.y >= table.frame.height - table.safeAreaInsets.top
    }

    /// The Xcode builds (Xcode 9.1 to 11) that give the prototype cells of a table that is a subview of its
    /// controller's view, not the view itself, the table's own 15-point side margins: the 30 views pinned to
    /// them in 4 storyboards of 3 projects (builds 14109 to 15505, tables 320 and 375 wide) stand 15 in,
    /// where those of the tables that are their controller's view (over 500 views of 4 projects, 90 of them
    /// of Xcode 9) have the system's 16 or 20, as the subview tables' have from Xcode 12 (26 views of 2
    /// projects, builds 17156 to 21507). Over the histories, Xcode 9's table controllers gain 239 views, none lost.
    /// A wider table's cells have the system's 20, as UIKit insets the rows of tables on the wide iPhones: the views
    /// pinned to the margins of 414-point subview tables on the 6.1-inch iPhone stand 20 in (storyboards of 5
    /// projects, builds 15400 to 16097, FSNotes' in 5 translations); over every sample and history of Xcode 9.1 to
    /// 11, 32 views move onto Xcode's frames, none off.
    static let subviewTableCellsBuilds = systemCellMarginsBuild..<17_000

    /// Whether the document is a xib that Xcode 11 drew for a 4.7-inch iPhone, whose cells, outside any
    /// table, have 15-point side margins: the views pinned to them in 5 cells of 3 projects (builds 14868 to
    /// 16097, 320 to 387 points wide) stand 15 in, where the cells of the same Xcode drawn for a 6.1-inch
    /// iPhone (2 projects) have the system's 16 or 20, and the same cells saved by Xcode 10 (build 14490) or 12
    /// (builds 17156 to 17506) have 16 (the history of 19 projects). Such a cell has no system margins of
    /// its own to pass on to a content view that preserves them: a 428-point one's stands 15 in too
    /// (the-blue-alliance's, build 15702), not the 20 of a 428-point screen.
    private var drawsNarrowXibCells: Bool {
        Self.xcode11Builds.contains(document.toolsBuild ?? 0) && document.device.size.width == 375
    }

    /// The width whose system side margins a xib's cell `width` wide, drawn outside any table, has: before Xcode 11
    /// its own (`screenClamped`); from Xcode 11 the screen's, but a cell no wider than the narrowest iPhone's
    /// screen (`narrowestScreenWidth`) keeps its own. The views pinned to the side margins of cells 331 to 358
    /// points wide drawn on the 393- and 414-point screens stand 20 in (WooCommerce's refund cells, builds 16097
    /// and 19455, OsmAnd's route info item, 22155, a gnosis banner, 17701), those of 320-point cells on the same
    /// screens 16 (241 leading constraints of the samples and histories), and those of cells of any width on
    /// 375-point screens 16. Over the 2,558 xibs with cells, 25 views move onto Xcode's frames, none off.
    private func xibCellMarginWidth(_ width: Double) -> Double {
        let device = document.device
        guard (document.toolsBuild ?? 0) >= Self.xcode11Builds.lowerBound, device.hasScreenMetrics, device.size.width > 0,
              width > Self.narrowestScreenWidth
        else { return screenClamped(width) }
        return device.size.width
    }

    /// The narrowest iPhone's screen width (the 3.5- and 4-inch iPhones').
    static let narrowestScreenWidth = 320.0

    /// The builds of Xcode 11, from its betas to Xcode 12.
    static let xcode11Builds = 14_800..<17_000

    /// The first Xcode build (Xcode 26) whose rows have 15-point vertical margins: the views pinned to them
    /// in 4 inset-grouped storyboards of NetNewsWire saved by builds 24093 to 24765 stand 15 in, as do those of
    /// GoMap's grouped rows (build 24506) and firebase's plain ones (build 24127), where every earlier save of
    /// the same cells, builds 15505 to 23504, and the grouped and inset-grouped cells of 8 other projects,
    /// builds 13770 to 23504, stand 11 in (the history of 13 projects, 596 saves). Over the 188 UIKit documents
    /// of Xcode 26, giving every row 15 rather than only inset-grouped ones moves 4 views onto Xcode's frames,
    /// none off.
    static let tallRowMarginsBuild = 24_000

    /// The first Xcode build (Xcode 9.1) that gives table cells and their content the system's margins; before,
    /// they have UIView's 8. The views pinned to the margins of the 4 xib cells of 3 projects saved by Xcode 9.0
    /// (builds 13189 and 13196) stand 8 in, as do most of those of Xcode 9.0's (and its betas') prototype cells:
    /// over the saves of 4 projects' histories, 433 views of builds 13122 to 13196 move onto Xcode's frames with
    /// 8, 82 (2 saves of habitica, whose cells stand 16 in) off; from build 13529 on, every cell has 15 or 16.
    static let systemCellMarginsBuild = 13_500

    /// The side margins a table gives a prototype cell that preserves its superview's margins, before Xcode 9
    /// (`safeAreaBuild`): 15, as iOS 10 and earlier inset a table's rows, on the 375- and 414-point
    /// iPhones alike. Over the UIKit histories, 38 views of ChatSecure's and GitHawk's cells (builds 11762 to
    /// 12121) move onto Xcode's frames, none off; with 16 or 20 none of them would, with 8 only 4.
    static let legacyTableSideMargin = 15.0

    /// The side margins a table gives `cell`, a prototype cell that preserves its superview's margins, before Xcode
    /// 9.1 (`systemCellMarginsBuild`), whose cells' own are UIView's 8: before Xcode 9 `legacyTableSideMargin`; in
    /// Xcode 9.0 the system's side margin of the table's width, as Xcode 9.1 gives every cell, but 8 in a row the
    /// table does not show (`isUnshownRow`), where from Xcode 9.1 such a row keeps the table's. MiniKeePass's
    /// settings and ChatSecure's occupants (build 13196; a table that is its controller's view, and one that is a
    /// subview of it) stand their views 16 in, MiniKeePass's rows below the screen 8 in. Over the UIKit histories 8
    /// views move onto Xcode's frames, none off; so do the 26 of MiniKeePass's 2 storyboards.
    private func legacyPreservedCellSideMargin(of cell: LayoutView) -> Double {
        guard (document.toolsBuild ?? 0) >= Self.safeAreaBuild, let table = enclosingTable(of: cell)?.view else {
            return Self.legacyTableSideMargin
        }
        return isUnshownRow(cell, of: table)
            ? 8 : document.device.systemMinimumHorizontalMargin(rootWidth: screenClamped(table.frame.width), isCell: true)
    }

    /// Whether `stored`, a scene's root, keeps its own margins (8 by default) instead of a view
    /// controller's view's:
    /// - a xib's cell before Xcode 9.1, whose content view, preserving the cell's margins, stands 8 in
    ///   from its sides (the 13 views of 2 cells saved by Xcode 7, build 8191); from Xcode 9.1 on, a cell
    ///   has the system's side margins, as a view controller's view (with 8, the views of 27 cells of
    ///   builds 13771 to 14460 would move);
    /// - a root no view controller owns (a xib's top-level view File's Owner's `view` outlet does not
    ///   point at) before Xcode 9 (`safeAreaBuild`), which drew such a view as a plain UIView: the views
    ///   pinned to the margins of SwiftMessages' 600-point message views (builds 10117 to 12121) stand 8
    ///   in; over the UIKit histories 306 views move onto Xcode's frames, none off, and no storyboard's
    ///   view moves. From Xcode 9 on, Xcode draws it with a view controller's margins (with 8, 991 views
    ///   of 7 projects, builds 13196 to 32700, would move off). A launch screen's view is always drawn as a view
    ///   controller's, as the system shows it: the labels pinned to the margins of the launch screens of Xcode 6's
    ///   template saved by build 12121 with a device stand 20 in (googleads' 2 examples, 4 views onto Xcode's frames;
    ///   none of the 114 launch-screen xibs moves off).
    private func keepsOwnMargins(_ stored: IBView) -> Bool {
        let build = document.toolsBuild ?? 0
        if Self.cellElements.contains(stored.element) { return build < Self.systemCellMarginsBuild }
        return scene.controllerID == nil && !document.isLaunchScreen && build < Self.safeAreaBuild
    }

    /// The first Xcode build (Xcode 9, iOS 11) with a safe area: before, margins are measured from a
    /// view's edges, so a view controller's view has no top margin under the status bar and a cell's
    /// content view in a table that sticks 4 points out of its view keeps its 8-point margin there (the
    /// views pinned to margins of 3 files of 3 projects saved by Xcode 6 to 8, builds 7706 to 11542).
    static let safeAreaBuild = 13_000

    /// A view's margins: its own (8 by default, none for a stack view; a scene's root view, which
    /// Interface Builder draws as a view controller's, none at the top and
    /// bottom and the system minimum at its sides), measured from its safe area unless it says not
    /// to (or the Xcode has no safe area), and at least as far in as its superview's margins reach when it
    /// preserves them (at its sides only when it is a row of a table or collection view, `isRow`).
    /// A UIKit scene's root view (a storyboard controller's, a xib's top-level view) that preserves them takes at
    /// least the 8 points of the plain view Xcode shows it in: AltStore's instructions (build 15701) pin a button to
    /// their root's bottom margin, 8 points above its bottom with no home indicator, and its 4 rows above with it;
    /// WooCommerce's filter bar, a xib's top-level view (build 22685), stands its stack 8 below its top margin and 8
    /// above its bottom one. No other root of the corpora moves.
    private func margins(of stored: IBView, view: LayoutView, safeArea: EdgeInsets, frame: LayoutRect, isRow: Bool = false) -> EdgeInsets {
        var margins = stored.margins.insets ?? Self.defaultMargins(of: stored)
        if stored.element == "tableViewCellContentView", let cell = view.superview {
            let system = tableCellContentMargins(contentFrame: frame, cell: cell, table: enclosingTable(of: view))
            if stored.margins.insets == nil {
                margins = system
            } else if stored.margins.preservesSuperviewLayoutMargins {
                // Margins of its own that preserve the cell's, which the table gives its side margins: the wider reaches.
                margins.left = max(margins.left, system.left)
                margins.right = max(margins.right, system.right)
            }
        }
        let isUIKitRoot = view === root && document.platform == .cocoaTouch
        if isUIKitRoot, !keepsOwnMargins(stored) {
            let own = stored.margins.insets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            let narrowXibCell = drawsNarrowXibCells && stored.element == "tableViewCell"
            let minimum = scene.respectsSystemMinimumLayoutMargins && !narrowXibCell
                ? document.device.systemMinimumHorizontalMargin(
                    rootWidth: stored.element == "tableViewCell" ? xibCellMarginWidth(frame.width) : frame.width,
                    isCell: Self.cellElements.contains(stored.element), sizedByWidthAlone: stored.element == "tableViewCell") : 0
            margins = EdgeInsets(top: own.top, left: max(own.left, minimum), bottom: own.bottom, right: max(own.right, minimum))
        }
        if stored.margins.insetsFromSafeArea, (document.toolsBuild ?? 0) >= Self.safeAreaBuild {
            margins = EdgeInsets(
                top: margins.top + safeArea.top, left: margins.left + safeArea.left, bottom: margins.bottom + safeArea.bottom,
                right: margins.right + safeArea.right)
        }
        // What it preserves: its superview's margins, or a UIKit scene's root those of the plain view it fills.
        let container = view.superview.map { (margins: $0.layoutMargins, frame: $0.frame) }
            ?? (isUIKitRoot ? (margins: Self.plainViewMargins, frame: frame) : nil)
        if stored.margins.preservesSuperviewLayoutMargins, let container {
            var parent = container.margins
            let size = container.frame
            if stored.element == "tableViewCell", (document.toolsBuild ?? 0) < Self.systemCellMarginsBuild {
                let side = legacyPreservedCellSideMargin(of: view)
                parent.left = side
                parent.right = side
            }
            margins = EdgeInsets(
                top: isRow ? margins.top : max(margins.top, parent.top - frame.y), left: max(margins.left, parent.left - frame.x),
                bottom: isRow ? margins.bottom : max(margins.bottom, parent.bottom - (size.height - frame.y - frame.height)),
                right: max(margins.right, parent.right - (size.width - frame.x - frame.width)))
        }
        return margins
    }
}
