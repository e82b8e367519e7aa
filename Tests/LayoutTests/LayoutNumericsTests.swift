import Constraints
import Foundation
import Layout
import Reports
import TestSupport
import Testing
import VFL

/// The reproducers of "never a silently wrong frame": each gives a correct
/// frame or a reported problem, with a reason or a non-empty conflict set.
@Suite("Layout numerics: no silently wrong frame")
struct LayoutNumericsTests {
    /// Every broken rule is explained, and every frame is finite.
    static func expectHonest(_ result: LayoutResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for broken in result.broken {
            #expect(broken.reason == .conflict ? !broken.conflictsWith.isEmpty : broken.conflictsWith.isEmpty,
                    "\(broken.rule): \(broken.reason)", sourceLocation: sourceLocation)
        }
        for (view, frame) in result.frames {
            let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view.name): \(frame)", sourceLocation: sourceLocation)
        }
    }

    @Test("|-1e308-[a]-1e308-| breaks both constants as out of range; frames stay finite and JSON encodes")
    func hugeSpaces() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-1e308-[a]-1e308-|", "V:|[a(1)]")
        let result = scene.layout(100, 100)
        Self.expectHonest(result)
        #expect(result.broken.map(\.rule.description) == ["a.leading == superview.leading + 1e+308", "superview.trailing == a.trailing + 1e+308"])
        #expect(result.broken.map(\.reason) == [.outsideRepresentableRange, .outsideRepresentableRange])
        let report = LayoutReport(result, viewNames: ["a"], standardSpacing: .appKit)
        #expect(report.text == """
            a: 0 0 0 1
            broken: a.leading == superview.leading + 1e+308
              written at: '|-1e308-[a]-1e308-|', column 3
              because: it exceeds the representable range (±1e12 points)
            broken: superview.trailing == a.trailing + 1e+308
              written at: '|-1e308-[a]-1e308-|', column 13
              because: it exceeds the representable range (±1e12 points)
            ambiguous: a: x, width
              why (x, width): nothing sets a's width: no width constraint, no intrinsic width, and not both edges pinned
              hint: add a.width == …, give a an intrinsic width, or pin both edges: H:|-[a]-|

            """)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let broken = try #require(document["broken"] as? [[String: Any]])
        #expect(broken.map { $0["reason"] as? String } == Array(repeating: "it exceeds the representable range (±1e12 points)", count: 2))
        let svg = report.svg(width: 600)
        #expect(svg.contains(">2. Broken: superview.trailing == a.trailing + 1e+308</text>"))
        #expect(svg.contains(">because: it exceeds the representable range (±1e12 points)</text>"))
    }

    @Test("|[a(1e308)][b(1e308)]| reports every broken width with a reason, none with an empty conflict set")
    func hugeWidths() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "|[a(1e308)][b(1e308)]|", "V:|[a(1)]", "V:|[b(1)]")
        let result = scene.layout(100, 100)
        Self.expectHonest(result)
        #expect(result.broken.map(\.rule.description) == ["a.width == 1e+308", "b.width == 1e+308"])
        #expect(result.frame(of: scene.view("b"))?.x == (result.frame(of: scene.view("a"))?.width ?? -1))
    }

    @Test("[a(1e20)]-[b(60)] no longer puts b where the spacing does not hold")
    func hugeWidthThenSpace() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "|[a(1e20)]-[b(60)]", "V:|[a(1)]", "V:|[b(1)]")
        let result = scene.layout(100, 100)
        Self.expectHonest(result)
        #expect(result.broken.map(\.rule.description) == ["a.width == 1e+20"])
        let a = try #require(result.frame(of: scene.view("a"))), b = try #require(result.frame(of: scene.view("b")))
        #expect(b.x == a.x + a.width + 8, "the spacing holds in the frames")
    }

    @Test("a required multiplier of 1e-9 is honoured, in either order")
    func tinyMultiplier() throws {
        for order in [["a.width == b.width * 1e-09", "b.width == 1000000000"], ["b.width == 1000000000", "a.width == b.width * 1e-09"]] {
            let scene = Scene("a", "b", autoLayout: true)
            try scene.activate(vfl: "|[a][b]", "V:|[a(1)]", "V:|[b(1)]")
            for text in order { try scene.activate(canonical: text) }
            let result = scene.layout(100, 100)
            #expect(result.broken.isEmpty, "\(order)")
            let width = try #require(result.frame(of: scene.view("a"))?.width)
            #expect(abs(width - 1) < 1e-9, "\(order): a.width = \(width)")
        }
    }

    @Test("a.width == b.width * 1e-9 + 1 with b.width == a.width * 1e9 is infeasible, and said so in either order")
    func tinyMultiplierInfeasible() throws {
        let first = "a.width == b.width * 1e-09 + 1", second = "b.width == a.width * 1000000000"
        for (order, brokenText, other) in [([first, second], second, first), ([second, first], first, second)] {
            let scene = Scene("a", "b", autoLayout: true)
            try scene.activate(vfl: "|[a][b]", "V:|[a(1)]", "V:|[b(1)]")
            for text in order { try scene.activate(canonical: text) }
            let result = scene.layout(100, 100)
            Self.expectHonest(result)
            #expect(result.broken.map(\.rule.description) == [brokenText])
            #expect(result.broken.first?.conflictsWith.map(\.description) == [other])
        }
    }

    @Test("a multiplier or value beyond the representable range is broken, not solved with")
    func magnitudesOutOfRange() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "|[a][b]", "V:|[a(1)]", "V:|[b(1)]")
        try scene.activate(canonical: "b.width == 1000000", "a.width == b.width * 1e-13", "a.width == b.width * 1000000000000")
        let result = scene.layout(100, 100)
        Self.expectHonest(result)
        // The first is refused as it is added; the solution then puts a.width at 1e18, and every rule that
        // touches a value beyond the range is broken (in the order added) and the layout solved again without.
        #expect(result.broken.map(\.rule.description)
            == ["a.width == b.width * 1e-13", "b.leading == a.trailing", "a.width == b.width * 1000000000000"])
        #expect(result.broken.map(\.reason) == Array(repeating: .outsideRepresentableRange, count: 3))
        #expect(result.frame(of: scene.view("b"))?.width == 1_000_000)
    }

    @Test("a constraint that cannot hold on its own says so, and blames nothing else")
    func selfContradictory() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|[a(50)]", "V:|[a(10)]")
        try scene.activate(canonical: "a.width == a.width + 10", "a.width >= a.width * 2 + 5 @750")
        let result = scene.layout(100, 100)
        Self.expectHonest(result)
        #expect(result.broken.map(\.rule.description) == ["a.width == a.width + 10"])
        #expect(result.broken.map(\.reason) == [.selfContradictory])
        #expect(result.frame(of: scene.view("a")) == LayoutRect(x: 0, y: 0, width: 50, height: 10))
        #expect(LayoutReport(result, viewNames: [], standardSpacing: .appKit).text == """
            broken: a.width == a.width + 10
              because: it cannot hold on its own

            """)
    }

    @Test("a container size beyond the representable range is reported, not laid out")
    func hugeContainer() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|[a]|", "V:|[a(10)]")
        let result = scene.layout(1e300, 100)
        Self.expectHonest(result)
        #expect(result.broken.map(\.rule.description) == ["superview.width == 1e+300 (container)"])
        #expect(result.broken.map(\.reason) == [.outsideRepresentableRange])
    }

    @Test("resizing: incremental while nothing breaks, and the same as a new layout when something does")
    func resizeBreaks() throws {
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-[a(>=200)]-|", "V:|[a(10)]")
        let engine = LayoutEngine(root: scene.container, containerSize: LayoutSize(width: 320, height: 100))
        #expect(engine.layout().frame(of: scene.view("a")) == LayoutRect(x: 20, y: 0, width: 280, height: 10))
        engine.setContainerSize(LayoutSize(width: 100, height: 100))
        let small = engine.layout()
        #expect(small.broken.map(\.rule.description) == ["superview.trailing == a.trailing + standard"])
        #expect(small.broken.first?.conflictsWith.map(\.description)
            == ["superview.width == 100 (container)", "a.leading == superview.leading + standard", "a.width >= 200"])
        #expect(small.frame(of: scene.container) == LayoutRect(x: 0, y: 0, width: 100, height: 100))
        engine.setContainerSize(LayoutSize(width: 400, height: 100))
        let large = engine.layout()
        #expect(large.broken.isEmpty)
        #expect(large.frame(of: scene.view("a")) == LayoutRect(x: 20, y: 0, width: 360, height: 10))
    }
}
