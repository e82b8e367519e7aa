import Constraints
import Foundation
@testable import InterfaceBuilder
import Testing

/// What `check` says of a document: conflicts as errors at their
/// `<constraint>`, ambiguity and frames that will differ at run time as
/// warnings at their views, with the lines Xcode would show.
@Suite("Interface Builder: check")
struct IBCheckTests {
    @Test("a conflict, an ambiguous view (not also called misplaced) and a misplaced one, each at its element")
    func problems() {
        let document = IBFixture.read(IBFixture.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="20" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="narrow"/>
                                <constraint firstAttribute="width" constant="120" id="wide"/>
                                <constraint firstAttribute="height" constant="40" id="tall"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                            <rect key="frame" x="0.0" y="100" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="loose-width"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="lead"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                    </constraints>
                </view>
            """))
        #expect(IBCheck.diagnostics(of: document).map(\.description) == [
            "Test.xib:8:13: warning: the frame of view2 will be different at run time: stored 20 20 100 40, laid out 30 20 100 40",
            "Test.xib:12:21: error: constraint wide (view2.width == 120) cannot hold together with narrow (view2.width == 100)",
            "Test.xib:16:13: warning: the constraints leave view3's x, y, height open",
        ])
    }

    @Test("an AppKit document's frames are compared as it stores them, from the superview's bottom left")
    func appKitFrames() throws {
        let document = try IBFixture.document("AppKitPanel.xib")
        // Laid out from the top left, the footer stands at 150 and the badge at 3: as stored, at 20 and 7.
        #expect(IBFixture.frames(document) == ["view: 0 0 480 200", "header: 20 20 440 40", "footer: 20 150 200 30", "badge: 10 3 20 20"])
        #expect(IBCheck.diagnostics(of: document).isEmpty)
        let moved = try String(contentsOf: IBFixture.folder.appendingPathComponent("AppKitPanel.xib"), encoding: .utf8)
            .replacingOccurrences(of: "x=\"20\" y=\"20\" width=\"200\"", with: "x=\"20\" y=\"24\" width=\"200\"")
        #expect(IBCheck.diagnostics(of: IBFixture.read(moved, name: "AppKitPanel.xib")).map(\.description) == [
            "AppKitPanel.xib:23:17: warning: the frame of footer will be different at run time: stored 20 24 200 30, laid out 20 20 200 30",
        ])
    }
}
