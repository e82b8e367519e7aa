import ConsoleLog
import Foundation
import TestSupport

/// What reading and analysing each corpus log must give, in the line format
/// of `Tests/Fixtures/ConsoleLogExpectations.txt` (its header describes it).
/// For WTF Auto Layout's fixtures, which are another project's data, their
/// text is never recorded: a constraint is recorded by a digest of its
/// canonical text, which checks it exactly without copying it.
enum CorpusExpectations {
    static let file = Corpus.fixtures.appendingPathComponent("ConsoleLogExpectations.txt")

    /// The expected block of each log, by log name.
    static func recorded() -> [String: String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var blocks: [String: String] = [:]
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n").filter { !$0.hasPrefix("#") }
            guard let first = lines.first, first.hasPrefix("file ") else { continue }
            blocks[String(first.dropFirst(5))] = lines.joined(separator: "\n")
        }
        return blocks
    }

    /// The block `log` gives now.
    static func render(_ log: ConsoleLog, name: String) -> String {
        let textless = name.hasPrefix("wtf/")
        var lines = ["file \(name)"]
        for (index, section) in log.sections.enumerated() {
            let analysis = log.analysis(ofSection: index)
            lines.append("section \(section.kind.rawValue) \(section.lines.lowerBound)-\(section.lines.upperBound)")
            for member in section.constraintIndices {
                let constraint = log.constraints[member]
                let text = constraint.modelConstraints.map(\.description).joined(separator: " | ")
                lines.append("c \(constraint.line) " + (textless ? digest(text) : text))
            }
            if let broken = section.brokenIndex { lines.append("broken \(log.constraints[broken].line)") }
            if !analysis.conflict.isEmpty {
                lines.append("conflict " + analysis.conflict.map { String(log.constraints[$0].line) }.joined(separator: " "))
            }
            if !analysis.nonNegativeSizes.isEmpty {
                lines.append("sizes " + (textless ? String(analysis.nonNegativeSizes.count)
                    : analysis.nonNegativeSizes.map { "\(log.items[$0.item].name).\($0.attribute)" }.joined(separator: " ")))
            }
            switch analysis.suggestion?.action {
            case .lowerPriority(let constraint, let priority)?: lines.append("fix lower \(log.constraints[constraint].line) to \(priority)")
            case .remove(let constraint)?: lines.append("fix remove \(log.constraints[constraint].line)")
            case .stopTranslatingAutoresizingMask(let item, let removing)?:
                lines.append("fix translates " + (textless ? "" : log.items[item].name + " ")
                    + "removing " + removing.map { String(log.constraints[$0].line) }.joined(separator: " "))
            case nil: break
            }
            if let suggestion = analysis.suggestion, !suggestion.isVerified { lines.append("fix unverified") }
            if !section.unreadable.isEmpty {
                lines.append("unreadable " + section.unreadable.map { String($0.line) }.joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// FNV-1a of the UTF-8 bytes, in hexadecimal: the same in every process.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return "#" + String(hash, radix: 16)
    }

    /// Writes every log's block to the fixture (run with `REGENERATE_CONSOLE_LOG_EXPECTATIONS=1`, then review the diff).
    static func regenerate(_ logs: [ConsoleLogCorpus.Log]) throws {
        let header = """
            # What reading and re-solving each console log of the corpus gives, checked by
            # ConsoleLogTests/CorpusTests. One block per log, blocks separated by a blank line:
            #   file NAME                 the log (wtf/… are WTF Auto Layout's fixtures, read from ../shared)
            #   section KIND FIRST-LAST   a log found in it: unsatisfiable or list, and its lines
            #   c LINE TEXT               a constraint read (canonical text; a content-size one gives two,
            #                             joined by ' | '); for WTF's fixtures a digest of that text (FNV-1a)
            #   broken LINE               the constraint UIKit broke
            #   conflict LINE…            the minimal conflict
            #   sizes ITEM.ATTRIBUTE…     the widths and heights it needs kept >= 0 (a count for WTF's)
            #   fix lower LINE to P | remove LINE | translates ITEM removing LINE…   the suggested fix
            #   fix unverified            solving again with the fix still breaks a member
            #   unreadable LINE…          lines that could not be read
            """
        let blocks = logs.map { render(ConsoleLog(reading: $0.text, file: $0.name), name: $0.name) }
        try (header + "\n\n" + blocks.joined(separator: "\n\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
