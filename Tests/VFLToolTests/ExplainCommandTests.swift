import Foundation
import TestSupport
import Testing

@Suite("vfl-tool explain and layout --from log")
struct ExplainCommandTests {
    static let log048 = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path

    @Test("text: the constraints read, the conflict, why, and the fix")
    func text() throws {
        let output = try ToolRunner.run(["explain", Self.log048])
        #expect(output.status == 0 && output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Log 1, lines 1–16: Unable to simultaneously satisfy constraints, 5 read")
        #expect(lines.contains("  line 7    UIButton:0x103d21b60.width == 24                                                         [broken by UIKit, in conflict]"))
        #expect(lines.contains("  - line 9: the leading edge of UIButton lines up with the trailing edge of UILabel 'My first list!'"))
        #expect(output.standardOutput.contains("Fix: Lower line 7, `UIButton:0x103d21b60.width == 24`, to priority 999:"))
        #expect(lines.contains("Not in the conflict: none"))
    }

    @Test("README's example is what the tool prints")
    func readme() throws {
        let readme = try String(contentsOf: Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ vfl-tool explain Tests/Fixtures/ConsoleLogs/048.txt\n"
        let start = try #require(readme.range(of: command)?.upperBound)
        let end = try #require(readme[start...].range(of: "```")?.lowerBound)
        #expect(try ToolRunner.run(["explain", Self.log048]).standardOutput == String(readme[start ..< end]))
    }

    @Test("JSON follows the documented shape: constraints in log order, broken and conflict by address")
    func json() throws {
        let output = try ToolRunner.run(["explain", "--format", "json", Self.log048])
        #expect(output.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let logs = try #require(document["logs"] as? [[String: Any]])
        let log = try #require(logs.first)
        #expect(logs.count == 1 && log["kind"] as? String == "unsatisfiable" && log["lines"] as? [Int] == [1, 16])
        let constraints = try #require(log["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["address"] as? String } == ["0x2826aec10", "0x2826aed50", "0x2826af660", "0x2826af570", "0x2826aef30"])
        let first = try #require(constraints.first)
        #expect(first["class"] as? String == "NSLayoutConstraint" && first["firstItem"] as? String == "UIButton:0x103d21b60")
        #expect(first["firstAttribute"] as? String == "width" && first["relation"] as? String == "==" && first["constant"] as? Double == 24)
        #expect(first["secondItem"] is NSNull && first["multiplier"] as? Double == 1 && first["priority"] as? Double == 1000)
        #expect(first["active"] as? Bool == true && first["line"] as? Int == 7 && first["identifier"] is NSNull)
        #expect(first["text"] as? String == "UIButton:0x103d21b60.width == 24")
        #expect(constraints.last?["identifier"] as? String == "UIView-Encapsulated-Layout-Width")
        #expect(log["broken"] as? String == "0x2826aec10")
        #expect(log["conflict"] as? [String] == ["0x2826aec10", "0x2826aed50", "0x2826af660", "0x2826af570", "0x2826aef30"])
        #expect((log["suggestion"] as? String)?.hasPrefix("Lower line 7") == true)
        #expect((log["unreadable"] as? [Any])?.isEmpty == true)
    }

    @Test("standard input, unreadable lines in JSON, a constraint without address referred to by index")
    func standardInput() throws {
        let input = """
            <SnapKit.LayoutConstraint:first@A.swift#1 UIView:0x7f01.width == 10.0>
            <SnapKit.LayoutConstraint:second@A.swift#2 UIView:0x7f01.width == 20.0>
            <NSLayoutConstraint:0x3 UIView:0x7f01.height ==
            """
        let output = try ToolRunner.run(["explain", "-f", "json"], input: input)
        #expect(output.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let log = try #require((document["logs"] as? [[String: Any]])?.first)
        #expect(log["kind"] as? String == "list" && log["conflict"] as? [Int] == [0, 1] && log["broken"] is NSNull)
        let unreadable = try #require((log["unreadable"] as? [[String: Any]])?.first)
        #expect(unreadable["line"] as? Int == 3 && unreadable["text"] as? String == "<NSLayoutConstraint:0x3 UIView:0x7f01.height ==")
        #expect(unreadable["reason"] as? String == "the description is cut off (expected an item and attribute such as 'box.width')")
    }

    @Test("--strict exits 2 on a conflict; no description at all exits 1; a missing file exits 1")
    func exitStatus() throws {
        #expect(try ToolRunner.run(["explain", "--strict", Self.log048]).status == 2)
        let nothing = try ToolRunner.run(["explain"], input: "hello\nworld\n")
        #expect(nothing.status == 1 && nothing.standardError == "error: no constraint description found in standard input\n")
        let missing = try ToolRunner.run(["explain", "/nonexistent/log.txt"])
        #expect(missing.status == 1 && missing.standardError == "error: cannot read /nonexistent/log.txt: no such file\n")
        #expect(try ToolRunner.run(["explain", "--format", "pdf", Self.log048]).status == 64)
    }

    @Test("SVG and HTML are written to --output, chosen by extension; an existing file is replaced")
    func pictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-tool-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("conflict.svg"), html = folder.appendingPathComponent("conflict.html")
        try Data("old".utf8).write(to: svg)
        #expect(try ToolRunner.run(["explain", Self.log048, "-o", svg.path]).status == 0)
        #expect(try ToolRunner.run(["explain", Self.log048, "-o", html.path]).status == 0)
        let picture = try String(contentsOf: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(picture.contains(">UILabel &#39;My first list!&#39;</text>") && picture.contains("stroke-dasharray=\"6 4\""))
        #expect(picture.contains("1  line 7: UIButton is 24 points wide (broken: left out of this layout)"))
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(page.components(separatedBy: "http").count == 2, "the page names no address but the SVG namespace")
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("src="))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["conflict.html", "conflict.svg"])
    }
}
