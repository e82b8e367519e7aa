import Constraints

/// How far UIKit controls draw beyond the rectangle their constraints align,
/// by element, as the frames Xcode stores show:
///
/// - a switch's frame reaches 2 points past its trailing edge;
/// - a slider's frame reaches 2 points past each side and 1 point below its
///   bottom (its 31-point frame aligns a 30-point track area: a slider pinned
///   to a view's bottom, or to a view below it, stands 1 point further down
///   than its frame says, while one pinned at its top does not move; shown by
///   the sliders of 21 files of 5 projects saved by Xcode 7 to 15, builds 8191
///   to 22154). Xcode 16 (from build 24412 on; none between 22154 and 24412 in
///   the corpus) draws sliders whose frame is the rectangle they align;
/// - a segmented control draws 1 point below what it aligns, iOS 13's (32 points tall) as the earlier
///   ones (29): the view after one in a stack view overlaps its frame by a point, one 24 points tall
///   by its constraint has a 25-point frame (4 files of 4 projects, builds 16097 to 23094; and the
///   saves of 6 projects' histories, builds 4514 to 14490, whose 232 views after such controls move
///   by the point);
/// - an image view showing a system symbol is as tall as Xcode drew the symbol, centred on what its own height
///   constraint aligns (`symbolPadding(of:)`): NetNewsWire's symbols stand 0.5 to 11.7 points shorter or taller
///   than their constraints say (23 image views of its documents and histories; 14 more views of the current
///   documents and histories where Xcode stored them, none lost).
///
/// AppKit's controls draw beyond what they align by how the macOS that Xcode ran on draws them, so by the
/// build that saved the document, or the older one whose controls it holds (`IBControlsDrawing`).
enum IBAlignmentInsets {
    /// The first Xcode build known to draw sliders without alignment insets.
    static let flushSliderBuild = 24_000

    /// How far `view` of `document` draws beyond what it aligns; an AppKit control as the AppKit of `controlsBuild` drew it.
    static func insets(of view: IBView, document: IBDocument, controlsBuild: Int?) -> EdgeInsets {
        if document.platform == .cocoa { return flushOnSizedAxes(of: view, appKit(view, build: controlsBuild ?? 0)) }
        guard view.customClass == nil || view.element != "view" else { return .zero }
        switch view.element {
        case "switch":
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider":
            guard (document.toolsBuild ?? 0) < flushSliderBuild else { return .zero }
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl":
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "imageView" where view.content.isSystemImage:
            return symbolPadding(of: view)
        default:
            return .zero
        }
    }

    /// `insets`, flush on each axis along which `view`'s own size constraint is its stored frame's size. Xcode sizes
    /// a control at what it aligns, so a control stored at the size its constraint gives is drawn with its frame
    /// what it aligns along that axis, whichever AppKit drew it: colour wells that Xcode 14 drew on macOS 12 (Textual's
    /// preferences of build 21507 hold 8 sized 48 × 23 at their 48 × 23 frames, as is CotEditor's of build 21223,
    /// where 45 colour wells of 6 projects' documents of builds 21506 to 32700 are sized 6 narrower and 4 shorter than
    /// theirs), the check boxes and push buttons of a pane of jamf's Replicator whose neighbours an older AppKit drew
    /// (build 24506), sliders of Lunar's, textured buttons of CloudNotes', round-rect buttons of NetNewsWire's and push
    /// buttons of LuLu's and KnockKnock's windows. Over all the AppKit documents of the samples and histories (6,948),
    /// 55 views move onto Xcode's frames, none off.
    private static func flushOnSizedAxes(of view: IBView, _ insets: EdgeInsets) -> EdgeInsets {
        guard let frame = view.frame else { return insets }
        var flushed = insets
        if view.ownWidth == frame.width { (flushed.left, flushed.right) = (0, 0) }
        if view.ownHeight == frame.height { (flushed.top, flushed.bottom) = (0, 0) }
        return flushed
    }

