import ConsoleLog
import Reports
import TestSupport
import Testing

@Suite("Console logs: the explain report")
struct ReportTests {
    static let hostile = """
        <NSLayoutConstraint:0x1 UILabel:0x7f01'<script>alert("x")</script> &…'.width == 10   (active)>
        <NSLayoutConstraint:0x2 UILabel:0x7f01'<script>alert("x")</script> &…'.width == 20   (active)>
        """

    @Test("labels from the log are escaped in the SVG and HTML (and cut to 30 characters in sentences)")
    func escaping() {
        let report = ExplainReport([ConsoleLog(reading: Self.hostile)])
        for output in [report.svg, report.html] {
            #expect(!output.contains("<script") && output.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;"))
        }
    }

    @Test("the text report of a list without a header: constraints, conflict, why and fix")
    func text() {
        let report = ExplainReport([ConsoleLog(reading: Self.hostile)])
        #expect(report.text == """
            Log 1, lines 1–2: constraint descriptions, 2 read
              line 1    UILabel:0x7f01.width == 10   [in conflict]
              line 2    UILabel:0x7f01.width == 20   [in conflict]
            Conflict:
              - line 1: UILabel '<script>alert("x")</script> &…' is 10 points wide
              - line 2: UILabel '<script>alert("x")</script> &…' is 20 points wide
            Why: These 2 constraints, lines 1 and 2, cannot all hold on the horizontal axis; without any one of them the others can. \
            The log does not say which constraint UIKit broke; solving it again gives up line 2. Without line 2 (UILabel '<script>alert("x")</script> &…' \
            is 20 points wide), the others hold only if UILabel '<script>alert("x")</script> &…' is 10 points wide.
            Fix: Remove line 2, `UILabel:0x7f01.width == 20`: lines 1 and 2 set the same thing twice, to 10 and 20; keep the one you mean (line 1). \
            Checked: solved again with this change, the rest of the conflict holds.
            Not in the conflict: none

            """)
    }

    @Test("without a conflict, why says how many constraints were read, in the singular for one")
    func noConflict() {
        let one = ExplainReport([ConsoleLog(reading: "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10   (active)>")])
        #expect(one.text.contains("Why: The one readable constraint can hold.\n"))
        let two = ExplainReport([ConsoleLog(reading: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x7f01.height == 10   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UIView:0x7f01.height == 10   (active)>
            """)])
        #expect(two.text.contains(
            "Why: The 2 readable constraints can all hold together: the paste does not hold all of the conflict UIKit reported when it broke line 4.\n"))
    }

    @Test("several pastes: one SVG with a picture per log, one JSON document with every log")
    func severalFiles() {
        let report = ExplainReport([ConsoleLog(reading: Self.hostile, file: "a.txt"), ConsoleLog(reading: Self.hostile, file: "b.txt")])
        #expect(report.svg.components(separatedBy: "<svg").count == 4)
        #expect(report.svg.contains("Log 1, lines 1–2 of b.txt"))
        let redacted = ExplainReport([ConsoleLog(reading: "Unable to simultaneously satisfy constraints:\n<private>\n", file: "/a/b/c.txt")])
        #expect(redacted.svg.contains(">The unified log redacted every description of this log (&#39;&lt;private&gt;&#39;): there is nothing to solve.</text>"))
        #expect(report.json.components(separatedBy: "\"kind\"").count == 3)
        #expect(report.text.hasPrefix("== a.txt\n"))
    }
}
