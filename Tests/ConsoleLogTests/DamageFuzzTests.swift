import ConsoleLog
import Constraints
import Foundation
import Reports
import TestSupport
import Testing

/// Generated damage to every corpus log: bytes deleted, inserted, cut,
/// escaped, quoted, lines doubled, dropped, joined and split. Reading never
/// traps or hangs, and every constraint that a line left untouched held is
/// still read, whatever happened around it.
@Suite("Console logs: generated damage")
struct DamageFuzzTests {
    /// One line of a damaged paste and, if it was left as it was, the line it came from.
    struct Line {
        var text: String
        var origin: Int?
    }

    @Test("damaged logs never crash or hang the reader, and no readable line is lost")
    func damage() {
        var random = SeededRandom(seed: 0x11_C0_45_01)
        let sources = ConsoleLogCorpus.logs() + ConsoleLogCorpus.wtfLogs()
        let clock = ContinuousClock()
        var slowest = Duration.zero
        var checked = 0, readable = 0
        for round in 0 ..< 12 {
            for (index, source) in sources.enumerated() {
                let original = ConsoleLog(reading: source.text)
                var lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { Line(text: String($1), origin: $0 + 1) }
                for _ in 0 ..< 1 + random.next(4) { Self.damage(&lines, &random) }
                let text = lines.map(\.text).joined(separator: "\n")
                let start = clock.now
                let damaged = ConsoleLog(reading: text)
                let elapsed = clock.now - start
                slowest = max(slowest, elapsed)
                // A hang detector, not a speed measure (vfl-bench measures speed): reading a log this size takes milliseconds.
                #expect(elapsed < .seconds(10), "\(source.name), round \(round): reading took \(elapsed)")
                let untouched = Set(lines.compactMap(\.origin))
                readable += original.constraints.filter { $0.range.start.line == $0.range.end.line }.count
                let kept = Set(damaged.constraints.map { Self.key($0, in: damaged) })
                for constraint in original.constraints
                where constraint.range.start.line == constraint.range.end.line && untouched.contains(constraint.line) {
                    checked += 1
                    #expect(kept.contains(Self.key(constraint, in: original)),
                            "\(source.name), round \(round): line \(constraint.line) was left as it was but is no longer read\n\(text)")
                }
                if (round * sources.count + index) % 10 == 0 {
                    let report = ExplainReport([damaged])
                    #expect(!report.text.isEmpty && report.json.hasPrefix("{"))
                }
            }
        }
        // Damage touches a few lines of each log, so most one-line constraints stay untouched, whichever
        // logs are there (the WTF fixtures are read from ../shared only when it is beside the checkout).
        #expect(readable > 1_000, "too few corpus constraints: \(readable)")
        #expect(checked * 10 > readable * 6, "too few untouched lines were checked: \(checked) of \(readable)")
        print("\(checked) of \(readable) one-line constraints left untouched and checked; slowest read of a damaged log: \(slowest)")
    }

    @Test("pathological lines (thousands of broken descriptions on one line) do not hang the reader", arguments: [
        String(repeating: "<A:0x1 '", count: 10_000),
        String(repeating: "<NSLayoutConstraint:0x1 H:[V:0x2'", count: 3_000),
        String(repeating: "<NSLayoutConstraint:0x1 UIView:0x2.width == 1 (active, names: ", count: 2_000),
        "\"" + String(repeating: "\\\"", count: 50_000),
        String(repeating: "(", count: 100_000),
        String(repeating: "a", count: 200_000) + ".width == 1",
    ])
    func pathological(line: String) {
        let clock = ContinuousClock()
        let start = clock.now
        let log = ConsoleLog(reading: line + "\n" + line)
        // Quadratic reading of such a line took minutes; linear takes well under a second.
        #expect(clock.now - start < .seconds(20))
        #expect(log.constraints.isEmpty && log.unreadable.count <= 2)
    }

    /// What a constraint says, with items by address (or debug name, or key), so that names chosen from
    /// other lines do not matter.
    static func key(_ constraint: LoggedConstraint, in log: ConsoleLog) -> String {
        func item(_ item: LayoutItem?) -> String {
            guard let item, let index = log.index(of: item) else { return "-" }
            let logged = log.items[index]
            return logged.address ?? logged.debugName ?? logged.key ?? logged.name
        }
        let model = constraint.constraint
        return [constraint.reference, item(model.firstItem), model.firstAttribute.name, model.relation.symbol, item(model.secondItem),
                model.secondAttribute.name, "\(model.multiplier)", model.constant.description, model.priority.description]
            .joined(separator: " ")
    }

    /// Applies one kind of damage somewhere in `lines`.
    static func damage(_ lines: inout [Line], _ random: inout SeededRandom) {
        guard !lines.isEmpty else { return }
        let index = random.next(lines.count)
        var text = Array(lines[index].text.unicodeScalars)
        func position() -> Int { random.next(text.count + 1) }
        let noise: [String] = ["<", ">", "\"", "'", "(", ")", "[", "]", "|", "\\", ":", "0x", " ", "\t", "-", "==", "é", "😀", "\u{0}", "\u{1B}", "\r", "...", "@", "^", "#"]
        switch random.next(12) {
        case 0:
            let start = position(), end = min(text.count, start + 1 + random.next(12))
            if start < end { text.removeSubrange(start ..< end) }
        case 1:
            text.insert(contentsOf: random.element(of: noise).unicodeScalars, at: position())
        case 2:
            text = Array(text.prefix(position())) + (random.next(2) == 0 ? Array("...".unicodeScalars) : [])
        case 3:
            text = Array(String(String.UnicodeScalarView(text)).replacingOccurrences(of: "   ", with: " ").unicodeScalars)
        case 4:
            text = Array(String(String.UnicodeScalarView(text)).replacingOccurrences(of: "<", with: "\\<")
                .replacingOccurrences(of: "_", with: "\\_").unicodeScalars)
        case 5:
            text = Array((random.next(2) == 0 ? "> " : "**").unicodeScalars) + text
        case 6:
            lines.insert(Line(text: lines[index].text, origin: nil), at: index)
            return
        case 7:
            lines.remove(at: index)
            return
        case 8:
            let garbage = (0 ..< random.next(40)).map { _ in random.element(of: noise) }.joined()
            lines.insert(Line(text: garbage, origin: nil), at: index)
            return
        case 9:
            guard index + 1 < lines.count else { return }
            lines[index] = Line(text: lines[index].text + " " + lines[index + 1].text, origin: nil)
            lines.remove(at: index + 1)
            return
        case 10:
            let cut = position()
            let tail = String(String.UnicodeScalarView(text[cut...]))
            lines[index] = Line(text: String(String.UnicodeScalarView(text[..<cut])), origin: nil)
            lines.insert(Line(text: tail, origin: nil), at: index + 1)
            return
        default:
            guard text.count > 1 else { return }
            let at = random.next(text.count - 1)
            text.swapAt(at, at + 1)
        }
        lines[index] = Line(text: String(String.UnicodeScalarView(text)), origin: nil)
    }
}
