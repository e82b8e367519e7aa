import Foundation
import TestSupport
import Testing

@Suite("vfl-tool layout")
struct LayoutCommandTests {
    @Test("the issue's example prints the two frames")
    func example() throws {
        let output = try ToolRunner.run(["layout", "H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(44)]", "--size", "320x480"])
        #expect(output.status == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput == "a: 20 20 136 44\nb: 164 20 136 44\n")
    }

    @Test("broken constraints with their conflicts, then ambiguous views")
    func brokenAndAmbiguous() throws {
        let output = try ToolRunner.run(["layout", "|-[a(100)]", "[a(200)]", "V:|[a(10)]", "H:[c]", "--size", "300x100"])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
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
        let output = try ToolRunner.run([
            "layout", "--format", "json", "--spacing", "margins", "--intrinsic", "label=80x-1",
            "|-[label]-(>=0)-|", "V:|[label(20)]", "|[label(90)]", "--size", "200x100",
        ])
        #expect(output.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(document["frames"] as? [String: [String: Double]])
        #expect(frames["label"] == ["x": 8, "y": 0, "width": 90, "height": 20])
        let broken = try #require(document["broken"] as? [[String: Any]])
        #expect(broken.count == 1)
        #expect(broken.first?["constraint"] as? String == "label.leading == superview.leading")
        #expect(broken.first?["conflictsWith"] as? [String] == ["label.leading == superview.leadingMargin"])
        #expect((document["ambiguous"] as? [Any])?.isEmpty == true)
    }

    @Test("SVG is written atomically to --output and marks ambiguous views")
    func svgOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layout.svg")
        let output = try ToolRunner.run([
            "layout", "|-[a]-|", "V:|-[a(30)]", "[b(40)]", "--size", "200x100", "--format", "svg", "--width", "248", "--output", file.path,
        ])
        #expect(output.status == 0 && output.standardOutput.isEmpty)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"248\" "))
        #expect(svg.contains("<rect x=\"44\" y=\"71\" width=\"160\" height=\"30\""))
        #expect(svg.contains("<title>b: 0 0 40 0 (ambiguous: x, y, height)</title>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["layout.svg"])
    }

    @Test("an unwritable --output fails with exit 1 and leaves nothing behind")
    func unwritableOutput() throws {
        let output = try ToolRunner.run(["layout", "[a]", "--size", "10x10", "--output", "/nonexistent-folder/out.svg", "--format", "svg"])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: cannot write /nonexistent-folder/out.svg"))
    }

    @Test("bad formats exit 1 with the explanation; bad flags exit 64")
    func errors() throws {
        let format = try ToolRunner.run(["layout", "[a]-[", "--size", "10x10"])
        #expect(format.status == 1 && format.standardOutput.isEmpty)
        #expect(format.standardError.hasPrefix("error: Expected a view\n"))
        for arguments in [["layout", "[a]", "--size", "10by10"], ["layout", "[a]", "--size", "10x10", "--intrinsic", "zz=1x1"],
                          ["layout", "--size", "10x10"], ["layout", "[a]", "--size=-5x10"],
                          ["layout", "[a]", "--size", "1e999x10"]] {
            #expect(try ToolRunner.run(arguments).status == 64, "\(arguments)")
        }
    }
}
