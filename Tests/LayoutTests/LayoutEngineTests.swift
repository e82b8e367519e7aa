import Constraints
import Layout
import TestSupport
import Testing
import VFL

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

@Suite("Layout engine")
struct LayoutEngineTests {
    @Test("the issue's example: two equal views between standard spaces")
    func issueExample() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(44)]")
        let result = scene.layout(320, 480)
        #expect(result.frame(of: scene.view("a")) == rect(20, 20, 136, 44))
        #expect(result.frame(of: scene.view("b")) == rect(164, 20, 136, 44))
        #expect(result.frame(of: scene.container) == rect(0, 0, 320, 480))
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
        #expect(scene.view("b").frame == rect(164, 20, 136, 44))
    }

    @Test("centering, multipliers and nested views")
    func centering() throws {
        let scene = Scene("box", autoLayout: true)
        let inner = scene.addSubview(named: "inner", to: "box")
        try scene.activate(canonical: 
            "box.centerX == superview.centerX", "box.centerY == superview.centerY", "box.width == superview.width * 0.5",
            "box.height == 100")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: inner, attribute: .left, toItem: scene.view("box"), attribute: .left, constant: 10),
            try LayoutConstraint(item: inner, attribute: .top, toItem: scene.view("box"), attribute: .top, constant: 5),
            try LayoutConstraint(item: inner, attribute: .width, toItem: scene.view("box"), attribute: .width, multiplier: 0.5),
            try LayoutConstraint(item: inner, attribute: .height, constant: 20),
        ])
        let result = scene.layout(400, 300)
        #expect(result.frame(of: scene.view("box")) == rect(100, 100, 200, 100))
        #expect(result.frame(of: inner) == rect(10, 5, 100, 20), "frames are relative to the superview")
    }

    @Test("a multiplied position is measured in the bounds of the view the constraint is installed on, wherever that view stands")
    func multipliedPositionsInContainerBounds() throws {
        // box stands at 100, 100; inner's centre a quarter across it and a third down it, as UIKit puts it:
        // 0.25 of box's own width and height, not of box's frame in the root.
        let scene = Scene("box", autoLayout: true)
        let inner = scene.addSubview(named: "inner", to: "box")
        try scene.activate(canonical: "box.left == superview.left + 100", "box.top == superview.top + 100", "box.width == 200", "box.height == 90")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: inner, attribute: .centerX, toItem: scene.view("box"), attribute: .centerX, multiplier: 0.5),
            try LayoutConstraint(item: scene.view("box"), attribute: .bottom, toItem: inner, attribute: .centerY, multiplier: 3),
            try LayoutConstraint(item: inner, attribute: .width, constant: 20),
            try LayoutConstraint(item: inner, attribute: .height, constant: 10),
        ])
        let result = scene.layout(400, 300)
        #expect(result.frame(of: scene.view("box")) == rect(100, 100, 200, 90))
        #expect(result.frame(of: inner) == rect(40, 25, 20, 10))
        #expect(result.broken.isEmpty)
    }

    @Test("margins: the iOS standard space and the margin attributes and guide")
    func margins() throws {
        let scene = Scene("a", "b", autoLayout: true)
        scene.container.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        try scene.activate(vfl: "|-[a]-|", "V:|-[a(20)]")
        try scene.activate(canonical: 
            "b.leading == superview.layoutMarginsGuide.leading", "b.trailing == superview.trailingMargin - 4",
            "b.top == superview.layoutMarginsGuide.bottom - 30", "b.height == 30")
        let result = scene.layout(320, 200, spacing: .margins(betweenSiblings: 8))
        #expect(result.frame(of: scene.view("a")) == rect(16, 10, 288, 20))
        #expect(result.frame(of: scene.view("b")) == rect(16, 160, 284, 30))
    }

    @Test("the keyboard's guide, with the keyboard hidden, spans the view's width below its safe area")
    func keyboardGuide() throws {
        let scene = Scene("field", autoLayout: true)
        scene.container.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        try scene.activate(canonical:
            "field.leading == superview.leading + 16", "field.trailing == superview.trailing - 16",
            "field.bottom == superview.keyboardLayoutGuide.top - 8", "field.height == 44")
        // The guide's top is 34 above the bottom of the 844-point view: the field stands 8 above it.
        let result = scene.layout(390, 844)
        #expect(result.frame(of: scene.view("field")) == rect(16, 758, 358, 44))
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
    }

    @Test("right-to-left views put leading on the right")
    func rightToLeft() throws {
        let scene = Scene("a", autoLayout: true)
        scene.container.userInterfaceLayoutDirection = .rightToLeft
        scene.view("a").userInterfaceLayoutDirection = .rightToLeft
        try scene.activate(vfl: "|-10-[a(50)]", "V:|[a(10)]")
        #expect(scene.layout(300, 100).frame(of: scene.view("a")) == rect(240, 0, 50, 10))
    }

    @Test("baselines come from the baseline offsets")
    func baselines() throws {
        let scene = Scene("label", "field", autoLayout: true)
        scene.view("label").firstBaselineOffsetFromTop = 14
        scene.view("label").lastBaselineOffsetFromBottom = 4
        scene.view("field").firstBaselineOffsetFromTop = 20
        try scene.activate(vfl: "|[label(50)][field(50)]", "V:|-30-[label(20)]", "V:[field(30)]")
        try scene.activate(canonical: "field.firstBaseline == label.firstBaseline", "field.bottom <= superview.bottom")
        let result = scene.layout(200, 200)
        #expect(result.frame(of: scene.view("field")) == rect(50, 24, 50, 30))
        try scene.activate(canonical: "label.lastBaseline == superview.top + 100")
        #expect(scene.layout(200, 200).broken.map(\.rule.description) == ["label.lastBaseline == superview.top + 100"])
    }

    @Test("a stack view's first baseline is its first visible arranged view's, its last baseline its last one's")
    func stackViewBaselines() throws {
        let scene = Scene("stack", "side", "foot", autoLayout: true)
        let hidden = scene.addSubview(named: "hidden", to: "stack")
        let title = scene.addSubview(named: "title", to: "stack")
        let body = scene.addSubview(named: "body", to: "stack")
        hidden.isHidden = true
        title.firstBaselineOffsetFromTop = 14
        body.lastBaselineOffsetFromBottom = 6
        _ = StackViewArrangement(axis: .vertical, spacing: 10).install(in: scene.view("stack"), arranged: [hidden, title, body])
        try LayoutConstraint.activate([
            try LayoutConstraint(item: title, attribute: .height, constant: 20), try LayoutConstraint(item: body, attribute: .height, constant: 30),
        ])
        try scene.activate(vfl: "V:|-40-[stack]", "|[stack(100)]-[side(20)]-[foot(20)]", "V:[side(10)]", "V:[foot(10)]")
        try scene.activate(canonical: "side.firstBaseline == stack.firstBaseline", "foot.lastBaseline == stack.lastBaseline")
        let result = scene.layout(300, 200)
        // The title stands 40..60, its baseline 14 below its top; the body 70..100, its last baseline 6 above its bottom.
        #expect(result.frame(of: scene.view("side")) == rect(108, 54, 20, 10))
        #expect(result.frame(of: scene.view("foot")) == rect(136, 84, 20, 10))
    }

    @Test("intrinsic sizes: hugging keeps content size, compression resistance decides who shrinks")
    func intrinsicSizes() throws {
        let scene = Scene("label", "button", autoLayout: true)
        scene.view("label").intrinsicContentSize = LayoutSize(width: 100, height: 20)
        scene.view("button").intrinsicContentSize = LayoutSize(width: 150, height: LayoutView.noIntrinsicMetric)
        try scene.activate(vfl: "|-[label]-(>=8)-[button]-|", "V:|[label]", "V:|[button(44)]")
        var result = scene.layout(400, 100)
        #expect(result.frame(of: scene.view("label")) == rect(20, 0, 100, 20))
        #expect(result.frame(of: scene.view("button")) == rect(230, 0, 150, 44))
        scene.view("label").setContentCompressionResistancePriority(751, for: .horizontal)
        result = scene.layout(200, 100)
        #expect(result.frame(of: scene.view("label"))?.width == 100, "751 resists more than 750")
        #expect(result.frame(of: scene.view("button"))?.width == 52)
    }

    @Test("a required conflict breaks one constraint and names a minimal set")
    func conflicts() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-[a(100)]", "V:|[a(10)]", "[a(200)]")
        let result = scene.layout(320, 100)
        #expect(result.broken.map(\.rule.description) == ["a.width == 200"])
        #expect(result.broken.first?.conflictsWith.map(\.description) == ["a.width == 100"])
        #expect(result.frame(of: scene.view("a")) == rect(20, 0, 100, 10))
    }

    /// UIKit logs a label pinned 16 inside both sides of a container 0 wide as a conflict of those three
    /// constraints alone: its engine keeps every width and height at 0 or more, without a constraint it lists.
    @Test("sizes never go below 0: a required constraint that would need one to is broken, the newest of its conflict")
    func sizesAreNeverNegative() throws {
        let pinned = Scene("label", autoLayout: true)
        try pinned.activate(vfl: "|-16-[label]-16-|", "V:|[label(20)]")
        let squeezed = pinned.layout(0, 100)
        #expect(squeezed.broken.map(\.rule.description) == ["superview.trailing == label.trailing + 16"])
        #expect(squeezed.broken.first?.conflictsWith.map(\.description) == [
            "superview.width == 0 (container)", "label.width >= 0 (sizes are never negative)", "label.leading == superview.leading + 16",
        ])
        #expect(squeezed.frame(of: pinned.view("label")) == rect(16, 0, 0, 20))
        // A box made 52 tall above a bar that fits only 47: the bar, whose compression resistance is lower than the
        // box's, gives up its 2 points and is 0 tall, and the 52 is broken; without the floor the bar was -5 tall.
        let stacked = Scene("box", "bar", autoLayout: true)
        stacked.view("box").intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 47)
        stacked.view("bar").intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 2)
        stacked.view("bar").setContentCompressionResistancePriority(749, for: .vertical)
        try stacked.activate(vfl: "|[box]|", "|[bar]|", "V:|-11-[box]-8-[bar]|", "V:[box(52)]")
        let held = stacked.layout(100, 66)
        #expect(held.broken.map(\.rule.description) == ["box.height == 52"])
        #expect(held.frame(of: stacked.view("box")) == rect(0, 11, 100, 47))
        #expect(held.frame(of: stacked.view("bar")) == rect(0, 66, 100, 0))
        // Where nothing would go below 0, nothing changes: the same constraints in a container tall enough.
        let roomy = stacked.layout(100, 100)
        #expect(roomy.broken.isEmpty)
        #expect(roomy.frame(of: stacked.view("box")) == rect(0, 11, 100, 52))
        #expect(roomy.frame(of: stacked.view("bar")) == rect(0, 71, 100, 29))
    }

    @Test("the container's size is required, as UIKit's root view's: what would resize it is broken instead")
    func containerIsRequired() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-[a(500)]-|", "V:|[a]|")
        let result = scene.layout(320, 100)
        #expect(result.frame(of: scene.container) == rect(0, 0, 320, 100))
        #expect(result.broken.map(\.rule.description) == ["superview.trailing == a.trailing + standard"])
        #expect(result.broken.first?.conflictsWith.map(\.description) == [
            "superview.width == 320 (container)", "a.leading == superview.leading + standard", "a.width == 500",
        ])
        // Not even an optional constraint above every other priority moves it.
        let pulled = Scene("a", autoLayout: true)
        try pulled.activate(vfl: "|[a]|", "V:|[a]|")
        try pulled.activate(canonical: "superview.width == 500 @999.95", "a.height == 900 @999")
        let held = pulled.layout(320, 100)
        #expect(held.frame(of: pulled.container) == rect(0, 0, 320, 100))
        #expect(held.frame(of: pulled.view("a")) == rect(0, 0, 320, 100) && held.broken.isEmpty)
    }

    @Test("ambiguity: which of x, y, width and height the constraints leave open")
    func ambiguity() throws {
        let scene = Scene("a", "b", "c", autoLayout: true)
        try scene.activate(vfl: "[a(50)]", "|[b(>=10)]", "V:|[b(20)]", "|[c]|", "V:|[c(5)]")
        let result = scene.layout(300, 300)
        #expect(result.ambiguous.map(\.item.name) == ["a", "b"])
        #expect(result.ambiguous.map(\.attributes) == [[.x, .y, .height], [.width]])
    }

    @Test("resizing the container re-solves incrementally")
    func resizing() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "H:|-[a]-[b(==a)]-|", "V:|-[a(44)]-(>=0)-|", "V:|-[b(==a)]")
        let engine = LayoutEngine(root: scene.container, containerSize: LayoutSize(width: 320, height: 480))
        #expect(engine.layout().frame(of: scene.view("b")) == rect(164, 20, 136, 44))
        engine.setContainerSize(LayoutSize(width: 1024, height: 768))
        #expect(engine.layout().frame(of: scene.view("b")) == rect(516, 20, 488, 44))
        engine.setContainerSize(LayoutSize(width: 320, height: 480))
        #expect(engine.layout().frame(of: scene.view("a")) == rect(20, 20, 136, 44))
    }

    @Test("fitting size: compressed and expanded targets")
    func fittingSize() throws {
        let card = LayoutView(name: "card")
        let title = LayoutView(name: "title"), body = LayoutView(name: "body")
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        title.intrinsicContentSize = LayoutSize(width: 120, height: 20)
        body.intrinsicContentSize = LayoutSize(width: 200, height: 60)
        let views = ["title": title, "body": body]
        for format in ["|-[title]-(>=20)-|", "|-[body]-(>=20)-|", "V:|-[title]-[body]-|"] {
            try LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        #expect(LayoutEngine.fittingSize(of: card, target: .compressedFitting) == LayoutSize(width: 240, height: 128))
        let expanded = LayoutEngine.fittingSize(of: card, target: .expandedFitting)
        #expect(expanded.height == 128 && expanded.width == 1e7)
    }

    @Test("a view that translates its autoresizing mask keeps its frame")
    func autoresizingMask() throws {
        let scene = Scene("a", autoLayout: true)
        let legacy = LayoutView(name: "legacy")
        legacy.frame = rect(5, 6, 70, 80)
        scene.container.addSubview(legacy)
        try LayoutConstraint.activate([
            try LayoutConstraint(item: scene.view("a"), attribute: .left, toItem: legacy, attribute: .right, constant: 10),
            try LayoutConstraint(item: scene.view("a"), attribute: .top, toItem: legacy, attribute: .top),
            try LayoutConstraint(item: scene.view("a"), attribute: .width, constant: 30),
            try LayoutConstraint(item: scene.view("a"), attribute: .height, constant: 30),
            try LayoutConstraint(item: legacy, attribute: .width, constant: 90),
        ])
        let result = scene.layout(300, 300)
        #expect(result.frame(of: legacy) == rect(5, 6, 70, 80))
        #expect(result.frame(of: scene.view("a")) == rect(85, 6, 30, 30))
        #expect(result.broken.map(\.rule.description) == ["legacy.width == 90"])
        #expect(result.broken.first?.conflictsWith.map(\.description) == ["legacy.width == 70 (autoresizing mask)"])
    }
}
