import ConsoleLog
import Constraints
import Foundation
import Testing

/// A whole iOS log written for these tests, in the corpus's forms.
private let iOSLog: String = """
        2019-01-20 19:26:59.896388+0100 Jot[5072:1339146] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:0x2826aec10 UIButton:0x103d21b60.width == 24   (active)>",
            "<NSLayoutConstraint:0x2826aef30 'UIView-Encapsulated-Layout-Width' UIView:0x103d10710.width == 20   (active)>",
            "<NSLayoutConstraint:0x2826aed50 H:|-(0)-[UIButton:0x103d21b60]   (active, names: '|':UIView:0x103d10710 )>",
            "<NSLayoutConstraint:0x2826af570 H:[UIButton:0x103d21b60]-(0)-|   (active, names: '|':UIView:0x103d10710 )>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x2826aec10 UIButton:0x103d21b60.width == 24   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """

/// `iOSLog` damaged as pastes damage logs, each with its name.
private func damagedLogs() -> [(String, String)] {
    let lines = iOSLog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var damaged: [(String, String)] = []
    damaged.append(("collapsed whitespace", iOSLog.replacingOccurrences(of: "   (active", with: " (active").replacingOccurrences(of: "\t", with: "")))
    let escaped = iOSLog.replacingOccurrences(of: "<NS", with: "\\<NS").replacingOccurrences(of: ">\"", with: "\\>\"")
    damaged.append(("Markdown escapes", escaped.replacingOccurrences(of: ")>\n\n", with: ")\\>\n\n")))
    damaged.append(("e-mail quotes", lines.map { "> " + $0 }.joined(separator: "\n")))
    let ticked = lines.map { "`" + $0 + "`" }.joined(separator: "\n")
    damaged.append(("emphasis and backticks", ticked.replacingOccurrences(of: "Unable", with: "**Unable")))
    damaged.append(("syslog prefixes", lines.map { "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: " + $0 }.joined(separator: "\n")))
    damaged.append(("code fences", "```\n" + iOSLog + "\n```"))
    damaged.append(("CRLF line ends", iOSLog.replacingOccurrences(of: "\n", with: "\r\n")))
    damaged.append(("translated header", iOSLog.replacingOccurrences(
        of: "Unable to simultaneously satisfy constraints.", with: "Unable to Satisfy constraints simultaneously.")))
    return damaged
}

@Suite("Console logs: whole logs and damaged pastes")
struct WholeLogTests {
    static let expected = [
        "UIButton:0x103d21b60.width == 24", "UIView:0x103d10710.width == 20",
        "UIButton:0x103d21b60.leading == UIView:0x103d10710.leading", "UIView:0x103d10710.trailing == UIButton:0x103d21b60.trailing",
    ]

    @Test("an iOS log: header, advice, list, broken constraint, footer; the conflict and its fix")
    func wholeIOSLog() throws {
        let log = ConsoleLog(reading: iOSLog)
        #expect(log.diagnostics.isEmpty)
        #expect(log.modelConstraints.map(\.description) == Self.expected)
        let section = try #require(log.sections.first)
        #expect(log.sections.count == 1 && section.kind == .unsatisfiable)
        #expect(section.lines == 1 ... 17)
        #expect(section.brokenIndex == 0)
        let analysis = log.analysis(ofSection: 0)
        #expect(analysis.conflict == [0, 1, 2, 3] && analysis.broken == 0 && analysis.uikitBrokenIsInConflict == true)
        #expect(analysis.implied?.constraint == 0 && analysis.implied?.value == 20)
        #expect(analysis.suggestion?.action == .lowerPriority(constraint: 0, to: 999) && analysis.suggestion?.isVerified == true)
        #expect(analysis.axes == [.horizontal])
    }

    @Test("the same log damaged the ways pastes damage it reads the same constraints", arguments: damagedLogs())
    func damaged(damage: String, text: String) throws {
        let log = ConsoleLog(reading: text)
        #expect(log.unreadable.isEmpty, "\(damage)")
        #expect(log.modelConstraints.map(\.description) == Self.expected, "\(damage)")
        #expect(log.sections.count == 1 && log.sections.first?.brokenIndex == 0, "\(damage)")
        #expect(log.sections.first?.kind == .unsatisfiable, "\(damage)")
    }

