import Constraints
import Foundation
import TestSupport
import Testing
import Workbench

/// `layout` of VFL formats without the process: frames, broken constraints,
/// ambiguous views, as text, JSON or SVG, and the inputs it refuses.
@Suite("Laying out formats")
struct LayoutScreenTests {
    @Test("the issue's example prints the two frames")
    func example() throws {
        let screen = try Screen.formats("H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(44)]")
        #expect(screen.warnings.isEmpty)
        #expect(try screen.layout(size: .size(320, 480)).text == "a: 20 20 136 44\nb: 164 20 136 44\n")
    }

    @Test("broken constraints with their conflicts, then ambiguous views")
    func brokenAndAmbiguous() throws {
        let report = try Screen.formats("|-[a(100)]", "[a(200)]", "V:|[a(10)]", "H:[c]").layout(size: .size(300, 100))
        #expect(report.text == """
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
    }

    @Test("JSON has frames, broken and ambiguous as documented; intrinsic sizes and margins spacing apply")
    func json() throws {
        let report = try Screen.formats("|-[label]-(>=0)-|", "V:|[label(20)]", "|[label]").layout(
            size: .size(200, 100), standardSpacing: .margins(betweenSiblings: 8),
            intrinsicSizes: [("label", LayoutSize(width: 80, height: LayoutView.noIntrinsicMetric))])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let frames = try #require(document["frames"] as? [String: [String: Double]])
        #expect(frames["label"] == ["x": 8, "y": 0, "width": 80, "height": 20], "the intrinsic width decides the width")
        let broken = try #require(document["broken"] as? [[String: Any]])
        #expect(broken.count == 1)
        #expect(broken.first?["constraint"] as? String == "label.leading == superview.leading")
        #expect(broken.first?["conflictsWith"] as? [String] == ["label.leading == superview.leadingMargin"])
        #expect((document["ambiguous"] as? [Any])?.isEmpty == true)
    }

    @Test("SVG marks ambiguous views, at the width asked for")
    func svg() throws {
        let report = try Screen.formats("|-[a]-|", "V:|-[a(30)]", "[b(40)]").layout(size: .size(200, 100))
        let svg = report.svg(width: 248)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"248\" "))
        #expect(svg.contains("<rect x=\"44\" y=\"71\" width=\"160\" height=\"30\""))
        #expect(svg.contains("<title>b: 0 0 40 0 (ambiguous: x, y, height)</title>"))
    }

    @Test("--strict's problems: a broken constraint or an ambiguous view; none when every view is placed")
    func problems() throws {
        let ambiguous = try Screen.formats("|[a]|").layout(size: .size(10, 10))
        #expect(ambiguous.hasProblems && ambiguous.text.contains("ambiguous: a: y, height"))
        let broken = try Screen.formats("|[a(5)]|", "V:|[a]|").layout(size: .size(10, 10))
        #expect(broken.hasProblems && broken.text.contains("broken: "))
        #expect(try !Screen.formats("|[a]|", "V:|[a]|").layout(size: .size(10, 10)).hasProblems)
    }

    @Test("a rejected format is explained; no size, no format or an intrinsic size for no view are usage errors")
    func errors() throws {
        let rejected = try #require(throws: WorkbenchError.self) { try Screen.formats("[a]-[") }
        #expect(rejected.printedDiagnostics.hasPrefix("error: Expected a view\n"))
        #expect(throws: WorkbenchError.usage("give the container's --size")) { try Screen.formats("H:[a]").layout() }
        #expect(throws: WorkbenchError.usage("give at least one FORMAT, as arguments or on standard input")) {
            try Screen.read(.lines([]), as: .vfl, options: ReadingOptions())
        }
        #expect(throws: WorkbenchError.usage("--intrinsic names 'zz', which is not a view of the layout")) {
            try Screen.formats("[a]").layout(size: .size(10, 10), intrinsicSizes: [("zz", .size(1, 1))])
        }
    }

    @Test("a layout direction given is every view's: leading is on the right, and the reader's own is overridden")
    func layoutDirection() throws {
        let screen = try Screen.formats("|-[a(50)]-[b(30)]", "V:|[a(10)]", "V:|[b(10)]")
        #expect(try screen.layout(size: .size(300, 100), layoutDirection: .rightToLeft).text == "a: 230 0 50 10\nb: 192 0 30 10\n")
        #expect(try screen.layout(size: .size(300, 100), layoutDirection: .leftToRight).text == "a: 20 0 50 10\nb: 78 0 30 10\n")
    }
}
