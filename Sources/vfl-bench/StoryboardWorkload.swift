/// A storyboard of the project's own making with any number of scenes, each
/// an iPhone 8 form screen of the kind real apps hold (a header, an image
/// with an aspect ratio, a vertical stack of three text fields, a fill-equally
/// row of two buttons and a footer pinned to the safe area): eleven views and
/// twelve constraints of its own plus the stack views' constraints. The stored
/// frames are worked out by hand, so a check of the document finds nothing
/// when the engine places every view where Xcode would.
struct StoryboardWorkload {
    let sceneCount: Int

    /// The document's XML.
    var text: String {
        var scenes = ""
        for index in 0 ..< sceneCount { scenes += scene(index) }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(scenes)    </scenes>
            </document>

            """
    }

    /// Scene `index`; every id carries the index, so ids are unique in the document.
    private func scene(_ index: Int) -> String {
        let id = { (name: String) in "s\(index)-\(name)" }
        func view(_ element: String, _ name: String, _ frame: String, _ attributes: String = "", body: String = "") -> String {
            """
            <\(element) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id(name))">
                <rect key="frame" \(frame)/>\(body)
            </\(element)>
            """
        }
        func constraint(_ name: String, _ first: String, _ attribute: String, _ second: String?, _ secondAttribute: String?, constant: Double = 0, extra: String = "") -> String {
            let secondText = second.map { " secondItem=\"\(id($0))\" secondAttribute=\"\(secondAttribute ?? "notAnAttribute")\"" } ?? ""
            return """
                <constraint firstItem="\(id(first))" firstAttribute="\(attribute)"\(secondText) constant="\(constant)"\(extra) id="\(id(name))"/>
                """
        }
        let fields = (0 ..< 3).map { row in
            view("textField", "field\(row)", #"x="0.0" y="\#(row * 38)" width="343" height="30""#, #"borderStyle="roundedRect""#)
        }.joined(separator: "\n")
        let buttons = [
            view("button", "cancel", #"x="0.0" y="0.0" width="165.5" height="30""#),
            view("button", "save", #"x="177.5" y="0.0" width="165.5" height="30""#),
        ].joined(separator: "\n")
        let imageSize = """

                <constraints>
                    \(constraint("image-width", "image", "width", nil, nil, constant: 200))
                    \(constraint("image-ratio", "image", "height", "image", "width", extra: #" multiplier="3:4""#))
                </constraints>
            """
        let subviews = [
            view("label", "header", #"x="16" y="40" width="343" height="21""#, #"text="Sign in""#),
            view("imageView", "image", #"x="87.5" y="69" width="200" height="150""#, body: imageSize),
            view(
                "stackView", "form", #"x="16" y="235" width="343" height="106""#, #"axis="vertical" spacing="8""#,
                body: "\n<subviews>\n\(fields)\n</subviews>"),
            view(
                "stackView", "buttons", #"x="16" y="365" width="343" height="30""#, #"distribution="fillEqually" spacing="12""#,
                body: "\n<subviews>\n\(buttons)\n</subviews>"),
            view("label", "footer", #"x="127.5" y="627" width="120" height="20""#, #"text="Terms""#),
        ].joined(separator: "\n")
        let constraints = [
            constraint("header-top", "header", "top", "safe", "top", constant: 20),
            constraint("header-leading", "header", "leading", "safe", "leading", constant: 16),
            constraint("header-trailing", "safe", "trailing", "header", "trailing", constant: 16),
            constraint("image-top", "image", "top", "header", "bottom", constant: 8),
            constraint("image-x", "image", "centerX", "root", "centerX"),
            constraint("form-top", "form", "top", "image", "bottom", constant: 16),
            constraint("form-leading", "form", "leading", "header", "leading"),
            constraint("form-trailing", "form", "trailing", "header", "trailing"),
            constraint("buttons-top", "buttons", "top", "form", "bottom", constant: 24),
            constraint("buttons-width", "buttons", "width", "form", "width"),
            constraint("buttons-x", "buttons", "centerX", "form", "centerX"),
            constraint("footer-bottom", "safe", "bottom", "footer", "bottom", constant: 20),
            constraint("footer-x", "footer", "centerX", "root", "centerX"),
        ].joined(separator: "\n")
        return """
            <scene sceneID="\(id("scene"))">
                <objects>
                    <viewController id="\(id("controller"))" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id("root"))">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <constraints>
            \(constraints)
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="\(id("safe"))"/>
                        </view>
                    </viewController>
                </objects>
            </scene>

            """
    }
}
