import Constraints

/// The device a document is designed on: its screen in points, the safe
/// area the system leaves (status bar, sensor housing, home indicator) and
/// the size classes, for the document's orientation. Facts from Apple's
/// device metrics and Xcode's simulated devices (DESIGN.md cites none of
/// their text); ids Xcode writes that are not in the table are laid out at
/// the root view's own size with no safe area, and say so.
public struct IBDevice: Sendable {
    /// The `<device id>`, or what an older document simulates (`retina4`, `freeform`).
    public let id: String
    public let isLandscape: Bool
    /// The screen in points, in the document's orientation.
    public let size: LayoutSize
    /// The insets the system leaves without any bar, in the document's orientation.
    public let safeAreaInsets: EdgeInsets
    public let traits: IBTraits
    /// Whether the id is one the table knows.
    public let isKnown: Bool
    /// For an iPhone the table does not know yet, named by its screen's diagonal like those Xcode added
    /// since the iPhone X (`retina6_54`: 6.54 inches), the known one it is laid out as: the newest,
    /// `newestIPhone`, whose home indicator (34 points) and sensor housing every later iPhone has.
    public let approximatedBy: String?
    /// Whether the screen's size and safe area are the device's, or those of the iPhone it is approximated by.
    public var hasScreenMetrics: Bool { isKnown || approximatedBy != nil }
    /// Whether it is an iPad (regular width in both orientations; 20 pt root margins).
    public let isPad: Bool
    /// The screen's pixels to the point, whose grid UIKit puts every frame's edges on: 3 on the
    /// Plus, X-style and later iPhones but the XR and 11, 2 on the others and on iPads, 1 on TV.
    /// 2 on a Mac's canvas: AppKit puts a view's edges on its window's backing pixels, a Retina
    /// screen's half points. (The AppKit documents of the corpus store 23,079 whole and 35 half
    /// points; laid out at 1, 93 of their views move off Xcode's frames, at 2, 2 move on; over the
    /// 8,506 AppKit saves of their histories, 95 move on and none off.)
    public let scale: Double
    /// The side margin of every root view on a canvas that fixes its own (Xcode 6's Any/Any: 16).
    public let canvasSideMargin: Double?
    /// The widest cell drawn as a root view that has the narrow iPhones' 16-point side margins (375 points;
    /// 390 in `narrowSixPointOneBuilds`).
    private let widestNarrowMarginsCell: Double

    private static let scales: [String: Double] = [
        "retina5_5": 3, "retina5_9": 3, "retina6_5": 3, "retina6_0": 3, "retina6_7": 3, "retina6_12": 3, "retina6_72": 3,
        "retina6_3": 3, "appleTV": 1,
    ]
    /// Whether the top of the screen has a sensor housing, whose inset is there with or without a status bar.
    public var hasSensorHousing: Bool { safeAreaInsets.top > 24 && !isLandscape || safeAreaInsets.left > 0 }

    /// One entry of the table: portrait size, portrait top and bottom insets,
    /// landscape side and bottom insets, whether the status bar stays in
    /// landscape, and whether landscape is regular width.
    private struct Model {
        let width: Double, height: Double
        let top: Double, bottom: Double
        let landscapeSides: Double, landscapeBottom: Double
        let isPad: Bool, regularWidthInLandscape: Bool
        /// An iPhone's top inset in landscape (an iPad keeps its status bar's `top`).
        var landscapeTop: Double = 0

        /// The same device with its top inset `top` (its landscape sides too, where a sensor housing is).
        func withTop(_ top: Double) -> Model {
            Model(width: width, height: height, top: top, bottom: bottom, landscapeSides: landscapeSides == self.top ? top : landscapeSides,
                  landscapeBottom: landscapeBottom, isPad: isPad, regularWidthInLandscape: regularWidthInLandscape)
        }

        /// The same device in landscape with its portrait top inset at its top and its portrait bottom inset
        /// added to its landscape one.
        var withPortraitInsetsAdded: Model {
            Model(width: width, height: height, top: top, bottom: bottom, landscapeSides: landscapeSides,
                  landscapeBottom: landscapeBottom + bottom, isPad: isPad, regularWidthInLandscape: regularWidthInLandscape,
                  landscapeTop: top)
        }

        /// The same device with no status bar drawn.
        var withoutStatusBar: Model { withTop(0) }

        /// The same device with every inset of the screen counted twice.
        var withDoubledInsets: Model {
            Model(width: width, height: height, top: top * 2, bottom: bottom * 2, landscapeSides: landscapeSides * 2,
                  landscapeBottom: landscapeBottom * 2, isPad: isPad, regularWidthInLandscape: regularWidthInLandscape)
        }
    }

