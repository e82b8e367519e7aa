import Constraints
@testable import InterfaceBuilder
import Testing

/// What the reader makes of a document's elements: constraints in every
/// spelling IB writes, items by id, names, devices and traits.
@Suite("Interface Builder: reading documents")
struct IBReaderTests {
    static let constraints = IBFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Detail Panel"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="0.5" id="half"/>
                    <constraint firstItem="a" firstAttribute="height" secondItem="b" secondAttribute="height" multiplier="3:4" id="ratio"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="trailing" multiplier="1/3" id="third"/>
                    <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" relation="greaterThanOrEqual" constant="8" priority="750" identifier="edge" id="holder"/>
                    <constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="firstBaseline" symbolic="YES" constant="8" id="baselines"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" multiplier="2:0" id="broken-ratio"/>
                    <constraint firstItem="a" firstAttribute="middle" secondItem="b" secondAttribute="top" id="no-attribute"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="dangling"/>
                </constraints>
            </view>
        """)

    @Test("every multiplier spelling, the holder as the missing first item, relation, priority, identifier and the standard space")
    func constraintSpellings() throws {
        let document = IBFixture.read(Self.constraints)
        let read = document.scenes[0].root.constraints
        #expect(read.map(\.id) == ["half", "ratio", "third", "holder", "baselines", "dangling"])
        #expect(read.map(\.multiplier) == [0.5, 0.75, 1.0 / 3, 1, 1, 1])
        let holder = try #require(read.first { $0.id == "holder" })
        #expect(holder.firstItem == "root" && holder.firstAttribute == .trailingMargin && holder.relation == .greaterThanOrEqual)
        #expect(holder.constant == 8 && holder.priority == 750 && holder.identifier == "edge")
        let baselines = try #require(read.first { $0.id == "baselines" })
        #expect(baselines.firstAttribute == .lastBaseline && baselines.secondAttribute == .firstBaseline && baselines.isStandardSpacing)
        #expect(document.diagnostics.map(\.description) == [
            "Test.xib:17:13: warning: constraint broken-ratio has the multiplier '2:0', which is not a number, ratio or fraction; skipped",
            "Test.xib:18:13: warning: constraint no-attribute has the attribute 'middle', which Auto Layout does not have; skipped",
        ])
    }

    @Test("a multiplier's numbers may stand between spaces, as Xcode reads them; anything else about them is not a multiplier")
    func spacedMultipliers() {
        #expect(IBViewReader.multiplier("3: 2") == 1.5)
        #expect(IBViewReader.multiplier(" 1 / 4 ") == 0.25)
        #expect(IBViewReader.multiplier(" 0.5") == 0.5)
        #expect(IBViewReader.multiplier("3:") == nil)
        #expect(IBViewReader.multiplier("3 2") == nil)
        #expect(IBViewReader.multiplier("1:2:3") == nil)
    }

    @Test("a constraint naming an id the document does not hold is an error at its element that names the id")
    func danglingItem() {
        let document = IBFixture.read(Self.constraints)
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(layout.diagnostics.map(\.description) == [
            "Test.xib:19:13: error: constraint dangling relates nowhere, which the document does not hold",
        ])
        #expect(layout.constraints.map(\.stored.id) == ["half", "ratio", "third", "holder", "baselines"])
    }

    @Test("names: the outlet's property, else the label made an identifier, else the class, unique in each scene")
    func names() throws {
        let document = try IBFixture.document("SafeAreaAndMargins.storyboard")
        #expect(document.scenes.map { $0.root.descendantsAndSelf.map(\.name) } == [["view", "headerView", "saveButton"], ["view", "label"]])
        #expect(document.scenes.map(\.name) == ["ProfileViewController", "ListViewController"])
        #expect(IBNaming.identifier("Detail Panel") == "detailPanel" && IBNaming.identifier("2 columns") == "_2Columns")
    }

    static let unstoredFrames = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="list">
                    <objects>
                        <tableViewController id="controller" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" style="plain" rowHeight="60" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="10" id="dot-width"/>
                                                        <constraint firstAttribute="height" constant="10" id="dot-height"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="dot-y"/>
                                                <constraint firstAttribute="trailing" secondItem="dot" secondAttribute="trailing" constant="20" id="dot-x"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="List" id="item">
                                <view key="titleView" contentMode="scaleToFill" id="title">
                                    <rect key="frame" x="100" y="6" width="175" height="32"/>
                                    <subviews>
                                        <label text="List" translatesAutoresizingMaskIntoConstraints="NO" id="titleLabel">
                                            <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="titleLabel" firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="label-x"/>
                                        <constraint firstItem="titleLabel" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="label-y"/>
                                    </constraints>
                                </view>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("views IB stores without a frame or outside any scene: a cell's content view fills its cell above the separator; a title view with constraints is a scene of its own")
    func unstoredFramesAndDetachedViews() {
        let document = IBFixture.read(Self.unstoredFrames, name: "Test.storyboard")
        #expect(document.diagnostics.isEmpty)
        #expect(document.scenes.map(\.id) == ["list", "title"])
        #expect(document.scenes.map(\.name) == ["tableViewController", "titleView"])
        // 24.75 is 25 on the 2× pixel grid.
        #expect(IBFixture.frames(document, scene: 0) == [
            "view: 0 0 375 667", "tableViewCell: 0 28 375 60", "contentView: 0 0 375 59.5", "view2: 345 25 10 10",
        ])
        #expect(IBFixture.frames(document, scene: 1) == ["titleView: 0 0 175 32", "label: 47.5 6 80 20"])
    }

    /// A storyboard scene whose view holds a toolbar, its one item a custom view with constraints of its own.
    static let toolbarItemView = FidelityRuleTests.storyboard(tools: "17156", """
        <scene sceneID="main">
            <objects>
                <viewController id="controller" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toolbar">
                                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                <items>
                                    <barButtonItem style="plain" id="item">
                                        <view key="customView" contentMode="scaleToFill" id="custom">
                                            <rect key="frame" x="16" y="4" width="80" height="36"/>
                                            <subviews>
                                                <label opaque="NO" text="Union" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                                    <rect key="frame" x="0.0" y="7.5" width="50" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" id="caption-x"/>
                                                <constraint firstItem="caption" firstAttribute="centerY" secondItem="custom" secondAttribute="centerY" id="caption-y"/>
                                            </constraints>
                                        </view>
                                    </barButtonItem>
                                </items>
                            </toolbar>
                        </subviews>
                        <constraints>
                            <constraint firstItem="toolbar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-l"/>
                            <constraint firstAttribute="trailing" secondItem="toolbar" secondAttribute="trailing" id="bar-t"/>
                            <constraint firstAttribute="bottom" secondItem="toolbar" secondAttribute="bottom" id="bar-b"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    @Test("a custom view in a toolbar's items, inside a scene's view, is a scene of its own, its constraints laid out and converted")
    func toolbarItemCustomView() {
        let document = IBFixture.read(Self.toolbarItemView, name: "Test.storyboard")
        #expect(document.diagnostics.isEmpty)
        #expect(document.scenes.map(\.id) == ["main", "custom"])
        #expect(IBFixture.frames(document, scene: 0) == ["view: 0 0 375 667", "toolbar: 0 623 375 44"])
        // The label, 50 × 21, at the view's trailing edge and centred down it.
        #expect(IBFixture.frames(document, scene: 1) == ["customView: 0 0 80 36", "label: 30 7.5 50 21"])
        #expect(document.scenes[1].root.descendantsAndSelf.flatMap { $0.constraints.map(\.id) } == ["caption-x", "caption-y"])
    }

