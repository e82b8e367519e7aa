import Constraints
@testable import InterfaceBuilder
import Layout
import Testing

/// One test per rule of how Xcode draws a document that the fidelity
/// measurement (`scripts/ib-fidelity.py`) found in real files: each fixture is
/// a small document written here, its frames worked out by hand from the rule.
@Suite("Interface Builder: Xcode's rules, found by the fidelity measurement")
struct FidelityRuleTests {
    /// A plain view `id` (also its name) whose own constraints make it `width` × `height` (ids `id-w`, `id-h`).
    static func sizedView(_ id: String, width: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            \(IBFixture.sizeConstraints(of: id, width: width, height: height))
        </view>
        """
    }

    /// A 375 × 100 view holding `subviews`, constrained by `constraints`, with its safe area `safe`.
    static func panel(_ subviews: String, _ constraints: String, width: Int = 375, height: Int = 100) -> String {
        """
        <view contentMode="scaleToFill" id="panel" userLabel="panel">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(subviews)
            </subviews>
            <constraints>
        \(constraints)
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
        """
    }

    static let sliders = panel(
        """
        <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="top" userLabel="top">
            <rect key="frame" x="0.0" y="0.0" width="339" height="31"/>
        </slider>
        <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="bottom" userLabel="bottom">
            <rect key="frame" x="0.0" y="0.0" width="339" height="31"/>
        </slider>
        """,
        """
        <constraint firstItem="top" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="top" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="20" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="c4"/>
        <constraint firstItem="bottom" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c5"/>
        <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="20" id="c6"/>
        """)

    /// Constraints that pin `id`'s top and leading edges to the panel's.
    static func pinnedTopLeading(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c1"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c2"/>
        """
    }

    /// A panel with a pinned bar and, beside it, a 120 × 40 box at 30, 50 holding a 20-point dot at 90, 10: no
    /// constraint names the box or the dot (Sequel-Ace's privileges pane, build 17506, holds 63 such views).
    static let prototypedBox = panel(
        sizedView("bar", width: 375, height: 20)
            + unconstrainedView("box", x: 30, y: 50, width: 120, height: 40, subviews: unconstrainedView("dot", x: 90, y: 10, width: 20, height: 20)),
        pinnedTopLeading("bar"))

    /// A view that does not translate its autoresizing mask, at the frame given, with no constraint.
    static func unconstrainedView(_ id: String, x: Int, y: Int, width: Int, height: Int, subviews: String = "") -> String {
        """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                <subviews>\(subviews)</subviews>
            </view>
            """
    }

    @Test("a view that no constraint names keeps its frame by Interface Builder's prototyping constraints, until one names it")
    func prototypedViews() throws {
        let document = IBFixture.read(IBFixture.xib(Self.prototypedBox, tools: "17506"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "bar: 0 0 375 20", "box: 30 50 120 40", "dot: 90 10 20 20"])
        // Their frames are their own, not the constraints': `check` does not weigh them against any.
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.constraintPlacedViews.map(\.stored.id) == ["bar"])
        // Once a constraint names the box, it has no prototyping constraints: the constraints place it alone.
        let named = IBFixture.read(IBFixture.xib(Self.prototypedBox.replacingOccurrences(
            of: "</constraints>\n    <viewLayoutGuide",
            with: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="5" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="box" firstAttribute="width" constant="60" id="c5"/>
                <constraint firstItem="box" firstAttribute="height" constant="30" id="c6"/>
                </constraints>
                <viewLayoutGuide
                """), tools: "17506"))
        #expect(IBFixture.frames(named) == ["panel: 0 0 375 100", "bar: 0 0 375 20", "box: 5 20 60 30", "dot: 90 10 20 20"])
        // A view whose only constraints are its own (its size, held without a `firstItem`) is named by them.
        let sized = IBFixture.read(IBFixture.xib(Self.panel(Self.sizedView("tag", width: 10, height: 10), ""), tools: "17506"))
        #expect(IBSceneLayout(document: sized, scene: sized.scenes[0]).constraintPlacedViews.map(\.stored.id) == ["tag"])
    }

    @Test("a slider's frame reaches 2 points past each side and 1 below what it aligns, until Xcode 16 draws it flush")
    func sliderAlignmentInsets() {
        // Xcode 9: a slider pinned 10 from the top stands at 10; one pinned 20 from the bottom aligns
        // its bottom at 80 and its frame, 1 lower, ends at 81; both frames 2 points wider each side.
        let xcode9 = IBFixture.read(IBFixture.xib(Self.sliders, tools: "13196"))
        #expect(IBFixture.frames(xcode9) == ["panel: 0 0 375 100", "top: 18 10 339 31", "bottom: 18 50 339 31"])
        // Xcode 16: the frame is the rectangle the constraints align.
        let xcode16 = IBFixture.read(IBFixture.xib(Self.sliders, tools: "24506"))
        #expect(IBFixture.frames(xcode16) == ["panel: 0 0 375 100", "top: 20 10 335 31", "bottom: 20 49 335 31"])
    }

    static let safeAreaFill = panel(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content" userLabel="content">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
        </view>
        """,
        """
        <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
        """, width: 414, height: 896)

    @Test("from Xcode 16.3 an iPhone XR's insets count twice: 96 at the top and 68 at the bottom")
    func doubledInsets() {
        let xcode15 = IBFixture.read(IBFixture.xib(Self.safeAreaFill, tools: "22505", device: "retina6_1"))
        #expect(IBFixture.frames(xcode15) == ["panel: 0 0 414 896", "content: 0 48 414 814"])
        let xcode16 = IBFixture.read(IBFixture.xib(Self.safeAreaFill, tools: "24127", device: "retina6_1"))
        #expect(IBFixture.frames(xcode16) == ["panel: 0 0 414 896", "content: 0 96 414 732"])
        // A screen with a home button keeps its status bar once.
        let homeButton = IBFixture.read(IBFixture.xib(
            Self.safeAreaFill.replacingOccurrences(of: "height=\"896\"", with: "height=\"736\""), tools: "24127", device: "retina5_5"))
        #expect(IBFixture.frames(homeButton) == ["panel: 0 0 414 736", "content: 0 20 414 716"])
    }

    @Test("from Xcode 16.3 an iPhone 12 in landscape adds its portrait insets: 47 at the top and 55 at the bottom")
    func landscapeAddsPortraitInsets() {
        let landscape = Self.safeAreaFill.replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"844\" height=\"390\"")
        func frames(tools: String) -> [String] {
            IBFixture.frames(IBFixture.read(IBFixture.xib(landscape, tools: tools, device: "retina6_0")
                .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")))
        }
        // Xcode 15: the sensor housing's 47 at each side and the home indicator's 21 at the bottom.
        #expect(frames(tools: "22505") == ["panel: 0 0 844 390", "content: 47 0 750 369"])
        #expect(frames(tools: "24412") == ["panel: 0 0 844 390", "content: 47 47 750 288"])
    }

    static let bar = panel(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip" userLabel="strip">
            <rect key="frame" x="0.0" y="0.0" width="414" height="20"/>
            <constraints>
                <constraint firstAttribute="height" constant="20" id="c1"/>
            </constraints>
        </view>
        """,
        """
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="strip" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c4"/>
        """, width: 414, height: 60)

    @Test("before Xcode 14 a xib's short view, a controller's or not, is drawn at the screen's top, with no bottom inset, unless it is wider than the screen")
    func shortXibViewBottomInset() {
        let xcode12 = IBFixture.read(IBFixture.xib(Self.bar, tools: "17701", device: "retina6_1"))
        #expect(IBFixture.frames(xcode12) == ["panel: 0 0 414 60", "strip: 0 40 414 20"])
        // The view File's Owner's `view` outlet points at: a controller's, drawn the same way (it has the status bar's inset).
        let owner = IBFixture.owner(of: "panel", className: "HistoryViewController")
        let controller = IBFixture.read(IBFixture.xib(owner + Self.bar, tools: "17506", device: "retina6_1"))
        #expect(IBFixture.frames(controller) == ["view: 0 0 414 60", "strip: 0 40 414 20"])
        let xcode14 = IBFixture.read(IBFixture.xib(Self.bar, tools: "21701", device: "retina6_1"))
        #expect(IBFixture.frames(xcode14) == ["panel: 0 0 414 60", "strip: 0 6 414 20"])
        // 600 points wide, it is not drawn on the 414-point screen: it keeps the home indicator's 34 points.
        let wide = IBFixture.read(IBFixture.xib(Self.bar.replacingOccurrences(of: "width=\"414\"", with: "width=\"600\""), tools: "17156", device: "retina6_1"))
        #expect(IBFixture.frames(wide) == ["panel: 0 0 600 60", "strip: 0 6 600 20"])
    }

    /// A 96-point table cell, or collection cell, whose box is pinned 12 points below the top of the cell's safe area.
    static func cellUnderSafeArea(collection: Bool = false) -> String {
        let (cell, content) = collection
            ? ("collectionViewCell", "<view key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" id=\"content\" userLabel=\"content\">")
            : ("tableViewCell", "<tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"cell\" id=\"content\" userLabel=\"content\">")
        return """
            <\(cell) contentMode="scaleToFill" id="cell" userLabel="cell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                <autoresizingMask key="autoresizingMask"/>
                \(content)
                    <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        \(sizedView("box", width: 20, height: 20))
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="12" id="c3"/>
                    </constraints>
                \(collection ? "</view>" : "</tableViewCellContentView>")
                <viewLayoutGuide key="safeArea" id="cell-safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="cell-safe" secondAttribute="top" constant="12" id="c4"/>
                </constraints>
            </\(cell)>
            """
    }

    @Test("before Xcode 14 and from Xcode 16.3 a xib's cell has no sensor housing above it, as it has no status bar; a table cell never has; other short views have it")
    func cellTopInset() {
        func box(tools: String, collection: Bool = false) -> String? {
            IBFixture.frames(IBFixture.read(IBFixture.xib(Self.cellUnderSafeArea(collection: collection), tools: tools, device: "retina6_1"))).last
        }
        #expect(box(tools: "17156", collection: true) == "box: 12 12 20 20")
        // From Xcode 14 a collection cell is under the XR's 48-point housing; from Xcode 16.3 it has no safe area at all.
        #expect(box(tools: "21701", collection: true) == "box: 12 60 20 20")
        #expect(box(tools: "24127", collection: true) == "box: 12 12 20 20")
        // A table gives its cells only the sides of its safe area, in every Xcode.
        #expect(box(tools: "17156") == "box: 12 12 20 20")
        #expect(box(tools: "21701") == "box: 12 12 20 20")
        // A 96-point view that is not a cell, before Xcode 14: under the 44-point housing.
        let view = IBFixture.read(IBFixture.xib(Self.statusBarPanel(height: 96, owned: false), tools: "17156", device: "retina6_1"))
        #expect(IBFixture.frames(view).last == "strip: 0 44 375 20")
    }

    static let stackMargin = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item" userLabel="item">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="c1"/>
                <constraint firstAttribute="height" constant="50" id="c2"/>
            </constraints>
        </stackView>
        \(sizedView("mark", width: 30, height: 10))
        """,
        """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c5"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c6"/>
        <constraint firstItem="mark" firstAttribute="trailing" secondItem="stack" secondAttribute="trailingMargin" id="c7"/>
        <constraint firstItem="mark" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="5" id="c8"/>
        """)

    @Test("a stack view has no margins unless the document gives it some")
    func stackViewMargins() {
        // The mark's trailing edge is the stack's (20 + 200), not 8 points in from it.
        let document = IBFixture.read(IBFixture.xib(Self.stackMargin))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "stack: 20 10 200 50", "item: 0 0 200 50", "mark: 190 65 30 10"])
    }

    static let stackWithMargins = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item" userLabel="item">
                    <rect key="frame" x="0.0" y="0.0" width="136" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="c2"/>
            </constraints>
            <edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="32"/>
        </stackView>
        """,
        """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c4"/>
        """)

    static let pinnedAgainstItsWidth = panel(
        sizedView("box", width: 200, height: 40),
        """
        <constraint firstItem="box" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c4"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c5"/>
        """)

    @Test("of two required constraints that conflict, the one a subview holds breaks, not its superview's, though the document lists the subview's first")
    func conflictOrder() throws {
        // The panel's pins come first (view by view from the root down), so the box's width of 200 is the newest of
        // the conflict and breaks: the box spans the panel, as Xcode stores it. In document order the trailing pin
        // would break and the box would be 200 wide.
        let document = IBFixture.read(IBFixture.xib(Self.pinnedAgainstItsWidth))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "box: 0 0 375 40"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.constraints.map(\.stored.id) == ["c3", "c4", "c5", "box-w", "box-h"])
    }

    @Test("a stack view whose margins the document gives arranges its views within them")
    func stackViewGivenMargins() {
        // 10 + 30 + 10 tall; the item 32 in from each side of the 200-point stack.
        let document = IBFixture.read(IBFixture.xib(Self.stackWithMargins))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "stack: 20 10 200 50", "item: 32 10 136 30"])
    }

    static let scrolledContent = panel(
        """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroller" userLabel="scroller">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="column">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="card">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="c1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="column-safe" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="column" secondAttribute="leading" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c4"/>
                        <constraint firstAttribute="height" constant="300" id="c5"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="column-safe"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="column" firstAttribute="top" secondItem="scroller" secondAttribute="top" id="c6"/>
                <constraint firstItem="column" firstAttribute="leading" secondItem="scroller" secondAttribute="leading" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c9"/>
                <constraint firstItem="column" firstAttribute="width" secondItem="scroller" secondAttribute="width" id="c10"/>
            </constraints>
        </scrollView>
        """,
        """
        <constraint firstItem="scroller" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c11"/>
        <constraint firstItem="scroller" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c12"/>
        <constraint firstAttribute="trailing" secondItem="scroller" secondAttribute="trailing" id="c13"/>
        <constraint firstAttribute="bottom" secondItem="scroller" secondAttribute="bottom" id="c14"/>
        """, width: 414, height: 896)

    @Test("a plain scroll view's content is drawn unscrolled: content at its top is under the scroll view's top inset")
    func scrollViewContentUnscrolled() {
        // The scroll view fills the screen under a 48-point sensor housing; the column at the top of its
        // content stands in the unsafe band, so the card stands 10 below the column's safe area, 58 down.
        let document = IBFixture.read(IBFixture.xib(Self.scrolledContent, tools: "21701", device: "retina6_1"))
        #expect(IBFixture.frames(document) == [
            "panel: 0 0 414 896", "scroller: 0 0 414 896", "column: 0 0 414 300", "card: 0 58 414 50",
        ])
    }

    @Test("a scroll view that scrolls vertically, bouncing or with taller content, shows its content below its top inset")
    func verticallyScrollingContentBelowInset() {
        func frames(_ xml: String) -> [String] {
            IBFixture.frames(IBFixture.read(IBFixture.xib(xml, tools: "21701", device: "retina6_1")))
        }
        // Always bouncing vertically: the content is shown 48 points down, below the sensor housing, and has no top inset.
        let bouncing = Self.scrolledContent.replacingOccurrences(of: #"id="scroller""#, with: #"alwaysBounceVertical="YES" id="scroller""#)
        #expect(frames(bouncing) == ["panel: 0 0 414 896", "scroller: 0 0 414 896", "column: 0 0 414 300", "card: 0 10 414 50"])
        // Content 1,000 points tall in an 896-point scroll view: the same.
        let tall = Self.scrolledContent.replacingOccurrences(of: #"constant="300" id="c5""#, with: #"constant="1000" id="c5""#)
        #expect(frames(tall) == ["panel: 0 0 414 896", "scroller: 0 0 414 896", "column: 0 0 414 1000", "card: 0 10 414 50"])
    }

    static let standardSpaces = panel(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="banner">
            <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="c1"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
            <rect key="frame" x="0.0" y="0.0" width="335" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="c2"/>
            </constraints>
        </view>
        """,
        """
        <constraint firstItem="banner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c3"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" constant="20" symbolic="YES" id="c4"/>
        <constraint firstItem="banner" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c5"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" symbolic="YES" id="c6"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" symbolic="YES" id="c7"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="banner" secondAttribute="bottom" constant="8" symbolic="YES" id="c8"/>
        """)

