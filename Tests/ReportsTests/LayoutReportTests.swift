import Constraints
import Foundation
@testable import Layout
@testable import Reports
import TestSupport
import Testing

@Suite("Layout report")
struct LayoutReportTests {
    /// README's second `vfl-tool layout` example: a broken width, and a view with nothing to place it.
    static func brokenAndAmbiguous() throws -> LayoutReport {
        let scene = Scene("a", "c", autoLayout: true)
        try scene.activate(vfl: "|-[a(100)]", "[a(200)]", "V:|[a(10)]", "H:[c]")
        return LayoutReport(scene.layout(300, 100), viewNames: ["a", "c"], standardSpacing: .appKit)
    }

    @Test("text: frames of the named views, broken constraints with their conflicts, ambiguous views")
    func text() throws {
        #expect(try Self.brokenAndAmbiguous().text == """
            a: 20 0 100 10
            c: 0 0 0 0
            broken: a.width == 200
              written at: '[a(200)]', column 4
              conflicts with: a.width == 100
            ambiguous: c: x, y, width, height
              why (x, width): no constraint mentions c horizontally
              hint: add its position and width, or pin both edges: H:|-[c]-|
              why (y, height): no constraint mentions c vertically
              hint: add its position and height, or pin both edges: V:|-[c]-|

            """)
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-[a(500)]-|", "V:|[a]|")
        let margins = StandardSpacing.margins(betweenSiblings: 8)
        #expect(LayoutReport(scene.layout(320, 100, spacing: margins), viewNames: [], standardSpacing: margins).text == """
            broken: superview.trailingMargin == a.trailing
              written at: '|-[a(500)]-|', column 11
              conflicts with: superview.width == 320 (container), a.leading == superview.leadingMargin, a.width == 500
            warning: a sticks out of its superview superview: 8 0 500 100 is not inside 0 0 320 100

            """, "standard spaces resolve by the report's spacing; only the named views' frames are listed")
    }

    @Test("JSON: frames by name, broken with where it was written, ambiguous with why and a hint, warnings; keys sorted")
    func json() throws {
        #expect(try Self.brokenAndAmbiguous().json == """
            {
              "ambiguous" : [
                {
                  "attributes" : [
                    "x",
                    "y",
                    "width",
                    "height"
                  ],
                  "reasons" : [
                    {
                      "attributes" : [
                        "x",
                        "width"
                      ],
                      "hint" : "add its position and width, or pin both edges: H:|-[c]-|",
                      "why" : "no constraint mentions c horizontally"
                    },
                    {
                      "attributes" : [
                        "y",
                        "height"
                      ],
                      "hint" : "add its position and height, or pin both edges: V:|-[c]-|",
                      "why" : "no constraint mentions c vertically"
                    }
                  ],
                  "view" : "c"
                }
              ],
              "broken" : [
                {
                  "conflictsWith" : [
                    "a.width == 100"
                  ],
                  "constraint" : "a.width == 200",
                  "location" : "'[a(200)]', column 4",
                  "reason" : null
                }
              ],
              "frames" : {
                "a" : {
                  "height" : 10,
                  "width" : 100,
                  "x" : 20,
                  "y" : 0
                },
                "c" : {
                  "height" : 0,
                  "width" : 0,
                  "x" : 0,
                  "y" : 0
                }
              },
              "schemaVersion" : "1.1",
              "warnings" : [

              ]
            }

            """)
    }

    @Test("JSON never fails: a number that is not finite is null")
    func jsonNonFinite() throws {
        let root = LayoutView(name: "superview"), view = LayoutView(name: "a")
        root.addSubview(view)
        let result = LayoutResult(
            frames: [(root, LayoutRect(x: 0, y: 0, width: 10, height: 10)),
                     (view, LayoutRect(x: .nan, y: .infinity, width: -.infinity, height: 4))],
            broken: [], ambiguous: [])
        let json = LayoutReport(result, viewNames: ["a"], standardSpacing: .appKit).json
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frame = try #require((document["frames"] as? [String: Any])?["a"] as? [String: Any])
        #expect(frame.count == 4)
        #expect(frame["height"] as? Double == 4)
        for key in ["x", "y", "width"] { #expect(frame[key] is NSNull, "\(key)") }
    }

    @Test("SVG: scaled to the width asked for, a caption, views, zero-size markers, ambiguity, a numbered broken constraint, legend")
    func svg() throws {
        // 348 pixels: a margin of 24 on each side leaves 300 for the 300-point container, scale 1.
        let svg = try Self.brokenAndAmbiguous().svg(width: 348)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"348\" "))
        let expected = [
            "<text x=\"24\" y=\"28\" fill=\"#444\">superview: 300 × 100 pt</text>",
            "<rect x=\"24\" y=\"51\" width=\"300\" height=\"100\" fill=\"#fafafa\" stroke=\"#666\" stroke-width=\"1.5\"/>",
            "<g><title>a: 20 0 100 10</title>",
            "<rect x=\"44\" y=\"51\" width=\"100\" height=\"10\" fill=\"hsla(67,55%,65%,0.35)\" stroke=\"hsl(67,50%,35%)\" stroke-width=\"1\"/>",
            "<g><title>c: 0 0 0 0 (ambiguous: x, y, width, height)</title>",
            "<circle cx=\"24\" cy=\"51\" r=\"6\" fill=\"white\" stroke=\"#c00\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>",
            "<g><title>broken 1: a.width == 200</title>",
            "<circle cx=\"94\" cy=\"56\" r=\"3.5\" fill=\"#d00\"/>",
            ">Dashed red: ambiguous (the constraints</text>", ">leave these attributes free).</text>",
            ">1. Broken: a.width == 200</text>",
            "<text x=\"42\" y=\"",
            ">conflicts with: a.width == 100</text>",
        ]
        for element in expected {
            #expect(svg.contains(element), "\(element)")
        }
        // The zero-size view's label is cut to 240 pixels, ending with an ellipsis; its tooltip keeps it whole.
        #expect(svg.contains(">c (zero size) (ambiguous: x, y, …</text>"))
    }

    @Test("SVG: nested views in the container's coordinates, names escaped")
    func svgNested() throws {
        let scene = Scene("box", autoLayout: true)
        let inner = scene.addSubview(named: "<b&\"c\">", to: "box")
        try scene.activate(vfl: "|-100-[box(200)]", "V:|-50-[box(100)]")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: inner, attribute: .left, toItem: scene.view("box"), attribute: .left, constant: 10),
            try LayoutConstraint(item: inner, attribute: .top, toItem: scene.view("box"), attribute: .top, constant: 5),
            try LayoutConstraint(item: inner, attribute: .width, constant: 30),
            try LayoutConstraint(item: inner, attribute: .height, constant: 20),
        ])
        let svg = LayoutReport(scene.layout(400, 300), viewNames: [], standardSpacing: .appKit).svg(width: 448)
        #expect(svg.contains("<rect x=\"134\" y=\"106\" width=\"30\" height=\"20\""))
        #expect(svg.contains("<title>&lt;b&amp;&quot;c&quot;&gt;: 10 5 30 20</title>"))
        #expect(svg.contains(">&lt;b&amp;&quot;c&quot;&gt;</text>"), "a label too wide for its view goes outside it, whole")
    }

    @Test("SVG: no two labels overlap, whatever the views", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func labelsNeverOverlap(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var placer = LabelPlacer(characterWidth: 7, lineHeight: 18)
        var canvas = SVGCanvas(scale: 1, origin: (0, 0))
        for index in 0 ..< 60 {
            let view = LayoutRect(
                x: Double(random.next(300)), y: Double(random.next(300)), width: Double(random.next(120)), height: Double(random.next(60)))
            placer.place("view\(index) with a long name", in: view, color: "#222", canvas: &canvas)
        }
        let spots = placer.placed
        #expect(spots.count > 30)
        for (i, first) in spots.enumerated() {
            for second in spots[(i + 1)...] { #expect(!first.intersects(second)) }
        }
    }

    @Test("SVG: readable widths for phones and tablets, round scale bars, legends wrapped to the width")
    func sizes() {
        #expect(LayoutPicture.wrapped("conflicts with: a.width == 100, b.width == 200", toFit: 140) == [
            "conflicts with:", "a.width == 100,", "b.width == 200",
        ])
        #expect(LayoutPicture.readableWidth(for: 375) == 562.5)
        #expect(LayoutPicture.readableWidth(for: 1024) == 960)
        #expect(LayoutPicture.readableWidth(for: 100) == 480)
        #expect(LayoutPicture.roundLength(near: 80) == 50)
        #expect(LayoutPicture.roundLength(near: 0.3) == 0.2)
        #expect(LayoutPicture.roundLength(near: 1234) == 1000)
    }
}