    private static let models: [String: Model] = [
        "retina3_5": Model(width: 320, height: 480, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: false, regularWidthInLandscape: false),
        "retina4_0": Model(width: 320, height: 568, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: false, regularWidthInLandscape: false),
        "retina4_7": Model(width: 375, height: 667, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: false, regularWidthInLandscape: false),
        "retina5_5": Model(width: 414, height: 736, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: false, regularWidthInLandscape: true),
        "retina5_9": Model(width: 375, height: 812, top: 44, bottom: 34, landscapeSides: 44, landscapeBottom: 21, isPad: false, regularWidthInLandscape: false),
        "retina6_1": Model(width: 414, height: 896, top: 48, bottom: 34, landscapeSides: 48, landscapeBottom: 21, isPad: false, regularWidthInLandscape: true),
        "retina6_5": Model(width: 414, height: 896, top: 44, bottom: 34, landscapeSides: 44, landscapeBottom: 21, isPad: false, regularWidthInLandscape: true),
        "retina6_0": Model(width: 390, height: 844, top: 47, bottom: 34, landscapeSides: 47, landscapeBottom: 21, isPad: false, regularWidthInLandscape: false),
        "retina6_7": Model(width: 428, height: 926, top: 47, bottom: 34, landscapeSides: 47, landscapeBottom: 21, isPad: false, regularWidthInLandscape: true),
        "retina6_12": Model(width: 393, height: 852, top: 59, bottom: 34, landscapeSides: 59, landscapeBottom: 21, isPad: false, regularWidthInLandscape: false),
        "retina6_72": Model(width: 430, height: 932, top: 59, bottom: 34, landscapeSides: 59, landscapeBottom: 21, isPad: false, regularWidthInLandscape: true),
        "retina6_3": Model(width: 402, height: 874, top: 62, bottom: 34, landscapeSides: 62, landscapeBottom: 21, isPad: false, regularWidthInLandscape: false),
        "ipad9_7": Model(width: 768, height: 1024, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: true, regularWidthInLandscape: true),
        "ipad10_2": Model(width: 810, height: 1080, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: true, regularWidthInLandscape: true),
        "ipad10_5": Model(width: 834, height: 1112, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: true, regularWidthInLandscape: true),
        "ipad12_9": Model(width: 1024, height: 1366, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0, isPad: true, regularWidthInLandscape: true),
        "ipad10_9rounded": Model(width: 820, height: 1180, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, isPad: true, regularWidthInLandscape: true),
        "ipad11_0rounded": Model(width: 834, height: 1194, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, isPad: true, regularWidthInLandscape: true),
        "ipad12_9rounded": Model(width: 1024, height: 1366, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, isPad: true, regularWidthInLandscape: true),
        "appleTV": Model(width: 1920, height: 1080, top: 60, bottom: 60, landscapeSides: 80, landscapeBottom: 60, isPad: true, regularWidthInLandscape: true),
    ]

    /// The builds of Xcode 11 to 14.0 (build 21507), whose canvas draws no status bar on iPhones and iPads
    /// with a home button: a view controller's view of build 21223 has none, as do those of the 53 saves of
    /// 4 projects by build 21507 (with a status bar, 110 of their views pinned to the safe area stand 20 points
    /// off where Xcode stored them, and 4 on); one of build 21701 (Xcode 14.1) has it again.
    static let statusBarlessBuilds = 14_500 ..< 21_600

    /// The first build (an Xcode 14 beta) that gives the XR, 11 and 12 their taller sensor housing (48 and 47
    /// points, not 44): the views pinned to the top of the safe area of a view of build 21179 on an iPhone 12
    /// (WordPress's) and of build 21208 on an XR (duckduckgo's) stand 44 points down, those of builds 21223 and
    /// 21225 (4 projects) 48.
    static let tallerHousingBuild = 21_223

    /// The names older documents simulate screens by (`<simulatedScreenMetrics type=…>`), as device ids.
    private static let simulatedScreens: [String: String] = [
        "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
        "retina4_7": "retina4_7", "retina5_5": "retina5_5", "retina4_0": "retina4_0",
    ]