    /// The first build of Xcode 10 (macOS 10.14) whose help buttons are drawn a point higher around what they align,
    /// past its betas: the regular help buttons of builds 14109 and 14113 reach 3 below what they align, as before, in
    /// 15 of 15 places beside the superview's bottom (3 projects), those of build 14313 in 16 of 35, those of builds
    /// 14460 on in none (4 below). Over the AppKit histories 24 views move onto Xcode's frames with this build rather
    /// than 14000, none off.
    static let mojaveControlsBuild = 14_300
    /// The first build of Xcode 12.2, released with macOS 11, whose push buttons, pop-ups and check boxes are drawn
    /// larger around what they align. How Xcode draws a control follows the macOS it runs on, which a document does not
    /// record; Xcode 12.0 and 12.1 ran mostly on macOS 10.15 and draw its controls: the saves of builds 17132 to 17156
    /// of iina, MacPass, Rectangle and iGlance, and CotEditor's of builds 17132 and 17147, stand as macOS 10.15 draws,
    /// those of NetNewsWire, Sequel-Ace's import accessory (17156) and CotEditor's of build 17154 as macOS 11 does. Over
    /// the AppKit histories 237 views move onto Xcode's frames with this build rather than Xcode 12's first, 190 off; in
    /// the current documents 8 on, none off; in the held-out projects' 34 on (iGlance), 4 off (Sequel-Ace).
    static let bigSurControlsBuild = 17_500
    /// The first build of Xcode 14 (macOS 13), whose colour wells, and large check boxes and radio buttons, are drawn
    /// larger around what they align.
    static let venturaControlsBuild = 21_000

    /// The first build of Xcode 26 (macOS 26), whose controls' frames are the rectangles they align.
    static let flushAppKitControlsBuild = 24_000

    /// The first build of Xcode 12.2, the first with macOS 11's SDK, from which a pop-up button drawn without a border
    /// aligns its content (`borderlessPopUpContentInset`); Xcode 12.0's builds (17132 to 17154 in CotEditor's history)
    /// still draw it flush.
    static let bigSurSDKBuild = 17_500

    /// From Xcode 12.2 a pop-up button drawn without a border aligns its content (title or image), which starts this far
    /// in from its frame's leading edge, and is flush at its other sides.
    /// - QLMarkdown's textured pull-downs stand 5 points into the 4-point gap after the title-less check box before them
    ///   in their stack views (3 stacks in each save, builds 17701 to 24765; the check box keeps 2 after it,
    ///   `appKit(_:build:)`), its small pop-up 5 points into the 8 after the bordered pop-up before it;
    /// - CotEditor's small square pull-downs, most of them image-only, stand so beside their superview's edges and
    ///   their neighbours (builds 17503 to 32700; those of builds 17132 to 17154 are flush).
    /// Over the AppKit histories 307 views of the two projects and iina move onto Xcode's frames with this, the check
    /// box's trailing 2 and the line a label's (`IBBaselines`), none off (55 of them with Xcode 26's saves alone); none
    /// of the three alone keeps QLMarkdown's stacks on their frames. In the current documents 30. Before Xcode 12.2
    /// these pop-ups align what their bezel style draws.
    static let borderlessPopUpContentInset = 5.0

    /// Whether a pop-up button with `cell` is drawn without a border as Xcode 12.2 on draws one: aligning its content
    /// (`borderlessPopUpContentInset`), its line where a label's is (`IBBaselines`).
    static func drawsBorderlessPopUp(_ cell: IBAppKitCell, build: Int) -> Bool {
        build >= bigSurSDKBuild && cell.borderStyle == nil
    }