    @Test("devices: sizes, safe areas and size classes, as the Xcode that saved the document draws them")
    func devices() {
        let xr = IBDevice(id: "retina6_1", orientation: "portrait", toolsBuild: 22155)
        #expect(xr.size == LayoutSize(width: 414, height: 896) && xr.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(IBDevice(id: "retina6_1", orientation: "portrait", toolsBuild: 17701).safeAreaInsets.top == 44)
        // The 6.1- and 6.7-inch iPhone 12's 47-point status bar is the X's 44 before Xcode 14.
        #expect(IBDevice(id: "retina6_7", orientation: "portrait", toolsBuild: 17506).safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_0", orientation: "portrait", toolsBuild: 20037).safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_7", orientation: "portrait", toolsBuild: 21225).safeAreaInsets.top == 47)
        // From Xcode 16.3 the 6.7-inch id is the 430 × 932 screen with the 59-point housing (counted twice, as
        // that Xcode counts every notched iPhone's insets); before, the 428 × 926 one.
        let plus = IBDevice(id: "retina6_7", orientation: "portrait", toolsBuild: 23727)
        #expect(plus.size == LayoutSize(width: 430, height: 932) && plus.safeAreaInsets == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0))
        #expect(IBDevice(id: "retina6_7", orientation: "portrait", toolsBuild: 23090).size == LayoutSize(width: 428, height: 926))
        // Xcode 14's betas before build 21223 keep the 44.
        #expect(IBDevice(id: "retina6_0", orientation: "portrait", toolsBuild: 21179).safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_1", orientation: "portrait", toolsBuild: 21208).safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_1", orientation: "portrait", toolsBuild: 21223).safeAreaInsets.top == 48)
        #expect(IBDevice(id: "retina4_7", orientation: "portrait", toolsBuild: 14460).safeAreaInsets.top == 20)
        #expect(IBDevice(id: "retina4_7", orientation: "portrait", toolsBuild: 17701).safeAreaInsets.top == 0, "Xcode 11 to 13 draw no status bar")
        let landscape = IBDevice(id: "retina5_9", orientation: "landscape", toolsBuild: 14460)
        #expect(landscape.size == LayoutSize(width: 812, height: 375) && landscape.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(landscape.traits == IBTraits(width: .compact, height: .compact))
        #expect(IBDevice(id: "retina6_5", orientation: "landscape").traits == IBTraits(width: .regular, height: .compact))
        #expect(!IBDevice(id: "watch44", orientation: nil).isKnown)
    }

