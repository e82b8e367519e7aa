import Constraints
import Foundation
@testable import InterfaceBuilder
import Layout
import Testing

/// AppKit documents laid out as Xcode lays them out: frames from the superview's bottom left, and each
/// control's frame reaching beyond what it aligns as the macOS Xcode ran on draws it.
@Suite("Interface Builder: AppKit")
struct AppKitLayoutTests {
    /// Each view's frame as the document stores it, `name: x y width height`, for the fixture `name` saved by build `tools`.
    static func documentFrames(_ name: String, tools: String, replacing edits: [(String, String)] = []) throws -> [String] {
        let saved = try String(contentsOf: IBFixture.folder.appendingPathComponent(name), encoding: .utf8)
            .replacingOccurrences(of: "22505", with: tools)
        let text = edits.reduce(saved) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        let document = IBFixture.read(text, name: name)
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        let result = layout.layout()
        return layout.views.dropFirst().map { entry in
            let frame = layout.documentFrame(of: entry.view, in: result) ?? .zero
            return "\(entry.view.name): " + [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
        }
    }

    @Test("a label reaches 2 points past each side; from Xcode 12 a push button 5, 7, 7, 7 around what it aligns, a check box 1, 2, 1, 0")
    func controlInsets() throws {
        // The label's text starts 20 in, the field 8 after it; the button's bezel ends 20 from the corner, the box beside it.
        // The small pop-up's bezel reaches 4 past its sides and bottom, 1 above it, 8 below the field.
        #expect(try Self.documentFrames("AppKitControls.xib", tools: "22505") == [
            "nameLabel: 18 84 44 16", "nameField: 68 81 392 21", "kindPopUp: 364 52 100 22", "rememberBox: 18 21 90 18", "saveButton: 391 13 76 32",
        ])
        // Before Xcode 12 the push button reaches 6 past its sides.
        #expect(try Self.documentFrames("AppKitControls.xib", tools: "16097").last == "saveButton: 390 13 76 32")
        // Saved by Xcode 26 with controls of those sizes, it was drawn by an older macOS: laid out as Xcode 12 to 16 do.
        #expect(try Self.documentFrames("AppKitControls.xib", tools: "24412") == Self.documentFrames("AppKitControls.xib", tools: "22505"))
        // Xcode 26 draws controls flush with what they align, a check box 16 tall, a push button 24 and a small pop-up
        // 20; a label still reaches past its sides.
        let xcode26Sizes = [
            (#"width="90" height="18""#, #"width="90" height="16""#), (#"width="76" height="32""#, #"width="76" height="24""#),
            (#"width="100" height="22""#, #"width="100" height="20""#),
        ]
        #expect(try Self.documentFrames("AppKitControls.xib", tools: "24412", replacing: xcode26Sizes) == [
            "nameLabel: 18 84 44 16", "nameField: 68 81 392 21", "kindPopUp: 360 53 100 20", "rememberBox: 20 24 90 16", "saveButton: 384 20 76 24",
        ])
    }

    @Test("an NSStackView without spacing or alignment spaces its views 8 apart, centred; an image view is its image's size; a separator is thin; baselines line up")
    func stackAndBaselines() throws {
        // The row: a 32-point icon, 8 points, the label's 44-point text (its frame 2 wider each side), centred on the icon.
        // The badge fills its background, so its frame is what it aligns, 200 in.
        // The separator, 8 below the row, is as thin as AppKit draws it (a 1-point line in a 5-point frame).
        // The field's text is drawn 2 points lower in its frame than the label's, the push button's 6 (its bezel 5 below its frame's top).
        #expect(try Self.documentFrames("AppKitRow.xib", tools: "22505") == [
            "row: 20 48 84 32", "icon: 0 0 32 32", "title: 38 8 48 16", "badge: 200 64 40 16", "rule: 20 37 260 5", "caption: 18 20 54 16", "entry: 78 17 100 21",
            "go: 183 10 60 32",
        ])
        // Xcode 26 still draws a separator's line in the middle of its 5-point frame.
        #expect(try Self.documentFrames("AppKitRow.xib", tools: "24412").contains("rule: 20 37 260 5"))
        // Neither the label's frame past the row's edge nor the button's past the field's is a warning: what they align fits.
        let document = try IBFixture.document("AppKitRow.xib")
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        #expect(LayoutAdvice(layout.layout(), root: layout.root).warnings.isEmpty)
    }

    static let colorWell = colorWell(frameWidth: 44, frameHeight: 23)

    /// A colour well sized 44 × 23 by its constraints, stored `frameWidth` × `frameHeight`.
    static func colorWell(frameWidth: Int, frameHeight: Int) -> String {
        """
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
            <rect key="frame" x="0.0" y="0.0" width="\(frameWidth)" height="\(frameHeight)"/>
            \(IBFixture.sizeConstraints(of: "control", width: 44, height: 23))
        </colorWell>
        """
    }


    /// A rounded pop-up button `height` tall, as the macOS that Xcode ran on measured it, of `controlSize`.
    static func popUpButton(height: Int, controlSize: String = "regular", font: String = #"metaFont="menu""#) -> String {
        """
        <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
            <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" controlSize="\(controlSize)" \
        lineBreakMode="truncatingTail" borderStyle="borderAndBezel" id="cell">
                <font key="font" \(font)/>
            </popUpButtonCell>
        </popUpButton>
        """
    }

    /// A button of `type` and `bezelStyle` whose frame is `width` × `height`, of `controlSize`, with a border or not.
    static func button(type: String, bezelStyle: String, width: Int, height: Int, controlSize: String = "regular", bordered: Bool = true) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <buttonCell key="cell" type="\(type)" bezelStyle="\(bezelStyle)" title="Go" alignment="center" controlSize="\(controlSize)" \
        \(bordered ? "borderStyle=\"border\" " : "")inset="2" id="cell"/>
        </button>
        """
    }

    static let checkBox = button(type: "check", bezelStyle: "regularSquare", width: 90, height: 18, bordered: false)
    static let radioButton = button(type: "radio", bezelStyle: "regularSquare", width: 90, height: 18, bordered: false)
    /// The frame, from the pane's bottom left, of the view `id` in a 200 × 100 pane holding `subviews` constrained
    /// by `constraints`, in a Mac xib saved by Xcode `tools`.
    static func paneFrame(of id: String, subviews: String, constraints: String, tools: String) -> String {
        paneFrames(of: [id], subviews: subviews, constraints: constraints, tools: tools)[0]
    }

    /// The frames of the views `ids`, laid out once, as `paneFrame(of:subviews:constraints:tools:)` gives each; the
    /// pane has a safe area guide (id `safe`) when `hasSafeArea`.
    static func paneFrames(of ids: [String], subviews: String, constraints: String, tools: String, hasSafeArea: Bool = false) -> [String] {
        let frames = xibFrames(of: ids, tools: tools, topLevelView: """
            <customView id="pane" userLabel="pane">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
                \(hasSafeArea ? "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" : "")
            </customView>
            """)
        return frames.map { frame in
            frame.map { [$0.x, $0.y, $0.width, $0.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ") } ?? "none"
        }
    }

    /// The frames of the views `ids` of a Mac xib saved by Xcode `tools` whose one top-level view is `topLevelView`.
    static func xibFrames(of ids: [String], tools: String, topLevelView: String) -> [LayoutRect?] {
        let document = IBFixture.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="MacOSX.Cocoa" \
            propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    \(topLevelView)
                </objects>
            </document>
            """)
        let layout = IBSceneLayout(document: document, scene: document.scenes[0])
        let result = layout.layout()
        return ids.map { id in
            layout.views.first(where: { $0.stored.id == id }).flatMap { layout.documentFrame(of: $0.view, in: result) }
        }
    }

    /// The frame, from the pane's bottom left, of `control` (id `control`) pinned 20 points from the top left (or,
    /// `fromBottomRight`, the bottom right) of the pane.
    static func pinnedControlFrame(_ control: String, tools: String, fromBottomRight: Bool = false) -> String {
        let pins = fromBottomRight
            ? """
            <constraint firstItem="pane" firstAttribute="trailing" secondItem="control" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="pane" firstAttribute="bottom" secondItem="control" secondAttribute="bottom" constant="20" id="c4"/>
            """
            : """
            <constraint firstItem="control" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="control" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="c4"/>
            """
        return paneFrame(of: "control", subviews: control, constraints: pins, tools: tools)
    }

    /// The frame, from the pane's bottom left, of `control` (id `control`) whose baseline is a 13-point label's,
    /// the label's top 20 points below the pane's; the label is `labelHeight` tall (its line's 16 by default, its
    /// baseline then 33 below the pane's top).
    static func baselineAlignedFrame(_ control: String, tools: String, labelHeight: Int = 16) -> String {
        paneFrame(
            of: "control",
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label" userLabel="label">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="\(labelHeight)"/>
                    <textFieldCell key="cell" sendsActionOnEndEditing="YES" title="Name:" id="label-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                \(control)
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="control" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="control" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                """,
            tools: tools)
    }

    @Test("an NSStackView aligned to its leading edge draws each view there, weakly: a view the document indents stays indented, the others at the edge")
    func stackLeadingAlignment() {
        func customView(_ id: String, width: Int) -> String { Self.sizedCustomView(id, width: width, height: 20) }
        let stack = """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
                <rect key="frame" x="20" y="32" width="100" height="48"/>
                <subviews>
                    \(customView("flush", width: 100))
                    \(customView("indented", width: 60))
                </subviews>
                <constraints>
                    <constraint firstItem="indented" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="20" id="c1"/>
                </constraints>
            </stackView>
            """
        // A UIStackView would align the indented view with the first, breaking one of the two.
        #expect(Self.paneFrames(of: ["stack", "flush", "indented"], subviews: stack, constraints: Self.stackPins, tools: "22505") == [
            "20 32 100 48", "0 28 100 20", "20 0 60 20",
        ])
    }

    @Test("an NSStackView's item that Interface Builder drew keeps its drawn breadth across the axis, over the stack's hugging")
    func stackItemKeepsDrawnBreadth() {
        let stack = """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
                <rect key="frame" x="20" y="32" width="150" height="48"/>
                <subviews>
                    \(Self.sizedCustomView("box", width: 60, height: 20))
                    \(Self.slider(id: "slider", width: 150, height: 20))
                </subviews>
            </stackView>
            """
        // The slider has no width of its own: hugged by the stack, it would shrink to the box's 60. Drawn 150 wide, it
        // keeps the 146 it aligns (a regular slider reaches 2 past it all round), and the stack is as wide, 20 + 8 + 16
        // tall (y = 100 - 20 - 44).
        #expect(Self.paneFrames(of: ["stack", "slider"], subviews: stack, constraints: Self.stackPins, tools: "16097") == [
            "20 36 146 44", "-2 -2 150 20",
        ])
    }

    @Test("from Xcode 12 a view controller's view has the window's title bar and toolbar, 52 points, at the top of its safe area; another view none")
    func viewControllerSafeArea() {
        func barFrame(tools: String, owned: Bool) -> LayoutRect? {
            let owner = """
                <customObject id="-2" userLabel="File's Owner" customClass="PaneController">
                    <connections><outlet property="view" destination="pane" id="o1"/></connections>
                </customObject>
                """
            let pane = """
                <customView id="pane">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="pane" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="20" id="c4"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </customView>
                """
            return Self.xibFrames(of: ["bar"], tools: tools, topLevelView: (owned ? owner : "") + pane)[0]
        }
        // From the pane's bottom left: 52 + 20 below its top.
        #expect(barFrame(tools: "17506", owned: true) == LayoutRect(x: 0, y: 28, width: 200, height: 20))
        #expect(barFrame(tools: "24765", owned: true) == LayoutRect(x: 0, y: 28, width: 200, height: 20))
        #expect(barFrame(tools: "24765", owned: false) == LayoutRect(x: 0, y: 80, width: 200, height: 20))
        #expect(barFrame(tools: "16097", owned: true) == LayoutRect(x: 0, y: 80, width: 200, height: 20))
    }

    @Test("an AppKit view's edges stand on a Retina screen's half points, as AppKit puts them on its window's backing pixels")
    func backingPixelGrid() {
        let third = Self.customView("third", x: 0, y: 80, width: 66.5, height: 20)
        let constraints = """
            <constraint firstItem="third" firstAttribute="leading" secondItem="pane" secondAttribute="leading" id="c1"/>
            <constraint firstItem="third" firstAttribute="top" secondItem="pane" secondAttribute="top" id="c2"/>
            <constraint firstItem="third" firstAttribute="width" secondItem="pane" secondAttribute="width" multiplier="1:3" id="c3"/>
            """
        // A third of 200 is 66.67: its trailing edge stands on the nearest half point.
        #expect(Self.paneFrames(of: ["third"], subviews: third, constraints: constraints, tools: "21701") == ["0 80 66.5 20"])
    }

    /// A slider `id` of `controlSize` and `type` (`linear` or `circular`) drawn `width` × `height`, constrained to
    /// align `aligned` (width, height) when given: a linear slider has no width of its own.
    static func slider(
        id: String = "control", width: Int = 100, height: Int, aligned: (width: Double, height: Double)? = nil,
        controlSize: String = "regular", type: String = "linear"
    ) -> String {
        """
        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            \(aligned.map { IBFixture.sizeConstraints(of: id, width: $0.width, height: $0.height) } ?? "")
            <sliderCell key="cell" controlSize="\(controlSize)" continuous="YES" state="on" alignment="left" maxValue="100" \
        doubleValue="50" tickMarkPosition="above" sliderType="\(type)" id="\(id)-cell"/>
        </slider>
        """
    }

    /// The stack `stack` pinned 20 points from the pane's top left.
    static let stackPins = """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="c3"/>
        """

    /// A custom view `id` drawn at `x`, `y`, `width` × `height`, only its height (`id-h`) its own constraint.
    static func customView(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
        """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </customView>
        """
    }

    /// A custom view `id`, `width` by `height` points by its own constraints, drawn at the origin.
    static func sizedCustomView(_ id: String, width: Int, height: Int) -> String {
        """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </customView>
        """
    }

    /// A horizontal `NSStackView` distributing `items` by `distribution` 20 apart, pinned 20 points from the pane's
    /// sides (160 wide) and top.
    static func distributedStack(_ distribution: String, items: String) -> String {
        """
        <stackView distribution="\(distribution)" orientation="horizontal" alignment="top" spacing="20" \
        horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
            <rect key="frame" x="20" y="64" width="160" height="16"/>
            <subviews>\(items)</subviews>
        </stackView>
        """
    }

    static let distributedStackPins = """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="p2"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="p3"/>
        """

    @Test("an NSStackView's hugging priorities across and along its axis are read into its arrangement; Interface Builder's default 249.99998 is the default")
    func stackHuggingPriorities() {
        var stack = IBStackProperties()
        stack.horizontalHugging = 1000
        stack.verticalHugging = 750
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).fittingPriority == LayoutPriority(750))
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).lengthFittingPriority == .required)
        stack.axis = .vertical
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).fittingPriority == .required)
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).lengthFittingPriority == LayoutPriority(750))
        stack.horizontalHugging = 249.99998474121094
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).fittingPriority == nil)
        stack.horizontalHugging = 250
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoa).fittingPriority == .defaultLow)
        #expect(IBSceneLayout.arrangement(of: stack, platform: .cocoaTouch).fittingPriority == nil)
    }

    @Test("an NSStackView fills equally only as far as its views' content lets it: a label keeps its width, where a UIStackView's equal widths are required")
    func stackFillsEquallyAsFarAsContentLets() {
        // Rectangle's preferences: a fill-equally row of three stacks stored 265, 165 and 165 wide.
        let items = """
            <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="label" userLabel="label">
                <rect key="frame" x="-2" y="0.0" width="84" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Keyboard shortcuts" id="label-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                <rect key="frame" x="100" y="0.0" width="60" height="16"/>
            </customView>
            """
        // 140 points to share: the label's text needs 80 of them (its frame 2 wider each side), the box has the rest.
        #expect(Self.paneFrames(of: ["label", "box"], subviews: Self.distributedStack("fillEqually", items: items),
                                constraints: Self.distributedStackPins, tools: "17156") == ["-2 0 84 16", "100 0 60 16"])
    }

    @Test("an NSStackView distributing one view by equal centering centres it at its own width, where a UIStackView stretches it")
    func stackCentresItsOneView() {
        // Rectangle's preference panes: each a 850-point equal-centering row holding one stack, stored in its middle.
        let items = Self.sizedCustomView("box", width: 60, height: 16)
        #expect(Self.paneFrames(of: ["box"], subviews: Self.distributedStack("equalCentering", items: items),
                                constraints: Self.distributedStackPins, tools: "24765") == ["50 0 60 16"])
    }

    @Test("a standard space from the side of an AppKit view's safe area is 20 points, where UIKit's canvas draws it flush")
    func safeAreaStandardSpace() {
        let box = Self.customView("box", x: 20, y: 20, width: 160, height: 20)
        let pins = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" symbolic="YES" id="c3"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" symbolic="YES" id="c4"/>
            """
        // 20 in from each side and 20 above the bottom.
        #expect(Self.paneFrames(of: ["box"], subviews: box, constraints: pins, tools: "24408", hasSafeArea: true) == ["20 20 160 20"])
    }

    /// Constraints that pin `id` `sides` points in from the pane's leading and trailing edges, `bottom` up from its
    /// bottom and, when given, `top` down from its top.
    static func paneEdgePins(_ id: String, top: Int? = nil, sides: Int, bottom: Int) -> String {
        var pins: [String] = []
        if let top {
            pins.append(#"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="\#(top)" id="\#(id)-top"/>"#)
        }
        pins.append(#"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="\#(sides)" id="\#(id)-leading"/>"#)
        pins.append(#"<constraint firstItem="pane" firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" constant="\#(sides)" id="\#(id)-trailing"/>"#)
        pins.append(#"<constraint firstItem="pane" firstAttribute="bottom" secondItem="\#(id)" secondAttribute="bottom" constant="\#(bottom)" id="\#(id)-bottom"/>"#)
        return pins.joined(separator: "\n")
    }

    @Test("a titled box's content view follows the box's frame, not what the box aligns, and the views inside it follow the box's edges")
    func boxContent() {
        let box = """
            <box title="Update" borderType="line" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                <rect key="frame" x="17" y="16" width="166" height="54"/>
                <view key="contentView" id="content" userLabel="content">
                    <rect key="frame" x="1" y="1" width="164" height="38"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check" userLabel="check">
                            <rect key="frame" x="16" y="12" width="132" height="18"/>
                            <buttonCell key="cell" type="check" title="Check for updates" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cell"/>
                        </button>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="check" secondAttribute="bottom" constant="11" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="check" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="check" firstAttribute="top" secondItem="box" secondAttribute="top" constant="25" id="c3"/>
                    <constraint firstItem="check" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="16" id="c4"/>
                </constraints>
            </box>
            """
        let pins = Self.paneEdgePins("box", sides: 20, bottom: 20)
        // The box aligns 0, 3, 4, 3 inside its frame: 160 × 50 from 20, 20; the check box 14 tall between 25 below its
        // top and 11 above its bottom. The content view keeps its 1-point border inside the frame, 15 below the top.
        #expect(Self.paneFrames(of: ["box", "content", "check"], subviews: box, constraints: pins, tools: "8191") == [
            "17 16 166 54", "1 1 164 38", "16 12 132 18",
        ])
    }

    @Test("a box without a border or title reaches 2 points above, 3 past its sides and 4 below what it aligns before Xcode 14, and is flush with it from Xcode 14")
    func borderlessBox() {
        let box = """
            <box borderType="none" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </box>
            """
        let pins = Self.paneEdgePins("box", top: 10, sides: 20, bottom: 10)
        // It aligns 160 × 80 from 20, 10 (y = 10 up from the bottom); before Xcode 14 its frame reaches 2 above, 3 at
        // each side and 4 below (the 2, 3, 4, 3 of a box without a title), as in Simplenote's saves of build 19529.
        #expect(Self.paneFrames(of: ["box"], subviews: box, constraints: pins, tools: "19529") == ["17 6 166 86"])
        #expect(Self.paneFrames(of: ["box"], subviews: box, constraints: pins, tools: "22505") == ["20 10 160 80"])
    }

    @Test("a check box's or radio button's baseline is 14 below its frame's top before Xcode 26, 13 from it; beside a 13-point label drawn 17 tall, whose line sits a point lower, it stands a point lower")
    func checkBoxBaselines() {
        // The label's baseline is 13 below its top, 33 below the pane's: the box's frame top is 19 (y = 100 - 19 - 18 = 63).
        // What it aligns starts 8 after the label's (20 + 60 - 2 - 2 = 76), its frame 2 before that until Xcode 26.
        for control in [Self.checkBox, Self.radioButton] {
            // A radio button reaches a point before what it aligns before Xcode 12, a check box 2.
            let before = control == Self.checkBox ? "82" : "83"
            #expect(Self.baselineAlignedFrame(control, tools: "9059") == "\(before) 63 90 18")
            #expect(Self.baselineAlignedFrame(control, tools: "14490") == "\(before) 63 90 18")
            #expect(Self.baselineAlignedFrame(control, tools: "17506") == "82 63 90 18")
            // A label drawn 17 tall, as Xcode 5 to 9 sized them, has its line at its bottom, its baseline 14 below its
            // top: the box's frame top at 20 (y = 62).
            #expect(Self.baselineAlignedFrame(control, tools: "9059", labelHeight: 17) == "\(before) 62 90 18")
            // Xcode 26 draws them 16 tall, flush: the frame's top 20 below the pane's (y = 100 - 20 - 16).
            let drawnByXcode26 = control.replacingOccurrences(of: #"height="18""#, with: #"height="16""#)
            #expect(Self.baselineAlignedFrame(drawnByXcode26, tools: "24128") == "84 64 90 16")
            // Drawn 19 tall, its title stands a point lower again, above the same bottom: its top at 18 (y = 100 - 18 - 19).
            let taller = control.replacingOccurrences(of: #"height="18""#, with: #"height="19""#)
            #expect(Self.baselineAlignedFrame(taller, tools: "14490") == "\(before) 63 90 19")
            #expect(Self.baselineAlignedFrame(taller, tools: "17506") == "82 63 90 19")
        }
    }

    /// A matrix of three radio buttons in a column, 150 × 20 each and 2 apart, with no size constraints.
    static let radioMatrix = """
        <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" autosizesCells="NO" translatesAutoresizingMaskIntoConstraints="NO" \
        id="control" userLabel="control">
            <rect key="frame" x="0.0" y="0.0" width="150" height="64"/>
            <size key="cellSize" width="150" height="20"/>
            <size key="intercellSpacing" width="4" height="2"/>
            <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="prototype"/>
            <cells>
                <column>
                    <buttonCell type="radio" title="One" imagePosition="left" alignment="left" state="on" inset="2" id="one"/>
                    <buttonCell type="radio" title="Two" imagePosition="left" alignment="left" inset="2" id="two"/>
                    <buttonCell type="radio" title="Three" imagePosition="left" alignment="left" inset="2" id="three"/>
                </column>
            </cells>
        </matrix>
        """

    @Test("a matrix is as large as its cells: Xcode measures it, as it measures a control")
    func matrixIntrinsicSize() {
        // Pinned 20 from the pane's top left only: 150 × 64, its top 20 below the pane's (100 - 20 - 64 = 16 up from the bottom).
        #expect(Self.pinnedControlFrame(Self.radioMatrix, tools: "5056") == "20 16 150 64")
    }

    @Test("a colour well's frame is what it aligns before Xcode 14, and reaches 3 points past its sides and 2 past its top and bottom from it, unless its size constraints are its frame's")
    func colorWellInsets() {
        // Xcode 11: 20 in, its top 20 below the pane's (100 - 20 - 23 = 57 up from the bottom).
        #expect(Self.pinnedControlFrame(Self.colorWell, tools: "15702") == "20 57 44 23")
        // Xcode 14: the 44 × 23 it aligns sits there, its frame 3 and 2 larger all round.
        let drawnLarger = Self.colorWell(frameWidth: 50, frameHeight: 27)
        #expect(Self.pinnedControlFrame(drawnLarger, tools: "21507") == "17 55 50 27")
        // Xcode 14 on macOS 12: stored at the 44 × 23 its constraints give, the frame is what it aligns.
        #expect(Self.pinnedControlFrame(Self.colorWell, tools: "21507") == "20 57 44 23")
    }

    @Test("a control stored at the size its own constraint gives aligns its frame along that axis, whichever AppKit drew it")
    func sizedControlAlignsItsFrame() {
        // A regular push button of Xcode 13 reaches 7 past its sides and 5 above what it aligns: pinned 20 from the top
        // left, its frame is 7 before and 5 above (x = 13, y = 100 - 15 - 32).
        let plain = Self.button(type: "push", bezelStyle: "rounded", width: 100, height: 32)
        #expect(Self.pinnedControlFrame(plain, tools: "19529") == "13 53 100 32")
        // Sized 100 wide by a constraint of its own, it is flush at its sides, and still 5 above (y = 100 - 15 - 32).
        let sizedAcross = plain.replacingOccurrences(
            of: "</button>", with: #"<constraints><constraint firstAttribute="width" constant="100" id="control-w"/></constraints></button>"#)
        #expect(Self.pinnedControlFrame(sizedAcross, tools: "19529") == "20 53 100 32")
        // Sized 100 × 32 by its constraints, flush all round (y = 100 - 20 - 32).
        let sized = plain.replacingOccurrences(
            of: "</button>", with: IBFixture.sizeConstraints(of: "control", width: 100, height: 32) + "</button>")
        #expect(Self.pinnedControlFrame(sized, tools: "19529") == "20 48 100 32")
        // A size that is not its frame's keeps the insets (x = 13).
        let sizedNarrower = sizedAcross.replacingOccurrences(of: #"constant="100""#, with: #"constant="86""#)
        #expect(Self.pinnedControlFrame(sizedNarrower, tools: "19529") == "13 53 100 32")
    }

    @Test("a check box's frame reaches 2 points around what it aligns before Xcode 12, a radio button's 1 but 2 after it; from Xcode 12 both reach 1 above and below and 2 before; a small check box's 3 all round but 2 after before Xcode 12, a small radio button's 2 but none after")
    func checkBoxInsets() {
        // Xcode 11: the box's frame starts 2 above the 20-point line (100 - 18 - 18 = 64 up from the bottom), the radio
        // button's 1 before and above it (100 - 19 - 18 = 63).
        #expect(Self.pinnedControlFrame(Self.checkBox, tools: "16097") == "18 64 90 18")
        #expect(Self.pinnedControlFrame(Self.radioButton, tools: "16097") == "19 63 90 18")
        // Xcode 12: both 1 above it, 2 before.
        for control in [Self.checkBox, Self.radioButton] {
            #expect(Self.pinnedControlFrame(control, tools: "17506") == "18 63 90 18")
        }
        // From the bottom right before Xcode 12, a check box's frame reaches 2 past its trailing side (x = 200 - 20 + 2
        // - 90 = 92) and 2 below (y = 18); a radio button's 2 past it and 1 below; from Xcode 12 neither past it.
        #expect(Self.pinnedControlFrame(Self.checkBox, tools: "16097", fromBottomRight: true) == "92 18 90 18")
        #expect(Self.pinnedControlFrame(Self.radioButton, tools: "16097", fromBottomRight: true) == "92 19 90 18")
        #expect(Self.pinnedControlFrame(Self.checkBox, tools: "17506", fromBottomRight: true) == "90 19 90 18")
        let small = Self.button(type: "check", bezelStyle: "regularSquare", width: 90, height: 18, controlSize: "small", bordered: false)
        // Xcode 11: 3 before and above the top-left lines (100 - 17 - 18 = 65 up); 3 below and 2 past the bottom-right ones
        // (x = 200 - 20 + 2 - 90 = 92, y = 20 - 3 = 17). Xcode 12: 1 above and below, 1 before, none past.
        #expect(Self.pinnedControlFrame(small, tools: "16097") == "17 65 90 18")
        #expect(Self.pinnedControlFrame(small, tools: "16097", fromBottomRight: true) == "92 17 90 18")
        #expect(Self.pinnedControlFrame(small, tools: "17506") == "19 63 90 18")
        #expect(Self.pinnedControlFrame(small, tools: "17506", fromBottomRight: true) == "90 19 90 18")
        // From Xcode 12 a small check box without a title, 21 tall: 1 before and 2 above (x = 19, y = 100 - 18 - 21).
        let untitled = Self.button(type: "check", bezelStyle: "regularSquare", width: 18, height: 21, controlSize: "small", bordered: false)
        #expect(Self.pinnedControlFrame(untitled, tools: "17506") == "19 61 18 21")
        // A small radio button before Xcode 12: 2 before, above and below (x = 18, y = 100 - 18 - 18; y = 20 - 2), none after.
        let smallRadio = small.replacingOccurrences(of: #"type="check""#, with: #"type="radio""#)
        #expect(Self.pinnedControlFrame(smallRadio, tools: "16097") == "18 64 90 18")
        #expect(Self.pinnedControlFrame(smallRadio, tools: "16097", fromBottomRight: true) == "90 18 90 18")
    }

    @Test("before Xcode 12 a pop-up button reaches 2 points before, 3 after and 3 below what it aligns, a 26-point one 2 above it, others 1")
    func popUpInsets() {
        // Xcode 11, a 26-point pop-up: 20 - 2 in, its top 2 above the 20-point line (100 - 18 - 26 = 56 up).
        #expect(Self.pinnedControlFrame(Self.popUpButton(height: 26), tools: "16097") == "18 56 100 26")
        // Xcode 11, a 25-point one: 1 above it (100 - 19 - 25 = 56 up).
        #expect(Self.pinnedControlFrame(Self.popUpButton(height: 25), tools: "16097") == "18 56 100 25")
        // Xcode 12: 3 before it, 1 above it.
        #expect(Self.pinnedControlFrame(Self.popUpButton(height: 25), tools: "17506") == "17 56 100 25")
    }

    @Test("a round rect button or pop-up button reaches a point below what it aligns, until Xcode 26")
    func roundRectInsets() {
        let button = Self.button(type: "roundRect", bezelStyle: "roundedRect", width: 60, height: 19)
        // 20 from the bottom right: its frame's bottom a point below the line (y = 19); flush at its side (x = 120).
        #expect(Self.pinnedControlFrame(button, tools: "16097", fromBottomRight: true) == "120 19 60 19")
        #expect(Self.pinnedControlFrame(button, tools: "17506", fromBottomRight: true) == "120 19 60 19")
        // From the top left it is flush (y = 100 - 20 - 19 = 61); Xcode 26 draws it flush below too.
        #expect(Self.pinnedControlFrame(button, tools: "16097") == "20 61 60 19")
        #expect(Self.pinnedControlFrame(button, tools: "24128", fromBottomRight: true) == "120 20 60 19")
        let popUp = Self.popUpButton(height: 17, controlSize: "small").replacingOccurrences(of: "bezelStyle=\"rounded\"", with: "bezelStyle=\"roundedRect\"")
        #expect(Self.pinnedControlFrame(popUp, tools: "16097", fromBottomRight: true) == "80 19 100 17")
    }

    @Test("a small or mini inline button's frame reaches a point below what it aligns, a regular one's does not")
    func inlineButtonInsets() {
        // Pinned 20 from the pane's bottom right: the mini one's frame bottom 19 up, the regular one's 20.
        let mini = Self.button(type: "inline", bezelStyle: "inline", width: 78, height: 17, controlSize: "mini")
        #expect(Self.pinnedControlFrame(mini, tools: "23090", fromBottomRight: true) == "102 19 78 17")
        let regular = Self.button(type: "inline", bezelStyle: "inline", width: 78, height: 17)
        #expect(Self.pinnedControlFrame(regular, tools: "23090", fromBottomRight: true) == "102 20 78 17")
    }

    @Test("before Xcode 12 a small pop-up button reaches 1 point above, 3 at its sides and below what it aligns")
    func smallPopUpInsets() {
        let small = Self.popUpButton(height: 22, controlSize: "small")
        // Xcode 11: 20 - 3 in, its top 1 above the line (100 - 19 - 22 = 59 up); from the bottom right 3 past and below
        // (x = 200 - 20 + 3 - 100 = 83, y = 17). Xcode 12: 4 at each side and below, 1 above.
        #expect(Self.pinnedControlFrame(small, tools: "16097") == "17 59 100 22")
        #expect(Self.pinnedControlFrame(small, tools: "16097", fromBottomRight: true) == "83 17 100 22")
        #expect(Self.pinnedControlFrame(small, tools: "17506", fromBottomRight: true) == "84 16 100 22")
    }

    @Test("a pop-up button's baseline is 17 below its frame's top before Xcode 10.2, 16 before Xcode 12 and 15 from it; a small round-rect one's 12")
    func popUpBaselines() {
        // The label's baseline is 33 below the pane's top, so the pop-up's frame top is 16 before Xcode 10.2 (y = 100 - 16
        // - 26 = 58), 17 before Xcode 12 (y = 100 - 17 - 26 = 57, or 58 for a 25-point one) and 18 from it (y = 100 - 18 -
        // 25 = 57). What it aligns starts at 84, its frame 2 before that, from Xcode 12 3.
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 26), tools: "14490") == "82 58 100 26")
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 26), tools: "16097") == "82 57 100 26")
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 25), tools: "16097") == "82 58 100 25")
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 25), tools: "17506") == "81 57 100 25")
        // A small round-rect one draws its 11-point line a point below the font's ascender: its baseline 12 below its
        // frame's top, which is at 21 (y = 100 - 21 - 17 = 62), flush at its side (x = 84), in every Xcode.
        let roundRect = Self.popUpButton(height: 17, controlSize: "small", font: #"metaFont="smallSystem""#)
            .replacingOccurrences(of: #"type="push" bezelStyle="rounded""#, with: #"type="roundRect" bezelStyle="roundedRect""#)
        #expect(Self.baselineAlignedFrame(roundRect, tools: "11762") == "84 62 100 17")
        #expect(Self.baselineAlignedFrame(roundRect, tools: "21701") == "84 62 100 17")
    }

    @Test("a label of one line draws its line at its frame's bottom: a 13-point label 17 tall has its baseline 14 below its top, one 16 tall 13")
    func labelLineAtBottom() {
        let smallLabel = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="50" height="14"/>
                <textFieldCell key="cell" controlSize="small" sendsActionOnEndEditing="YES" title="Small" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            """
        // An 11-point label 14 tall (its line's height) has its baseline 11 below its top. Beside the 13-point label 16
        // tall, whose baseline is 33 below the pane's top, its top is at 22 (y = 100 - 22 - 14 = 64); beside one 17 tall,
        // whose baseline is 34 below, at 23 (y = 63). Its text starts 8 after the other's (84), its frame 2 before that.
        #expect(Self.baselineAlignedFrame(smallLabel, tools: "9059") == "82 64 50 14")
        #expect(Self.baselineAlignedFrame(smallLabel, tools: "9059", labelHeight: 17) == "82 63 50 14")
    }

    @Test("a rounded push button's baseline is 6 below its font's ascender in every Xcode before 26; a small one's 5, 6 when drawn 28 tall")
    func pushButtonBaselines() {
        // The label's baseline is 33 below the pane's top; the button's 13-point line 19 below its frame's top puts that
        // top at 14 (y = 100 - 14 - 32 = 54). What it aligns starts at 84: its frame 6 before that before Xcode 12, 7 from it.
        let regular = Self.button(type: "push", bezelStyle: "rounded", width: 80, height: 32)
        #expect(Self.baselineAlignedFrame(regular, tools: "9059") == "78 54 80 32")
        #expect(Self.baselineAlignedFrame(regular, tools: "17506") == "77 54 80 32")
        // A small one 27 tall: its line 18 below its top, at 15 (y = 100 - 15 - 27 = 58); drawn 28 tall, as macOS 10 drew
        // it, 19 below, at 14 (y = 100 - 14 - 28 = 58). Before Xcode 12 it reaches 5 before what it aligns (x = 79).
        func small(height: Int) -> String {
            Self.button(type: "push", bezelStyle: "rounded", width: 80, height: height, controlSize: "small")
        }
        #expect(Self.baselineAlignedFrame(small(height: 27), tools: "14490") == "79 58 80 27")
        #expect(Self.baselineAlignedFrame(small(height: 28), tools: "14490") == "79 58 80 28")
    }

    @Test("a textured rounded button draws its line a point below its font's ascender")
    func texturedButtonBaseline() {
        // The label's baseline is 33 below the pane's top; the button's 13-point line 14 below its frame's top puts that top
        // at 19 (y = 100 - 19 - 25 = 56). What it aligns starts at 84, a point inside its frame.
        let textured = Self.button(type: "push", bezelStyle: "texturedRounded", width: 80, height: 25)
        #expect(Self.baselineAlignedFrame(textured, tools: "23094") == "83 56 80 25")
    }

    /// A bezelled text field 100 wide, `height` tall, of `controlSize` and `font`.
    static func bezelledField(height: Int, controlSize: String = "regular", font: String = "system") -> String {
        """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
            <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
            <textFieldCell key="cell" controlSize="\(controlSize)" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="cell">
                <font key="font" metaFont="\(font)"/>
            </textFieldCell>
        </textField>
        """
    }

    @Test("a bezelled text field's line: a regular one's 6 above its bottom, 5 before Xcode 7, 15 below its top from Xcode 10.2; a small one's a point lower from Xcode 11")
    func fieldBaselineEras() {
        // The label's baseline is 33 below the pane's top. A 22-point field's is 17 below its own top before Xcode 7:
        // its top at 16 (y = 100 - 16 - 22 = 62); from Xcode 7 16, its top at 17 (y = 61). A 21-point one's, as Xcode 10.2
        // on draws them, 15: its top at 18 (y = 100 - 18 - 21 = 61).
        let regular = Self.bezelledField(height: 22)
        #expect(Self.baselineAlignedFrame(regular, tools: "7706") == "84 62 100 22")
        #expect(Self.baselineAlignedFrame(regular, tools: "8191") == "84 61 100 22")
        #expect(Self.baselineAlignedFrame(Self.bezelledField(height: 21), tools: "21701") == "84 61 100 21")
        // Stretched to 22 by its own height from Xcode 10.2, a field keeps the 21-point one's line: its top at 18 (y = 100 - 18
        // - 22 = 60). Before, 22 points is its own height and its line 16 below its top however it is made so.
        let stretched = regular.replacingOccurrences(
            of: #"height="22"/>"#, with: #"height="22"/><constraints><constraint firstAttribute="height" constant="22" id="height"/></constraints>"#)
        #expect(Self.baselineAlignedFrame(stretched, tools: "17506") == "84 60 100 22")
        #expect(Self.baselineAlignedFrame(stretched, tools: "14460") == "84 61 100 22")
        let small = Self.bezelledField(height: 19, controlSize: "small", font: "smallSystem")
        // A small 19-point field's top is at 20 (y = 100 - 20 - 19 = 61) before Xcode 11 and at 19 (y = 62) from it.
        #expect(Self.baselineAlignedFrame(small, tools: "14460") == "84 61 100 19")
        #expect(Self.baselineAlignedFrame(small, tools: "14868") == "84 61 100 19")
        #expect(Self.baselineAlignedFrame(small, tools: "15705") == "84 62 100 19")
        #expect(Self.baselineAlignedFrame(small, tools: "21701") == "84 62 100 19")
    }

    @Test("Xcode 26 draws a regular text field and pop-up button 24 tall, their line 4 points lower than in the 21-point field and 25-point pop-up before")
    func xcode26FieldBaselines() {
        func field(height: Int) -> String { Self.bezelledField(height: height) }
        // The label's baseline is 33 below the pane's top. A 24-point field's is 17 below its own top, so its top is
        // at 16 (y = 100 - 16 - 24 = 60); a 21-point one's 15, its top at 18 (y = 100 - 18 - 21 = 61).
        #expect(Self.baselineAlignedFrame(field(height: 24), tools: "24765") == "84 60 100 24")
        #expect(Self.baselineAlignedFrame(field(height: 21), tools: "24765") == "84 61 100 21")
        #expect(Self.baselineAlignedFrame(field(height: 24), tools: "17506") == "84 58 100 24")
        // A pop-up button 24 tall: its top at 16 (y = 60). One 25 tall is of the older size, drawn by an older macOS:
        // its top at 18 (y = 57), reaching 3 before what it aligns, as Xcode 12 to 16 drew it.
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 24), tools: "24765") == "84 60 100 24")
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 25), tools: "24765") == "81 57 100 25")
    }

    @Test("from Xcode 12.2 a pop-up button without a border aligns its content 5 points in from its leading edge, its line where a label's is; a check box without a title keeps 2 after it")
    func borderlessPopUps() {
        let borderless = Self.popUpButton(height: 16).replacingOccurrences(of: #" borderStyle="borderAndBezel""#, with: "")
        // What it aligns starts 8 after the label's text, at 84: its frame 5 before that (x = 79). Its 13-point line is the
        // label's, 33 below the pane's top, so its top is at 20 (y = 100 - 20 - 16 = 64).
        #expect(Self.baselineAlignedFrame(borderless, tools: "24765") == "79 64 100 16")
        #expect(Self.baselineAlignedFrame(borderless, tools: "17503") == "79 64 100 16")
        // Xcode 12.0 draws it as a rounded pop-up, as macOS 10.15 does: its frame 2 before what it aligns (x = 82), its line
        // 3 lower in it, 16 below its top, which is at 17 (y = 100 - 17 - 16 = 67).
        #expect(Self.baselineAlignedFrame(borderless, tools: "17154") == "82 67 100 16")
        // A bordered one of Xcode 26 is flush (x = 84).
        #expect(Self.baselineAlignedFrame(Self.popUpButton(height: 24), tools: "24765") == "84 60 100 24")
        // Pinned 20 from the pane's bottom right, a check box without a title reaches 2 past it (x = 200 - 20 + 2 - 18), one
        // with a title none (x = 200 - 20 - 90), both a point below (y = 19).
        let titleless = Self.checkBox.replacingOccurrences(of: #" title="Go""#, with: "").replacingOccurrences(of: #"width="90""#, with: #"width="18""#)
        #expect(Self.pinnedControlFrame(titleless, tools: "21701", fromBottomRight: true) == "164 19 18 18")
        #expect(Self.pinnedControlFrame(Self.checkBox, tools: "21701", fromBottomRight: true) == "90 19 90 18")
    }

    @Test("a large push button or pop-up as macOS 11 to 15 drew it reaches 6 points above and below what it aligns, its line 10 below its frame's top; a large check box 2.5 (1.5 before Xcode 14), 3 before it, its line 2.5 below; one without a title 3 all round")
    func largeControls() {
        let pushButton = Self.button(type: "push", bezelStyle: "rounded", width: 100, height: 40, controlSize: "large")
        // Pinned 20 from the top left: 6 before and above (x = 14, y = 100 - 14 - 40); from the bottom right, 6 after and
        // below (x = 180 + 6 - 100, y = 20 - 6).
        #expect(Self.pinnedControlFrame(pushButton, tools: "23094") == "14 46 100 40")
        #expect(Self.pinnedControlFrame(pushButton, tools: "23094", fromBottomRight: true) == "86 14 100 40")
        // Its 13-point line 23 below its frame's top, on the label's 33 below the pane's: the top at 10 (y = 100 - 10 - 40),
        // 6 before what starts 8 after the label's text (x = 84 - 6).
        #expect(Self.baselineAlignedFrame(pushButton, tools: "23094") == "78 50 100 40")
        // Xcode 26's frame is what it aligns (y = 100 - 20 - 40).
        #expect(Self.pinnedControlFrame(pushButton, tools: "24506") == "20 40 100 40")
        // A pop-up: 5 before (x = 15), 6 above (y = 100 - 14 - 40), its line as a push button's.
        let popUp = Self.popUpButton(height: 40, controlSize: "large", font: #"metaFont="system""#)
        #expect(Self.pinnedControlFrame(popUp, tools: "23094") == "15 46 100 40")
        #expect(Self.baselineAlignedFrame(popUp, tools: "23094") == "79 50 100 40")
        // A check box: 3 before (x = 17), 2.5 above (y = 100 - 17.5 - 22); its line 15.5 below its top, at 17.5.
        let checkBox = Self.button(type: "check", bezelStyle: "regularSquare", width: 90, height: 22, controlSize: "large", bordered: false)
        #expect(Self.pinnedControlFrame(checkBox, tools: "23094") == "17 60.5 90 22")
        #expect(Self.baselineAlignedFrame(checkBox, tools: "23094") == "81 60.5 90 22")
        // Before Xcode 14, 1.5 above (y = 100 - 18.5 - 22).
        #expect(Self.pinnedControlFrame(checkBox, tools: "19529") == "17 59.5 90 22")
        // A radio button without a title, 22 square, reaches 3 past every side of its box (x = 17, y = 100 - 17 - 22).
        let bareRadio = Self.button(type: "radio", bezelStyle: "regularSquare", width: 22, height: 22, controlSize: "large", bordered: false)
            .replacingOccurrences(of: #"title="Go" "#, with: "")
        #expect(!bareRadio.contains("title="))
        #expect(Self.pinnedControlFrame(bareRadio, tools: "23094") == "17 61 22 22")
        #expect(Self.pinnedControlFrame(bareRadio, tools: "23094", fromBottomRight: true) == "161 17 22 22")
    }

    @Test("a large bezelled field as macOS 11 to 15 drew it draws its line a point lower than a regular one; a date picker's line is a point below its font's ascender")
    func largeFieldAndDatePickerBaselines() {
        func control(_ element: String, controlSize: String, height: Int = 22) -> String {
            """
            <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                <\(element)Cell key="cell" controlSize="\(controlSize)" selectable="YES" editable="YES" borderStyle="bezel" \
            drawsBackground="YES" alignment="left" id="cell">
                    <font key="font" metaFont="system"/>
                </\(element)Cell>
            </\(element)>
            """
        }
        // Beside the label whose baseline is 33 below the pane's top: a large field's 13-point line 16 below its top puts
        // that top at 17 (y = 100 - 17 - 22), a regular 21-point one's 15 below at 18 (y = 100 - 18 - 21); a date
        // picker's 14 below, at 19.
        #expect(Self.baselineAlignedFrame(control("textField", controlSize: "large"), tools: "23094") == "84 61 100 22")
        #expect(Self.baselineAlignedFrame(control("textField", controlSize: "regular", height: 21), tools: "23094") == "84 61 100 21")
        #expect(Self.baselineAlignedFrame(control("datePicker", controlSize: "large"), tools: "23094") == "84 59 100 22")
    }

    @Test("a date picker of a field and a stepper reaches 3 points past its trailing end, and 4 above where it is drawn taller than 21; a graphical one is what it aligns")
    func datePickerInsets() {
        func datePicker(height: Int, style: String = "") -> String {
            """
            <datePicker translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" \(style)id="cell">
                    <font key="font" metaFont="system"/>
                </datePickerCell>
            </datePicker>
            """
        }
        // From the bottom right: x = 180 + 3 - 100, flush below (y = 20). From the top left: its top 4 above the 20-point
        // line (y = 100 - 16 - 28), or at it when 21 tall (y = 100 - 20 - 21).
        #expect(Self.pinnedControlFrame(datePicker(height: 28), tools: "17701", fromBottomRight: true) == "83 20 100 28")
        #expect(Self.pinnedControlFrame(datePicker(height: 28), tools: "17701") == "20 56 100 28")
        #expect(Self.pinnedControlFrame(datePicker(height: 21), tools: "19529") == "20 59 100 21")
        let graphical = datePicker(height: 148, style: #"datePickerStyle="clockAndCalendar" "#)
        #expect(Self.pinnedControlFrame(graphical, tools: "17701", fromBottomRight: true) == "80 20 100 148")
    }

    @Test("a document Xcode 26 saved with controls of the older sizes was drawn by an older macOS: its controls align as they did before")
    func olderControlsInXcode26() {
        // Pinned 20 from the top left of a 200 × 100 pane. A check box 18 tall is of the older size: its frame reaches 2
        // before and 1 above what it aligns (y = 100 - 19 - 18 = 63); one 16 tall is Xcode 26's, flush (y = 100 - 20 - 16 = 64).
        #expect(Self.pinnedControlFrame(Self.button(type: "check", bezelStyle: "regularSquare", width: 90, height: 18), tools: "24765") == "18 63 90 18")
        #expect(Self.pinnedControlFrame(Self.button(type: "check", bezelStyle: "regularSquare", width: 90, height: 16), tools: "24765") == "20 64 90 16")
        // A push button 32 tall reaches 7 past its side and 5 above (y = 100 - 15 - 32 = 53); 24 tall, flush.
        #expect(Self.pinnedControlFrame(Self.button(type: "push", bezelStyle: "rounded", width: 80, height: 32), tools: "24765") == "13 53 80 32")
        #expect(Self.pinnedControlFrame(Self.button(type: "push", bezelStyle: "rounded", width: 80, height: 24), tools: "24765") == "20 56 80 24")
        // Small controls tell the older macOS too: a small check box 16 tall reaches 1 before and above what it aligns
        // (y = 100 - 19 - 16 = 65), one 14 tall is flush; a small pop-up 22 tall reaches 4 before and 1 above
        // (y = 100 - 19 - 22 = 59), one 20 tall is flush.
        func smallCheckBox(height: Int) -> String {
            Self.button(type: "check", bezelStyle: "regularSquare", width: 90, height: height, controlSize: "small", bordered: false)
        }
        #expect(Self.pinnedControlFrame(smallCheckBox(height: 16), tools: "24506") == "19 65 90 16")
        #expect(Self.pinnedControlFrame(smallCheckBox(height: 14), tools: "24506") == "20 66 90 14")
        #expect(Self.pinnedControlFrame(Self.popUpButton(height: 22, controlSize: "small"), tools: "24506") == "16 59 100 22")
        #expect(Self.pinnedControlFrame(Self.popUpButton(height: 20, controlSize: "small"), tools: "24506") == "20 60 100 20")
    }

    @Test("each top-level view of a Mac xib of Xcode 26 is drawn by the AppKit its own controls' sizes tell, the document's where they do not")
    func controlsDrawnPerTopLevelView() {
        /// A 200 × 100 pane `id` holding a button `id`-button of `type` (80 wide) and `height` pinned 20 from its top left, and `extra`.
        func pane(_ id: String, type: String = "push", height: Int, extra: String = "") -> String {
            let button = Self.button(type: type, bezelStyle: type == "push" ? "rounded" : "regularSquare", width: 80, height: height)
                .replacingOccurrences(of: #"id="control" userLabel="control""#, with: #"id="\#(id)-button" userLabel="\#(id)Button""#)
                .replacingOccurrences(of: #"id="cell""#, with: #"id="\#(id)-cell""#)
            return """
                <customView id="\(id)" userLabel="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>\(button)\(extra)</subviews>
                    <constraints>
                        <constraint firstItem="\(id)-button" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="20" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-button" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="20" id="\(id)-c2"/>
                    </constraints>
                </customView>
                """
        }
        // The older pane holds two push buttons 32 tall, of macOS 15's size; the newer one a button 24 tall, Xcode 26's.
        let spare = Self.button(type: "push", bezelStyle: "rounded", width: 80, height: 32)
            .replacingOccurrences(of: #"id="control" userLabel="control""#, with: #"id="spare" userLabel="spare""#)
            .replacingOccurrences(of: #"id="cell""#, with: #"id="spare-cell""#)
        let document = IBFixture.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24765" targetRuntime="MacOSX.Cocoa" \
            propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    \(pane("older", height: 32, extra: spare))
                    \(pane("newer", height: 24))
                    \(pane("plain", type: "check", height: 16))
                </objects>
            </document>
            """)
        func buttonFrame(scene: Int, id: String) -> String? {
            let layout = IBSceneLayout(document: document, scene: document.scenes[scene])
            let result = layout.layout()
            return layout.views.first(where: { $0.stored.id == id }).flatMap { layout.documentFrame(of: $0.view, in: result) }
                .map { [$0.x, $0.y, $0.width, $0.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ") }
        }
        // The document holds more controls of the older size, but the newer pane's button is Xcode 26's: flush with what it
        // aligns (y = 100 - 20 - 24 = 56). The older pane's reaches 7 past its side and 5 above (y = 100 - 15 - 32 = 53).
        #expect(buttonFrame(scene: 1, id: "newer-button") == "20 56 80 24")
        #expect(buttonFrame(scene: 0, id: "older-button") == "13 53 80 32")
        // A check box 16 tall does not tell (both AppKits draw it so): the document's older one reaches 2 before and 1
        // above what it aligns (y = 100 - 19 - 16 = 65).
        #expect(buttonFrame(scene: 2, id: "plain-button") == "18 65 80 16")
    }

    @Test("in a Mac xib of Xcode 26, a control whose own height tells which AppKit drew it is drawn so, and a pane as its own controls")
    func controlDrawnByItsOwnHeight() {
        /// A control `id` 80 wide and `height` tall, pinned `top` points from the top of `pane`, 20 from its leading edge.
        func control(_ id: String, type: String = "push", height: Int, top: Int, in pane: String) -> (view: String, constraints: String) {
            let view = Self.button(type: type, bezelStyle: type == "push" ? "rounded" : "regularSquare", width: 80, height: height, bordered: type == "push")
                .replacingOccurrences(of: #"id="control" userLabel="control""#, with: #"id="\#(id)" userLabel="\#(id)""#)
                .replacingOccurrences(of: #"id="cell""#, with: #"id="\#(id)-cell""#)
            let constraints = """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(pane)" secondAttribute="leading" constant="20" id="\(id)-c1"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(pane)" secondAttribute="top" constant="\(top)" id="\(id)-c2"/>
                """
            return (view, constraints)
        }
        // Two push buttons 32 tall, of macOS 15's size, outvote one 24 tall, Xcode 26's, which Xcode laid out again with
        // the inner pane around it. The check box 16 tall beside it does not tell by its height (both AppKits draw it so).
        let outer = [control("first", height: 32, top: 10, in: "pane"), control("second", height: 32, top: 50, in: "pane")]
        let inner = [control("relaid", height: 24, top: 10, in: "inner"), control("plain", type: "check", height: 16, top: 50, in: "inner")]
        let frames = Self.xibFrames(of: ["first", "second", "relaid", "plain"], tools: "24765", topLevelView: """
            <customView id="pane" userLabel="pane">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    \(outer.map(\.view).joined())
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner" userLabel="inner">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>\(inner.map(\.view).joined())</subviews>
                        <constraints>\(inner.map(\.constraints).joined())</constraints>
                    </customView>
                </subviews>
                <constraints>
                    \(outer.map(\.constraints).joined())
                    <constraint firstItem="inner" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="100" id="inner-c1"/>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="pane" secondAttribute="leading" id="inner-c2"/>
                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="inner-c3"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="inner-c4"/>
                </constraints>
            </customView>
            """).map { $0.map { [$0.x, $0.y, $0.width, $0.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ") } }
        // The older buttons reach 7 past their side and 5 above what they align (y = 200 - 5 - 32 = 163, 200 - 45 - 32
        // = 123). The inner pane's controls are Xcode 26's, flush with what they align: the 24-point button (y = 100 -
        // 10 - 24 = 66) and, by its pane's vote, the check box (y = 100 - 50 - 16 = 34; drawn by the older AppKit, 2
        // before and 1 above: 18 35).
        #expect(frames == ["13 163 80 32", "13 123 80 32", "20 66 80 24", "20 34 80 16"])
    }

    @Test("an NSStackView without a view to show hugs to nothing at its hugging priorities")
    func emptyStackView() {
        let stack = """
            <stackView distribution="fill" orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" \
            verticalStackHuggingPriority="250.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="list" userLabel="list">
                <rect key="frame" x="20" y="80" width="160" height="0.0"/>
            </stackView>
            """
        let pins = """
            <constraint firstItem="list" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="pane" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="8" id="c4"/>
            """ + Self.paneEdgePins("box", sides: 20, bottom: 20)
        // The 52 points between the pane's edges and the spaces go to the box, which has no size of its own: the empty
        // list hugs to 0 tall at 251 (y = 100 - 20 - 0 = 80), as beagle-im's empty lists of addresses stand (build 20037).
        let box = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                <rect key="frame" x="20" y="20" width="160" height="52"/>
            </customView>
            """
        #expect(Self.paneFrames(of: ["list", "box"], subviews: stack + box, constraints: pins, tools: "20037") == ["20 80 160 0", "20 20 160 52"])
    }

    @Test("a borderless token field's frame reaches 2 points past each side, as a label's; a bezelled one's is what it aligns")
    func tokenFieldInsets() {
        func tokenField(border: String) -> String {
            """
            <tokenField translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="100" height="14"/>
                <tokenFieldCell key="cell" controlSize="small" selectable="YES" \(border)alignment="left" id="cell">
                    <font key="font" metaFont="menu" size="11"/>
                </tokenFieldCell>
            </tokenField>
            """
        }
        #expect(Self.pinnedControlFrame(tokenField(border: ""), tools: "24506") == "18 66 100 14")
        #expect(Self.pinnedControlFrame(tokenField(border: #"editable="YES" borderStyle="bezel" drawsBackground="YES" "#), tools: "24506") == "20 66 100 14")
    }

    @Test("a small pop-up button whose font is the appearance's shows the small system font: its line as a small font's")
    func appearanceFontPopUp() {
        // Beside the 13-point label, whose baseline is 33 below the pane's top: an 11-point line drawn 3 lower, 14 below
        // the frame's top, puts that top at 19 (y = 100 - 19 - 22 = 59); it reaches 4 before what it aligns (x = 84 - 4).
        // Read as a 13-point line, it would stand 2 points higher.
        let popUp = Self.popUpButton(height: 22, controlSize: "small", font: #"usesAppearanceFont="YES""#)
        #expect(Self.baselineAlignedFrame(popUp, tools: "23077") == "80 59 100 22")
    }

    @Test("from Xcode 12 a square button showing a system symbol is drawn taller than the height its constraint gives what it aligns, the padding shared above and below")
    func systemSymbolPadding() {
        func button(image: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="16" height="22"/>
                \(IBFixture.sizeConstraints(of: "control", width: 16, height: 16))
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="\(image)" imagePosition="overlaps" \
            alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        // Pinned 20 from the pane's top: what it aligns is 16 tall there, its 22-point frame 3 above (y = 100 - 17 - 22 = 61).
        #expect(Self.pinnedControlFrame(button(image: "NSRefreshFreestandingTemplate"), tools: "17506") == "20 61 16 22")
        // Before Xcode 12, and for an image of the app's own, the frame is what it aligns: 16 tall (y = 100 - 20 - 16 = 64).
        #expect(Self.pinnedControlFrame(button(image: "NSRefreshFreestandingTemplate"), tools: "16097") == "20 64 16 16")
        #expect(Self.pinnedControlFrame(button(image: "refresh"), tools: "17506") == "20 64 16 16")
        // So is a small square button drawn without a border; a bordered one reaches only its border's point above and
        // below what it aligns, whatever its frame was (18 tall, y = 100 - 19 - 18).
        let smallSquare = button(image: "NSAddTemplate").replacingOccurrences(of: #"bezelStyle="shadowlessSquare""#, with: #"bezelStyle="smallSquare""#)
        #expect(Self.pinnedControlFrame(smallSquare, tools: "17506") == "20 61 16 22")
        let bordered = smallSquare.replacingOccurrences(of: #"inset="2""#, with: #"borderStyle="border" inset="2""#)
        #expect(Self.pinnedControlFrame(bordered, tools: "17506") == "20 63 16 18")
        // An image view showing one is padded the same way: 32 tall where it aligns, its 38-point frame 3 above
        // (y = 100 - 17 - 38 = 45); showing an image of the app's own, flush (y = 100 - 20 - 32 = 48).
        func imageView(image: String) -> String {
            """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="32" height="38"/>
                \(IBFixture.sizeConstraints(of: "control", width: 32, height: 32))
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="\(image)" id="cell"/>
            </imageView>
            """
        }
        #expect(Self.pinnedControlFrame(imageView(image: "NSActionTemplate"), tools: "19529") == "20 45 32 38")
        #expect(Self.pinnedControlFrame(imageView(image: "NSActionTemplate"), tools: "16097") == "20 48 32 32")
        #expect(Self.pinnedControlFrame(imageView(image: "gear"), tools: "19529") == "20 48 32 32")
        // An SF Symbol, named in the cell's image reference from the system catalog, is padded as AppKit's templates are.
        let symbolReference = imageView(image: "gear").replacingOccurrences(
            of: #" image="gear" id="cell"/>"#,
            with: #" id="cell"><imageReference key="image" image="gear" catalog="system" symbolScale="large"/></imageCell>"#)
        #expect(symbolReference.contains("imageReference"))
        #expect(Self.pinnedControlFrame(symbolReference, tools: "19529") == "20 45 32 38")
    }

    @Test("a combo box reaches 2 points above, 4 below and 3 past its trailing end what it aligns, 1, 1, 2, 3 drawn 23 tall by macOS 11; a path control 2, 3, 4, 3")
    func comboBoxAndPathControlInsets() {
        let comboBox = """
            <comboBox translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="103" height="26"/>
                <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="cell">
                    <font key="font" metaFont="system"/>
                </comboBoxCell>
            </comboBox>
            """
        // From the top left: flush at the leading edge (x = 20), its top 2 above the 20-point line (y = 100 - 18 - 26 = 56).
        #expect(Self.pinnedControlFrame(comboBox, tools: "19529") == "20 56 103 26")
        // From the bottom right: 3 past the trailing line (x = 183 - 103 = 80), 4 below the bottom one (y = 20 - 4 = 16).
        #expect(Self.pinnedControlFrame(comboBox, tools: "19529", fromBottomRight: true) == "80 16 103 26")
        // Drawn 23 tall, as macOS 11 to 15 draw it: a point above and before, 2 below, 3 after (y = 100 - 19 - 23 = 58; from
        // the bottom right x = 183 - 103, y = 20 - 2). A 23-point one of Xcode 10 keeps the older rectangle.
        let bigSurComboBox = comboBox.replacingOccurrences(of: #"height="26""#, with: #"height="23""#)
        #expect(Self.pinnedControlFrame(bigSurComboBox, tools: "22690") == "19 58 103 23")
        #expect(Self.pinnedControlFrame(bigSurComboBox, tools: "22690", fromBottomRight: true) == "80 18 103 23")
        #expect(Self.pinnedControlFrame(bigSurComboBox, tools: "14460") == "20 59 103 23")
        let pathControl = """
            <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" translatesAutoresizingMaskIntoConstraints="NO" \
            id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="150" height="25"/>
                <pathCell key="cell" selectable="YES" editable="YES" alignment="left" pathStyle="popUp" id="cell">
                    <font key="font" metaFont="system"/>
                </pathCell>
            </pathControl>
            """
        // x = 20 - 3, its top at 18 (y = 100 - 18 - 25 = 57); from the bottom right x = 183 - 150, y = 20 - 4.
        #expect(Self.pinnedControlFrame(pathControl, tools: "21225") == "17 57 150 25")
        #expect(Self.pinnedControlFrame(pathControl, tools: "21225", fromBottomRight: true) == "33 16 150 25")
    }

    @Test("a stepper reaches 3 points past each side of what it aligns, 2 above and 3 below when 27 tall, 4 and 3 when 28 (macOS 11); a small one 1, 2, 2, 2")
    func stepperInsets() {
        func stepper(height: Int, width: Int = 19, controlSize: String = "regular") -> String {
            """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" \
            id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <stepperCell key="cell" controlSize="\(controlSize)" continuous="YES" alignment="left" maxValue="100" id="cell"/>
            </stepper>
            """
        }
        // Xcode 11: x = 20 - 3, its top at 18 (y = 100 - 18 - 27 = 55); from the bottom right x = 183 - 19, y = 20 - 3.
        #expect(Self.pinnedControlFrame(stepper(height: 27), tools: "16097") == "17 55 19 27")
        #expect(Self.pinnedControlFrame(stepper(height: 27), tools: "16097", fromBottomRight: true) == "164 17 19 27")
        // Xcode 12: its top at 16 (y = 100 - 16 - 28 = 56).
        #expect(Self.pinnedControlFrame(stepper(height: 28), tools: "17506") == "17 56 19 28")
        // Small: x = 20 - 2, its top at 19 (y = 100 - 19 - 22 = 59).
        #expect(Self.pinnedControlFrame(stepper(height: 22, width: 15, controlSize: "small"), tools: "16097") == "18 59 15 22")
    }

    @Test("a small slider of the sizes macOS 10 drew is what it aligns; one of macOS 11's sizes reaches 2 points past it all round, as a regular one does, but for the 6 below a regular or large one 28 tall")
    func smallSliderInsets() {
        // Xcode 11: flush, y = 100 - 20 - 15 = 65. Xcode 12: x = 20 - 2, its top at 18 (y = 100 - 18 - 20 = 62).
        #expect(Self.pinnedControlFrame(Self.slider(height: 15, aligned: (100, 15), controlSize: "small"), tools: "16097") == "20 65 100 15")
        #expect(Self.pinnedControlFrame(Self.slider(height: 20, aligned: (96, 16), controlSize: "small"), tools: "17506") == "18 62 100 20")
        // Saved by Xcode 12 at the 18 points macOS 10 drew with tick marks, flush (y = 100 - 20 - 18 = 62).
        #expect(Self.pinnedControlFrame(Self.slider(height: 18, aligned: (100, 18), controlSize: "small"), tools: "17506") == "20 62 100 18")
        // A regular one reaches 2 past what it aligns in Xcode 11 too: x = 18, its top at 18 (y = 100 - 18 - 19 = 63).
        #expect(Self.pinnedControlFrame(Self.slider(height: 19, aligned: (96, 15), controlSize: "regular"), tools: "16097") == "18 63 100 19")
        // macOS 11 draws a regular one 28 tall, 6 of them below what it aligns: from the bottom right, x = 182 - 100,
        // y = 20 - 6; from the top left, y = 100 - 18 - 28.
        let macOS11Slider = Self.slider(height: 28, aligned: (96, 20), controlSize: "regular")
        #expect(Self.pinnedControlFrame(macOS11Slider, tools: "17506", fromBottomRight: true) == "82 14 100 28")
        #expect(Self.pinnedControlFrame(macOS11Slider, tools: "17506") == "18 54 100 28")
        // So does a large one: from the bottom right, y = 20 - 6.
        let largeSlider = Self.slider(height: 28, aligned: (96, 20), controlSize: "large")
        #expect(Self.pinnedControlFrame(largeSlider, tools: "23094", fromBottomRight: true) == "82 14 100 28")
    }

    @Test("a circular slider is what it aligns, as wide and tall as it was drawn")
    func circularSlider() {
        let knob = Self.slider(width: 22, height: 22, controlSize: "small", type: "circular")
        // Pinned 20 from the top left: flush (y = 100 - 20 - 22), 22 wide by its own size.
        #expect(Self.pinnedControlFrame(knob, tools: "22505") == "20 58 22 22")
    }

    @Test("a slider's baseline is 6 points above its frame's bottom, but no more than 16 below its top: a 19-point one's 13 below, a 28-point one's 16")
    func sliderBaseline() {
        // The label's baseline is 33 below the pane's top; what the slider aligns starts 8 after the label's text (20 + 56),
        // its frame 2 before that. Xcode 11: the frame's top 13 above the baseline, at 20 (y = 100 - 20 - 19).
        #expect(Self.baselineAlignedFrame(Self.slider(height: 19, aligned: (96, 15)), tools: "16097") == "82 61 100 19")
        // Xcode 12: the frame's top 16 above the baseline, at 17 (y = 100 - 17 - 28).
        #expect(Self.baselineAlignedFrame(Self.slider(height: 28, aligned: (96, 20)), tools: "17506") == "82 55 100 28")
    }

    @Test("a segmented control reaches a point above, 2 past its sides and a point below what it aligns; a regular one 2 below before Xcode 12, a small one drawn 21 tall 2 below, one drawn 19 or 20 tall none above")
    func segmentedControlInsets() {
        func segments(height: Int, small: Bool = false) -> String {
            """
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="104" height="\(height)"/>
                <segmentedCell key="cell" \(small ? #"controlSize="small" "# : "")borderStyle="border" alignment="left" style="rounded" \
            trackingMode="selectOne" id="cell">
                    <font key="font" metaFont="\(small ? "smallSystem" : "system")"/>
                    <segments>
                        <segment label="One"/>
                        <segment label="Two" tag="1"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """
        }
        // From the top left: x = 20 - 2, its top at 19 (y = 100 - 19 - 24). From the bottom right: x = 182 - 104, 2 below
        // the line before Xcode 12 (y = 18), 1 from it (y = 19).
        #expect(Self.pinnedControlFrame(segments(height: 24), tools: "16097") == "18 57 104 24")
        #expect(Self.pinnedControlFrame(segments(height: 24), tools: "16097", fromBottomRight: true) == "78 18 104 24")
        #expect(Self.pinnedControlFrame(segments(height: 24), tools: "17506", fromBottomRight: true) == "78 19 104 24")
        // A small one: 1 below the line when drawn 20 tall, 2 when drawn 21 tall, in every Xcode.
        for tools in ["15705", "21701"] {
            #expect(Self.pinnedControlFrame(segments(height: 20, small: true), tools: tools, fromBottomRight: true) == "78 19 104 20")
            #expect(Self.pinnedControlFrame(segments(height: 21, small: true), tools: tools, fromBottomRight: true) == "78 18 104 21")
        }
        // From the top left a small one drawn 19 or 20 tall is flush above (y = 100 - 20 - 20 = 60), one drawn 21 tall a point.
        #expect(Self.pinnedControlFrame(segments(height: 20, small: true), tools: "15705") == "18 60 104 20")
        #expect(Self.pinnedControlFrame(segments(height: 19, small: true), tools: "11762") == "18 61 104 19")
        #expect(Self.pinnedControlFrame(segments(height: 21, small: true), tools: "15705") == "18 60 104 21")
    }

    @Test("a mini switch reaches a point before, past and below what it aligns until Xcode 26, flush above, its baseline 11 below its top; a regular one 1, 2, 2, 2")
    func switchInsets() {
        func toggle(_ size: String) -> String {
            """
            <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="\(size)" baseWritingDirection="leftToRight" \
            alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="36" height="16"/>
            </switch>
            """
        }
        // Pinned 20 from the pane's top left: a point before it (x = 19), its top flush (y = 100 - 20 - 16 = 64); from
        // the bottom right a point past and below (x = 200 - 20 + 1 - 36 = 145, y = 19).
        #expect(Self.pinnedControlFrame(toggle("mini"), tools: "21701") == "19 64 36 16")
        #expect(Self.pinnedControlFrame(toggle("mini"), tools: "21701", fromBottomRight: true) == "145 19 36 16")
        // A regular one: 2 before and past, a point above (its top 19 below the pane's: y = 65) and 2 below.
        #expect(Self.pinnedControlFrame(toggle("regular"), tools: "21701") == "18 65 36 16")
        #expect(Self.pinnedControlFrame(toggle("regular"), tools: "21701", fromBottomRight: true) == "146 18 36 16")
        // Beside a label, whose baseline is 33 below the pane's top, a mini switch's top is 11 above it: y = 100 - 22 - 16.
        #expect(Self.baselineAlignedFrame(toggle("mini"), tools: "21701") == "83 62 36 16")
    }

    @Test("a token field is as large as Xcode drew it, as a text field is")
    func tokenFieldSize() {
        let tokenField = """
            <tokenField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="120" height="22"/>
                <tokenFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" alignment="left" drawsBackground="YES" \
            allowsEditingTextAttributes="YES" id="cell">
                    <font key="font" metaFont="system"/>
                </tokenFieldCell>
            </tokenField>
            """
        // Pinned at its top left only: 120 × 22, its top 20 below the pane's (y = 100 - 20 - 22).
        #expect(Self.pinnedControlFrame(tokenField, tools: "22505") == "20 58 120 22")
    }

    @Test("mini check boxes and push buttons, small rounded disclosure buttons and textured pop-up buttons reach past what they align as their macOS drew them")
    func miniAndTexturedControlInsets() {
        // A mini check box 18 tall reaches 4 before and 5 above what it aligns (x = 16, y = 100 - 15 - 18), 2 after and 3
        // below (x = 182 - 60, y = 20 - 3); 14 tall, flush.
        let miniCheckBox = Self.button(type: "check", bezelStyle: "regularSquare", width: 60, height: 18, controlSize: "mini", bordered: false)
        #expect(Self.pinnedControlFrame(miniCheckBox, tools: "16097") == "16 67 60 18")
        #expect(Self.pinnedControlFrame(miniCheckBox, tools: "16097", fromBottomRight: true) == "122 17 60 18")
        let macOS11MiniCheckBox = Self.button(type: "check", bezelStyle: "regularSquare", width: 60, height: 14, controlSize: "mini", bordered: false)
        #expect(Self.pinnedControlFrame(macOS11MiniCheckBox, tools: "17506") == "20 66 60 14")
        // A mini push button reaches a point past its sides and is flush above: x = 19, y = 100 - 20 - 16.
        #expect(Self.pinnedControlFrame(Self.button(type: "push", bezelStyle: "rounded", width: 50, height: 16, controlSize: "mini"), tools: "6249") == "19 64 50 16")
        // A small rounded disclosure button 23 tall reaches 3 before and 2 above (y = 100 - 18 - 23); 21 tall, 1 above
        // (y = 100 - 19 - 21); from macOS 11, 4 before and 2 above (y = 100 - 18 - 21).
        func disclosure(height: Int) -> String {
            Self.button(type: "disclosure", bezelStyle: "roundedDisclosure", width: 21, height: height, controlSize: "small")
        }
        #expect(Self.pinnedControlFrame(disclosure(height: 23), tools: "16097") == "17 59 21 23")
        #expect(Self.pinnedControlFrame(disclosure(height: 21), tools: "16097") == "17 60 21 21")
        #expect(Self.pinnedControlFrame(disclosure(height: 21), tools: "17506") == "16 61 21 21")
        // A textured pop-up button 25 tall is flush at its leading side and reaches a point above (y = 100 - 19 - 25); 23
        // tall, flush above (y = 100 - 20 - 23), also in Xcode 12; from macOS 11, as a rounded one, 3 before it.
        func texturedPopUp(height: Int) -> String {
            Self.popUpButton(height: height).replacingOccurrences(of: "bezelStyle=\"rounded\"", with: "bezelStyle=\"texturedRounded\"")
        }
        #expect(Self.pinnedControlFrame(texturedPopUp(height: 25), tools: "16097") == "20 56 100 25")
        #expect(Self.pinnedControlFrame(texturedPopUp(height: 23), tools: "16097") == "20 57 100 23")
        #expect(Self.pinnedControlFrame(texturedPopUp(height: 23), tools: "17506") == "20 57 100 23")
        #expect(Self.pinnedControlFrame(texturedPopUp(height: 25), tools: "17506") == "17 56 100 25")
    }

    @Test("a tab view with tabs on top reaches 6 points above (a small one 3), 7 past each side and 10 below what it aligns in every Xcode, a bezel without tabs 2, 4, 4, 4; one without tabs or border is what it aligns")
    func tabViewInsets() {
        func tabView(type: String?) -> String {
            """
            <tabView \(type.map { "type=\"\($0)\" " } ?? "")translatesAutoresizingMaskIntoConstraints="NO" id="control" userLabel="control">
                <rect key="frame" x="0.0" y="0.0" width="174" height="76"/>
                \(IBFixture.sizeConstraints(of: "control", width: 160, height: 60))
                <font key="font" metaFont="system"/>
                <tabViewItems/>
            </tabView>
            """
        }
        // Pinned 20 from the pane's top left, what it aligns 160 × 60: the frame 7 before (x = 13), 6 above (its top at 14,
        // y = 100 - 14 - 76 = 10), 174 × 76.
        #expect(Self.pinnedControlFrame(tabView(type: nil), tools: "17506") == "13 10 174 76")
        // Xcode 26, which draws its other controls at what they align, still draws the tabs and bezel around it.
        #expect(Self.pinnedControlFrame(tabView(type: nil), tools: "24765") == "13 10 174 76")
        // A small one's tabs reach 3 above: its top at 17, 174 × 73 (y = 100 - 17 - 73 = 10).
        let small = tabView(type: nil).replacingOccurrences(of: "<tabView ", with: #"<tabView controlSize="small" "#)
        #expect(Self.pinnedControlFrame(small, tools: "22505") == "13 10 174 73")
        #expect(Self.pinnedControlFrame(tabView(type: "noTabsNoBorder"), tools: "17506") == "20 20 160 60")
        // A bezel without tabs reaches 2 above, 4 at each side and below: x = 16, its top at 18 (y = 100 - 18 - 66 = 16),
        // 168 × 66; a mini one 3 at each side (x = 17, 166 × 66).
        #expect(Self.pinnedControlFrame(tabView(type: "noTabsBezelBorder"), tools: "6250") == "16 16 168 66")
        let mini = tabView(type: "noTabsBezelBorder").replacingOccurrences(of: "<tabView ", with: #"<tabView controlSize="mini" "#)
        #expect(Self.pinnedControlFrame(mini, tools: "6250") == "17 16 166 66")
        // A xib's top-level tab view stands at its frame: its tab's view keeps the place its autoresizing mask gives it.
        let page = Self.xibFrames(of: ["page"], tools: "14490", topLevelView: """
            <tabView id="tabs" userLabel="tabs">
                <rect key="frame" x="0.0" y="0.0" width="300" height="260"/>
                <font key="font" metaFont="system"/>
                <tabViewItems>
                    <tabViewItem label="Account" identifier="" id="item">
                        <view key="view" id="page" userLabel="page">
                            <rect key="frame" x="10" y="33" width="280" height="214"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </tabViewItem>
                </tabViewItems>
            </tabView>
            """)
        #expect(page == [LayoutRect(x: 10, y: 33, width: 280, height: 214)])
    }

    @Test("a bordered small square button's or pop-up button's frame reaches a point above and below what it aligns; a borderless one's is what it aligns")
    func smallSquareInsets() {
        // A pull-down of the same bezel, bordered: its top a point above the line (y = 100 - 19 - 23); without a border, on it.
        let popUp = Self.popUpButton(height: 23).replacingOccurrences(of: #"bezelStyle="rounded""#, with: #"bezelStyle="smallSquare""#)
        #expect(Self.pinnedControlFrame(popUp.replacingOccurrences(of: #"borderStyle="borderAndBezel""#, with: #"borderStyle="border""#), tools: "16097") == "20 58 100 23")
        #expect(Self.pinnedControlFrame(popUp.replacingOccurrences(of: #"borderStyle="borderAndBezel" "#, with: ""), tools: "16097") == "20 57 100 23")
        // Xcode 11: its top a point above the 20-point line (100 - 19 - 23 = 58 up); borderless, on it (57 up).
        #expect(Self.pinnedControlFrame(Self.button(type: "smallSquare", bezelStyle: "smallSquare", width: 24, height: 23), tools: "16097") == "20 58 24 23")
        #expect(Self.pinnedControlFrame(Self.button(type: "smallSquare", bezelStyle: "smallSquare", width: 24, height: 23, bordered: false), tools: "16097") == "20 57 24 23")
    }

    @Test("before Xcode 12 a small push button reaches 5 points past its sides and 6 below, a textured rounded one none; from Xcode 12, and in Xcode 26, a textured rounded one a point")
    func olderButtonInsets() {
        let small = Self.button(type: "push", bezelStyle: "rounded", width: 60, height: 28, controlSize: "small")
        // Xcode 11: 20 - 5 in; its top 4 above the line (100 - 16 - 28 = 56 up). Xcode 12: 6 past.
        #expect(Self.pinnedControlFrame(small, tools: "16097") == "15 56 60 28")
        #expect(Self.pinnedControlFrame(small, tools: "17506") == "14 56 60 28")
        // Pinned 20 from the bottom right: before Xcode 12 its frame reaches 6 below the line (y = 14) and 5 past
        // the side (x = 200 - 20 + 5 - 60 = 125); from Xcode 12 7 below and 6 past.
        #expect(Self.pinnedControlFrame(small, tools: "16097", fromBottomRight: true) == "125 14 60 28")
        #expect(Self.pinnedControlFrame(small, tools: "17506", fromBottomRight: true) == "126 13 60 28")
        let textured = Self.button(type: "roundTextured", bezelStyle: "texturedRounded", width: 60, height: 25)
        // Xcode 11: on the 20-point line at its side, a point above the top one (100 - 19 - 25 = 56 up). Xcode 12: a point past its side.
        #expect(Self.pinnedControlFrame(textured, tools: "16097") == "20 56 60 25")
        #expect(Self.pinnedControlFrame(textured, tools: "17506") == "19 56 60 25")
        // Xcode 26 draws it so too, where its other controls are flush.
        #expect(Self.pinnedControlFrame(textured, tools: "24506") == "19 56 60 25")
        // Drawn 23 tall before Xcode 12, it is flush above (y = 100 - 20 - 23 = 57) and a point below (y = 19).
        let shorter = Self.button(type: "roundTextured", bezelStyle: "texturedRounded", width: 60, height: 23)
        #expect(Self.pinnedControlFrame(shorter, tools: "16097") == "20 57 60 23")
        #expect(Self.pinnedControlFrame(shorter, tools: "16097", fromBottomRight: true) == "120 19 60 23")
    }

    @Test("a help button's frame reaches 1, 2, 3, 2 around its circle before Xcode 10's release, 0, 2, 4, 2 before Xcode 12 and 1, 3, 4, 2 from it; a small one's 1, 2, 3, 2, 0, 0, 1, 0 and 1, 1, 2, 1")
    func helpButtonInsets() {
        let help = Self.button(type: "help", bezelStyle: "helpButton", width: 25, height: 25)
        // Pinned 20 from the top left of a 200 × 100 pane: Xcode 9 2 before the line and 1 above it (100 - 19 - 25 = 56 up);
        // Xcode 10 (past its betas, which draw as Xcode 9) 2 before and on it; Xcode 12 3 before and 1 above.
        #expect(Self.pinnedControlFrame(help, tools: "13771") == "18 56 25 25")
        #expect(Self.pinnedControlFrame(help, tools: "14113") == "18 56 25 25")
        #expect(Self.pinnedControlFrame(help, tools: "14460") == "18 55 25 25")
        #expect(Self.pinnedControlFrame(help, tools: "17506") == "17 56 25 25")
        #expect(Self.pinnedControlFrame(Self.button(type: "help", bezelStyle: "helpButton", width: 22, height: 22, controlSize: "small"), tools: "13771")
            == "18 59 22 22")
        let small = Self.button(type: "help", bezelStyle: "helpButton", width: 18, height: 19, controlSize: "small")
        #expect(Self.pinnedControlFrame(small, tools: "14460") == "20 61 18 19")
        #expect(Self.pinnedControlFrame(small, tools: "17506") == "19 62 18 19")
        // Beside the label, whose baseline is 33 below the pane's top: before Xcode 10.2 its "?" stands 17 below its top,
        // which is at 16 (y = 100 - 16 - 25 = 59), from it 16 below, its top at 17 (y = 58); 2 before what it aligns (84).
        #expect(Self.baselineAlignedFrame(help, tools: "14113") == "82 59 25 25")
        #expect(Self.baselineAlignedFrame(help, tools: "15705") == "82 58 25 25")
        // Xcode 26 draws it flush, 24 square, its baseline 4 below a label's first line: the label's at 33, its top at 16.
        #expect(Self.baselineAlignedFrame(Self.button(type: "help", bezelStyle: "helpButton", width: 24, height: 24), tools: "24765") == "84 60 24 24")
        // So does a regular push button of its height, which Xcode 12 to 16 drew 6 below.
        #expect(Self.baselineAlignedFrame(Self.button(type: "push", bezelStyle: "rounded", width: 80, height: 24), tools: "24765") == "84 60 80 24")
    }
}