    /// How far a help button's frame reaches beyond the circle it aligns (top, left, bottom, right), as it
    /// stands beside its superview's edges in the histories of 6 Mac projects: a regular one, 25 points square,
    /// 1, 2, 3, 2 before Xcode 10's release (2 before in 4 of 4 places, 3 below in 252 of 252), 0, 2, 4, 2 until Xcode 12.2
    /// (2 before in 21 of 21, 0 above in 11 of 15) and 1, 3, 4, 2 from it (3 before in 24 of 27); a small one,
    /// 22 square before Xcode 10, 18 × 19 from it, 1, 2, 3, 2, then 0, 0, 1, 0, then 1, 1, 2, 1 (each time a
    /// circle 20, 21, 20; 18, 18, 16 across). Against 2, 3, 3, 2 and 1, 3, 4, 2 for every help button, 1,627
    /// views of the histories' documents with a help button move onto Xcode's frames, 11 off.
    static func helpButtonInsets(small: Bool, build: Int) -> EdgeInsets {
        let (top, left, bottom, right): (Double, Double, Double, Double)
        switch (small, build) {
        case (_, ..<mojaveControlsBuild): (top, left, bottom, right) = (1, 2, 3, 2)
        case (true, ..<bigSurControlsBuild): (top, left, bottom, right) = (0, 0, 1, 0)
        case (false, ..<bigSurControlsBuild): (top, left, bottom, right) = (0, 2, 4, 2)
        case (true, _): (top, left, bottom, right) = (1, 1, 2, 1)
        case (false, _): (top, left, bottom, right) = (1, 3, 4, 2)
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Whether a button or image view shows a system symbol: an SF Symbol (`catalog="system"`) or one of AppKit's
    /// named template images (`NSRefreshFreestandingTemplate`, `NSAddTemplate`), which macOS 11 draws as a symbol.
    private static func showsSystemSymbol(_ view: IBView) -> Bool {
        guard let image = view.content.imageName else { return false }
        return view.content.isSystemImage || image.hasPrefix("NS") && image.hasSuffix("Template")
    }

    /// Whether a button's bezel is square and drawn without a border: shadowless, or small square unbordered.
    private static func isBorderlessSquare(_ cell: IBAppKitCell) -> Bool {
        cell.bezelStyle == "shadowlessSquare" || cell.bezelStyle == "smallSquare" && cell.borderStyle != "border"
    }

    /// From macOS 11, a square button showing a system symbol is drawn taller than what it aligns, the symbol's
    /// padding shared above and below: its frame 4 to 6 points taller than its own height constraint says, by the
    /// symbol (179 of 204 such shadowless buttons in 3 projects' documents and histories, builds 17156 to 24765; none of
    /// the 328 before; 38 of 40 unbordered small square ones, CotEditor's), and so is an image view showing one (55 of 63
    /// in 4 projects; none of the 138 before). The height a constraint gives it is what it aligns; without one, its
    /// frame is. A frame shorter than what it aligns (a UIKit symbol's) is centred on it the same way.
    private static func symbolPadding(of view: IBView) -> EdgeInsets {
        guard let height = view.ownHeight, let frame = view.frame else { return .zero }
        let padding = (frame.height - height) / 2
        return EdgeInsets(top: padding, left: 0, bottom: padding, right: 0)
    }

    /// How far an AppKit control's frame reaches beyond what it aligns (top, left, bottom, right), as the
    /// frames Xcode stored around the constraints of 147 files of 12 projects show (the share of the
    /// observations that agree in brackets):
    /// - a label or borderless text field: 2 at each side, in every Xcode (226 of 226 leading edges), none when it
    ///   fills its background (7 views of one file of iina); a borderless token field as a label (HandBrake's);
    /// - a rounded push button: 4, 6, 7, 6 before Xcode 12.2; 5, 7, 7, 7 from it (a 32-point frame, 112 of 113
    ///   heights; a few files that a later Xcode saved on macOS 10.15 keep the older metrics); a small one 4, 6, 7, 6, and 4, 5, 6, 5 before
    ///   Xcode 12.2 (68 views of 3 projects' histories move onto Xcode's frames, none off; beside the superview's
    ///   edges, 6 below in 56 of 56 places, 5 past each side in 211 of 211);
    /// - a check box or radio button: 1, 2, 1, 0 (a check box without a title 1, 2, 1, 2; small: 1, 1, 1, 0; a small
    ///   check box before Xcode 12.2 3, 3, 3, 2,
    ///   as 3 projects' histories show it beside its superview's edges: 3 above and below in 51 of 51 places, 3
    ///   before in 213 of 213, 2 after in 154 of 154; a small radio button then 2, 2, 2, 0: 2 before, above and below
    ///   in 45 of 45 places beside labels, fields and the superview), and before Xcode 12.2 a check box 2, 2, 2, 2 (2 after
    ///   it in 186 of 186 places beside the superview's edges: 615 views of 7 projects' histories on, 3 off; the check
    ///   boxes of the saves of 11 Mac projects' histories, builds 4514 to 16097: 1,780 views move onto Xcode's
    ///   frames, 124 off, most of them in columns of check boxes 2 points further apart each), a radio button 1, 1, 1, 2
    ///   (1 before in 71 of 71 places, above in 15 of 15, below in 8 of 8, 2 after in 14 of 14; against 2, 2, 2, 0 and,
    ///   small, 1, 1, 1, 0, 571 views of the 294 saves with radio buttons move onto Xcode's frames, none off); a
    ///   rounded pop-up button: 1, 3, 4, 4 (60 of 61; before Xcode 12.2 1, 2, 3, 3, and 2, 2, 3, 3 when the macOS Xcode ran on drew it 26 points tall: 565 views of
    ///   9 projects' histories, builds 4514 to 16097, move onto Xcode's frames, 56 off; then, measured beside
    ///   the superview's edges (bottom 3 in 43 of 43 places, top 1 in 29 of 29 for 25-point ones, 2 in 82 of 82 for
    ///   26-point ones) and with the baseline a point lower in that era (`IBBaselines`), 750 more on, 220 off; a small
    ///   one from Xcode 12.2, 22 points tall, 1, 4, 4, 4: 4 at each side in 3 of 3, below in iina's inspector; before
    ///   it 1, 3, 3, 3: 3 at each side in 58 of 58 places beside the superview's edges, below in 20 of 20, 213 views
    ///   of the histories on, none off);
    ///   a help button as `helpButtonInsets(small:build:)` says; a textured rounded button 1, 1, 2, 1, and 1, 0, 2, 0 before Xcode 12.2 (268 views of
    ///   MacPass's and NetNewsWire's histories on, none off); a bordered small square button 1, 0, 1, 0
    ///   (840 views of 4 projects' histories, builds 5053 to 18122, move onto Xcode's frames, none off; a borderless one
    ///   aligns its frame); a round rect button or pop-up button 0, 0, 1, 0 (a point below in 44 of 44 places
    ///   beside the superview's edges before Xcode 26, flush at the other sides in 133 of 133), and so a small or mini
    ///   inline button (iina's plug-in pane: 120 views of its 8 saves move onto Xcode's frames, none off; a regular
    ///   inline button's frame is what it aligns, as 41 views of iina's about and utilities panes say); a segmented control 1, 2, 1, 2,
    ///   a regular one before Xcode 12.2 1, 2, 2, 2 (2 below in 77 of 84 places beside labels, fields and the superview,
    ///   the others textured ones 23 tall; 245 views of the 366 documents with segmented controls move onto Xcode's
    ///   frames, 38 off);
    ///   a switch 1, 2, 2, 2; a horizontal slider 2 all round; a colour well 2, 3, 2, 3 from Xcode 14, none before
    ///   (762 views of 4 projects' histories, builds 4514 to 20037, move onto Xcode's frames, none off);
    /// - a box: a separator 2 above and below (or beside, standing; in every Xcode), a primary box 0, 3, 4, 3 with its
    ///   title shown and 2, 3, 4, 3 without; from Xcode 14 none for a primary box without a border (Simplenote's
    ///   note list, which fills its controller's view, stands flush in its save of build 22505 where its saves of
    ///   builds 17506 to 19529 stood it 3 and 4 out, as GitX's did in build 14109; no save between tells whether
    ///   the change came with Xcode 14 or later within the builds up to 22505);
    /// - an image view with a bezel 3 all round, in every Xcode.
    /// From Xcode 26 (build 24000 on) every control's frame is what it aligns but a label's, a borderless field's, a
    /// separator's, a bezelled image view's, a textured rounded button's, a tab view's with tabs and a borderless
    /// pop-up button's (which aligns its content from Xcode 12.2 on, `borderlessPopUpContentInset`); bezelled fields,
    /// stack views, scroll views and plain views never reach beyond.
    static func appKit(_ view: IBView, build: Int) -> EdgeInsets {
        let cell = view.appKitCell
        func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
            EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        switch view.element {
        case "textField" where cell.borderStyle == nil && !cell.drawsBackground,
            "tokenField" where cell.borderStyle == nil && !cell.drawsBackground:
            return insets(0, 2, 0, 2)
        case "popUpButton" where drawsBorderlessPopUp(cell, build: build):
            return insets(0, borderlessPopUpContentInset, 0, 0)
        case "imageView" where cell.imageFrameStyle == "grayBezel":
            return insets(3, 3, 3, 3)
        case "box" where cell.boxType == "separator":
            return view.isStandingSeparator ? insets(0, 2, 0, 2) : insets(2, 0, 2, 0)
        case "button" where build >= bigSurControlsBuild && isBorderlessSquare(cell) && showsSystemSymbol(view),
            "imageView" where build >= bigSurControlsBuild && showsSystemSymbol(view):
            return symbolPadding(of: view)
        // A textured rounded button reaches a point above what it aligns and 2 below; from macOS 11 a point past each side
        // too, and so in Xcode 26, which draws textured pop-ups flush (uPic's preferences, build 24127, and GitUp's
        // snapshot list, 24506: 17 views stand where Xcode stored them, none of Xcode 26's other documents moves;
        // CotEditor's textured pop-ups of those builds are flush). One drawn 23 tall before Xcode 12.2 reaches only a point
        // below (MacPass's and NetNewsWire's, builds 14313 to 17506: 14 of 14 top and 22 of 22 bottom constraints to
        // labels, fields and the superview; over the AppKit histories 83 views move onto Xcode's frames, 2 off).
        case "button" where cell.bezelStyle == "texturedRounded":
            if build < bigSurControlsBuild { return view.frame?.height == 23 ? insets(0, 0, 1, 0) : insets(1, 0, 2, 0) }
            return insets(1, 1, 2, 1)
        // Tabs on top, in a bezel: the frame reaches 6 above, 7 past each side and 10 below what it aligns, in every
        // Xcode, 26 too (in the Mac projects' histories, builds 4510 to 21701: 61 leading and 61 trailing, 54 top and 6
        // bottom constraints to the superview of 2 projects; builds 24127 to 32700: 19 leading, 16 trailing, 15 top and
        // 14 bottom ones of 4 projects; creevey's preferences too, whose other controls are Xcode 26's: +44 views of the
        // 732 documents with tab views, none off); a small one's shorter tabs reach 3 above (Subler's 3 property panes,
        // build 24127: their tab views pinned 8 below their superview's top stand 5 below it, and 6 views in them with
        // them). A tab view without tabs or border is what it aligns.
        case "tabView" where cell.tabViewType == nil: return insets(cell.controlSize == "small" ? 3 : 6, 7, 10, 7)
        default:
            break
        }
        guard build < flushAppKitControlsBuild else { return .zero }
        let small = cell.controlSize == "small", large = cell.controlSize == "large"
        switch view.element {
        case "button":
            switch (cell.type ?? "push", cell.bezelStyle) {
            case ("push", "rounded"?):
                // A mini push button, 16 tall, reaches a point past its trailing side and is flush above (CotEditor's,
                // builds 5053 to 6249: 20 trailing and 10 top constraints); its leading side is taken as the trailing
                // one's mirror.
                if cell.controlSize == "mini" { return insets(0, 1, 0, 1) }
                // A large one (macOS 11 to 15), 40 to 44 tall, reaches 6 past every side of what it aligns (Aerial's and
                // 3 other projects', builds 19529 to 23727: 33 top, 14 bottom, 16 leading and 33 trailing constraints).
                if large { return insets(6, 6, 6, 6) }
                if small { return build < bigSurControlsBuild ? insets(4, 5, 6, 5) : insets(4, 6, 7, 6) }
                return build < bigSurControlsBuild ? insets(4, 6, 7, 6) : insets(5, 7, 7, 7)
            case ("check", _), ("radio", _):
                let isCheckBox = cell.type == "check"
                // A mini check box 18 tall, as macOS 10 draws it, reaches 5 above, 4 before, 3 below and 2 after what it
                // aligns (CotEditor's and iina's, builds 5053 to 21225: 28 leading, 27 trailing, 17 bottom and 11 top
                // constraints); one 14 tall, as macOS 11 draws it, is flush above and before it (9 and 9).
                if isCheckBox && cell.controlSize == "mini" { return view.frame?.height == 18 ? insets(5, 4, 3, 2) : .zero }
                // A large one (macOS 11 to 15), 22 tall, reaches 2.5 above and below and 3 before what it aligns (builds
                // 21701 to 23094: 10 top, 6 bottom, 18 leading and 2 trailing constraints, check boxes and radio buttons),
                // 1.5 above and below before Xcode 14 (Aerial's radio buttons, build 19529: 2 top and 5 bottom ones); one
                // without a title, 22 square, 3 past every side of its 16-point box (Aerial's grid of radio buttons
                // 55 apart and 19 above one another, build 23094: their frames 49 and 13 apart).
                if large {
                    if (view.content.title ?? "").isEmpty { return insets(3, 3, 3, 3) }
                    return build < venturaControlsBuild ? insets(1.5, 3, 1.5, 0) : insets(2.5, 3, 2.5, 0)
                }
                if small {
                    // From macOS 11 a small check box without a title is drawn 21 tall: 2 above and below the box it
                    // aligns, 1 at each side (CotEditor's, builds 17147 to 32700: 51 constraints of each edge).
                    if build >= bigSurControlsBuild && isCheckBox && view.frame?.height == 21 { return insets(2, 1, 2, 1) }
                    guard build < bigSurControlsBuild else { return insets(1, 1, 1, 0) }
                    return isCheckBox ? insets(3, 3, 3, 2) : insets(2, 2, 2, 0)
                }
                guard build < bigSurControlsBuild else {
                    // Without a title a check box keeps the 2 after it that it had before macOS 11: QLMarkdown's beside
                    // the borderless pull-downs after them (`borderlessPopUpContentInset`), and iina's plug-in pane pins a
                    // label 8 after one, their frames 4 apart, in all 10 saves of builds 14313 to 23090.
                    let titleless = isCheckBox && (view.content.title ?? "").isEmpty && view.content.imageName == nil
                    return insets(1, 2, 1, titleless ? 2 : 0)
                }
                return isCheckBox ? insets(2, 2, 2, 2) : insets(1, 1, 1, 2)
            case (_, "helpButton"?): return helpButtonInsets(small: small, build: build)
            // A small rounded disclosure button reaches 3 past its sides: 23 tall, 2 above and 3 below; 21 tall, 1 and 2;
            // from macOS 11, 4 past its sides, 2 above and 3 below (CotEditor's, builds 6254 to 22146: 68 leading and
            // trailing, 34 top constraints, and 34 buttons centred on a label half a point below its centre).
            case (_, "roundedDisclosure"?) where small:
                guard build < bigSurControlsBuild else { return insets(2, 4, 3, 4) }
                return view.frame?.height == 23 ? insets(2, 3, 3, 3) : insets(1, 3, 2, 3)
            case (_, "smallSquare"?) where cell.borderStyle == "border": return insets(1, 0, 1, 0)
            case (_, "roundedRect"?): return insets(0, 0, 1, 0)
            case (_, "inline"?) where cell.controlSize != "regular": return insets(0, 0, 1, 0)
            default: return .zero
            }
        case "popUpButton" where cell.bezelStyle == "rounded":
            if cell.controlSize == "regular" {
                guard build < bigSurControlsBuild else { return insets(1, 3, 4, 4) }
                return view.frame?.height == 26 ? insets(2, 2, 3, 3) : insets(1, 2, 3, 3)
            }
            // A large one (macOS 11 to 15), 40 tall, reaches 6 above and below and 5 past each side (Aerial's and 2 other
            // projects', builds 19529 to 23504: 12 top, 8 bottom, 46 leading and 5 trailing constraints).
            if large { return insets(6, 5, 6, 5) }
            guard small else { return .zero }
            return build >= bigSurControlsBuild ? insets(1, 4, 4, 4) : insets(1, 3, 3, 3)
        case "popUpButton" where cell.bezelStyle == "roundedRect": return insets(0, 0, 1, 0)
        // A bordered small square pop-up button, as a bordered small square button: a point above and below (CotEditor's
        // pull-downs, builds 6185 to 16097: 37 top and 21 bottom constraints to labels, fields and the superview).
        case "popUpButton" where cell.bezelStyle == "smallSquare" && cell.borderStyle == "border": return insets(1, 0, 1, 0)
        // A textured rounded pop-up button 25 tall reaches a point above and 2 below what it aligns, and a 19-point one is
        // what it aligns; from macOS 11, as a rounded one, 1, 3, 4, 4; one 23 tall, as macOS 10 drew some, none above and
        // 1 below in every Xcode (MacPass's, CotEditor's and NetNewsWire's, builds 6254 to 32700: 78 leading and trailing,
        // 11 top and bottom constraints, 18 centred on a label).
        case "popUpButton" where cell.bezelStyle == "texturedRounded":
            if view.frame?.height == 23 { return insets(0, 0, 1, 0) }
            guard build < bigSurControlsBuild else { return insets(1, 3, 4, 4) }
            return view.frame?.height == 25 ? insets(1, 0, 2, 0) : .zero
        // A combo box reaches 2 above, 4 below and 3 past the trailing end of what it aligns, its pop-up arrow's shadow
        // (MacPass's combo boxes, 25 or 26 tall, builds 4514 to 19529: 41 top, 24 bottom, 55 leading and 37 trailing
        // constraints to labels, fields and the superview). One macOS 11 to 15 drew 23 tall reaches a point above and
        // before, 2 below and 3 past its trailing end (Notenik's 4 panes, builds 22690 to 23504, and cocoa-rest-client's
        // main window, 23094: 26 views of the documents with such combo boxes move onto Xcode's frames, one off).
        case "comboBox" where cell.controlSize == "regular":
            return build >= bigSurControlsBuild && view.frame?.height == 23 ? insets(1, 1, 2, 3) : insets(2, 0, 4, 3)
        // A small segmented control drawn 21 tall aligns the 18 points a 20-tall one does, its frame 2 below them
        // (iina's, builds 14109 to 32700: over the AppKit histories 330 views move onto Xcode's frames, none off;
        // with 2 below the 20-tall ones too, 59 views of builds 11762 to 20037 would move off).
        case "segmentedControl" where cell.controlSize == "small" && view.frame?.height == 21:
            return insets(1, 2, 2, 2)
        // A small one drawn 19 or 20 tall is flush above what it aligns (MacPass's and iina's, builds 4510 to 17506: 23 of
        // 23 top constraints to labels, fields and the superview; over the AppKit histories 21 views move onto Xcode's
        // frames, none off; a round-rect-style one 18 tall keeps the point above).
        case "segmentedControl" where cell.controlSize == "small" && [19, 20].contains(view.frame?.height ?? 0):
            return insets(0, 2, 1, 2)
        case "segmentedControl":
            return build < bigSurControlsBuild && cell.controlSize == "regular" ? insets(1, 2, 2, 2) : insets(1, 2, 1, 2)
        // A mini switch, 16 tall before Xcode 26, reaches a point past the trailing end and the bottom of what it aligns
        // (CotEditor's and QLMarkdown's, builds 20037 to 23727: 87 trailing and 3 bottom constraints to labels, fields
        // and the superview) and a point before it; its top is flush, which is what their neighbours fit (over the AppKit
        // histories 77 views move onto Xcode's frames, none off; 53 with a point above it too, 29 with a regular
        // switch's point above and 2 before).
        case "switch" where cell.controlSize == "mini" && build < flushAppKitControlsBuild: return insets(0, 1, 1, 1)
        case "switch": return insets(1, 2, 2, 2)
        // A date picker of a field and a stepper reaches 3 past the trailing end of what it aligns, and 4 above it
        // where it is drawn 22 to 28 tall; one 21 tall is flush above (the Mac histories and 2 other projects, builds
        // 15702 to 23094, regular and large: 6 trailing, 10 leading and 1 bottom constraints to labels, fields and the
        // superview; 4 top ones of pickers 22 to 28 tall, and one of 21 tall beside the pickers it is aligned with).
        case "datePicker" where cell.datePickerStyle == nil: return insets(view.frame?.height == 21 ? 0 : 4, 0, 0, 3)
        // A horizontal slider (not a circular one, which is what it aligns: HandBrake's gain knobs, build 24506, stand 3
        // in where their constraint says 3) reaches 2 past what it aligns all round, but a small or mini one of the sizes
        // macOS 10 drew, 15 tall or 18 with tick marks, is what it aligns: against the superview, labels and fields, 603 leading, trailing,
        // top and bottom constraints of such sliders measure 0 (26 measure 1), in documents of builds 4514 to 22505; 284 of
        // the 17, 20 and 25 points tall that macOS 11 draws measure 2.
        case "slider" where cell.sliderType != "circular" && (view.frame?.width ?? 0) >= (view.frame?.height ?? 0):
            let drawnByMacOS10 = cell.controlSize != "regular" && [15, 18].contains(view.frame?.height ?? 0)
            if drawnByMacOS10 { return .zero }
            // macOS 11 draws a regular or large one 28 tall, 6 of them below what it aligns (of such sliders' constraints
            // in builds 17154 to 32700, 36 bottom ones measure 6 and 2 measure 7; 25 top ones measure 2; large ones, builds
            // 21701 to 23094: 5 bottom ones measure 6).
            let regularOrLarge = cell.controlSize == "regular" || large
            return regularOrLarge && view.frame?.height == 28 ? insets(2, 2, 6, 2) : insets(2, 2, 2, 2)
        // A stepper reaches 3 past each side of what it aligns, which is as tall as a field beside it: 2 above and 3 below
        // when 27 tall, 4 above and 3 below when 28 (macOS 11); a small one 2 at each side, 1 above and 2 below. In the
        // histories, builds 4510 to 32700: 581 leading and trailing constraints to labels, fields and the superview, 22 top
        // ones, and 378 steppers centred on a field, half a point below its centre where macOS 10 drew them, above it where
        // macOS 11 did.
        case "stepper":
            if small { return insets(1, 2, 2, 2) }
            return build < bigSurControlsBuild ? insets(2, 3, 3, 3) : insets(4, 3, 3, 3)
        // A path control reaches 3 past each side of what it aligns and 4 below (MacPass's and MacDown's, builds 4514 to
        // 21225: 56 leading and trailing, 42 bottom constraints to labels, fields and the superview), and 2 above (one
        // MacPass window's, read from its field's bottom).
        case "pathControl": return insets(2, 3, 4, 3)
        case "colorWell": return build < venturaControlsBuild ? .zero : insets(2, 3, 2, 3)
        // A bezel without tabs: 2 above, 4 at each side (36 constraints of each to the superview, CotEditor's Xcode 5 and 6
        // windows) and 4 below; a mini one 2, 3, 4, 3 (32 trailing constraints). The bottoms are what lays out CotEditor's
        // 57 saves of such documents, builds 4514 to 22505: 2,144 of their 2,421 views where Xcode stored them against
        // 1,065 with none, and 1,630 or fewer with a bottom a point either way.
        case "tabView" where cell.tabViewType == "noTabsBezelBorder":
            return cell.controlSize == "mini" ? insets(2, 3, 4, 3) : insets(2, 4, 4, 4)
        case "box":
            switch cell.boxType {
            case nil, "primary"?:
                if !cell.drawsBorder && build >= venturaControlsBuild { return .zero }
                return cell.showsTitle ? insets(0, 3, 4, 3) : insets(2, 3, 4, 3)
            default: return .zero
            }
        default:
            return .zero
        }
    }
}
