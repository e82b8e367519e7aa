import Constraints
import Layout
@testable import Scenes
import Testing

/// The attributes that let a scene file say what code says of a view: its
/// class, a stack view's arrangement and its arranged subviews, hidden
/// views, scroll views, frames with their autoresizing masks, alignment
/// insets (what `convert --to scene` writes).
@Suite("Scene files: views as code makes them")
struct SceneViewAttributeTests {
    @Test("a fill-equally stack with a hidden view, a scroll view's content, a frame with its mask, alignment insets")
    func attributes() throws {
        let file = SceneFile(reading: """
            container root 320x200
            view stack class UIStackView stack horizontal distribution fillEqually spacing 10
            view a in stack arranged intrinsic 50x40
            view b in stack arranged hidden intrinsic 50x40
            view c in stack arranged intrinsic 50x40
            view scroller class UIScrollView scrolls
            view content in scroller
            view badge class UILabel frame 280,10,30,20 autoresizing flexibleLeftMargin,flexibleBottomMargin
            view toggle class UISwitch alignment-insets 0,0,0,2 intrinsic 51x31
            constraint stack.leading == root.leading + 20
            constraint stack.trailing == root.trailing - 20
            constraint stack.top == root.top + 10
            constraint scroller.top == stack.bottom + 10
            constraint scroller.leading == root.leading
            constraint scroller.trailing == root.trailing
            constraint scroller.bottom == root.bottom
            constraint content.top == scroller.contentLayoutGuide.top
            constraint content.leading == scroller.contentLayoutGuide.leading
            constraint content.trailing == scroller.contentLayoutGuide.trailing
            constraint content.bottom == scroller.contentLayoutGuide.bottom
            constraint content.width == scroller.width
            constraint content.height == 500
            constraint toggle.trailing == root.trailing - 10
            constraint toggle.bottom == root.bottom - 10
            """, file: "screen.scene")
        #expect(file.diagnostics.isEmpty)
        let result = LayoutEngine(root: file.scene.container, containerSize: LayoutSize(width: 320, height: 200)).layout()
        func frame(_ name: String) -> String {
            guard let view = file.scene[name], let frame = result.frame(of: view) else { return "none" }
            return [frame.x, frame.y, frame.width, frame.height].map(CanonicalNumber.text(for:)).joined(separator: " ")
        }
        #expect(["stack", "a", "c", "scroller", "content", "badge", "toggle"].map(frame) == [
            "20 10 280 40", "0 0 135 40", "145 0 135 40", "0 60 320 140", "0 0 320 500", "280 10 30 20", "259 159 53 31",
        ])
        #expect(file.scene.view("b").isHidden && frame("b").hasSuffix(" 0 40"))
        #expect(file.scene.view("badge").autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
        #expect(file.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.count > 0)
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
    }

    @Test("a UIStackView's constraints come before the file's, so the file's breaks where they conflict; in an AppKit container they come after")
    func stackConstraintsOrder() {
        /// A row 40 tall whose icon the file makes 16 tall: the stack view's filling alignment asks for 40.
        func icon(appKit: Bool) -> (frame: String, broken: [String?]) {
            let file = SceneFile(reading: """
                container root 320x100\(appKit ? " appkit" : "")
                view row stack horizontal
                view icon in row arranged
                view title in row arranged intrinsic 36x20
                constraint row.height == 40
                constraint icon.width == 16
                constraint icon.height == 16
                """, file: "row.scene")
            let result = LayoutEngine(root: file.scene.container, containerSize: LayoutSize(width: 320, height: 100)).layout()
            let frame = result.frame(of: file.scene.view("icon")).map { [$0.x, $0.y, $0.width, $0.height].map(CanonicalNumber.text(for:)).joined(separator: " ") }
            return (frame ?? "none", result.broken.map { broken in
                if case .constraint(let constraint) = broken.rule { constraint.identifier } else { nil }
            })
        }
        #expect(icon(appKit: false).frame == "0 0 16 40")
        #expect(icon(appKit: false).broken == [nil])
        #expect(icon(appKit: true).frame == "0 0 16 16")
        #expect(icon(appKit: true).broken.allSatisfy { $0?.hasPrefix("UISV-") == true })
        #expect(SceneFile(reading: "container root 320x100 appkit\n", file: "mac.scene").diagnostics.isEmpty)
        #expect(SceneFile(reading: "view row appkit\n", file: "bad.scene").diagnostics.map(\.description) == [
            "bad.scene:1:10: error: unknown attribute 'appkit'",
        ])
    }

    /// The frames (`x y width height`) of the views `names` of a scene laid out in a 320 × 100 container, AppKit's
    /// when `appKit`, whose other lines are `lines`; the first of `names` is pinned to the container's top left.
    static func frames(of names: [String], appKit: Bool, _ lines: String) -> [String] {
        let pins = "constraint \(names[0]).top == root.top\nconstraint \(names[0]).leading == root.leading\n"
        let file = SceneFile(reading: "container root 320x100\(appKit ? " appkit" : "")\n" + pins + lines, file: "test.scene")
        let result = LayoutEngine(root: file.scene.container, containerSize: LayoutSize(width: 320, height: 100)).layout()
        return names.map { name in
            result.frame(of: file.scene.view(name)).map { [$0.x, $0.y, $0.width, $0.height].map(CanonicalNumber.text(for:)).joined(separator: " ") } ?? "none"
        }
    }

    @Test("in an AppKit container a stack aligned to its leading edge draws each view there weakly, so a view the file indents stays indented")
    func appKitStackAlignment() {
        func frames(appKit: Bool) -> [String] {
            Self.frames(of: ["column", "flush", "indented"], appKit: appKit, """
                view column stack vertical alignment leading spacing 8
                view flush in column arranged intrinsic 100x20
                view indented in column arranged intrinsic 60x20
                constraint indented.leading == column.leading + 20
                """)
        }
        #expect(frames(appKit: true) == ["0 0 100 48", "0 0 100 20", "20 28 60 20"])
        // A UIStackView aligns every view with the first, required, and its constraints come first: the file's indent breaks.
        #expect(frames(appKit: false) == ["0 0 100 48", "0 0 100 20", "0 28 60 20"])
    }

    @Test("in an AppKit container a centred stack centres each view weakly, so a view the file pins to a side of it stays there")
    func appKitCentredStack() {
        let names = ["row", "label", "column"]
        let row = "view row stack horizontal alignment center spacing 8\nview label in row arranged intrinsic 60x14\n"
            + "view column in row arranged intrinsic 100x58\nconstraint label.top == column.top\n"
        // NSStackView: the label stands at the column's top, as the file says (HandBrake's preferences: a title's
        // baseline on its check boxes' first). UIStackView's centring is required: to stand both centred and at the
        // column's top, the label is stretched to the column's height.
        #expect(Self.frames(of: names, appKit: true, row) == ["0 0 168 58", "0 0 60 14", "68 0 100 58"])
        #expect(Self.frames(of: names, appKit: false, row) == ["0 0 168 58", "0 0 60 58", "68 0 100 58"])
    }

    @Test("an NSStackView fits its views across its axis at its hugging priority, never above 749, and a scene file keeps it")
    func appKitStackFitting() {
        func row(fitting: String) -> [String] {
            Self.frames(of: ["row"], appKit: true, """
                view row stack horizontal alignment center\(fitting)
                view label in row arranged intrinsic 60x14
                constraint row.bottom == root.bottom @500
                """)
        }
        // By default just under 250: the row reaches the bottom (500). At 750, or 1000 (as 749), it fits its label.
        #expect(row(fitting: "") == ["0 0 60 100"])
        #expect(row(fitting: " fitting 750") == ["0 0 60 14"])
        #expect(row(fitting: " fitting 1000") == ["0 0 60 14"])
        var stack = StackViewArrangement(alignment: .center, framework: .appKit)
        stack.fittingPriority = 750
        var declaration = ViewDeclaration(name: "row", className: "NSStackView")
        declaration.stack = stack
        let screen = ScreenDeclaration(
            title: "Row", origin: "row.xib", root: ViewDeclaration(name: "root", className: "NSView"), size: LayoutSize(width: 320, height: 100),
            rootSafeArea: .zero, rootMargins: .zero, views: [declaration], constraints: [], unwritten: [])
        #expect(SceneFileWriter().write(screen).contains("stack horizontal alignment center fitting 750"))
        // Along its axis too: with no view to show, it hugs to nothing at that priority, over the 250 of a view beside it.
        declaration.stack?.lengthFittingPriority = 251
        let written = SceneFileWriter().write(ScreenDeclaration(
            title: "Row", origin: "row.xib", root: ViewDeclaration(name: "root", className: "NSView"), size: LayoutSize(width: 320, height: 100),
            rootSafeArea: .zero, rootMargins: .zero, views: [declaration], constraints: [], unwritten: []))
        #expect(written.contains("stack horizontal alignment center fitting 750 length-fitting 251"))
        #expect(Self.frames(of: ["row", "box"], appKit: true, """
            view row stack horizontal length-fitting 251
            view box
            constraint box.leading == row.trailing
            constraint box.trailing == root.trailing
            constraint box.top == root.top
            constraint box.bottom == root.bottom
            """) == ["0 0 0 0", "0 0 320 100"])
        #expect(SceneFile(reading: "view row fitting 750\n", file: "bad.scene").diagnostics.map(\.description) == [
            "bad.scene:1:10: error: fitting is a stack view's attribute, and this view is no stack view",
        ])
        #expect(SceneFile(reading: "view row length-fitting 251\n", file: "bad.scene").diagnostics.map(\.description) == [
            "bad.scene:1:10: error: length-fitting is a stack view's attribute, and this view is no stack view",
        ])
        #expect(SceneFile(reading: "view row stack horizontal fitting 0\n", file: "bad.scene").diagnostics.map(\.description) == [
            "bad.scene:1:35: error: a priority is in (0, 1000]",
        ])
    }

    @Test("a view drawn at a size keeps it across a centred stack where nothing else decides it; undrawn, it is 0 as UIKit makes it")
    func drawnSize() {
        let text = """
            container root 320x100
            view row class UIStackView stack horizontal alignment center
            view image in row arranged intrinsic 56x64
            view spacer in row arranged drawn 12x62.5
            view gap in row arranged
            constraint row.top == root.top
            constraint row.leading == root.leading
            constraint spacer.width == 12
            constraint gap.width == 8
            """
        let file = SceneFile(reading: text, file: "row.scene")
        #expect(file.diagnostics.isEmpty)
        let result = LayoutEngine(root: file.scene.container, containerSize: LayoutSize(width: 320, height: 100)).layout()
        #expect(["image", "spacer", "gap"].map { name in
            result.frame(of: file.scene.view(name)).map { [$0.x, $0.y, $0.width, $0.height].map(CanonicalNumber.text(for:)).joined(separator: " ") }
        } == ["0 0 56 64", "56 0.75 12 62.5", "68 32 8 0"])
        let negative = SceneFile(reading: "view spacer drawn 12x-1\n", file: "bad.scene")
        #expect(negative.diagnostics.map(\.description) == ["bad.scene:1:13: error: a drawn size is at least 0"])
        #expect(negative.diagnostics.map(\.expected) == ["WIDTHxHEIGHT"])
        var declaration = ViewDeclaration(name: "spacer", className: "UIView")
        declaration.superview = "row"
        declaration.placement = .arrangedSubview
        declaration.drawnSize = LayoutSize(width: 12, height: 62.5)
        let screen = ScreenDeclaration(
            title: "Row", origin: "row.xib", root: ViewDeclaration(name: "root", className: "UIView"), size: LayoutSize(width: 320, height: 100),
            rootSafeArea: .zero, rootMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), views: [declaration], constraints: [],
            unwritten: [])
        #expect(SceneFileWriter().write(screen).contains("view spacer in row class UIView arranged drawn 12x62.5\n"))
    }

    @Test("a word no attribute takes, a stack's attribute without a stack or on the container, a view arranged outside one: errors that say what was expected")
    func errors() {
        let text = """
            container root 320x200 spacing 8
            view s stack diagonal
            view t stack vertical alignment middle
            view u spacing 8
            view v autoresizing flexibleWide
            view w in v2 arranged
            view v2
            """
        let file = SceneFile(reading: text, file: "bad.scene")
        #expect(file.diagnostics.map(\.description) == [
            "bad.scene:1:24: error: unknown attribute 'spacing'",
            "bad.scene:2:14: error: 'diagonal' is not an axis",
            "bad.scene:3:33: error: 'middle' is not an alignment",
            "bad.scene:4:8: error: spacing is a stack view's attribute, and this view is no stack view",
            "bad.scene:5:21: error: 'flexibleWide' is not an autoresizing flag",
            "bad.scene:6:6: error: w is arranged in v2, which is not a stack view",
        ])
        #expect(file.diagnostics.map(\.expected) == [
            "margins, safe-area, direction, scrolls, scale or appkit", "one of horizontal, vertical", "one of fill, leading, firstBaseline, center, trailing, lastBaseline, top, bottom",
            "'stack horizontal' or 'stack vertical' before it",
            "one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin, none",
            "'in' a view declared with 'stack'",
        ])
    }
}
