/// Which AppKit drew a document's controls. Xcode draws them with the AppKit of the Mac it runs on, so a
/// document Xcode 26 saved on macOS 15 or earlier holds controls of the older sizes, around the older
/// alignment rectangles: Vienna's preferences of build 24765 (check boxes 18 tall, push buttons 32, pop-ups
/// 25), where NetNewsWire's of the same build hold them 16, 24 and 24 tall. Read as drawn by Xcode 26's own
/// controls, Vienna's preferences place 2 of their 49 views where Xcode stored them; as drawn by the controls
/// before, 42.
enum IBControlsDrawing {
    /// The build whose controls `scenes`' stored frames show: `toolsBuild`, or the last before Xcode 26 where a
    /// document of Xcode 26 holds more regular controls of the older sizes than of the new ones.
    static func build(of scenes: [IBScene], toolsBuild: Int?) -> Int? {
        guard let toolsBuild, toolsBuild >= IBAlignmentInsets.flushAppKitControlsBuild else { return toolsBuild }
        var subtrees: [ObjectIdentifier: (older: Int, newer: Int)] = [:]
        let counts = scenes.map { tally($0.root, into: &subtrees) }
        return build(of: (counts.map(\.older).reduce(0, +), counts.map(\.newer).reduce(0, +)), toolsBuild: toolsBuild)
    }

    /// The build whose controls drew each view of `scene` of `document`, by the view's id, in a Mac document of
    /// Xcode 26: the build its own controls show where more of them are of one era than of the other, else that of
    /// the nearest view around it whose controls do, else the document's (`IBDocument.controlsBuild`). Empty for any
    /// other document: each of its views is drawn as the document says. Xcode 26 redraws the controls it lays out
    /// again and leaves the others as an older Xcode drew them, so one document holds both:
    /// - A control whose own height tells is drawn so. Safe Exam Browser's network and applications preferences
    ///   (build 24765) hold check boxes 18 tall and a push button 32 tall, of the older sizes and alignment
    ///   rectangles, beside push buttons 24 tall and small pop-ups 20 tall, of Xcode 26's.
    /// - A pane is drawn as its controls. Cog's general preferences (build 24506) hold a playlist pane of check boxes
    ///   16 tall and pop-ups 24 tall beside panes of the older sizes, which outnumber them: read as drawn by Xcode 26's
    ///   controls, its 10 views stand where Xcode stored them, by the document's older ones none. So do the tabs and
    ///   boxes of Safe Exam Browser's network and applications preferences whose controls are all Xcode 26's, among
    ///   panes of older ones: read as their own controls, 23 more of their views stand where Xcode stored them (69
    ///   with their copies for translation), and none of the other documents of Xcode 26 moves.
    static func builds(of scene: IBScene, in document: IBDocument) -> [String: Int] {
        guard document.platform == .cocoa, let toolsBuild = document.toolsBuild,
              toolsBuild >= IBAlignmentInsets.flushAppKitControlsBuild else { return [:] }
        var counts: [ObjectIdentifier: (older: Int, newer: Int)] = [:]
        _ = tally(scene.root, into: &counts)
        var builds: [String: Int] = [:]
        func assign(_ view: IBView, around: Int?) {
            let counted = counts[ObjectIdentifier(view)] ?? (0, 0)
            let drawnBy = counted.older == counted.newer ? around : build(of: counted, toolsBuild: toolsBuild)
            builds[view.id] = drawnBy
            for subview in view.subviews { assign(subview, around: drawnBy) }
        }
        assign(scene.root, around: document.controlsBuild)
        return builds
    }

    /// `toolsBuild`, or the last before Xcode 26 where more controls are of the older sizes than of the new ones.
    private static func build(of counts: (older: Int, newer: Int), toolsBuild: Int) -> Int {
        counts.older > counts.newer ? IBAlignmentInsets.flushAppKitControlsBuild - 1 : toolsBuild
    }

    /// How many regular controls in `view` and under it are of the sizes before Xcode 26, and how many of its own;
    /// each view's own subtree's counts go into `subtrees`.
    private static func tally(
        _ view: IBView, into subtrees: inout [ObjectIdentifier: (older: Int, newer: Int)]
    ) -> (older: Int, newer: Int) {
        let own = era(of: view)
        var total = (older: own == .older ? 1 : 0, newer: own == .newer ? 1 : 0)
        for subview in view.subviews {
            let inside = tally(subview, into: &subtrees)
            total = (total.older + inside.older, total.newer + inside.newer)
        }
        subtrees[ObjectIdentifier(view)] = total
        return total
    }

    /// The height Xcode 26 draws a regular rounded push button, pop-up button and bezelled text field at.
    static let xcode26RegularHeight = 24.0

    private enum Era { case older, newer }

    /// What a rounded push button's, check box's, radio button's or pop-up button's height says of who drew
    /// it: regular push buttons 32 tall before macOS 26 and 24 from it, check boxes and radio buttons 18 before
    /// (16 in both), pop-ups 25 or 26 before and 24 from it; small check boxes and radio buttons 16 before and
    /// 14 from it, small pop-ups 22 before and 20 from it (HandBrake's preferences of build 24506 hold 27 small
    /// check boxes 14 tall and 5 pop-ups 20 tall, its audio defaults of the same build 16 check boxes 16 tall and
    /// 7 pop-ups 22 tall, placed around the older alignment rectangles); `nil` for any other view or height.
    private static func era(of view: IBView) -> Era? {
        let cell = view.appKitCell
        guard let height = view.frame?.height else { return nil }
        switch (view.element, cell.type ?? "push", cell.bezelStyle, cell.controlSize) {
        case ("button", "push", "rounded"?, "regular"): return height == 32 ? .older : height == xcode26RegularHeight ? .newer : nil
        case ("button", "check", _, "regular"), ("button", "radio", _, "regular"): return height == 18 ? .older : nil
        case ("popUpButton", "push", "rounded"?, "regular"):
            return height == 25 || height == 26 ? .older : height == xcode26RegularHeight ? .newer : nil
        case ("button", "check", _, "small"), ("button", "radio", _, "small"): return height == 16 ? .older : height == 14 ? .newer : nil
        case ("popUpButton", "push", "rounded"?, "small"): return height == 22 ? .older : height == 20 ? .newer : nil
        default: return nil
        }
    }
}