    /// The device `id` in `orientation` (`portrait` when `nil`), as the Xcode of build `toolsBuild`
    /// (the major part of `toolsVersion`) shows it: Xcode 11 to 14.0 (`statusBarlessBuilds`) draw no
    /// status bar on iPhones and iPads with a home button, and Xcode 14 on (`tallerHousingBuild`) gives the
    /// iPhone XR and 11 a 48-point top inset where earlier versions gave 44, as they gave the
    /// iPhone 12's 6.1- and 6.7-inch screens (`retina6_0`, `retina6_7`) 44 for their 47 (the views
    /// pinned to the safe area of 2 xibs of pocket-casts, builds 17506 and 20037, and of habitica's
    /// storyboard, builds 19162 to 19529), and the 5.8-inch
    /// screen (`retina5_9`, 375 × 812) a 50-point one, the 12 and 13 mini's, where Xcode 10 and 11
    /// gave the X's 44 (the views pinned to the safe area of 2 files of 2 projects, builds 22505 and
    /// 23727, against 17 of 2 projects, builds 14460 and 15505; none in between).
    ///
    /// From Xcode 16.3 (build 23727) on, Interface Builder lays out the iPhones with a sensor
    /// housing and a home indicator with their insets counted twice: 96 at the top and 68 at the
    /// bottom of an XR, 118 and 68 on a 6.1-inch Pro, 100 and 68 on a 5.8-inch screen (what the
    /// views pinned to the safe area of 19 files of 5 projects saved by builds 23727 to 25094
    /// stand at; the screens with a home button keep their 20-point status bar). In landscape the portrait
    /// insets are added to the landscape ones rather than the landscape ones doubled: 47 at the sides, 47 at
    /// the top and 55 (21 and 34) at the bottom of an iPhone 12 (the views pinned to the safe area of
    /// xDrip's landscape storyboard, build 24412: 73 of them stand there, and no other document of these
    /// builds is drawn in landscape on such a screen).
    public init(id: String, orientation: String?, toolsBuild: Int? = nil) {
        // A TV's screen has one orientation, stored as the portrait one, with the landscape model's sides.
        let isTelevision = id == "appleTV"
        let landscape = orientation == "landscape" && !isTelevision
        self.id = id
        isLandscape = landscape
        canvasSideMargin = nil
        widestNarrowMarginsCell = toolsBuild.map(Self.narrowSixPointOneBuilds.contains) == true ? 390 : Self.widestNarrowMarginsCellWidth
        let approximation = Self.models[id] == nil && Self.isNewerIPhone(id) ? Self.newestIPhone : nil
        approximatedBy = approximation
        let modelID = approximation ?? Self.modelID(of: id, toolsBuild: toolsBuild)
        guard let known = Self.models[modelID] else {
            size = LayoutSize(width: 0, height: 0)
            safeAreaInsets = .zero
            // A Mac Catalyst app's window, drawn as the Mac draws it, is regular both ways, in the Mac's idiom.
            traits = id == "mac" ? IBTraits(width: .regular, height: .regular, isMac: true) : IBTraits(width: nil, height: nil)
            isKnown = false
            isPad = false
            scale = 2
            return
        }
        isKnown = approximation == nil
        isPad = known.isPad
        scale = Self.scales[modelID] ?? 2
        var model = known
        if let build = toolsBuild {
            if model.top == 20, model.bottom == 0 || model.isPad, Self.statusBarlessBuilds.contains(build) { model = model.withoutStatusBar }
            if ["retina6_1", "retina6_0", "retina6_7"].contains(id), build < Self.tallerHousingBuild { model = model.withTop(44) }
            if id == "retina5_9", build >= 21_000 { model = model.withTop(50) }
            if build >= Self.doubledInsetsBuild, model.bottom > 0, !model.isPad {
                model = landscape ? model.withPortraitInsetsAdded : model.withDoubledInsets
            }
        }
        if landscape {
            size = LayoutSize(width: model.height, height: model.width)
            let top = model.isPad ? model.top : model.landscapeTop
            safeAreaInsets = EdgeInsets(top: top, left: model.landscapeSides, bottom: model.landscapeBottom, right: model.landscapeSides)
            traits = IBTraits(width: model.regularWidthInLandscape ? .regular : .compact, height: model.isPad ? .regular : .compact)
        } else {
            size = LayoutSize(width: model.width, height: model.height)
            let sides = isTelevision ? model.landscapeSides : 0
            safeAreaInsets = EdgeInsets(top: model.top, left: sides, bottom: model.bottom, right: sides)
            traits = IBTraits(width: model.isPad ? .regular : .compact, height: .regular)
        }
    }

    /// The entry of the table that the device `id` of a document of build `toolsBuild` names: what an older
    /// document simulates by another name, and from `plusScreenBuild` on the 6.7-inch iPhone's id as
    /// the 430 × 932 screen (`retina6_72`).
    private static func modelID(of id: String, toolsBuild: Int?) -> String {
        if id == "retina6_7", let build = toolsBuild, build >= plusScreenBuild { return "retina6_72" }
        return models[id] == nil ? simulatedScreens[baseName(id)] ?? id : id
    }

    /// The first Xcode build whose `retina6_7` is the 430 × 932 screen of the later 6.7-inch iPhones (59-point
    /// sensor housing), not the 428 × 926 one (47): the root views of the storyboards of 3 projects saved by
    /// builds 23727 to 24506 with that id are 430 × 932 and their views pinned to the safe area stand 118
    /// (59 counted twice) down (+18 views, none off), while those of builds 17506 to 23090 (5 projects) are
    /// 428 × 926. No document in between has that id, so the threshold is the evidence's.
    static let plusScreenBuild = 23_727

