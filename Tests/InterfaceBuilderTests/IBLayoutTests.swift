import Constraints
@testable import InterfaceBuilder
import Layout
import Testing

/// Scenes laid out as UIKit lays out the nib, each fixture's frames worked
/// out by hand from UIKit's rules (stack view arrangement, safe areas of the
/// document's device and bars, root and cell margins, scroll view content,
/// autoresizing masks, size classes).
@Suite("Interface Builder: layout")
struct IBLayoutTests {
    @Test("stack views: fill by hugging, equal and proportional lengths, equal spacing and centring, a hidden view 0 long")
    func stackViews() throws {
        // Edges on the 2× pixel grid: the quarters 251.25 and 83.75 round to 251.5, and to 84 and 83.5 as differences of edges.
        #expect(IBFixture.frames(try IBFixture.document("StackViews.storyboard")) == [
            "view: 0 0 375 667",
            "stackView: 20 20 335 40", "label: 0 0 50 40", "label2: 60 0 205 40", "label3: 275 0 60 40",
            "stackView2: 20 70 335 40", "view2: 0 0 105 40", "view3: 115 0 105 40", "view4: 230 0 105 40",
            "stackView3: 20 120 335 40", "view5: 0 0 167.5 40", "view6: 167.5 0 84 40", "view7: 251.5 0 83.5 40",
            "stackView4: 20 170 335 40", "label4: 0 10 50 20", "label5: 127.5 10 60 20", "label6: 265 10 70 20",
            "stackView5: 20 220 335 40", "label7: 0 0 40 20", "label8: 147.5 0 40 20", "label9: 295 0 40 20",
            "stackView6: 20 270 335 72", "label10: 0 0 335 32", "label11: 0 32 335 0", "label12: 0 40 335 32",
        ])
    }

    @Test("a stack view's constraints are UIKit's, under UIKit's identifiers and priorities")
    func stackConstraints() throws {
        let document = try IBFixture.document("StackViews.storyboard")
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        let byIdentifier = Dictionary(grouping: layout.uikitConstraints, by: { $0.identifier ?? "" }).mapValues(\.count)
        #expect(byIdentifier["UISV-canvas-connection"] == 25 && byIdentifier["UISV-spacing"] == 11 && byIdentifier["UISV-hiding"] == 1)
        #expect(byIdentifier["UISV-fill-equally"] == 4 && byIdentifier["UISV-fill-proportionally"] == 3 && byIdentifier["UISV-spanning-fit"] == 2)
        let hiding = try #require(layout.uikitConstraints.first { $0.identifier == "UISV-hiding" })
        #expect(hiding.description == "label11.height == 0 @999.999")
        let proportional = layout.uikitConstraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.description)
        #expect(proportional == ["view5.width == stackView3.width * 0.5 @999", "view6.width == stackView3.width * 0.25 @998",
                                 "view7.width == stackView3.width * 0.25 @997"])
    }

    @Test("the safe area of an iPhone XR in Xcode 14, root margins of 20 on a 414-point screen, and a navigation bar above a pushed scene")
    func safeAreaAndMargins() throws {
        let document = try IBFixture.document("SafeAreaAndMargins.storyboard")
        #expect(IBFixture.frames(document, scene: 0) == ["view: 0 0 414 896", "headerView: 0 48 414 100", "saveButton: 20 812 374 50"])
        #expect(IBFixture.frames(document, scene: 1) == ["view: 0 0 414 896", "label: 20 100 120 21"])
    }

    @Test("the legacy top and bottom layout guides of an Xcode 8 document: the status bar above, nothing below")
    func legacyGuides() throws {
        #expect(IBFixture.frames(try IBFixture.document("LegacyGuides.storyboard")) == [
            "view: 0 0 375 667", "textField: 16 30 343 30", "toolbar: 0 623 375 44",
        ])
    }

    @Test("cells: a table cell's content margins (16 in Xcode 10), a collection cell's own margins, content views placed by their cell")
    func cells() throws {
        // The flag's 7.75 is 8 on the 2× pixel grid.
        let document = try IBFixture.document("Cells.xib")
        #expect(IBFixture.frames(document, scene: 0) == [
            "countryCell: 0 0 320 56", "contentView: 0 0 320 55.5", "flagView: 32 8 40 40", "label: 88 18 52 19.5",
        ])
        #expect(IBFixture.frames(document, scene: 1) == ["tileCell: 0 0 150 100", "contentView: 0 0 150 100", "label: 16 71 118 21"])
    }

    @Test("a scroll view's edges are its content's edges, its width its frame's; the content may be taller than the scroll view")
    func scrollView() throws {
        let document = try IBFixture.document("ScrollView.xib")
        #expect(IBFixture.frames(document) == [
            "view: 0 0 375 667", "scrollView: 0 20 375 647", "view2: 0 0 375 1000", "textLabel: 16 24 343 300",
        ])
        let result = IBSceneLayout(document: document, scene: document.scenes[0]).layout()
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
    }

    @Test("views that translate their autoresizing masks keep their frames, and follow the superview's new size as UIKit resizes them")
    func autoresizing() throws {
        let document = try IBFixture.document("Autoresizing.xib")
        #expect(IBFixture.frames(document) == [
            "panelView: 0 0 320 200", "view: 20 20 280 40", "view2: 260 150 40 30", "view3: 110 80 100 40", "label: 16 172 60 20",
        ])
        #expect(IBFixture.frames(document, size: LayoutSize(width: 400, height: 240)) == [
            "panelView: 0 0 400 240", "view: 20 20 360 40", "view2: 340 190 40 30", "view3: 150 80 100 40", "label: 20 212 60 20",
        ])
    }

    @Test("size classes: a subview a variation uninstalls is not laid out, and the constraints relating it or held in it are notes, not errors")
    func uninstalledSubview() throws {
        // The panel's constraints end early so that its variation stands beside them, as IB writes it.
        let document = IBFixture.read(IBFixture.xib(FidelityRuleTests.panel(
            FidelityRuleTests.sizedView("badge", width: 40, height: 20),
            """
            <constraint firstItem="badge" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="top"/>
            <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="10" id="end"/>
            </constraints>
            <variation key="widthClass=compact">
                <mask key="subviews">
                    <exclude reference="badge"/>
                </mask>
            </variation>
            <constraints>
            """)))
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 100"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        // The badge's own width and height go with it.
        #expect(layout.diagnostics.map(\.message) == [
            "constraint top relates badge, which is not installed for wC hR; not applied",
            "constraint end relates badge, which is not installed for wC hR; not applied",
            "constraint badge-w relates badge, which is not installed for wC hR; not applied",
            "constraint badge-h relates badge, which is not installed for wC hR; not applied",
        ])
        #expect(layout.diagnostics.map(\.id) == Array(repeating: "ib.constraint.view-not-installed", count: 4))
        #expect(layout.uninstalledConstraints.map(\.stored.id) == ["top", "end", "badge-w", "badge-h"])
        let screen = try #require(layout.screenDeclarations(origin: "Test.xib").first)
        #expect(screen.notes == ["view badge (badge) is installed only for other size classes than wC hR: it is not written"])
        #expect(screen.unwritten.map(\.reason) == [
            "it relates badge, a view installed only for other size classes than wC hR",
            "it relates badge, a view installed only for other size classes than wC hR",
        ])
        #expect(screen.views.isEmpty)
        let regular = IBTraits(width: .regular, height: .regular)
        #expect(IBFixture.frames(document, traits: regular) == ["panel: 0 0 375 100", "badge: 325 10 40 20"])
        #expect(IBSceneLayout(document: document, scene: document.scenes[0], traits: regular).diagnostics.isEmpty)
    }

    @Test("size classes: the constraints installed for compact and for regular width; a placeholder is never applied")
    func variations() throws {
        let document = try IBFixture.document("Variations.storyboard")
        #expect(IBFixture.frames(document) == ["view: 0 0 375 667", "imageView: 137.5 40 100 50"])
        #expect(IBFixture.frames(document, traits: IBTraits(width: .regular, height: .regular)) == ["view: 0 0 375 667", "imageView: 87.5 40 200 50"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.diagnostics.map(\.id) == ["ib.constraint.not-installed", "ib.constraint.placeholder"])
        #expect(layout.constraints.map(\.stored.id) == ["cx", "top", "narrow", "tall"])
    }

    /// A xib of Xcode 12 whose panel (375 wide, `height` tall) holds a row: a stack view 10 apart, pinned to the
    /// panel's top and leading edges, arranging `subviews`, with the stack view's own `variations`.
    static func rowDocument(_ subviews: String, variations: String = "", height: Int = 100) -> IBDocument {
        let row = FidelityRuleTests.panel(
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
                <rect key="frame" x="0.0" y="0.0" width="110" height="40"/>
                <subviews>
                    \(subviews)
                </subviews>
                \(variations)
            </stackView>
            """,
            """
            <constraint firstItem="row" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c4"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c5"/>
            """, height: height)
        return IBFixture.read(IBFixture.xib(row, tools: "18122"))
    }

    @Test("a stack view's size-class variations change its axis, spacing and alignment for their traits only")
    func stackViewVariations() throws {
        let document = Self.rowDocument(
            FidelityRuleTests.sizedView("left", width: 50, height: 40) + FidelityRuleTests.sizedView("right", width: 30, height: 40),
            variations: """
                <variation key="heightClass=regular-widthClass=compact" spacing="4"/>
                <variation key="widthClass=regular" axis="vertical" alignment="trailing"/>
                <variation key="heightClass=compact" spacing="20"/>
                """, height: 200)
        // The 4.7-inch iPhone in portrait is compact wide and regular tall: the most specific variation's 4 apart.
        #expect(IBFixture.frames(document) == ["panel: 0 0 375 200", "row: 0 0 84 40", "left: 0 0 50 40", "right: 54 0 30 40"])
        #expect(IBFixture.frames(document, traits: IBTraits(width: .compact, height: .compact))
            == ["panel: 0 0 375 200", "row: 0 0 100 40", "left: 0 0 50 40", "right: 70 0 30 40"])
        // Regular wide, a column: the right view at the trailing side, 10 below the left one.
        #expect(IBFixture.frames(document, traits: IBTraits(width: .regular, height: .regular))
            == ["panel: 0 0 375 200", "row: 0 0 50 90", "left: 0 0 50 40", "right: 20 50 30 40"])
    }

    @Test("a view a size-class variation hides gives up its place in a stack view for those traits only")
    func hiddenVariation() throws {
        let document = Self.rowDocument("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left" userLabel="left">
                <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                \(IBFixture.sizeConstraints(of: "left", width: 50, height: 40))
                <variation key="widthClass=compact" hidden="YES"/>
            </view>
            """ + FidelityRuleTests.sizedView("right", width: 50, height: 40))
        // Compact wide (the iPhone in portrait): the left view is hidden and the right one takes the row alone.
        let shown = { (frames: [String]) in frames.filter { !$0.hasPrefix("left:") } }
        #expect(shown(IBFixture.frames(document)) == ["panel: 0 0 375 100", "row: 0 0 50 40", "right: 0 0 50 40"])
        #expect(IBFixture.frames(document, traits: IBTraits(width: .regular, height: .regular))
            == ["panel: 0 0 375 100", "row: 0 0 110 40", "left: 0 0 50 40", "right: 60 0 50 40"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.constraintPlacedViews.map(\.stored.id) == ["row", "right"])
    }

    /// A view controller (to put inline in a xib or in a scene of a storyboard) with a view 400 by 300 holding a box
    /// pinned by its top to `topItem`'s `topAttribute` and by its bottom to `bottomItem`'s `bottomAttribute`;
    /// `guides` is XML of the controller, `viewGuides` of its view.
    static func pinnedBoxController(topItem: String, topAttribute: String, bottomItem: String, bottomAttribute: String, guides: String, viewGuides: String) -> String {
        """
        <viewController id="controller" sceneMemberID="viewController">
            \(guides)
            <view key="view" contentMode="scaleToFill" id="root" userLabel="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="\(topItem)" secondAttribute="\(topAttribute)" id="c3"/>
                    <constraint firstItem="box" firstAttribute="bottom" secondItem="\(bottomItem)" secondAttribute="\(bottomAttribute)" id="c4"/>
                </constraints>
                \(viewGuides)
            </view>
        </viewController>
        """
    }

    static let legacyGuides = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top-guide"/>
            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
        </layoutGuides>
        """

    @Test("the legacy layout guides of a view controller in a xib, and of a tvOS storyboard's scene, are read")
    func legacyGuidesOutsideIOSStoryboards() {
        let controller = Self.pinnedBoxController(
            topItem: "top-guide", topAttribute: "bottom", bottomItem: "bottom-guide", bottomAttribute: "top", guides: Self.legacyGuides, viewGuides: "")
        // A 4.7-inch iPhone's xib: the top guide ends under the 20-point status bar.
        let xib = IBFixture.read(IBFixture.xib(controller, tools: "11762"))
        #expect(xib.diagnostics.isEmpty && IBFixture.frames(xib) == ["root: 0 0 400 300", "box: 0 20 400 280"])
        // An Apple TV storyboard (`com.apple.InterfaceBuilder.AppleTV.Storyboard`): the top guide takes the screen's 60-point inset.
        let tvOS = IBFixture.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="13196" targetRuntime="AppleTV" \
            propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="appleTV" orientation="landscape"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            \(controller)
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, name: "Gallery.storyboard")
        #expect(tvOS.kind == .storyboard && tvOS.diagnostics.isEmpty)
        #expect(IBFixture.frames(tvOS) == ["root: 0 0 400 300", "box: 0 60 400 240"])
    }

    @Test("an Apple TV screen's safe area is inset 60 points at the top and bottom and 80 at each side")
    func televisionSafeArea() {
        let views = IBFixture.owner(of: "root", className: "PlaylistController") + """
            <view contentMode="scaleToFill" id="root" userLabel="root">
                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="200" id="c2"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                </constraints>
            </view>
            """
        let document = IBFixture.read(IBFixture.xib(views, tools: "21225", device: "appleTV"))
        #expect(document.diagnostics.isEmpty)
        // The safe area of vlc's tvOS playlist screen (build 21225) starts 80 points in from each side.
        #expect(IBFixture.frames(document) == ["view: 0 0 1920 1080", "box: 80 60 1560 960"])
    }

    @Test("a view's keyboard layout guide, with the keyboard hidden, spans the bottom of its safe area")
    func keyboardGuide() {
        let controller = Self.pinnedBoxController(
            topItem: "safe", topAttribute: "top", bottomItem: "keyboard", bottomAttribute: "top", guides: "",
            viewGuides: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<keyboardLayoutGuide key=\"keyboard\" id=\"keyboard\"/>")
            .replacingOccurrences(of: "width=\"400\" height=\"300\"", with: "width=\"414\" height=\"896\"")
        let document = IBFixture.read(IBFixture.xib(controller, tools: "21701", device: "retina6_1"))
        #expect(document.diagnostics.isEmpty)
        // Between the XR's 48-point sensor housing and its 34-point home indicator.
        #expect(IBFixture.frames(document) == ["root: 0 0 414 896", "box: 0 48 414 814"])
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.constraints.map(\.constraint.description).last == "box.bottom == root.keyboardLayoutGuide.top")
    }
}
