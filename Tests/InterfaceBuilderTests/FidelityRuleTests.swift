import Constraints
@testable import InterfaceBuilder
import Layout
import Testing

/// One test per rule of how Xcode draws a document that the fidelity
/// measurement (`scripts/ib-fidelity.py`) found in real files: each fixture is
/// a small document written here, its frames worked out by hand from the rule.
@Suite("Interface Builder: Xcode's rules, found by the fidelity measurement")
struct FidelityRuleTests {
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
        #expect(IBFixture.frames(homeButton) == ["panel: 0 0 414 736", "content: 0 0 414 736"])
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

    @Test("before Xcode 14 a xib's short view that is not a controller's is drawn at the screen's top, with no bottom inset")
    func shortXibViewBottomInset() {
        let xcode12 = IBFixture.read(IBFixture.xib(Self.bar, tools: "17701", device: "retina6_1"))
        #expect(IBFixture.frames(xcode12) == ["panel: 0 0 414 60", "strip: 0 40 414 20"])
        let xcode14 = IBFixture.read(IBFixture.xib(Self.bar, tools: "21701", device: "retina6_1"))
        #expect(IBFixture.frames(xcode14) == ["panel: 0 0 414 60", "strip: 0 6 414 20"])
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

    @Test("a scroll view shows its content below its own top inset, so content at the top of the content area has no top inset")
    func scrollViewContentBelowInsets() {
        // The scroll view fills the screen under a 48-point sensor housing; the column at the top of its
        // content is shown from 48 down, outside the unsafe band, so the card stands 10 below the column's top.
        let document = IBFixture.read(IBFixture.xib(Self.scrolledContent, tools: "21701", device: "retina6_1"))
        #expect(IBFixture.frames(document) == [
            "panel: 0 0 414 896", "scroller: 0 0 414 896", "column: 0 0 414 300", "card: 0 10 414 50",
        ])
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
}
