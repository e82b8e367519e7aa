import Constraints
import Foundation
@testable import InterfaceBuilder
import Layout
import TestSupport

/// The Interface Builder fixtures of `Tests/Fixtures/InterfaceBuilder`, documents written for the
/// tests with frames worked out by hand.
enum IBFixture {
    static let folder = Corpus.fixtures.appendingPathComponent("InterfaceBuilder")

    /// The fixture `name`, read.
    static func document(_ name: String) throws -> IBDocument {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return IBReader().read(text, file: name)
    }

    /// A document made of `text`, read as `name`.
    static func read(_ text: String, name: String = "Test.xib") -> IBDocument {
        IBReader().read(text, file: name)
    }

    /// Each view's frame relative to its superview, `name: x y width height`, in document order, for `scene` laid out.
    static func frames(_ document: IBDocument, scene: Int = 0, traits: IBTraits? = nil, size: LayoutSize? = nil) -> [String] {
        let layout = IBSceneLayout(document: document, scene: document.scenes[scene], traits: traits)
        let result = layout.layout(containerSize: size)
        return layout.views.map { entry in
            let frame = result.frame(of: entry.view) ?? .zero
            return "\(entry.view.name): " + [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
        }
    }

    /// The `<constraints>` of the view `id` whose own constraints make what it aligns `width` × `height`
    /// (ids `id-w`, `id-h`).
    static func sizeConstraints(of id: String, width: Double, height: Double) -> String {
        """
        <constraints><constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>\
        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/></constraints>
        """
    }

    /// File's Owner (of class `className`, when given), whose `view` outlet makes the view `id` a view controller's view.
    static func owner(of id: String, className: String? = nil) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(className.map { " customClass=\"\($0)\"" } ?? "")>
            <connections>
                <outlet property="view" destination="\(id)" id="owner-view"/>
            </connections>
        </placeholder>
        """
    }

    /// A table view controller whose table (`table`: its style and rows) holds one prototype cell (`cell`: its
    /// attributes and id), stored at `cellFrame`, whose content view (`content`) holds the view `box` (its frame
    /// and own constraints) pinned by `constraints`.
    static func prototypeCellController(
        table: String, tableWidth: Double, tableHeight: Double, cell: String, cellFrame: (y: Double, width: Double, height: Double),
        content: String, contentFrame: (width: Double, height: Double), box: String, constraints: String
    ) -> String {
        """
        <tableViewController id="controller" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \
        \(table) id="table" userLabel="table">
                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="\(tableHeight)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \(cell) userLabel="cell">
                        <rect key="frame" x="0.0" y="\(cellFrame.y)" width="\(cellFrame.width)" height="\(cellFrame.height)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center" \(content) tableViewCell="cell" id="content" userLabel="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentFrame.width)" height="\(contentFrame.height)"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                                    \(box)
                                </view>
                            </subviews>
                            <constraints>
        \(constraints)
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
        </tableViewController>
        """
    }

    /// A 600-point-wide view `height` tall (a view controller's when `key` is `view`) holding a 50-point box pinned
    /// to its leading margin, `top` points down from its top.
    static func marginBoxView(key: String? = nil, height: Int, top: Int) -> String {
        """
        <view \(key.map { "key=\"\($0)\" " } ?? "")contentMode="scaleToFill" id="root" userLabel="root">
            <rect key="frame" x="0.0" y="0.0" width="600" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                    <rect key="frame" x="16" y="\(top)" width="50" height="50"/>
                    \(IBFixture.sizeConstraints(of: "box", width: 50, height: 50))
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="c2"/>
            </constraints>
        </view>
        """
    }

    /// A minimal xib holding `views` (the XML of a top-level view), saved by `tools` on `device`.
    static func xib(_ views: String, tools: String = "14460.31", device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
        \(views)
            </objects>
        </document>
        """
    }
}