    /// The newest iPhone the table knows (the 16 Pro's 6.3-inch screen).
    static let newestIPhone = "retina6_3"

    /// Whether `id` names an iPhone by a screen diagonal of 5.8 inches or more (`retina6_54`), as Xcode
    /// has named each iPhone with a home indicator; the table knows every such iPhone up to `newestIPhone`.
    private static func isNewerIPhone(_ id: String) -> Bool {
        guard id.hasPrefix("retina") else { return false }
        let parts = id.dropFirst("retina".count).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
              let inches = Double("\(parts[0]).\(parts[1])") else { return false }
        return inches >= 5.8
    }

    /// The first Xcode build that counts the insets of a notched iPhone twice.
    static let doubledInsetsBuild = 23_727

    /// The Xcode builds that give a cell laid out 390 points wide (the 6.1-inch iPhone 12's screen) 16-point side
    /// margins, not 20. OsmAnd's 5 xib cells drawn on that screen (414 points wide, so laid out at the
    /// screen's 390) stand their content 16 in when saved by builds 23727, 24128 and 24506; the earlier saves
    /// of the same cells (builds 21225 to 23504, 17 saves) and 23 of OsmAnd's other cells on that screen stand
    /// it 20 in. Over the UIKit histories 62 views move onto Xcode's frames, none off. No other document of
    /// these builds is drawn on that screen or has a root view 376 to 390 points wide, so the range's ends
    /// are those of the evidence.
    static let narrowSixPointOneBuilds = 23_727...24_506

    /// A canvas that is not a device: Xcode 6 and 7's square Any/Any canvas, or a freeform size.
    public init(canvas id: String, size: LayoutSize, traits: IBTraits, statusBar: Bool, sideMargin: Double? = nil) {
        canvasSideMargin = sideMargin
        widestNarrowMarginsCell = 375
        self.id = id
        approximatedBy = nil
        isLandscape = false
        self.size = size
        safeAreaInsets = EdgeInsets(top: statusBar ? 20 : 0, left: 0, bottom: 0, right: 0)
        self.traits = traits
        isKnown = true
        isPad = false
        scale = 2
    }

    /// `retina4_7.fullscreen` → `retina4_7`.
    private static func baseName(_ id: String) -> String {
        id.split(separator: ".").first.map(String.init) ?? id
    }

    /// The horizontal margin the system keeps the content of a root view `width` wide from its edges:
    /// 20 on an iPad and on views wider than the narrow iPhones, 16 on those; on a canvas that fixes its
    /// own, that one. A view controller's view, or a xib's top-level view that is not a cell, is narrow up
    /// to `widestNarrowMarginsView` (393 points); a cell laid out as a root view up to
    /// `widestNarrowMarginsCell` (375 points, the 375-point screens; a 380-point table cell has 20). A
    /// view `sizedByWidthAlone` has the margins of its width on an iPad too: a xib's table cell, drawn
    /// outside any table, takes no size class from the screen (the views pinned to the side margins of 4
    /// cells 320 points wide drawn on iPads, Seafile's and ProtonVPN's, builds 13528 to 23504, stand 16 in). A Mac
    /// Catalyst app's window, regular both ways, gives its views the margins of their width too (Habitica's storyboard
    /// drawn for the Mac, build 18122: its 375-point cells stand their content 16 in).
    public func systemMinimumHorizontalMargin(rootWidth width: Double, isCell: Bool, sizedByWidthAlone: Bool = false) -> Double {
        if let canvasSideMargin { return canvasSideMargin }
        let regular = !sizedByWidthAlone && (isPad || traits.width == .regular && !traits.isMac)
        return regular || width > (isCell ? widestNarrowMarginsCell : Self.widestNarrowMarginsView) ? 20 : 16
    }

    /// The widest view controller's view with the narrow iPhones' 16-point side margins: the 6.1-inch
    /// iPhone 14 Pro's screen, 393 points. The views pinned to the side margins of views 383 to 393 points
    /// wide stand 16 in: dashwallet's screens on the 390- and 393-point iPhones (6 storyboards, builds 21701
    /// and 22505), GoMap's panorama screen (23727), KeePassium's welcome (21225), WordPress's 383-point login
    /// scene (22154) and a 385-point xib view of the Corona-Warn-App (17701). Over the current documents 44
    /// views move onto Xcode's frames and 3 over the UIKit histories, none off. Table cells on those screens
    /// keep 20 (GoMap's and OsmAnd's, builds 21507 to 24765: 56 views would move off).
    static let widestNarrowMarginsView = 393.0

    /// The widest cell with the narrow iPhones' 16-point side margins where no Xcode build says otherwise (the
    /// 375-point screens'), and the widest inset grouped table whose cells stand 16 points in.
    static let widestNarrowMarginsCellWidth = 375.0
}
