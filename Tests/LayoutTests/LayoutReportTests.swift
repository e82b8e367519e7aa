import Constraints
import Foundation
import Testing
import TestSupport
@testable import Layout

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
              conflicts with: a.width == 100
            ambiguous: c: x, y, width, height

            """)
        let scene = Scene("a", autoLayout: true)
        try scene.activate(vfl: "|-[a(500)]-|", "V:|[a]|")
        let margins = StandardSpacing.margins(betweenSiblings: 8)
        #expect(LayoutReport(scene.layout(320, 100, spacing: margins), viewNames: [], standardSpacing: margins).text == """
            broken: superview.trailingMargin == a.trailing
              conflicts with: superview.width == 320 (container), a.leading == superview.leadingMargin, a.width == 500

            """, "standard spaces resolve by the report's spacing; only the named views' frames are listed")
    }

    @Test("JSON: frames by name, broken and ambiguous, keys sorted")
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
                  "view" : "c"
                }
              ],
              "broken" : [
                {
                  "conflictsWith" : [
                    "a.width == 100"
                  ],
                  "constraint" : "a.width == 200",
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
              }
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

    @Test("SVG: the container and every view, ambiguous ones dashed in red, broken constraints below")
    func svg() throws {
        #expect(try Self.brokenAndAmbiguous().svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="320" height="134" viewBox="-10 -10 320 134" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">
              <rect x="0" y="0" width="300" height="100" fill="#f4f4f4" stroke="#888"/>
              <rect x="20" y="0" width="100" height="10" fill="hsla(67,60%,70%,0.45)" stroke="hsl(67,55%,40%)"/>
              <text x="23" y="12" fill="#222">a</text>
              <rect x="0" y="0" width="0" height="0" fill="hsla(134,60%,70%,0.45)" stroke="#d00" stroke-dasharray="4 3"/>
              <text x="3" y="12" fill="#d00">c (ambiguous: x, y, width, height)</text>
              <text x="0" y="114" fill="#d00">broken: a.width == 200; conflicts with: a.width == 100</text>
            </svg>

            """)
    }

    @Test("SVG: nested views in the container's coordinates, names escaped")
    func svgNested() throws {
        let scene = Scene("box", autoLayout: true)
        let inner = LayoutView(name: "<b&\"c\">")
        inner.translatesAutoresizingMaskIntoConstraints = false
        scene.view("box").addSubview(inner)
        try scene.activate(vfl: "|-100-[box(200)]", "V:|-50-[box(100)]")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: inner, attribute: .left, toItem: scene.view("box"), attribute: .left, constant: 10),
            try LayoutConstraint(item: inner, attribute: .top, toItem: scene.view("box"), attribute: .top, constant: 5),
            try LayoutConstraint(item: inner, attribute: .width, constant: 30),
            try LayoutConstraint(item: inner, attribute: .height, constant: 20),
        ])
        let svg = LayoutReport(scene.layout(400, 300), viewNames: [], standardSpacing: .appKit).svg
        #expect(svg.contains("<rect x=\"110\" y=\"55\" width=\"30\" height=\"20\""))
        #expect(svg.contains(">&lt;b&amp;&quot;c&quot;&gt;</text>"))
    }
}
