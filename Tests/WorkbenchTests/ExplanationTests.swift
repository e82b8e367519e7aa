import Foundation
import TestSupport
import Testing
import Workbench

/// `explain` without the process: console logs read, their conflicts found
/// and explained, as text, JSON, an SVG picture or an HTML page.
@Suite("Explaining console logs")
struct ExplanationTests {
    /// `vfl-tool explain Tests/Fixtures/ConsoleLogs/048.txt`'s report.
    static func log048() throws -> ExplainReport {
        ExplainReport(explaining: [try SourceFile.read(path: ConversionTests.log048)])
    }

    @Test("text: the constraints read, the conflict, why, and the fix")
    func text() throws {
        let report = try Self.log048()
        #expect(report.foundAnyDescription)
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Log 1, lines 1–16: Unable to simultaneously satisfy constraints, 5 read")
        #expect(lines.contains("  line 7    UIButton:0x103d21b60.width == 24                                                         [broken by UIKit, in conflict]"))
        #expect(lines.contains("  - line 9: the leading edge of UIButton lines up with the trailing edge of UILabel 'My first list!'"))
        #expect(report.text.contains("Fix: Lower line 7, `UIButton:0x103d21b60.width == 24`, to priority 999:"))
        #expect(lines.contains("Not in the conflict: none"))
    }

    @Test("JSON follows the documented shape: constraints in log order, broken and conflict by address")
    func json() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(try Self.log048().json.utf8)) as? [String: Any])
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
        let report = ExplainReport(explaining: [.standardInput("""
            <SnapKit.LayoutConstraint:first@A.swift#1 UIView:0x7f01.width == 10.0>
            <SnapKit.LayoutConstraint:second@A.swift#2 UIView:0x7f01.width == 20.0>
            <NSLayoutConstraint:0x3 UIView:0x7f01.height ==
            """)])
        #expect(report.foundAnyDescription)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let log = try #require((document["logs"] as? [[String: Any]])?.first)
        #expect(log["kind"] as? String == "list" && log["conflict"] as? [Int] == [0, 1] && log["broken"] is NSNull)
        let unreadable = try #require((log["unreadable"] as? [[String: Any]])?.first)
        #expect(unreadable["line"] as? Int == 3 && unreadable["text"] as? String == "<NSLayoutConstraint:0x3 UIView:0x7f01.height ==")
        #expect(unreadable["reason"] as? String == "the description is cut off (expected an item and attribute such as 'box.width')")
    }

    @Test("--strict's problem is a conflict; text without a description has none, from standard input; a missing file is not read")
    func problems() throws {
        #expect(try Self.log048().hasProblems)
        let nothing = ExplainReport(explaining: [.standardInput("hello\nworld\n")])
        #expect(!nothing.foundAnyDescription && nothing.sourceNames == "standard input")
        #expect(throws: WorkbenchError.failure("cannot read /nonexistent/log.txt: no such file")) {
            try SourceFile.read(path: "/nonexistent/log.txt")
        }
    }

    @Test("SVG pictures the conflict; HTML is one self-contained page around it")
    func pictures() throws {
        let report = try Self.log048()
        let picture = report.svg
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(picture.contains(">UILabel &#39;My first list!&#39;</text>") && picture.contains("stroke-dasharray=\"6 4\""))
        #expect(picture.contains("1  line 7: UIButton is 24 points wide (broken: left out of this layout)"))
        let page = report.html
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(page.components(separatedBy: "http").count == 2, "the page names no address but the SVG namespace")
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("src="))
    }
}
