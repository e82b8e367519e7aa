import ConsoleLog
import Constraints
import Foundation
import TestSupport
import Testing

/// One report of a cell whose label is pinned `inset` points from both edges
/// of a content view UIKit makes `width` wide, with a fixed width of `fixed`;
/// the label and content view are named by `id`, the constraints by `id` too.
private func report(id: Int, inset: Int = 20, width: Int = 320, fixed: Int = 300) -> String {
    let cell = "UITableViewCellContentView:0x7fa\(id)00", label = "UILabel:0x7fb\(id)00"
    let fixedWidth = "<NSLayoutConstraint:0x6\(id)02 \(label).width == \(fixed)   (active)>"
    return """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6\(id)00 H:|-(\(inset))-[\(label)]   (active, names: '|':\(cell) )>",
            "<NSLayoutConstraint:0x6\(id)01 H:[\(label)]-(\(inset))-|   (active, names: '|':\(cell) )>",
            "\(fixedWidth)",
            "<NSLayoutConstraint:0x6\(id)03 'UIView-Encapsulated-Layout-Width' \(cell).width == \(width)   (active)>"
        )

        Will attempt to recover by breaking constraint
        \(fixedWidth)

        """
}

/// Each section's analysis, as text that names every field.
private func described(_ analyses: [ConflictAnalysis]) -> [String] {
    analyses.map { String(describing: $0) }
}

@Suite("Console logs: a conflict printed again is explained as if solved again")
struct RepeatedConflictTests {
    @Test("a session's repeated conflict takes its own constraints, items, lines and fix")
    func repeated() {
        let log = ConsoleLog(reading: report(id: 1) + report(id: 2))
        let analyses = log.analyses()
        #expect(described(analyses) == described(log.sections.indices.map { log.analysis(ofSection: $0) }))
        #expect(analyses.map(\.section) == [0, 1])
        #expect(analyses.map(\.conflict) == [[0, 1, 2, 3], [4, 5, 6, 7]])
        #expect(analyses.map(\.broken) == [2, 6])
        #expect(analyses.map(\.items) == [[0, 1], [2, 3]])
        #expect(analyses[1].implied?.constraint == 6 && analyses[1].implied?.value == 280)
        #expect(analyses[1].suggestion?.action == .lowerPriority(constraint: 6, to: 999))
        #expect(analyses[1].suggestion?.isVerified == true)
        #expect(analyses[1].suggestion?.reason.contains("line \(log.constraints[7].line) ") == true)
    }

    @Test("a repeated autoresizing conflict's fix is for its own view, named as that view")
    func repeatedAutoresizing() {
        func conflict(_ view: String) -> String {
            let own = "<NSLayoutConstraint:0x1\(view) UIView:0x\(view).width == 300   (active)>"
            return """
                Unable to simultaneously satisfy constraints.
                (
                    "\(own)",
                    "<NSAutoresizingMaskLayoutConstraint:0x2\(view) h=--& v=--& UIView:0x\(view).width == 400   (active)>"
                )

                Will attempt to recover by breaking constraint
                \(own)

                """
        }
        let log = ConsoleLog(reading: conflict("a0") + conflict("b0"))
        let analyses = log.analyses()
        #expect(described(analyses) == described(log.sections.indices.map { log.analysis(ofSection: $0) }))
        #expect(analyses.map(\.suggestion?.action) == [
            .stopTranslatingAutoresizingMask(item: 0, removing: [1]), .stopTranslatingAutoresizingMask(item: 1, removing: [3]),
        ])
        #expect(analyses[1].suggestion?.reason.hasPrefix("UIView #2 has constraints of its own (line 11)") == true, "\(analyses[1].suggestion?.reason ?? "")")
    }

    @Test("conflicts that differ in a constant, a width or an inset are each solved",
          arguments: [report(id: 2, fixed: 250), report(id: 2, width: 400), report(id: 2, inset: 10)])
    func different(second: String) {
        let log = ConsoleLog(reading: report(id: 1) + second)
        #expect(described(log.analyses()) == described(log.sections.indices.map { log.analysis(ofSection: $0) }))
    }

    @Test("every corpus log pasted twice, once with other addresses, analyses as each section alone does",
          arguments: ConsoleLogCorpus.logs() + ConsoleLogCorpus.wtfLogs())
    func corpusTwice(log: ConsoleLogCorpus.Log) {
        let twice = log.text + "\n" + log.text + "\n" + log.text.replacingOccurrences(of: "0x", with: "0xfee")
        let read = ConsoleLog(reading: twice, file: log.name)
        #expect(described(read.analyses()) == described(read.sections.indices.map { read.analysis(ofSection: $0) }), "\(log.name)")
    }
}