    @Test("entries without quotes and brackets, without commas, with a comment after them, and an elision")
    func strippedEntries() {
        let log = ConsoleLog(reading: """
            (
                NSLayoutConstraint:0x7ff1ad94c830 SwipeView:0x7ff1ad9c99d0.leading == UIView:0x7ff1ad9801e0.leading + 5,
                NSLayoutConstraint:0x7ff1ad94c610 UIView:0x7ff1ad9801e0.width == 0
                "<NSLayoutConstraint:0x28346b8e0 UIView:0x7ff1ad9801e0.height == 44   (active)>"  //这里是重点
                ...
            )
            """)
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == [
            "SwipeView:0x7ff1ad9c99d0.leading == UIView:0x7ff1ad9801e0.leading + 5", "UIView:0x7ff1ad9801e0.width == 0",
            "UIView:0x7ff1ad9801e0.height == 44",
        ])
        #expect(log.diagnostics.map(\.message) == [
            "text after the description is not part of it and is ignored: //这里是重点",
            "an elision by whoever pasted the log: the lines left out cannot be read",
        ])
    }

    @Test("a description wrapped across lines is joined; one cut inside an item is reported with its line")
    func wrapped() throws {
        let log = ConsoleLog(reading: """
            Will attempt to recover by breaking constraint
            <NSAutoresizingMaskLayoutConstraint:0x7fe499ed8290 h=-&- v=-&-
              V:[FI_TListView:0x7fe499defad0]-(17)-|   (Names: '|':NSClipView:0x7fe499df00d0 )>
            <NSLayoutConstraint:0x2 UIView:0x7f01.width == 10>
            <NSLayoutConstraint:0x3 UILabel:0
            <NSLayoutConstraint:0x4 UIView:0x7f01.height == 10>
            """)
        let beforePo = ConsoleLog(reading: """
            <NSLayoutConstraint:0x3 UILabel:0
            (lldb) po x 1 element  - 0 : <NSLayoutConstraint:0x5 UIView:0x7f01.width == 5>
            """)
        #expect(beforePo.modelConstraints.map(\.description) == ["UIView:0x7f01.width == 5"])
        #expect(log.modelConstraints.map(\.description) == [
            "NSClipView:0x7fe499df00d0.bottom == FI_TListView:0x7fe499defad0.bottom + 17", "UIView:0x7f01.width == 10",
            "UIView:0x7f01.height == 10",
        ])
        #expect(log.sections.first?.brokenIndex == 0)
        let unreadable = try #require(log.unreadable.first)
        #expect(log.unreadable.count == 1 && unreadable.line == 5 && unreadable.text == "<NSLayoutConstraint:0x3 UILabel:0")
        #expect(unreadable.diagnostic.range?.start == SourceLocation(line: 5, column: 25))
        #expect(unreadable.reason == "the description is cut off (expected '.' and an attribute after 'UILabel:0')")
    }

    @Test("a quoted list entry wrapped across lines is joined, its NSArray escapes undone; the next entry is read on its own")
    func wrappedQuotedEntry() {
        let log = ConsoleLog(reading: #"""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60800008c1c0 'OrangeLabelHeight'
            UILabel:0x7fc178f092b0'Orange \"Membership\"\nFor som...'.height == 128
            (active)>",
                "<NSLayoutConstraint:0x60800008d930 'UISV-hiding' UILabel:0x7fc178f092b0'Orange'.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x7f01.width ==
                "<NSLayoutConstraint:0x3 UIView:0x7f01.height == 10   (active)>"
            )
            """#)
        #expect(log.modelConstraints.map(\.description) == [
            "UILabel:0x7fc178f092b0.height == 128", "UILabel:0x7fc178f092b0.height == 0", "UIView:0x7f01.height == 10",
        ])
        #expect(log.constraints.map(\.line) == [3, 6, 8])
        #expect(log.constraints.first?.text == "<NSLayoutConstraint:0x60800008c1c0 'OrangeLabelHeight' "
            + "UILabel:0x7fc178f092b0'Orange \"Membership\"\nFor som...'.height == 128 (active)>")
        #expect(log.unreadable.map(\.line) == [7])
    }

    @Test("several logs with unrelated lines between them; a footer before the first belongs to none")
    func severalLogs() {
        let log = ConsoleLog(reading: """
            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
            2022-10-01 13:08:43.846353+0200 Vienna[57731:12298182] [Layout] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 NSView:0x10.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 NSView:0x10.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x2 NSView:0x10.width == 20   (active)>
            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
            2022-10-01 13:08:44.000000+0200 Vienna[57731:12298182] Loading the feed…
            27/12/14 14:18:35,492 Chroma[44698]: Unable to simultaneously satisfy constraints:
            (
            "<NSLayoutConstraint:0x3 NSView:0x10.height == 10 (Names: '|':NSView:0x11 )>"
            )
            (lldb) po view.constraints
            1 element
              - 0 : <NSLayoutConstraint:0x4 NSView:0x12.width == 5   (active)>
            """)
        #expect(log.unreadable.isEmpty)
        #expect(log.sections.map(\.kind) == [.unsatisfiable, .unsatisfiable, .list])
        #expect(log.sections.map(\.lines) == [2 ... 9, 11 ... 14, 17 ... 17])
        #expect(log.sections.map(\.constraintIndices) == [[0, 1], [2], [3]])
        #expect(log.sections[0].brokenIndex == 1)
        #expect(log.analysis(ofSection: 0).conflict == [0, 1])
    }

    @Test("a whole log on one line, its line breaks lost")
    func oneLineLog() {
        let log = ConsoleLog(reading: iOSLog.replacingOccurrences(of: "\n", with: " "))
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == WholeLogTests.expected)
        #expect(log.sections.map(\.kind) == [.unsatisfiable] && log.sections.first?.brokenIndex == 0)
    }

    @Test("collapsed po output: several descriptions on one line")
    func onOneLine() {
        let log = ConsoleLog(reading: "(lldb) po x 2 elements  - 0 : <NSLayoutConstraint:0x1 V:[NSView:0x10]-(2)-[multilineLabel]   (active, names: multilineLabel:0x11 )>  - 1 : <NSLayoutConstraint:0x2 multilineLabel.height == 17 Hug:750 CompressionResistance:750   (active, names: multilineLabel:0x11 )>")
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == [
            "multilineLabel.top == NSView:0x10.bottom + 2", "multilineLabel.height >= 17 @750", "multilineLabel.height <= 17 @750",
        ])
        #expect(log.constraints.map(\.range.start.column) == [31, 140])
    }

    @Test("redacted and cut logs say so; a broken constraint cut off is matched by its address")
    func redactedAndCut() {
        let log = ConsoleLog(reading: """
            [Layout] Unable to simultaneously satisfy constraints:
            <private>
            Will attempt to recover by breaking constraint
            <private>
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7fa5e1db41d0 UILabel:0x7fa5e1f52600.width == 15>",
                "<NSLayoutConstraint:0x7fa5e1db41d1 UILabel:0x7fa5e1f52600.width == 16>",
                "<NSLayoutConstraint:0x7fa5e1db41d2 UILabel:0x7fa5e1f52600.width == 1...
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7fa5e1db41d0 UILabel:0
            """)
        #expect(log.sections.map(\.isRedacted) == [true, false])
        #expect(log.sections[0].unreadable.map(\.line) == [2, 4])
        #expect(log.sections[1].unreadable.map(\.line) == [9, 11])
        #expect(log.sections[1].brokenIndex == 0)
        #expect(ConflictExplanation(log.analysis(ofSection: 0), of: log, names: DisplayNames(log)).sentences
            == ["The unified log redacted every description of this log ('<private>'): there is nothing to solve."])
    }

    @Test("a broken constraint cut right after its address names the listed constraint with that address")
    func brokenCutAfterAddress() throws {
        let log = ConsoleLog(reading: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60000c1 UIImageView:0x7f30.width == 32   (active)>",
                "<NSLayoutConstraint:0x60000c2 UIImageView:0x7f30.width == 40   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x60000c2
            """, file: "console.log")
        let section = try #require(log.sections.first)
        #expect(section.brokenIndex == 1)
        #expect(log.constraints[1].constraint.description == "UIImageView:0x7f30.width == 40")
        #expect(log.diagnostics.map(\.description) == [
            "console.log:4:6: note: the broken constraint is cut off, but its address 0x60000c2 is the constraint on line 4",
            "console.log:8:21: error: cannot read this constraint: the description is cut off (the description ends after its address)",
        ])
    }

    @Test("a list entry's NSArray escapes are undone before it is read")
    func escapes() {
        let log = ConsoleLog(reading: #"    "<NSLayoutConstraint:0x1 UILabel:0x7f01'say \"hi\"\\n'.width == 10   (active)>","#)
        #expect(log.items.first?.label == #"say "hi"\n"#)
        #expect(log.constraints.first?.text == #"<NSLayoutConstraint:0x1 UILabel:0x7f01'say "hi"\n'.width == 10   (active)>"#)
    }

    @Test("a log with CRLF line ends counts its lines as a log with LF does (found by fuzz-log, whose count was wrong)")
    func crlfLines() throws {
        let log = ConsoleLog(reading: iOSLog.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(log.diagnostics.isEmpty)
        #expect(log.modelConstraints.map(\.description) == Self.expected)
        #expect(log.sections.map(\.lines) == [1 ... 17])
        #expect(log.constraints.map(\.line) == ConsoleLog(reading: iOSLog).constraints.map(\.line))
    }
}