    @Test("Xcode 9 and 10 lay out a standard space from a safe area's side as 0, and from the superview's edge as 20")
    func standardSpaceFromSafeAreaSide() {
        let document = IBFixture.read(IBFixture.xib(Self.standardSpaces, tools: "14092"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "banner: 0 0 375 40", "box: 20 48 335 40"])
    }

    static let framelessCell = panel(
        """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table" userLabel="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" rowHeight="60" id="row" userLabel="row">
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row" id="rowContent" userLabel="rowContent">
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="15" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="9.5" id="c2"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """,
        """
        <constraint firstItem="table" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c3"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c5"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c6"/>
        """, height: 300)

    @Test("Xcode 6 and 7's cells stored without a frame are as wide as their table and as tall as their row, their content views half a point less")
    func framelessCells() {
        let document = IBFixture.read(IBFixture.xib(Self.framelessCell, tools: "7706"))
        #expect(IBFixture.frames(document) == [
            "panel: 0 0 375 300", "table: 0 0 375 300", "row: 0 0 375 60", "rowContent: 0 0 375 59.5", "title: 15 10 100 40",
        ])
    }

    @Test("from Xcode 14 the 5.8-inch screen has the 12 mini's 50-point top inset, the X's 44 before")
    func fivePointEightInchTopInset() {
        let fill = Self.safeAreaFill.replacingOccurrences(of: "width=\"414\"", with: "width=\"375\"")
            .replacingOccurrences(of: "height=\"896\"", with: "height=\"812\"")
        let xcode11 = IBFixture.read(IBFixture.xib(fill, tools: "15505", device: "retina5_9"))
        #expect(IBFixture.frames(xcode11) == ["panel: 0 0 375 812", "content: 0 44 375 734"])
        let xcode15 = IBFixture.read(IBFixture.xib(fill, tools: "22505", device: "retina5_9"))
        #expect(IBFixture.frames(xcode15) == ["panel: 0 0 375 812", "content: 0 50 375 728"])
    }

    static let columns = panel(
        ["a", "b", "c", "d"].map { name in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(name)" userLabel="\(name)">
                <rect key="frame" x="0.0" y="0.0" width="90" height="40"/>
            </view>
            """
        }.joined(separator: "\n"),
        """
        <constraint firstItem="a" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c1"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="b" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="d" firstAttribute="leading" secondItem="c" secondAttribute="trailing" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="d" secondAttribute="trailing" id="c5"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="c6"/>
        <constraint firstItem="c" firstAttribute="width" secondItem="a" secondAttribute="width" id="c7"/>
        <constraint firstItem="d" firstAttribute="width" secondItem="a" secondAttribute="width" id="c8"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10.1" id="c9"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10.2" id="c10"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c11"/>
        <constraint firstItem="d" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c12"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="c13"/>
        <constraint firstItem="b" firstAttribute="height" constant="40" id="c14"/>
        <constraint firstItem="c" firstAttribute="height" constant="40" id="c15"/>
        <constraint firstItem="d" firstAttribute="height" constant="40" id="c16"/>
        """)

    @Test("UIKit puts each edge of a frame on the pixel grid of the device: 4 columns of 93.75 points at 2×, offsets of a tenth at 3×")
    func pixelGrid() {
        let twice = IBFixture.read(IBFixture.xib(Self.columns, tools: "14460", device: "retina4_7"))
        #expect(IBFixture.frames(twice) == [
            "panel: 0 0 375 100", "a: 0 10 94 40", "b: 94 10 93.5 40", "c: 187.5 0 94 40", "d: 281.5 0 93.5 40",
        ])
        let thrice = IBFixture.read(IBFixture.xib(Self.columns.replacingOccurrences(of: "width=\"375\"", with: "width=\"414\""),
                                                  tools: "14460", device: "retina5_5"))
        let frames = IBFixture.frames(thrice)
        #expect(frames.first == "panel: 0 0 414 100")
        #expect(frames.dropFirst().map { $0.split(separator: " ")[2] } == ["10", "10.333333333333334", "0", "0"])
    }

    /// A scene whose controller `id`'s view (`root`: its frame's attributes; named `id`View) holds `subviews`
    /// placed by `constraints`, then `guides`; `extra` is XML of the controller after its view.
    static func controllerScene(_ id: String, root: String, subviews: String, constraints: String, guides: String = "", extra: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view" userLabel="\(id)View">
                        <rect key="frame" \(root)/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                        <constraints>
                            \(constraints)
                        </constraints>
                        \(guides)
                    </view>
                    \(extra)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// A scene whose controller `id`'s view (`root`: its frame's attributes) holds a 30-point bar (a plain view, or the
    /// `element` said) pinned to its safe area's `edge` (top or bottom); `extra` is XML of the controller after its view.
    static func safeAreaScene(_ id: String, root: String, extra: String, edge: String = "top", element: String = "view") -> String {
        controllerScene(id, root: root, subviews: """
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bar" userLabel="\(id)Bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
            </\(element)>
            """, constraints: """
            <constraint firstItem="\(id)-bar" firstAttribute="\(edge)" secondItem="\(id)-safe" secondAttribute="\(edge)" id="\(id)-c1"/>
            <constraint firstItem="\(id)-bar" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leading" id="\(id)-c2"/>
            <constraint firstAttribute="trailing" secondItem="\(id)-bar" secondAttribute="trailing" id="\(id)-c3"/>
            <constraint firstItem="\(id)-bar" firstAttribute="height" constant="30" id="\(id)-c4"/>
            """, guides: "<viewLayoutGuide key=\"safeArea\" id=\"\(id)-safe\"/>", extra: extra)
    }

    /// The scene of a navigation controller `id` whose 44-point bar (translucent unless said; 96 points with
    /// `largeTitles`) sits under the status bar, with `root` as its root view controller.
    static func navigationScene(_ id: String, root: String, translucent: Bool = true, largeTitles: Bool = false) -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <navigationController id="\(id)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : "translucent=\"NO\" ")\
        \(largeTitles ? "largeTitles=\"YES\" " : "")id="\(id)-bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="\(largeTitles ? 96 : 44)"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-segue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A storyboard of two navigation controllers (opaque and translucent bars) whose root scenes hold a view
    /// pinned to their safe area's top, saved by Xcode `tools`; `rootFrame` and `extendedEdge` for the second.
    static func navigationStoryboard(tools: String, firstRoot: String, secondRoot: String, extendedEdge: String) -> String {
        return storyboard(
            tools: tools, navigationScene("opaqueNav", root: "first", translucent: false), safeAreaScene("first", root: firstRoot, extra: ""),
            navigationScene("clearNav", root: "second"), safeAreaScene("second", root: secondRoot, extra: extendedEdge))
    }

    @Test("a root view under an opaque navigation bar, or one that does not extend under its bars, starts below them")
    func rootBelowNavigationBar() {
        // Xcode 9 stores both views at y = 0, 603 points tall: they start 64 points down, so their safe area starts at their top.
        let short = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"603\""
        let xcode9 = IBFixture.read(Self.navigationStoryboard(
            tools: "13196", firstRoot: short, secondRoot: short, extendedEdge: "<extendedEdge key=\"edgesForExtendedLayout\"/>"),
            name: "Test.storyboard")
        #expect(IBFixture.frames(xcode9, scene: 0) == ["firstView: 0 0 375 603", "firstBar: 0 0 375 30"])
        #expect(IBFixture.frames(xcode9, scene: 1) == ["secondView: 0 0 375 603", "secondBar: 0 0 375 30"])
        // A full-height view under a translucent bar has the bar in its safe area.
        let full = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\""
        let translucent = IBFixture.read(Self.navigationStoryboard(
            tools: "13196", firstRoot: short, secondRoot: full, extendedEdge: ""), name: "Test.storyboard")
        #expect(IBFixture.frames(translucent, scene: 1) == ["secondView: 0 0 375 667", "secondBar: 0 64 375 30"])
        // Xcode 8 stores the view at y = 64, still 667 tall: its safe area starts at its top.
        let xcode8 = IBFixture.read(Self.navigationStoryboard(
            tools: "11542", firstRoot: "x=\"0.0\" y=\"64\" width=\"375\" height=\"667\"", secondRoot: full, extendedEdge: ""),
            name: "Test.storyboard")
        #expect(IBFixture.frames(xcode8, scene: 0) == ["firstView: 0 0 375 667", "firstBar: 0 0 375 30"])
    }

    /// A storyboard saved by Xcode `tools` on `device` holding `scenes` (the XML of each).
    static func storyboard(tools: String, device: String = "retina4_7", _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A storyboard saved by Xcode 11 on a 5.8-inch iPhone: two controllers whose views hold a 30-point bar
    /// pinned to their safe area's bottom, one `height` points tall, the other `otherHeight`.
    static func bottomPinnedStoryboard(height: Int, otherHeight: Int) -> String {
        func frame(_ height: Int) -> String { "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"\(height)\"" }
        return storyboard(
            tools: "15505", device: "retina5_9",
            safeAreaScene("sheet", root: frame(height), extra: "", edge: "bottom"),
            safeAreaScene("short", root: frame(otherHeight), extra: "", edge: "bottom"))
    }

    @Test("from Xcode 11 a view 54 points shorter than a 5.8-inch screen is a page sheet's: it stands at the screen's bottom, above the home indicator")
    func pageSheetBottomInset() {
        // The sheet's card starts 44 + 10 points down and reaches the bottom: its bar stands 34 points above the
        // view's bottom. A view 100 points shorter is drawn at the screen's top and has no bottom inset.
        let document = IBFixture.read(Self.bottomPinnedStoryboard(height: 758, otherHeight: 712), name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["sheetView: 0 0 375 758", "sheetBar: 0 694 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["shortView: 0 0 375 712", "shortBar: 0 682 375 30"])
    }

    @Test("a page sheet's view has no top inset before Xcode 14, as its card starts below the status bar, and the status bar's from Xcode 14")
    func pageSheetTopInset() {
        // On an XR the card starts 44 + 10 points down before Xcode 14 (an 842-point view), 48 + 10 from it (838).
        func frame(_ height: Int) -> String { "x=\"0.0\" y=\"0.0\" width=\"414\" height=\"\(height)\"" }
        let sheet = "<modalPageSheetSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
        let xcode13 = IBFixture.read(
            Self.storyboard(tools: "20037", device: "retina6_1", Self.safeAreaScene("sheet", root: frame(842), extra: sheet)), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode13, scene: 0) == ["sheetView: 0 0 414 842", "sheetBar: 0 0 414 30"])
        let xcode14 = IBFixture.read(
            Self.storyboard(tools: "21507", device: "retina6_1", Self.safeAreaScene("sheet", root: frame(838), extra: sheet)), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode14, scene: 0) == ["sheetView: 0 0 414 838", "sheetBar: 0 48 414 30"])
    }

    @Test("from Xcode 14 a view 10 points shorter than a screen with a home indicator is a bare sheet card: no safe area at its top or bottom; from Xcode 16.3 one shorter by the status bar keeps the status bar's at its top only")
    func bareSheetCard() {
        /// The frames of an XR's scene saved by Xcode `tools`, its view `height` tall, its bar pinned to the safe area's `edge`.
        func frames(tools: String, height: Int, edge: String = "top") -> [String] {
            let root = "x=\"0.0\" y=\"0.0\" width=\"414\" height=\"\(height)\""
            let scene = Self.safeAreaScene("sheet", root: root, extra: "", edge: edge)
            return IBFixture.frames(IBFixture.read(Self.storyboard(tools: tools, device: "retina6_1", scene), name: "Test.storyboard"), scene: 0)
        }
        // An 886-point view, its bar pinned to the safe area's top: at the top (not 48 down); to its bottom: at the
        // view's bottom (886 - 30), not above a home indicator.
        #expect(frames(tools: "22505", height: 886) == ["sheetView: 0 0 414 886", "sheetBar: 0 0 414 30"])
        #expect(frames(tools: "22505", height: 886, edge: "bottom") == ["sheetView: 0 0 414 886", "sheetBar: 0 856 414 30"])
        // From Xcode 16.3 a sheet's view is shorter than the screen by the status bar, 48 points on an XR: it keeps that
        // inset at its top (the bar 48 down an 848-point view), and has none at its bottom (the bar at 848 - 30).
        #expect(frames(tools: "24506", height: 848) == ["sheetView: 0 0 414 848", "sheetBar: 0 48 414 30"])
        #expect(frames(tools: "24506", height: 848, edge: "bottom") == ["sheetView: 0 0 414 848", "sheetBar: 0 818 414 30"])
        // Before Xcode 14 such a view is not a sheet: drawn at the screen's top under the status bar (44 on an XR then).
        #expect(frames(tools: "20037", height: 886) == ["sheetView: 0 0 414 886", "sheetBar: 0 44 414 30"])
    }

    @Test("a controller's view, or a xib's top-level view, that preserves its superview's margins has at least the 8 points of the view Xcode shows it in")
    func rootPreservingMargins() {
        func scene(_ id: String) -> String {
            Self.controllerScene(id, root: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"", subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bar" userLabel="\(id)Bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                </view>
                """, constraints: """
                <constraint firstAttribute="bottomMargin" secondItem="\(id)-bar" secondAttribute="bottom" id="\(id)-c1"/>
                <constraint firstItem="\(id)-bar" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leadingMargin" id="\(id)-c2"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-bar" secondAttribute="trailing" id="\(id)-c3"/>
                <constraint firstItem="\(id)-bar" firstAttribute="height" constant="30" id="\(id)-c4"/>
                """)
        }
        let preserving = scene("kept").replacingOccurrences(of: "id=\"kept-view\"", with: "preservesSuperviewLayoutMargins=\"YES\" id=\"kept-view\"")
        let document = IBFixture.read(Self.storyboard(tools: "15701", preserving, scene("own")), name: "Test.storyboard")
        // Its sides keep the system minimum of 16; its bottom takes the 8 of the container, where its own is none.
        #expect(IBFixture.frames(document, scene: 0) == ["keptView: 0 0 375 667", "keptBar: 16 629 343 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["ownView: 0 0 375 667", "ownBar: 16 637 343 30"])
        // A xib's 67-point bar that preserves them stands what it pins to its top and bottom margins 8 in (WooCommerce's
        // filter bar, build 22685), where a view controller's view has no top or bottom margin.
        let preservingPanel = Self.panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip" userLabel="strip">
                <rect key="frame" x="0.0" y="8" width="375" height="51"/>
            </view>
            """,
            """
            <constraint firstAttribute="topMargin" secondItem="strip" secondAttribute="top" id="b1"/>
            <constraint firstAttribute="bottomMargin" secondItem="strip" secondAttribute="bottom" id="b2"/>
            <constraint firstItem="strip" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="b3"/>
            <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="b4"/>
            """, height: 67)
            .replacingOccurrences(of: #"id="panel""#, with: #"preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="panel""#)
        let bar = IBFixture.read(IBFixture.xib(preservingPanel, tools: "22685", device: "retina6_1"))
        #expect(IBFixture.frames(bar) == ["panel: 0 0 375 67", "strip: 0 8 375 51"])
    }

    @Test("a controller's view 20 points shorter than a screen with a status bar is drawn below the status bar")
    func rootBelowStatusBar() {
        // A child embedded in a 647-point container, or one shown from it, is stored at y = 0, 647 points tall: its
        // safe area starts at its top. A view as tall as the screen is under the status bar.
        func frame(_ height: Int) -> String { "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"\(height)\"" }
        let document = IBFixture.read(
            Self.storyboard(tools: "13771", Self.safeAreaScene("child", root: frame(647), extra: ""), Self.safeAreaScene("full", root: frame(667), extra: "")),
            name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["childView: 0 0 375 647", "childBar: 0 0 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["fullView: 0 0 375 667", "fullBar: 0 20 375 30"])
    }

    /// A storyboard of Xcode 10 with two navigation controllers of translucent bars, each with a root that
    /// pushes a controller whose view is stored 603 points tall; the first root simulates an opaque bar itself.
    static func inferredBarStoryboard() -> String {
        let full = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"", short = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"603\""
        return storyboard(
            tools: "14460", navigationScene("firstNav", root: "first"),
            safeAreaScene("first", root: full, extra: """
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                <connections><segue destination="pushed" kind="show" id="first-push"/></connections>
                """),
            safeAreaScene("pushed", root: short, extra: ""),
            navigationScene("secondNav", root: "second"),
            safeAreaScene("second", root: full, extra: """
                <connections><segue destination="other" kind="show" id="second-push"/></connections>
                """),
            safeAreaScene("other", root: short, extra: ""))
    }

    @Test("a controller pushed from one that simulates an opaque navigation bar itself is below an opaque bar too, as Xcode infers it")
    func inferredOpaqueBar() {
        // The pushed view, stored 603 points tall, starts below the 64 points of bars: its safe area starts at its top.
        // Pushed from a root that simulates nothing, under a translucent bar, it starts at the screen's top.
        let document = IBFixture.read(Self.inferredBarStoryboard(), name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 1) == ["pushedView: 0 0 375 603", "pushedBar: 0 0 375 30"])
        #expect(IBFixture.frames(document, scene: 3) == ["otherView: 0 0 375 603", "otherBar: 0 64 375 30"])
    }

    /// The frame of a root view that fills a 4.7-inch iPhone's screen.
    static let fullScreenRoot = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\""

    /// A full-screen `safeAreaScene` `id` that simulates `metrics` (XML of its top bar metrics, or none) and pushes
    /// `destination` with a `show` segue.
    static func pushingScene(_ id: String, to destination: String, metrics: String = "") -> String {
        safeAreaScene(id, root: fullScreenRoot, extra: """
            \(metrics)
            <connections><segue destination="\(destination)" kind="show" id="\(id)-push"/></connections>
            """)
    }

    @Test("a controller pushed from one that simulates no top bar has none either, as Xcode infers it")
    func inferredNoBar() {
        // Both views fill the screen; the root says it simulates no top bar, so the view it pushes has only the
        // status bar above its safe area (tinode's branding screen, pushed from its login screen, build 23727).
        let document = IBFixture.read(
            Self.storyboard(
                tools: "14460", Self.navigationScene("nav", root: "first"),
                Self.pushingScene("first", to: "pushed", metrics: #"<nil key="simulatedTopBarMetrics"/>"#),
                Self.safeAreaScene("pushed", root: Self.fullScreenRoot, extra: "")),
            name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["firstView: 0 0 375 667", "firstBar: 0 20 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["pushedView: 0 0 375 667", "pushedBar: 0 20 375 30"])
    }

    @Test("a tab bar controller pushed onto a navigation stack shows its tabs under the stack's bar")
    func tabsUnderPushingStack() {
        // The tab's view fills the screen; the navigation bar the tab bar controller was pushed under (20 + 44) is in
        // its safe area, as Xcode draws tinode's "By ID" tab (build 23727). Without it the bar would stand 20 down.
        let document = IBFixture.read(
            Self.storyboard(
                tools: "23727", Self.navigationScene("nav", root: "first"), Self.pushingScene("first", to: "tabs"),
                Self.tabBarScene("tabs", tabs: "tab"), Self.safeAreaScene("tab", root: Self.fullScreenRoot, extra: "")),
            name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["firstView: 0 0 375 667", "firstBar: 0 64 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["tabView: 0 0 375 667", "tabBar: 0 64 375 30"])
    }

    @Test("a controller pushed from one that simulates a navigation bar, in no navigation controller of the storyboard, is under that bar")
    func pushedFromSimulatedBar() {
        // The navigation controller is in another storyboard: the pushed view, which fills the screen, has the bar and the
        // status bar (64 points) in its safe area, as IBAnimatable's screens stand (build 13771).
        let document = IBFixture.read(
            Self.storyboard(
                tools: "13771",
                Self.pushingScene("list", to: "detail", metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
                Self.safeAreaScene("detail", root: Self.fullScreenRoot, extra: "")),
            name: "Test.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["listView: 0 0 375 667", "listBar: 0 64 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["detailView: 0 0 375 667", "detailBar: 0 64 375 30"])
    }

    /// The scene of a tab bar controller `id` whose tabs are the controllers `tabs`.
    static func tabBarScene(_ id: String, tabs: String...) -> String {
        let segues = tabs.map { "<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(id)-\($0)\"/>" }
        return """
            <scene sceneID="\(id)-scene">
                <objects>
                    <tabBarController id="\(id)" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="\(id)-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        </tabBar>
                        <connections>\(segues.joined())</connections>
                    </tabBarController>
                </objects>
            </scene>
            """
    }

    /// A scene whose controller `id` (with `attributes`) has a full-screen view holding a 30-point bar against
    /// its layout guide of `edge` (above the bottom one, below the top one), and pushes the controllers `pushes`
    /// with `show` segues.
    static func layoutGuideScene(
        _ id: String, edge: String = "bottom", attributes: String = "", pushes: [String] = [], segueKind: String = "show"
    ) -> String {
        let segues = pushes.map { "<segue destination=\"\($0)\" kind=\"\(segueKind)\" id=\"\(id)-\($0)\"/>" }
        return controllerScene(id, root: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bar" userLabel="\(id)Bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
            </view>
            """, constraints: """
            \(edge == "top"
                ? "<constraint firstItem=\"\(id)-bar\" firstAttribute=\"top\" secondItem=\"\(id)-top\" secondAttribute=\"bottom\" id=\"\(id)-c1\"/>"
                : "<constraint firstItem=\"\(id)-bottom\" firstAttribute=\"top\" secondItem=\"\(id)-bar\" secondAttribute=\"bottom\" id=\"\(id)-c1\"/>")
            <constraint firstItem="\(id)-bar" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leading" id="\(id)-c2"/>
            <constraint firstAttribute="trailing" secondItem="\(id)-bar" secondAttribute="trailing" id="\(id)-c3"/>
            <constraint firstItem="\(id)-bar" firstAttribute="height" constant="30" id="\(id)-c4"/>
            """, extra: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
            </layoutGuides>
            <connections>\(segues.joined())</connections>
            """)
        .replacingOccurrences(of: "<viewController id=\"\(id)\"", with: "<viewController \(attributes) id=\"\(id)\"")
    }

    /// A storyboard saved by Xcode `tools`: a tab bar controller whose tab is a navigation controller; its root
    /// pushes a controller, which pushes another, and a controller that hides the bottom bar when pushed, which
    /// pushes a last one.
    static func tabStackStoryboard(tools: String) -> String {
        storyboard(
            tools: tools, tabBarScene("tabs", tabs: "nav"), navigationScene("nav", root: "root"),
            layoutGuideScene("root", pushes: ["pushed", "hiding"]), layoutGuideScene("pushed", pushes: ["again"]),
            layoutGuideScene("again"), layoutGuideScene("hiding", attributes: "hidesBottomBarWhenPushed=\"YES\"", pushes: ["last"]),
            layoutGuideScene("last"))
    }

    @Test("the controllers a tab's navigation controller pushes are above its tab bar, from Xcode 7 down to one that hides the bottom bar when pushed")
    func tabBarOfPushedControllers() {
        /// Where the bar above the bottom layout guide of each controller stands, in document order.
        func bars(tools: String) -> [String?] {
            let document = IBFixture.read(Self.tabStackStoryboard(tools: tools), name: "Test.storyboard")
            return document.scenes.indices.map { IBFixture.frames(document, scene: $0).last }
        }
        // The tab bar is 49 points tall: a bar above it stands at 667 - 49 - 30 = 588, one at the screen's bottom at 637.
        #expect(bars(tools: "8191") == ["rootBar: 0 588 375 30", "pushedBar: 0 588 375 30", "againBar: 0 588 375 30",
                                        "hidingBar: 0 637 375 30", "lastBar: 0 637 375 30"])
        // Xcode 6 draws the tab bar under every controller of the stack.
        #expect(bars(tools: "7706").allSatisfy { $0?.hasSuffix(" 0 588 375 30") == true })
    }

    @Test("before Xcode 9 a controller embedded in a container view has no status bar; from Xcode 9 it has")
    func embeddedControllerStatusBar() {
        let container = Self.controllerScene("parent", root: "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"", subviews: """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                <connections>
                    <segue destination="child" kind="embed" id="embed"/>
                </connections>
            </containerView>
            """, constraints: "")
        /// Where the bar below the child's top layout guide stands in a storyboard of Xcode `tools`.
        func bar(tools: String) -> String? {
            let document = IBFixture.read(Self.storyboard(tools: tools, container, Self.layoutGuideScene("child", edge: "top")), name: "Test.storyboard")
            return IBFixture.frames(document, scene: 1).last
        }
        #expect(bar(tools: "8191") == "childBar: 0 0 375 30")
        #expect(bar(tools: "13196") == "childBar: 0 20 375 30")
    }

    @Test("a navigation controller that is both a split view's primary and a tab, split view first, is drawn without the tab bar")
    func splitViewBeforeTabBar() {
        let split = """
            <scene sceneID="split-scene">
                <objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="masterViewController" id="split-nav"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
            """
        let document = IBFixture.read(Self.storyboard(
            tools: "17701", split, Self.tabBarScene("tabs", tabs: "nav"), Self.navigationScene("nav", root: "root"),
            Self.layoutGuideScene("root", pushes: ["pushed"]), Self.layoutGuideScene("pushed")), name: "Test.storyboard")
        #expect(document.scenes.indices.map { IBFixture.frames(document, scene: $0).last } == ["rootBar: 0 637 375 30", "pushedBar: 0 637 375 30"])
    }

    @Test("a controller a show-detail segue leads to from a navigation stack is drawn under the navigation bar: on an iPhone it is pushed")
    func showDetailPushes() {
        // Below the 20-point status bar and the 44-point bar: the bar pinned to the top layout guide stands 64 down in both.
        let document = IBFixture.read(Self.storyboard(
            tools: "23090", Self.navigationScene("nav", root: "root"), Self.layoutGuideScene("root", edge: "top", pushes: ["detail"], segueKind: "showDetail"),
            Self.layoutGuideScene("detail", edge: "top")), name: "Test.storyboard")
        #expect(document.scenes.indices.map { IBFixture.frames(document, scene: $0).last } == ["rootBar: 0 64 375 30", "detailBar: 0 64 375 30"])
    }

    /// A storyboard saved by Xcode `tools` on a 4.7-inch iPhone: a navigation controller whose stored bar is
    /// `barHeight` tall under the status bar, with a root and a controller a `show` segue from the navigation
    /// controller itself pushes; a full-screen controller that presents a 200 × 100 one as a popover.
    static func presentationStoryboard(tools: String, barHeight: Int) -> String {
        let full = "x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\""
        let navigation = """
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="\(barHeight)"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="nav-root"/>
                                <segue destination="pushed" kind="show" id="nav-push"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
        return storyboard(
            tools: tools, navigation, safeAreaScene("root", root: full, extra: ""), safeAreaScene("pushed", root: full, extra: ""),
            safeAreaScene("presenter", root: full, extra: """
                <connections><segue destination="popped" kind="popoverPresentation" popoverAnchorView="presenter-bar" id="pop"/></connections>
                """),
            safeAreaScene("popped", root: "x=\"0.0\" y=\"0.0\" width=\"200\" height=\"100\"", extra: """
                <size key="freeformSize" width="200" height="100"/>
                """))
    }

    @Test("a navigation bar as tall as its controller stores it from Xcode 11; show segues from the controller push; popovers have no status bar")
    func presentationBars() {
        // Xcode 16 on a 4.7-inch iPhone stores a 54-point bar under the 20-point status bar: its stack's safe area starts 74 down,
        // for the controller a show segue from the navigation controller itself pushes too. A popover reaches no status bar.
        let xcode16 = IBFixture.read(Self.presentationStoryboard(tools: "24506", barHeight: 54), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode16, scene: 0) == ["rootView: 0 0 375 667", "rootBar: 0 74 375 30"])
        #expect(IBFixture.frames(xcode16, scene: 1) == ["pushedView: 0 0 375 667", "pushedBar: 0 74 375 30"])
        #expect(IBFixture.frames(xcode16, scene: 2) == ["presenterView: 0 0 375 667", "presenterBar: 0 20 375 30"])
        #expect(IBFixture.frames(xcode16, scene: 3) == ["poppedView: 0 0 200 100", "poppedBar: 0 0 200 30"])
        // Before Xcode 11 every bar is 44 points: a bar stored taller says nothing.
        let xcode10 = IBFixture.read(Self.presentationStoryboard(tools: "14313", barHeight: 50), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode10, scene: 0) == ["rootView: 0 0 375 667", "rootBar: 0 64 375 30"])
        #expect(IBFixture.frames(xcode10, scene: 3) == ["poppedView: 0 0 200 100", "poppedBar: 0 0 200 30"])
    }

    @Test("large titles follow each pushed controller's display mode: never hides them for it and what it pushes, always shows them")
    func largeTitleDisplayModes() {
        let full = #"x="0.0" y="0.0" width="375" height="667""#
        func scene(_ id: String, mode: String?, pushes next: String?) -> String {
            let item = mode.map { #"<navigationItem key="navigationItem" title="\#(id)" largeTitleDisplayMode="\#($0)" id="\#(id)-item"/>"# } ?? ""
            let segue = next.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-push"/></connections>"# } ?? ""
            return Self.safeAreaScene(id, root: full, extra: item + segue)
        }
        let document = IBFixture.read(Self.storyboard(
            tools: "14460", Self.navigationScene("nav", root: "list", largeTitles: true), scene("list", mode: "never", pushes: "detail"),
            scene("detail", mode: nil, pushes: "more"), scene("more", mode: "always", pushes: nil)), name: "Test.storyboard")
        // Under the 20-point status bar: the list's bar is 44 tall (y = 64), and so is the detail's it pushes, which says no
        // mode; the controller that asks for large titles always has the 96-point bar (y = 116).
        #expect(IBFixture.frames(document, scene: 0) == ["listView: 0 0 375 667", "listBar: 0 64 375 30"])
        #expect(IBFixture.frames(document, scene: 1) == ["detailView: 0 0 375 667", "detailBar: 0 64 375 30"])
        #expect(IBFixture.frames(document, scene: 2) == ["moreView: 0 0 375 667", "moreBar: 0 116 375 30"])
    }

    @Test("a navigation bar's large titles are drawn collapsed over a controller whose first subview is a table view")
    func largeTitlesCollapsedOverTable() {
        let full = #"x="0.0" y="0.0" width="375" height="667""#
        func frames(_ element: String) -> [String] {
            let document = IBFixture.read(Self.storyboard(
                tools: "14460", Self.navigationScene("nav", root: "list", largeTitles: true),
                Self.safeAreaScene("list", root: full, extra: "", element: element)), name: "Test.storyboard")
            return IBFixture.frames(document)
        }
        // Under the 20-point status bar: a table stands below a 44-point bar, any other view below the 96-point one.
        #expect(frames("tableView") == ["listView: 0 0 375 667", "listBar: 0 64 375 30"])
        #expect(frames("scrollView") == ["listView: 0 0 375 667", "listBar: 0 116 375 30"])
    }

    @Test("the stack of a navigation controller that simulates a tab bar (its tab bar controller in another storyboard) stands above the tab bar")
    func navigationControllerSimulatingTabBar() {
        let full = #"x="0.0" y="0.0" width="375" height="667""#
        func bottomBar(simulatesTabBar: Bool) -> String? {
            var navigation = Self.navigationScene("nav", root: "list")
            if simulatesTabBar {
                navigation = navigation.replacingOccurrences(
                    of: #"<navigationController id="nav" sceneMemberID="viewController">"#,
                    with: #"<navigationController id="nav" sceneMemberID="viewController"><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
            }
            let document = IBFixture.read(Self.storyboard(
                tools: "17156", navigation, Self.safeAreaScene("list", root: full, extra: "", edge: "bottom")), name: "Test.storyboard")
            return IBFixture.frames(document).last
        }
        // The bar pinned to the safe area's bottom stands on the 49-point tab bar, or on the screen's bottom without it.
        #expect(bottomBar(simulatesTabBar: true) == "listBar: 0 588 375 30")
        #expect(bottomBar(simulatesTabBar: false) == "listBar: 0 637 375 30")
    }

    @Test("from Xcode 9 a controller drawn at a freeform size smaller than the screen, in no navigation stack, has no status bar over it; from Xcode 14.1 only one narrower than the screen")
    func freeformControllerHasNoStatusBar() {
        let frame = #"x="0.0" y="0.0" width="375" height="300""#
        let sized = Self.safeAreaScene("popup", root: frame, extra: #"<size key="freeformSize" width="375" height="300"/>"#)
        let short = Self.safeAreaScene("popup", root: frame, extra: "")
        func frames(_ scene: String, tools: String) -> [String] {
            IBFixture.frames(IBFixture.read(Self.storyboard(tools: tools, scene), name: "Test.storyboard"))
        }
        // Its bar pinned to the safe area's top stands at the view's top; Xcode 8 drew the status bar over it, 20 points
        // tall, and a view merely shorter than the screen keeps it.
        #expect(frames(sized, tools: "14460") == ["popupView: 0 0 375 300", "popupBar: 0 0 375 30"])
        #expect(frames(sized, tools: "11762") == ["popupView: 0 0 375 300", "popupBar: 0 20 375 30"])
        #expect(frames(short, tools: "14460") == ["popupView: 0 0 375 300", "popupBar: 0 20 375 30"])
        // In a navigation stack it is drawn under the stack's bars: the status bar's 20 points and the bar's 44.
        let stacked = IBFixture.read(Self.storyboard(tools: "14460", Self.navigationScene("nav", root: "popup"), sized), name: "Test.storyboard")
        #expect(IBFixture.frames(stacked) == ["popupView: 0 0 375 300", "popupBar: 0 64 375 30"])
        // From Xcode 14.1 (build 22000) only one narrower than the screen is drawn alone: the 375-point one on a 4.7-inch
        // iPhone has the status bar's 20 points, a 300-point one none.
        #expect(frames(sized, tools: "22505") == ["popupView: 0 0 375 300", "popupBar: 0 20 375 30"])
        let narrow = #"x="0.0" y="0.0" width="300" height="300""#
        let narrowSized = Self.safeAreaScene("popup", root: narrow, extra: #"<size key="freeformSize" width="300" height="300"/>"#)
        #expect(frames(narrowSized, tools: "22505") == ["popupView: 0 0 300 300", "popupBar: 0 0 300 30"])
    }

    /// A view controller's 667-point view whose strip is pinned to its top and side margins.
    static let marginStrip = IBFixture.owner(of: "panel") + panel(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip" userLabel="strip">
            <rect key="frame" x="0.0" y="0.0" width="343" height="20"/>
        </view>
        """,
        """
        <constraint firstItem="strip" firstAttribute="top" secondItem="panel" secondAttribute="topMargin" id="c1"/>
        <constraint firstItem="strip" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="c2"/>
        <constraint firstAttribute="trailingMargin" secondItem="strip" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="strip" firstAttribute="height" constant="20" id="c4"/>
        """, height: 667)

    @Test("before Xcode 9 there is no safe area: a view's margins are measured from its edges, not from below the status bar")
    func marginsBeforeSafeArea() {
        // A 4.7-inch screen's controller view: 16-point side margins and none at the top; from Xcode 9 the top margin starts below the status bar.
        let xcode8 = IBFixture.read(IBFixture.xib(Self.marginStrip, tools: "11542"))
        #expect(IBFixture.frames(xcode8) == ["view: 0 0 375 667", "strip: 16 0 343 20"])
        let xcode9 = IBFixture.read(IBFixture.xib(Self.marginStrip, tools: "13196"))
        #expect(IBFixture.frames(xcode9) == ["view: 0 0 375 667", "strip: 16 20 343 20"])
    }

    /// A view `height` tall whose strip is pinned to the top of its safe area, File's Owner's view when `owned`.
    static func statusBarPanel(height: Int, owned: Bool) -> String {
        (owned ? IBFixture.owner(of: "panel") : "") + panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip" userLabel="strip">
                <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
            </view>
            """,
            """
            <constraint firstItem="strip" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="strip" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="strip" firstAttribute="height" constant="20" id="c4"/>
            """, height: height)
    }

    /// The strip's frame in the panel laid out as saved by `tools` on a 4.7-inch iPhone.
    static func strip(tools: String, height: Int, owned: Bool) -> String? {
        IBFixture.frames(IBFixture.read(IBFixture.xib(Self.statusBarPanel(height: height, owned: owned), tools: tools))).last
    }

    @Test("the status bar over a home-button iPhone: none from Xcode 11 to 14.0; over short xib views from Xcode 14.1, tall ones before")
    func statusBarOverXibViews() {
        // A view controller's view: the status bar in Xcode 10, none in Xcode 11 to 14.0, again from 14.1.
        #expect(Self.strip(tools: "14460", height: 667, owned: true) == "strip: 0 20 375 20")
        #expect(Self.strip(tools: "17701", height: 667, owned: true) == "strip: 0 0 375 20")
        #expect(Self.strip(tools: "21223", height: 667, owned: true) == "strip: 0 0 375 20")
        #expect(Self.strip(tools: "21507", height: 667, owned: true) == "strip: 0 0 375 20", "Xcode 14.0's final build")
        #expect(Self.strip(tools: "21701", height: 667, owned: true) == "strip: 0 20 375 20")
        // Another view: in Xcode 10 only when at least as tall as the screen is wide; from 14.1 whatever its height.
        #expect(Self.strip(tools: "14460", height: 100, owned: false) == "strip: 0 0 375 20")
        #expect(Self.strip(tools: "14460", height: 400, owned: false) == "strip: 0 20 375 20")
        #expect(Self.strip(tools: "22505", height: 100, owned: false) == "strip: 0 20 375 20")
    }

    @Test("a view that simulates no status bar has none before Xcode 9, whose canvas draws it anyway")
    func simulatedHiddenStatusBar() {
        let hidden = Self.statusBarPanel(height: 667, owned: true)
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\"", with: "<nil key=\"simulatedStatusBarMetrics\"/><viewLayoutGuide key=\"safeArea\"")
        func strip(tools: String) -> String? { IBFixture.frames(IBFixture.read(IBFixture.xib(hidden, tools: tools))).last }
        #expect(strip(tools: "12121") == "strip: 0 0 375 20")
        #expect(strip(tools: "14460") == "strip: 0 20 375 20")
        #expect(strip(tools: "22505") == "strip: 0 20 375 20")
    }

    @Test("a stack view's standard spacing (spacingType=\"standard\") is 8 points")
    func standardStackSpacing() {
        let document = IBFixture.read(IBFixture.xib(Self.panel(
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
                <rect key="frame" x="0.0" y="0.0" width="108" height="40"/>
                <subviews>
                    \(Self.sizedView("left", width: 50, height: 40))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right" userLabel="right">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="c3"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """,
            """
            <constraint firstItem="row" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c4"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c5"/>
            """), tools: "18122"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "row: 0 0 108 40", "left: 0 0 50 40", "right: 58 0 50 40"])
    }

    @Test("baselines from the font: an ascender below a label's top, a descender above a multi-line label's bottom")
    func baselines() {
        func label(_ id: String, size: Int, height: Double, lines: Int = 1) -> String {
            """
            <label text="Text" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            </label>
            """
        }
        let document = IBFixture.read(IBFixture.xib(Self.panel(
            [label("big", size: 14, height: 17), label("small", size: 12, height: 15), label("column", size: 15, height: 78, lines: 0),
             label("note", size: 15, height: 18)].joined(separator: "\n"),
            """
            <constraint firstItem="big" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="small" firstAttribute="firstBaseline" secondItem="big" secondAttribute="firstBaseline" id="c2"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="note" firstAttribute="firstBaseline" secondItem="column" secondAttribute="lastBaseline" id="c4"/>
            <constraint firstItem="big" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c5"/>
            <constraint firstItem="small" firstAttribute="leading" secondItem="big" secondAttribute="trailing" id="c6"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c7"/>
            <constraint firstItem="note" firstAttribute="leading" secondItem="column" secondAttribute="trailing" id="c8"/>
            """, height: 300), tools: "10116"))
        // 14-point baseline 13.33 below 20, a 12-point one 11.42 below its top: 21.9, 22 on the pixel grid;
        // the column's last baseline 3.6 above 178, a 15-point first baseline 14.3 below its top: 160.1, 160.
        #expect(IBFixture.frames(document) == [
            "panel: 0 0 375 300", "big: 0 20 100 17", "small: 100 22 100 15", "column: 0 100 100 78", "note: 100 160 100 18",
        ])
    }

    @Test("a label drawn taller than its line keeps its first baseline an ascender below its top")
    func stretchedLabelBaseline() {
        let document = IBFixture.read(IBFixture.xib(Self.panel(
            """
            <label text="Featured" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                <rect key="frame" x="0.0" y="0.0" width="92" height="32.5"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="more" userLabel="more">
                <rect key="frame" x="0.0" y="0.0" width="70" height="28"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                <state key="normal" title="SHOW ALL"/>
            </button>
            """,
            """
            <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="30" id="c1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="title" firstAttribute="height" constant="32.5" id="c3"/>
            <constraint firstItem="more" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="more" secondAttribute="trailing" constant="16" id="c5"/>
            """), tools: "23094"))
        // The label's baseline 20.94 below 30, not 3 lower as its line centred in 32.5 points would stand;
        // the button's centred title 18.62 below its top: 32.32, 32.5 on the pixel grid.
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "title: 16 30 92 32.5", "more: 289 32.5 70 28"])
    }

    @Test("an edge a few millionths of a pixel from a half is a half: Xcode's numbers carry more digits than the file's")
    func halfPixelTies() {
        let document = IBFixture.read(IBFixture.xib(Self.panel(
            """
            \(Self.sizedView("row", width: 374, height: 43.5))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="action" userLabel="action">
                <rect key="frame" x="0.0" y="0.0" width="374" height="44.5"/>
                <constraints>
                    <constraint firstAttribute="width" constant="374" id="c1"/>
                </constraints>
            </view>
            """,
            """
            <constraint firstItem="row" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c2"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c3"/>
            <constraint firstItem="action" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c4"/>
            <constraint firstItem="action" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="c5"/>
            <constraint firstItem="action" firstAttribute="height" secondItem="row" secondAttribute="height" multiplier="0.689655" constant="13.999999999999996" id="c6"/>
            """, width: 374), tools: "24506", device: "retina6_1"))
        // 0.689655 × 43.5 + 14 is 43.999996 (Xcode's 20/29 gives 44), centred on 21.75: its edges 0.249998 above
        // the row's top and 43.749998 below it stand at -0.5 and 44, as halves of a pixel would.
        #expect(IBFixture.frames(document) == ["panel: 0 0 374 100", "row: 0 0 374 43.5", "action: 0 -0.5 374 44.5"])
    }

    static let controlsColumn = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="column">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments" userLabel="segments">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="25"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="24" id="c1"/>
                    </constraints>
                    <segments>
                        <segment title="One"/>
                        <segment title="Two"/>
                    </segments>
                </segmentedControl>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner" userLabel="spinner">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                </activityIndicatorView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer" userLabel="footer">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="c2"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """,
        """
        <constraint firstItem="column" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c3"/>
        <constraint firstItem="column" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c4"/>
        <constraint firstItem="column" firstAttribute="width" constant="200" id="c5"/>
        """)

    /// A 64-point row, centred across, of a 56-point square, a spacer 12 wide whose height nothing
    /// decides (drawn 62.5 tall) and a 20-point square.
    static let centredRowWithSpacer = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
            <rect key="frame" x="0.0" y="0.0" width="88" height="64"/>
            <subviews>
                \(sizedView("image", width: 56, height: 64))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer" userLabel="spacer">
                    <rect key="frame" x="56" y="1" width="12" height="62.5"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="12" id="spacer-w"/>
                    </constraints>
                </view>
                \(sizedView("badge", width: 20, height: 20))
            </subviews>
        </stackView>
        """,
        pinnedTopLeading("row"))

    @Test("an arranged view whose size across a centred stack nothing decides keeps the size Xcode drew it at, where UIKit's stack view asks for 0")
    func arrangedViewKeepsDrawnSize() throws {
        // The spacer is centred at 0.75, on the 2× pixel grid 1.
        let document = IBFixture.read(IBFixture.xib(Self.centredRowWithSpacer, tools: "21701"))
        #expect(IBFixture.frames(document) == [
            "panel: 0 0 375 100", "row: 0 0 88 64", "image: 0 0 56 64", "spacer: 56 1 12 62.5", "badge: 68 22 20 20",
        ])
        // The scene file says so (`drawn`), and lays out the same; code cannot, and gets UIKit's 0.
        let screen = try #require(IBSceneLayout(document: document, scene: document.scenes[0]).screenDeclarations(origin: "Test.xib").first)
        let spacer = try #require(screen.views.first { $0.name == "spacer" })
        #expect(spacer.drawnSize == LayoutSize(width: 12, height: 62.5))
        #expect(screen.views.first { $0.name == "image" }?.drawnSize == LayoutSize(width: 56, height: 64))
        let row = LayoutView(name: "row"), plainSpacer = LayoutView(name: "spacer")
        row.addSubview(plainSpacer)
        let constraints = StackViewArrangement(alignment: .center).install(in: row, arranged: [plainSpacer])
        #expect(constraints.contains { $0.identifier == "UISV-ambiguity-suppression" && $0.constant == .points(0) })
    }

    /// A label `id` with the text "Label" in the system font of `points`, drawn at `x`, `y`, `width` × `height`.
    static func systemFontLabel(_ id: String, points: Int, x: Double, y: Double, width: Double, height: Double) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" \
        baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(points)"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// Two horizontal stacks on first baselines: `row`, a 17-point label and a 34-point one, pinned at the panel's top
    /// left; `ledger`, two 17-point labels spread apart, made 37.5 tall by its own constraint, below it.
    static let firstBaselineRows = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
            <rect key="frame" x="0.0" y="0.0" width="130.5" height="25"/>
            <subviews>
                \(systemFontLabel("label", points: 17, x: 0, y: 0, width: 41.5, height: 20.5))
                \(systemFontLabel("big", points: 34, x: 47.5, y: -16, width: 83, height: 41))
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="ledger" userLabel="ledger">
            <rect key="frame" x="0.0" y="50" width="288" height="37.5"/>
            <subviews>
                \(systemFontLabel("paid", points: 17, x: 0, y: 17, width: 55, height: 20.5))
                \(systemFontLabel("due", points: 17, x: 233, y: 17, width: 55, height: 20.5))
            </subviews>
            \(IBFixture.sizeConstraints(of: "ledger", width: 288, height: 37.5))
        </stackView>
        """,
        pinnedTopLeading("row") + """
        <constraint firstItem="ledger" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="50" id="c3"/>
        <constraint firstItem="ledger" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c4"/>
        """)

    @Test("a UIStackView on first baselines keeps its top at its first item's: a taller item stands out above it, and a stack made taller holds its items at its bottom")
    func firstBaselineStackTop() {
        // The baselines are an ascender (0.952 of the point size) below the labels' tops: 16.18 and 32.37. The big
        // label's top stands 16.18 above the row's, on the 2× pixel grid 16; its bottom 41 - 16.18 = 24.82 below, 25.
        // Were the row as tall as both, the small label would stand 16 down in it (WooCommerce's account-mismatch screen,
        // build 21225, stands a button so above its stack). The ledger's labels stand at its bottom, 37.5 - 20.5 = 17 down
        // (WooCommerce's ledger cell, build 21701).
        #expect(IBFixture.frames(IBFixture.read(IBFixture.xib(Self.firstBaselineRows, tools: "21225"))) == [
            "panel: 0 0 375 100", "row: 0 0 130.5 25", "label: 0 0 41.5 20.5", "big: 47.5 -16 83 41",
            "ledger: 0 50 288 37.5", "paid: 0 17 55 20.5", "due: 233 17 55 20.5",
        ])
    }

    /// A plain view `id` drawn at `x`, 0, `width` × `height`, only its width (`id-w`) its own constraint.
    static func widthOnlyView(_ id: String, x: Int, width: Int, height: Int) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
            </constraints>
        </view>
        """
    }

    /// A row, centred across and centred in the panel, of two views that nothing makes tall, drawn 50 tall.
    static let centredRowOfUnsizedViews = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
            <rect key="frame" x="0.0" y="25" width="62" height="50"/>
            <subviews>
                \(widthOnlyView("dot", x: 0, width: 8, height: 50))
                \(widthOnlyView("gauge", x: 12, width: 50, height: 50))
            </subviews>
        </stackView>
        """,
        """
        <constraint firstItem="row" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c1"/>
        <constraint firstItem="row" firstAttribute="centerY" secondItem="panel" secondAttribute="centerY" id="c2"/>
        """)

    @Test("a centred stack keeps the breadth Xcode drew its arranged views at above its spanning fit, which would make it 0")
    func centredRowKeepsDrawnBreadth() {
        let document = IBFixture.read(IBFixture.xib(Self.centredRowOfUnsizedViews, tools: "21701"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "row: 0 25 62 50", "dot: 0 0 8 50", "gauge: 12 0 50 50"])
    }

    /// Two views of the app's own classes, each asked for 40 points at 500: the badge's horizontal priorities changed.
    static let designableRow = panel(
        """
        <view contentMode="scaleToFill" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="badge" customClass="BadgeView" customModule="App">
            <rect key="frame" x="0.0" y="0.0" width="112" height="40"/>
            <constraints>
                <constraint firstAttribute="width" priority="500" constant="40" id="badge-w"/>
                <constraint firstAttribute="height" constant="40" id="badge-h"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="card" customClass="CardView" customModule="App">
            <rect key="frame" x="120" y="0.0" width="90" height="40"/>
            <constraints>
                <constraint firstAttribute="width" priority="500" constant="40" id="card-w"/>
                <constraint firstAttribute="height" constant="40" id="card-h"/>
            </constraints>
        </view>
        """,
        pinnedTopLeading("badge") + """
        <constraint firstItem="card" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c3"/>
        <constraint firstItem="card" firstAttribute="leading" secondItem="badge" secondAttribute="trailing" constant="8" id="c4"/>
        """)

    @Test("a view of the app's own class whose hugging or compression resistance was changed measures its content on that axis, as Xcode renders it")
    func designableViewMeasuresItsContent() {
        // The badge keeps the 112 points Xcode measured against the 40 asked for at 500; the card, a plain custom view, takes 40.
        let document = IBFixture.read(IBFixture.xib(Self.designableRow))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "badge: 0 0 112 40", "card: 120 0 40 40"])
    }

    static let rowWithShortIcon = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
            <rect key="frame" x="0.0" y="0.0" width="52" height="40"/>
            <subviews>
                \(sizedView("icon", width: 16, height: 16))
                \(sizedView("title", width: 36, height: 40).replacingOccurrences(of: "<constraint firstAttribute=\"height\" constant=\"40\" id=\"title-h\"/>", with: ""))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="row-h"/>
            </constraints>
        </stackView>
        """,
        pinnedTopLeading("row"))

    @Test("where a document's constraint conflicts with a UIStackView's, Xcode's canvas breaks the document's")
    func stackViewWinsConflict() throws {
        // The filling row asks for a 40-point icon; the icon's own 16-point height breaks, as duckduckgo's tab switcher shows.
        let document = IBFixture.read(IBFixture.xib(Self.rowWithShortIcon))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "row: 0 0 52 40", "icon: 0 0 16 40", "title: 16 0 36 40"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.layout().broken.map(\.rule.description) == ["icon.height == 16"])
    }

    static let proportionalColumn = panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="column">
            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <subviews>
                \(unconstrainedView("header", x: 0, y: 0, width: 375, height: 60))
                \(unconstrainedView("body", x: 0, y: 70, width: 375, height: 130))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="410" id="column-h"/>
            </constraints>
        </stackView>
        """,
        pinnedTopLeading("column") + """
        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c3"/>
        """, height: 500)

    @Test("a proportionally filling stack view measures an arranged view with no intrinsic size by its bounds: the size Xcode drew it at")
    func proportionalFillOfDrawnViews() throws {
        // Drawn 60 and 130 with 10 between: shares 60/200 and 130/200 of the column. At 410 the header
        // takes 0.3 × 410 = 123 (priority 999); the body's 0.65 (998) cannot hold beside it and takes the rest.
        let document = IBFixture.read(IBFixture.xib(Self.proportionalColumn))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 500", "column: 0 0 375 410", "header: 0 0 375 123", "body: 0 133 375 277"])
        let screen = try #require(IBSceneLayout(document: document, scene: document.scenes[0]).screenDeclarations(origin: "Test.xib").first)
        #expect(screen.views.first { $0.name == "body" }?.drawnSize == LayoutSize(width: 375, height: 130))
        // Made in code, both start with zero bounds: no item has a length, and UIKit fills equally.
        let column = LayoutView(name: "column"), header = LayoutView(name: "header"), body = LayoutView(name: "body")
        column.addSubview(header)
        column.addSubview(body)
        let constraints = StackViewArrangement(axis: .vertical, distribution: .fillProportionally, spacing: 10).install(in: column, arranged: [header, body])
        #expect(constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 1)
        #expect(!constraints.contains { $0.identifier == "UISV-fill-proportionally" })
    }

    /// A vertical stack view distributing by `distribution`, 50 tall at 500, holding a view with no length of its own
    /// drawn 128 tall and a 20-point title.
    static func drawnColumn(distribution: String) -> String {
        panel(
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="\(distribution)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="column">
            <rect key="frame" x="0.0" y="0.0" width="375" height="158"/>
            <subviews>
                \(unconstrainedView("header", x: 0, y: 0, width: 375, height: 128))
                \(sizedView("title", width: 375, height: 20))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" priority="500" constant="50" id="column-h"/>
            </constraints>
        </stackView>
        """,
        pinnedTopLeading("column") + """
        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c3"/>
        """, height: 300)
    }

    @Test("a stack view that fills or spaces equally keeps an arranged view Xcode drew with no intrinsic length at its drawn length, above a length at 500")
    func stackKeepsDrawnLength() {
        // Nothing sizes the header: drawn 128 tall, it keeps 128 (700) against the column's 50 (500), and the
        // column is 128 + 10 + 20 tall; spaced equally, the gap is the least it may be.
        for distribution in ["fill", "equalSpacing", "equalCentering"] {
            let document = IBFixture.read(IBFixture.xib(Self.drawnColumn(distribution: distribution)))
            #expect(IBFixture.frames(document) == ["panel: 0 0 375 300", "column: 0 0 375 158", "header: 0 0 375 128", "title: 0 138 375 20"])
        }
        // Made in code, the header has no drawn size, and the stack asks nothing of its length.
        let column = LayoutView(name: "column"), header = LayoutView(name: "header")
        column.addSubview(header)
        let constraints = StackViewArrangement(axis: .vertical, distribution: .fill, spacing: 10).install(in: column, arranged: [header])
        #expect(!constraints.contains { $0.identifier == "UISV-drawn-length" })
        header.drawnSize = LayoutSize(width: 375, height: 128)
        let drawn = StackViewArrangement(axis: .vertical, distribution: .fill, spacing: 10).install(in: column, arranged: [header])
        #expect(drawn.filter { $0.identifier == "UISV-drawn-length" }.map(\.constant) == [.points(128)])
    }

    @Test("a segmented control, iOS 12's as iOS 13's, draws a point below what it aligns; a stopped activity indicator takes its place in a stack view")
    func segmentedControlAndStoppedSpinner() {
        // Xcode 14: the control aligns 24 points and draws 25; the spinner, stored hidden, is 20 tall below it; the footer follows.
        let xcode14 = IBFixture.read(IBFixture.xib(Self.controlsColumn, tools: "21701"))
        #expect(IBFixture.frames(xcode14) == [
            "panel: 0 0 375 100", "column: 0 0 200 74", "segments: 0 0 200 25", "spinner: 0 24 200 20", "footer: 0 44 200 30",
        ])
        // Xcode 10's segmented control, iOS 12's, draws a point below what it aligns too.
        let xcode10 = IBFixture.read(IBFixture.xib(Self.controlsColumn, tools: "14460"))
        #expect(IBFixture.frames(xcode10).prefix(4) == ["panel: 0 0 375 100", "column: 0 0 200 74", "segments: 0 0 200 25", "spinner: 0 24 200 20"])
    }

    /// Two 25-point image views pinned 10 and 50 from the panel's top, 20 in, stored 24 tall: one showing a system symbol, one an image of the app's own.
    static let symbolImages = panel(
        """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="safari" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol" userLabel="symbol">
            <rect key="frame" x="0.0" y="0.0" width="25" height="24"/>
            \(IBFixture.sizeConstraints(of: "symbol", width: 25, height: 25))
        </imageView>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="compass" translatesAutoresizingMaskIntoConstraints="NO" id="picture" userLabel="picture">
            <rect key="frame" x="0.0" y="0.0" width="25" height="24"/>
            \(IBFixture.sizeConstraints(of: "picture", width: 25, height: 25))
        </imageView>
        """,
        """
        <constraint firstItem="symbol" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c1"/>
        <constraint firstItem="symbol" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="picture" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="50" id="c3"/>
        <constraint firstItem="picture" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c4"/>
        """)

    @Test("an image view showing a system symbol is as tall as Xcode drew the symbol, centred on what its constraints align")
    func systemSymbolImageView() {
        // The symbol's 24-point frame is centred on the 25 points its constraints give it (10.5 down); the app's image fills them.
        let document = IBFixture.read(IBFixture.xib(Self.symbolImages, tools: "22505"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "symbol: 20 10.5 25 24", "picture: 20 50 25 25"])
    }

    static let scrollViewMargins = panel(
        """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroller" userLabel="scroller">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            <subviews>
                \(sizedView("box", width: 100, height: 50))
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="scroller" secondAttribute="leadingMargin" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="scroller" secondAttribute="topMargin" constant="4" id="c4"/>
                <constraint firstItem="scroller" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="10" id="c5"/>
                <constraint firstItem="scroller" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c6"/>
            </constraints>
        </scrollView>
        """,
        """
        <constraint firstItem="scroller" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c7"/>
        <constraint firstItem="scroller" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c8"/>
        <constraint firstAttribute="trailing" secondItem="scroller" secondAttribute="trailing" id="c9"/>
        <constraint firstAttribute="bottom" secondItem="scroller" secondAttribute="bottom" id="c10"/>
        """)

    @Test("a scroll view's margins, to its content, are measured in from its content area's edges")
    func scrollViewMarginsToContent() throws {
        // The scroll view's margins are 8: the box stands 8 in from the content's leading edge and 8 + 4 down;
        // the content reaches 8 + 10 past the box's trailing edge and 8 below it.
        let document = IBFixture.read(IBFixture.xib(Self.scrollViewMargins))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100", "scroller: 0 0 375 100", "box: 8 12 100 50"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        let content = try #require(layout.contentGuides.values.first)
        _ = layout.layout()
        #expect([content.layoutFrame.width, content.layoutFrame.height] == [126, 70])
    }

    /// A box at the top of a cell's content view, from its leading margin.
    static let leadingMarginPins = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c4"/>
        """

    /// A cell `width` wide and 50 tall at `y` in its table, whose content view (preserving the cell's margins
    /// unless said) holds a 100 by 20 box placed by `pins`.
    static func marginPinnedCell(width: Int = 375, y: Int = 0, preservesCellMargins: Bool = true, pins: String = leadingMarginPins) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="50" id="cell" userLabel="cell">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \
        \(preservesCellMargins ? "preservesSuperviewLayoutMargins=\"YES\" " : "")tableViewCell="cell" id="content" userLabel="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="49.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(sizedView("box", width: 100, height: 20))
                </subviews>
                <constraints>
                    \(pins)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// The frame of the last view of `storyboard`, laid out.
    static func lastFrame(ofStoryboard storyboard: String) -> String? {
        IBFixture.frames(IBFixture.read(storyboard, name: "Test.storyboard")).last
    }

    @Test("a xib's table cell drawn on an iPad has the side margins of its width, as on an iPhone: 16 at 320 points, not 15 in Xcode 9")
    func iPadXibCellMargins() {
        func box(preservesCellMargins: Bool, tools: String) -> String? {
            let cell = Self.marginPinnedCell(width: 320, preservesCellMargins: preservesCellMargins)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: tools, device: "ipad9_7"))).last
        }
        #expect(box(preservesCellMargins: false, tools: "23504") == "box: 16 0 100 20")
        #expect(box(preservesCellMargins: true, tools: "23504") == "box: 16 0 100 20")
        #expect(box(preservesCellMargins: false, tools: "13528") == "box: 16 0 100 20")
        // On an iPhone Xcode 9 gives such a cell 15.
        let iPhone = IBFixture.read(IBFixture.xib(Self.marginPinnedCell(width: 320, preservesCellMargins: false), tools: "13528", device: "retina4_7"))
        #expect(IBFixture.frames(iPhone).last == "box: 15 0 100 20")
    }

    @Test("a cell keeps its own 8-point margins before Xcode 9.1, in a xib or a table view controller, not the system's")
    func cellMarginsBeforeXcode9() {
        // Xcode 7: the content view preserves the cell's margins, 8, and has 8 of its own.
        let xcode7 = IBFixture.read(IBFixture.xib(Self.marginPinnedCell(), tools: "8191"))
        #expect(IBFixture.frames(xcode7) == ["cell: 0 0 375 50", "content: 0 0 375 49.5", "box: 8 0 100 20"])
        // Xcode 9.0 still draws a xib's cell so; Xcode 9.2 with the system's 16 of a 375-point screen.
        let xcode90 = IBFixture.read(IBFixture.xib(Self.marginPinnedCell(), tools: "13196"))
        #expect(IBFixture.frames(xcode90).last == "box: 8 0 100 20")
        let xcode92 = IBFixture.read(IBFixture.xib(Self.marginPinnedCell(), tools: "13771"))
        #expect(IBFixture.frames(xcode92).last == "box: 16 0 100 20")
        // Xcode 10: the content's side margin is the system's, 16 on a 375-point screen.
        let xcode10 = IBFixture.read(IBFixture.xib(Self.marginPinnedCell(), tools: "14460"))
        #expect(IBFixture.frames(xcode10) == ["cell: 0 0 375 50", "content: 0 0 375 49.5", "box: 16 0 100 20"])
        // A table view controller's prototype cell: 8 in Xcode 9.0 and its betas, the system's from Xcode 9.1.
        #expect(Self.lastFrame(ofStoryboard: Self.tableController(tools: "13122")) == "box: 8 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.tableController(tools: "13196")) == "box: 8 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.tableController(tools: "13529")) == "box: 16 0 100 20")
    }

    @Test("a cell's side margin is its table's width's, 20 points from 376 wide, in a table no wider than the screen")
    func cellMarginsByWidth() {
        /// The box's frame in the cell `width` wide, whose content view keeps its own margins, on `device` in Xcode `tools`.
        func box(width: Int, device: String, tools: String = "16096") -> String? {
            let cell = Self.marginPinnedCell(width: width, preservesCellMargins: false)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: tools, device: device))).last
        }
        #expect(box(width: 380, device: "retina6_1") == "box: 20 0 100 20")
        #expect(box(width: 320, device: "retina6_1") == "box: 16 0 100 20")
        // 400 points wide on a 375-point screen: its table is 375 wide.
        #expect(box(width: 400, device: "retina4_7", tools: "17156") == "box: 16 0 100 20")
    }

    @Test("a xib's cell wider than its screen passes the screen's side margins on from Xcode 11; builds 23727 to 24506 give 390 points 16")
    func wideXibCellMarginsFollowTheScreen() {
        /// The box's frame in a 414-point cell, whose content view preserves the cell's margins, on `device` in Xcode `tools`.
        func box(device: String, tools: String) -> String? {
            let cell = Self.marginPinnedCell(width: 414, preservesCellMargins: true)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: tools, device: device))).last
        }
        // On a 320-point screen the cell is laid out 320 wide: 16 (OsmAnd's and KeePassium's cells, builds 17156 to 21507).
        #expect(box(device: "retina4_0", tools: "18122") == "box: 16 0 100 20")
        #expect(box(device: "retina6_1", tools: "18122") == "box: 20 0 100 20")
        // On the iPhone 12's 390-point screen: 20, but 16 in builds 23727 to 24506.
        #expect(box(device: "retina6_0", tools: "23504") == "box: 20 0 100 20")
        #expect(box(device: "retina6_0", tools: "24128") == "box: 16 0 100 20")
        // The 393-point screen of the same builds keeps 20.
        #expect(box(device: "retina6_12", tools: "24128") == "box: 20 0 100 20")
        // Before Xcode 11 the cell is laid out as wide as it is stored: 20.
        #expect(box(device: "retina4_0", tools: "14460") == "box: 20 0 100 20")
    }

    @Test("from Xcode 11 a xib's cell wider than 320 points has its screen's side margins, one 320 wide its own width's")
    func xibCellMarginsOfTheScreen() {
        /// The box's frame in the cell `width` wide, whose content view preserves the cell's margins, on `device` in Xcode `tools`.
        func box(width: Int, device: String, tools: String) -> String? {
            let cell = Self.marginPinnedCell(width: width, preservesCellMargins: true)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: tools, device: device))).last
        }
        // 335 points on a 393-point screen (OsmAnd's route item), 331 on a 414-point one (WooCommerce's refund item): 20.
        #expect(box(width: 335, device: "retina6_12", tools: "22155") == "box: 20 0 100 20")
        #expect(box(width: 331, device: "retina6_1", tools: "16096") == "box: 20 0 100 20")
        // 320 points on the same screens: 16; any width on a 375-point screen: 16.
        #expect(box(width: 320, device: "retina6_1", tools: "22155") == "box: 16 0 100 20")
        #expect(box(width: 331, device: "retina4_7", tools: "21507") == "box: 16 0 100 20")
        // Before Xcode 11 a cell has its own width's: 16 for 331 points on a 414-point screen.
        #expect(box(width: 331, device: "retina6_1", tools: "14460") == "box: 16 0 100 20")
    }

    @Test("a view controller's view up to 393 points wide has the narrow iPhones' 16-point side margins; its table's cells keep 20")
    func narrowRootMargins() {
        /// The box's frame in a controller's view on `device`, `width` × `height`, saved by Xcode 14.1.
        func box(device: String, width: Int, height: Int) -> String? {
            let view = IBFixture.marginBoxView(key: "view", height: height, top: 100)
                .replacingOccurrences(of: "width=\"600\"", with: "width=\"\(width)\"")
            let scene = #"<viewController id="controller" sceneMemberID="viewController">"# + view + "</viewController>"
            return IBFixture.frames(IBFixture.read(Self.storyboard(tools: "21701", device: device, scene), name: "Test.storyboard")).last
        }
        #expect(box(device: "retina6_12", width: 393, height: 852) == "box: 16 100 50 50")
        #expect(box(device: "retina6_0", width: 390, height: 844) == "box: 16 100 50 50")
        #expect(box(device: "retina6_7", width: 428, height: 926) == "box: 20 100 50 50")
        // A table cell as wide, on the same screen, stands its content 20 in (cellMarginsByWidth).
        let cell = Self.marginPinnedCell(width: 393, preservesCellMargins: false)
        #expect(IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: "21701", device: "retina6_12"))).last == "box: 20 0 100 20")
    }

    @Test("a cell's content view with side margins of its own narrower than the table's, preserving the cell's, has the table's")
    func ownContentMarginsPreservingCells() {
        func box(preservesCellMargins: Bool) -> String? {
            let cell = Self.marginPinnedCell(preservesCellMargins: preservesCellMargins).replacingOccurrences(
                of: "</tableViewCellContentView>",
                with: #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/></tableViewCellContentView>"#)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: "21701", device: "retina4_7"))).last
        }
        // The table's side margin on a 375-point screen is 16; the content view's own, 15, when it does not preserve it.
        #expect(box(preservesCellMargins: true) == "box: 16 0 100 20")
        #expect(box(preservesCellMargins: false) == "box: 15 0 100 20")
    }

    @Test("Xcode 11 draws a xib's cell for a 4.7-inch iPhone with 15-point side margins; Xcode 10 and 12 with the system's 16")
    func xcode11NarrowXibCellMargins() {
        func box(width: Int, tools: String, preservesCellMargins: Bool = false) -> String? {
            let cell = Self.marginPinnedCell(width: width, preservesCellMargins: preservesCellMargins)
            return IBFixture.frames(IBFixture.read(IBFixture.xib(cell, tools: tools, device: "retina4_7"))).last
        }
        #expect(box(width: 320, tools: "14868") == "box: 15 0 100 20")
        #expect(box(width: 387, tools: "16097.3") == "box: 15 0 100 20")
        // The cell itself has no system margins of a screen that wide to pass on: a 428-point one whose content
        // preserves its margins has 15 too (the-blue-alliance's, build 15702), not the 20 of a 428-point screen.
        #expect(box(width: 428, tools: "15702", preservesCellMargins: true) == "box: 15 0 100 20")
        #expect(box(width: 320, tools: "14490.70") == "box: 16 0 100 20")
        #expect(box(width: 320, tools: "17156") == "box: 16 0 100 20")
    }

    /// A storyboard saved by Xcode `tools` on `device` (`width` by `height` points): a table filling its
    /// controller's view (or, given `tableWidth`, as tall as it and that wide) whose prototype cell, 50 points
    /// tall at `cellY` in the table, holds a 100 by 20 box placed by `pins` (constraints of its content view,
    /// which preserves the cell's margins); the table has `style`.
    static func prototypeCell(
        tools: String, device: String, width: Int, height: Int, cellY: Int, style: String = "plain", pins: String = leadingMarginPins,
        tableWidth: Int? = nil
    ) -> String {
        let trailing = tableWidth.map { "<constraint firstItem=\"table\" firstAttribute=\"width\" constant=\"\($0)\" id=\"c7\"/>" }
            ?? "<constraint firstAttribute=\"trailing\" secondItem=\"table\" secondAttribute=\"trailing\" id=\"c7\"/>"
        return storyboard(tools: tools, device: device, controllerScene("list", root: "x=\"0.0\" y=\"0.0\" width=\"\(width)\" height=\"\(height)\"", subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="table" userLabel="table">
                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth ?? width)" height="\(height)"/>
                <prototypes>
                    \(marginPinnedCell(width: tableWidth ?? width, y: cellY, pins: pins))
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="list-view" secondAttribute="top" id="c5"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="list-view" secondAttribute="leading" id="c6"/>
            \(trailing)
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c8"/>
            """))
    }

    /// A storyboard saved by Xcode 10 on a 4-inch iPhone: a 320-point table whose prototype cell holds a box
    /// pinned to its content view's leading margin.
    static let narrowTable = prototypeCell(tools: "14460", device: "retina4_0", width: 320, height: 568, cellY: 28)

    /// A storyboard saved by Xcode `tools` on a 4.7-inch iPhone: a table view controller, whose view is the
    /// table, with a prototype cell holding a box pinned to its content view's leading margin.
    static func tableController(tools: String) -> String {
        storyboard(tools: tools, """
            <scene sceneID="list-scene">
                <objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="50" id="table" userLabel="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                \(marginPinnedCell(y: 28))
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
    }

    @Test("in Xcode 9 to 11 the cells of a narrow table that is a subview of its controller's view have the table's 15-point side margins, later the system's for its own width")
    func subviewTableCellMargins() {
        let narrow = IBFixture.read(Self.narrowTable, name: "Test.storyboard")
        #expect(IBFixture.frames(narrow).last == "box: 15 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "15505", device: "retina4_7", width: 375, height: 667, cellY: 28)) == "box: 15 0 100 20")
        // From Xcode 12 such cells have the system's 16, as those of a table that is its controller's view always had.
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "17156", device: "retina4_7", width: 375, height: 667, cellY: 28)) == "box: 16 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.tableController(tools: "14460")) == "box: 16 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.tableController(tools: "13771")) == "box: 16 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "13771", device: "retina4_7", width: 375, height: 667, cellY: 28)) == "box: 15 0 100 20")
        // The 15 stands in for the narrow screens' 16 only: a 414-point table has the system's 20 in those Xcodes too.
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "15505", device: "retina6_1", width: 414, height: 896, cellY: 28)) == "box: 20 0 100 20")
        // The system's margin is the one of the table's own width: a 300-point table on a 414-point screen has 16, not the screen's 20.
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "19162", device: "retina6_1", width: 414, height: 896, cellY: 28, tableWidth: 300)) == "box: 16 0 100 20")
        #expect(Self.lastFrame(ofStoryboard: Self.prototypeCell(tools: "19162", device: "retina6_1", width: 414, height: 896, cellY: 28, tableWidth: 393)) == "box: 20 0 100 20")
    }

    @Test("a table's rows take neither its safe area's nor its margins' top and bottom: a row below the home indicator keeps its 11-point margins")
    func rowBelowSafeAreaMargins() {
        // The table fills an XR's screen; the row stands 850 points down its content, past the safe area's bottom (862 on screen).
        let document = IBFixture.read(Self.prototypeCell(tools: "17701", device: "retina6_1", width: 414, height: 896, cellY: 850, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
            """), name: "Test.storyboard")
        #expect(IBFixture.frames(document).last == "box: 20 18.5 100 20")
    }

    @Test("a grouped or inset-grouped row has 11-point top and bottom margins, as a plain one, until Xcode 26's rows have 15")
    func groupedRowVerticalMargins() {
        /// The box's frame in a table of `style` saved by Xcode `tools`, pinned to its cell's top and leading margins.
        func box(style: String, tools: String) -> String? {
            let storyboard = Self.prototypeCell(tools: tools, device: "retina6_1", width: 414, height: 896, cellY: 28, style: style, pins: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c4"/>
                """)
            return Self.lastFrame(ofStoryboard: storyboard)
        }
        #expect(box(style: "plain", tools: "22505") == "box: 20 11 100 20")
        #expect(box(style: "grouped", tools: "22505") == "box: 20 11 100 20")
        #expect(box(style: "insetGrouped", tools: "23504") == "box: 20 11 100 20")
        #expect(box(style: "insetGrouped", tools: "24506") == "box: 20 15 100 20")
        #expect(box(style: "grouped", tools: "24506") == "box: 20 15 100 20")
        #expect(box(style: "plain", tools: "24506") == "box: 20 15 100 20")
    }

    @Test("a cell of an inset grouped table stored at the table's whole width is drawn inside the table's insets: 20 points from its sides, 16 at 375 points")
    func insetGroupedCellStoredFullWidth() {
        /// The frames of the cell and of a box pinned to its content view's trailing margin (its last view), in a table of `style`.
        func frames(style: String, device: String, width: Int, height: Int) -> [String] {
            let storyboard = Self.prototypeCell(tools: "23504", device: device, width: width, height: height, cellY: 28, style: style, pins: """
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c4"/>
                """)
            let frames = IBFixture.frames(IBFixture.read(storyboard, name: "Test.storyboard"))
            return frames.filter { $0.hasPrefix("cell:") } + frames.suffix(1)
        }
        #expect(frames(style: "insetGrouped", device: "retina6_0", width: 390, height: 844) == [
            "cell: 20 28 350 50", "box: 230 0 100 20",
        ])
        #expect(frames(style: "insetGrouped", device: "retina4_7", width: 375, height: 667) == [
            "cell: 16 28 343 50", "box: 227 0 100 20",
        ])
        // A grouped table's cell spans the table.
        #expect(frames(style: "grouped", device: "retina6_0", width: 390, height: 844).last == "box: 270 0 100 20")
        // A cell stored without a frame is laid out at the table's width and its row's height, as in any table.
        let frameless = Self.prototypeCell(tools: "23504", device: "retina6_0", width: 390, height: 844, cellY: 28, style: "insetGrouped")
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="28" width="390" height="50"/>"#, with: "")
        #expect(IBFixture.frames(IBFixture.read(frameless, name: "Test.storyboard")).filter { $0.hasPrefix("cell:") } == ["cell: 0 0 390 50"])
    }

    static let placeholderHeight = panel(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="custom" userLabel="custom">
            <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" placeholder="YES" id="c1"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="below">
            <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
            <constraints>
                <constraint firstAttribute="height" constant="20" id="c2"/>
            </constraints>
        </view>
        """,
        """
        <constraint firstItem="custom" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c3"/>
        <constraint firstItem="custom" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="custom" secondAttribute="trailing" id="c5"/>
        <constraint firstItem="below" firstAttribute="top" secondItem="custom" secondAttribute="bottom" constant="5" id="c6"/>
        <constraint firstItem="below" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c7"/>
        <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c8"/>
        """)

    @Test("Interface Builder's canvas applies placeholder constraints, which the app never has")
    func placeholdersOnTheCanvas() {
        let document = IBFixture.read(IBFixture.xib(Self.placeholderHeight))
        // As Xcode drew it: the custom view 40 tall from its placeholder height, the next view 5 below it.
        let canvas = IBSceneLayout(document: document, scene: document.scenes[0], appliesPlaceholders: true)
        let drawn = canvas.layout()
        #expect(canvas.views.map { drawn.frame(of: $0.view)?.y } == [0, 10, 55])
        #expect(canvas.diagnostics.isEmpty)
        // As the app lays it out: nothing sets the custom view's height any more, and the placeholder is reported.
        let app = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(app.layout().ambiguous.map(\.item.name) == ["custom", "below"])
        #expect(app.diagnostics.map(\.id) == ["ib.constraint.placeholder"])
    }

    static let grownCell = """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="85" id="cell" userLabel="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="85"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content" userLabel="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                        <rect key="frame" x="15" y="32" width="40" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c1"/>
                            <constraint firstAttribute="height" constant="20.5" id="c2"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="c3"/>
                    <constraint firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="c4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """

    @Test("a content view Xcode 7 left at a new cell's 43 points after the row grew is laid out as tall as the row less the separator")
    func staleContentViewFrame() {
        // The row is 85 tall: the content view 84.5, the box centred in it at (84.5 - 20.5) / 2 = 32.
        let document = IBFixture.read(IBFixture.xib(Self.grownCell, tools: "7706"))
        #expect(IBFixture.frames(document) == ["cell: 0 0 320 85", "content: 0 0 320 84.5", "box: 15 32 40 20.5"])
    }
}

/// Documents of Xcode 6 and 7's square Any/Any canvas, stored without a `<device>`.
@Suite("Interface Builder: Xcode 6's Any/Any canvas")
struct AnyCanvasTests {
    /// A storyboard of the Any/Any canvas saved by Xcode `tools` holding `scene` (the XML of one).
    static func storyboard(tools: String, _ scene: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
        systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="scene">
                    <objects>
        \(scene)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A table 600 points wide with 72-point rows whose prototype cell is stored at a new cell's 320 × 60, its
    /// content view beside a 33-point disclosure indicator; a box inside is pinned to the content view's margins.
    static let narrowStoredCell = storyboard(tools: "7706", IBFixture.prototypeCellController(
        table: #"style="plain" rowHeight="72" sectionHeaderHeight="22" sectionFooterHeight="22""#, tableWidth: 600, tableHeight: 600,
        cell: #"accessoryType="disclosureIndicator" id="cell""#, cellFrame: (y: 22, width: 320, height: 60),
        content: "", contentFrame: (width: 287, height: 59), box: #"<rect key="frame" x="8" y="8" width="531" height="55.5"/>"#,
        constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
            """))

    @Test("a prototype cell stored narrower than its table is laid out as wide as the table and as tall as its row")
    func narrowStoredCellTakesTableWidth() {
        // The cell: 600 × 72. Its content view: 600 less the 33-point indicator (320 - 287), 72 less the separator.
        // The box: 8-point margins all round.
        let document = IBFixture.read(Self.narrowStoredCell, name: "Test.storyboard")
        #expect(IBFixture.frames(document) == ["table: 0 0 600 600", "cell: 0 0 600 72", "content: 0 0 567 71.5", "box: 8 8 551 55.5"])
    }

    /// A view controller of the canvas whose view holds a box pinned to its leading margin, saved by Xcode `tools`.
    static func marginScene(tools: String) -> String {
        storyboard(tools: tools, """
            <viewController id="controller" sceneMemberID="viewController">
            \(IBFixture.marginBoxView(key: "view", height: 600, top: 100))
            </viewController>
            """)
    }

    @Test("Xcode 6 draws the canvas's root views with 16-point side margins, Xcode 7 with 20")
    func rootMarginsByXcodeVersion() {
        let xcode6 = IBFixture.read(Self.marginScene(tools: "7706"), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode6) == ["root: 0 0 600 600", "box: 16 100 50 50"])
        let xcode7 = IBFixture.read(Self.marginScene(tools: "8191"), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode7) == ["root: 0 0 600 600", "box: 20 100 50 50"])
    }
}

extension FidelityRuleTests {
    /// A table view controller's scene saved by Xcode `tools` on a 4.7-inch iPhone, whose prototype cell, at `cellY`,
    /// and content view preserve their superviews' margins; a box inside is pinned to the content view's side margins.
    static func preservingCell(tools: String, cellY: Double = 28) -> String {
        storyboard(tools: tools, """
            <scene sceneID="scene">
                <objects>
            \(IBFixture.prototypeCellController(
                table: #"style="plain" rowHeight="60""#, tableWidth: 375, tableHeight: 667,
                cell: #"preservesSuperviewLayoutMargins="YES" rowHeight="60" id="cell""#, cellFrame: (y: cellY, width: 375, height: 60),
                content: #"preservesSuperviewLayoutMargins="YES""#, contentFrame: (width: 375, height: 59.5),
                box: #"<rect key="frame" x="15" y="10" width="345" height="40"/><constraints><constraint firstAttribute="height" constant="40" id="c1"/></constraints>"#,
                constraints: """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c4"/>
                    """))
                </objects>
            </scene>
            """)
    }

    @Test("before Xcode 9 a prototype cell that preserves its table's margins stands its content 15 points in; in Xcode 9.0 16, but 8 in a row the table does not show")
    func preservingCellTakesTableMargins() {
        let xcode8 = IBFixture.read(Self.preservingCell(tools: "12120"), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode8) == ["table: 0 0 375 667", "cell: 0 28 375 60", "content: 0 0 375 59.5", "box: 15 10 345 40"])
        // Xcode 9.0 gives it the system's 16, as Xcode 9.1 gives every cell; a row that starts below 667 - 20 keeps its own 8.
        let xcode9 = IBFixture.read(Self.preservingCell(tools: "13196"), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode9).last == "box: 16 10 343 40")
        let unshown = IBFixture.read(Self.preservingCell(tools: "13196", cellY: 650), name: "Test.storyboard")
        #expect(IBFixture.frames(unshown).last == "box: 8 10 359 40")
        // From Xcode 9.1 the cell has the system's margins, 16 on this iPhone.
        let xcode11 = IBFixture.read(Self.preservingCell(tools: "15705"), name: "Test.storyboard")
        #expect(IBFixture.frames(xcode11) == ["table: 0 0 375 667", "cell: 0 28 375 60", "content: 0 0 375 59.5", "box: 16 10 343 40"])
    }
}

extension FidelityRuleTests {
    /// A table view controller's scene saved by Xcode `tools` on a 4.7-inch iPhone (a 667-point table under the
    /// status bar: it shows the rows that start above 647), whose prototype cell stands at `cellY`; a box inside
    /// is pinned to the content view's side and top margins.
    static func rowAt(_ cellY: Double, tools: String, cellAttributes: String = "") -> String {
        storyboard(tools: tools, """
            <scene sceneID="scene">
                <objects>
            \(IBFixture.prototypeCellController(
                table: #"style="plain" rowHeight="60""#, tableWidth: 375, tableHeight: 667,
                cell: #"\#(cellAttributes) rowHeight="60" id="cell""#, cellFrame: (y: cellY, width: 375, height: 60),
                content: "", contentFrame: (width: 375, height: 59.5),
                box: #"<rect key="frame" x="8" y="8" width="359" height="40"/><constraints><constraint firstAttribute="height" constant="40" id="c1"/></constraints>"#,
                constraints: """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c4"/>
                    """))
                </objects>
            </scene>
            """)
    }

    @Test("Xcode 9.1 to 12 leave a row the table does not show with 8-point margins, unless it preserves the table's")
    func unshownRowKeepsViewMargins() {
        func box(_ source: String) -> String? { IBFixture.frames(IBFixture.read(source, name: "Test.storyboard")).last }
        // Shown (it starts above 667 - 20): the system's 16 at the sides, 11 at the top.
        #expect(box(Self.rowAt(600, tools: "14113")) == "box: 16 11 343 40")
        // Not shown: a view's 8 all round from Xcode 10, 8 at the sides and 11 at the top in Xcode 9.3.
        #expect(box(Self.rowAt(650, tools: "14113")) == "box: 8 8 359 40")
        #expect(box(Self.rowAt(650, tools: "13770")) == "box: 8 11 359 40")
        // A row that preserves its table's margins, or any row from Xcode 14 on, has the system's.
        #expect(box(Self.rowAt(650, tools: "14113", cellAttributes: #"preservesSuperviewLayoutMargins="YES""#)) == "box: 16 11 343 40")
        #expect(box(Self.rowAt(650, tools: "21507")) == "box: 16 11 343 40")
    }
}

extension FidelityRuleTests {
    /// A xib saved by Xcode `tools` whose 600-point top-level view holds a box pinned to its leading margin,
    /// with File's Owner's `view` outlet pointing at it when `isControllerView`.
    static func xibRoot(tools: String, isControllerView: Bool) -> String {
        IBFixture.xib((isControllerView ? IBFixture.owner(of: "root") : "") + IBFixture.marginBoxView(height: 100, top: 0), tools: tools)
    }

    @Test("before Xcode 9 a xib's top-level view no view controller owns has a plain view's 8-point margins")
    func plainXibRootKeepsViewMargins() {
        func box(_ tools: String, controller: Bool, launchScreen: Bool = false) -> String? {
            var xib = Self.xibRoot(tools: tools, isControllerView: controller)
            if launchScreen { xib = xib.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" launchScreen="YES""#) }
            return IBFixture.frames(IBFixture.read(xib, name: "Test.xib")).last
        }
        #expect(box("12121", controller: false) == "box: 8 0 50 50")
        // A view controller's view, and from Xcode 9 on any top-level view, has the system's side margin (20 at 600 points).
        #expect(box("12121", controller: true) == "box: 20 0 50 50")
        #expect(box("13196", controller: false) == "box: 20 0 50 50")
        // A launch screen's view is shown as a view controller's (googleads' launch screens of build 12121: 20 in).
        #expect(box("12121", controller: false, launchScreen: true) == "box: 20 0 50 50")
    }
}