    @Test("an iPhone newer than the table, named by its diagonal, is laid out as the newest one it knows, and says so")
    func newerIPhone() {
        let air = IBDevice(id: "retina6_54", orientation: "portrait")
        #expect(!air.isKnown && air.approximatedBy == "retina6_3" && air.hasScreenMetrics)
        #expect(air.size == LayoutSize(width: 402, height: 874) && air.safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        // From Xcode 16.3 its insets count twice, as every notched iPhone's.
        #expect(IBDevice(id: "retina6_54", orientation: "portrait", toolsBuild: 24506).safeAreaInsets.bottom == 68)
        for id in ["retina4_2", "retina", "retina6_x", "ipad13_0", "watch44"] {
            #expect(IBDevice(id: id, orientation: nil).approximatedBy == nil, "\(id)")
        }
        // A launch screen's box pinned 20 above its bottom margin stands above the home indicator, counted twice.
        let panel = FidelityRuleTests.panel(FidelityRuleTests.sizedView("box", width: 100, height: 20), """
            <constraint firstItem="box" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
            """, width: 480, height: 688)
        let document = IBFixture.read(IBFixture.xib(panel, tools: "24506", device: "retina6_54"))
        #expect(IBFixture.frames(document) == ["panel: 0 0 480 688", "box: 0 580 100 20"])
        #expect(document.diagnostics.map(\.message) == [
            "the device 'retina6_54' is not one the package knows; scenes are laid out with the screen and safe area of 'retina6_3', the newest iPhone it knows",
        ])
    }

    @Test("a Mac Catalyst document's window is regular both ways in the Mac's idiom, its views' margins those of their width")
    func macCatalystTraits() {
        #expect(IBDevice(id: "mac", orientation: nil).traits == IBTraits(width: .regular, height: .regular, isMac: true))
        // The box stands at the most specific variation's constant; the other at the 300-point panel's 16-point margin,
        // where an iPad's regular width gives every view 20.
        let views = FidelityRuleTests.sizedView("box", width: 100, height: 20) + FidelityRuleTests.sizedView("other", width: 100, height: 20)
        let panel = FidelityRuleTests.panel(views, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="10" id="c3">
                <variation key="widthClass=regular" constant="20"/>
                <variation key="userInterfaceIdiom=mac-widthClass=regular" constant="30"/>
            </constraint>
            <constraint firstItem="box" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c4"/>
            <constraint firstItem="other" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="c5"/>
            <constraint firstItem="other" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="40" id="c6"/>
            """, width: 300, height: 100)
        let mac = IBFixture.read(IBFixture.xib(panel, tools: "22505", device: "mac"))
        #expect(mac.diagnostics.map(\.message) == [
            "the device 'mac' is a Mac Catalyst window, whose size the package does not know; scenes are laid out at their root view's size, regular both ways in the Mac's idiom, without a safe area",
        ])
        #expect(IBFixture.frames(mac) == [
            "panel: 0 0 300 100", "box: 30 0 100 20", "other: 16 40 100 20",
        ])
        #expect(IBFixture.frames(IBFixture.read(IBFixture.xib(panel, tools: "22505", device: "ipad12_9"))) == [
            "panel: 0 0 300 100", "box: 20 0 100 20", "other: 20 40 100 20",
        ])
    }

    @Test("traits: a variation's key, its match and specificity; --traits overrides the device's")
    func traits() {
        let both = IBTraitPredicate(key: "heightClass=compact-widthClass=regular")
        #expect(both.width == .regular && both.height == .compact && both.specificity == 2)
        #expect(both.matches(IBTraits(width: .regular, height: .compact)) && !both.matches(IBTraits(width: .compact, height: .compact)))
        #expect(!IBTraitPredicate(key: "userInterfaceIdiom=mac").matches(IBTraits(width: .regular, height: .regular)))
        let mac = IBTraits(width: .regular, height: .regular, isMac: true)
        #expect(IBTraitPredicate(key: "userInterfaceIdiom=mac-widthClass=regular").matches(mac))
        #expect(IBTraitPredicate(key: "userInterfaceIdiom=mac-widthClass=regular").specificity == 2)
        #expect(!IBTraitPredicate(key: "userInterfaceIdiom=tv").matches(mac) && mac.description == "wR hR mac")
        #expect(IBTraits(width: .compact, height: .regular).overridden(by: "wR") == IBTraits(width: .regular, height: .regular))
        #expect(IBTraits(width: .compact, height: .regular).overridden(by: "wide") == nil)
        #expect(IBTraits(width: nil, height: nil).description == "wAny hAny")
    }
}
