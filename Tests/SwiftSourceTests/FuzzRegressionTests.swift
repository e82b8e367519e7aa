import Constraints
import Foundation
import SourceModel
@testable import SwiftSource
import Testing

/// Inputs the `swift` fuzz harness found (Fuzz/swift/seeds/crash-*), each kept as a test of what was fixed.
@Suite("Reading Swift: what fuzzing found")
struct FuzzRegressionTests {
    @Test("an '=' with a stray character on one side is a warning, not a trap in swift-syntax (crash-uneven-equals)", arguments: [
        ("e \u{FFFD}= ", 6), ("let a = 1; a \u{1}= 2", 15), ("let a \u{7F}= 1", 8),
    ])
    func unevenEquals(source: String, column: Int) {
        #expect(read(source).messages.contains("View.swift:1:\(column): warning: '=' needs the same whitespace on both sides"))
    }

    @Test("the rest of the file is read, and an '=' spaced on one side only says so once")
    func restOfFile() {
        let reading = read("""
            func layout() {
                let gap \u{7F}= 8
                var x =1
                badge.snp.makeConstraints { make in make.width.equalTo(20) }
            }
            """)
        #expect(reading.texts == ["badge.width == 20"])
        #expect(reading.messages == [
            "View.swift:2:13: warning: invalid character in source file",
            "View.swift:2:14: warning: '=' needs the same whitespace on both sides",
            "View.swift:3:11: warning: '=' needs the same whitespace on both sides",
        ])
    }

    @Test("'[' nested in a row, 20 deep, reads at once: swift-syntax's time doubles with each (crash-bracket-run-hang)", arguments: [
        "x = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20),
        "let t: " + String(repeating: "[", count: 20) + "Int" + String(repeating: "]", count: 20) + " = []",
        "f(" + String(repeating: "[ /* c */\n", count: 20) + "(x)",
        "make.top.equalTo" + String(repeating: "[", count: 42) + "(root.safeAreaLayoutGuide.snp.top)",
    ])
    func bracketRuns(line: String) {
        let source = "func layout() {\n    badge.snp.makeConstraints { make in make.width.equalTo(20) }\n    \(line)\n}\n"
        let clock = ContinuousClock()
        let start = clock.now
        let reading = read(source)
        // A hang detector, not a speed measure: without the cut, each of these takes minutes.
        #expect(clock.now - start < .seconds(10))
        #expect(reading.texts == ["badge.width == 20"])
        #expect(reading.diagnostics.contains {
            $0.id == "swift.skipped.bracket-run" && ($0.range?.start.line ?? 0) >= 3 && $0.message == "more than 8 '[' in a row: those after the 8th are not read"
        })
    }

    @Test("runs are found past comments, and not in comments; a '//' or '/*' in a string is no comment", arguments: [
        ("x = [[[[[[[[[[1]]]]]]]]]]", [12, 13]),
        ("x = [[[[[[[[1]]]]]]]]", []),
        ("x = [[[[[ [[[[1]]]]]]]]", [13]),
        ("x = [/* a [ */[/**/[\n[[// b\n[[[[[[1]", [31, 32, 33]),
        ("// [[[[[[[[[[[[", []),
        ("/* /* [[[[[[[[[[ */ */ x", []),
        ("// c\r[[[[[[[[[[", [13, 14]),
        ("let u = \"http://a\"; x = [[[[[[[[[[1]]", [32, 33]),
        ("let t = [\"image/*\"]; x = [[[[[[[[[[1]]", [33, 34]),
        ("let s = \"\\([[[[[[[[[[x]]]]]]]]]])\"", [19, 20]),
        ("let s = #\"\\#(f(\"[\"))\"#; x = [[[[[[[[[[1", [36, 37]),
        ("let s = \"\"\"\n[[[[[[[[[[\n\"\"\"", [20, 21]),
    ])
    func limiter(source: String, cuts: [Int]) {
        let limited = BracketRunLimiter(source)
        let expected = cuts.reduce(into: Array(source.utf8)) { $0[$1] = UInt8(ascii: " ") }
        #expect(Array(limited.source.utf8) == expected)
        #expect(limited.cutRuns == Array(cuts.prefix(1)))
    }

    @Test("loops over array literals nested 12 deep stop at the file's budget, with a warning (crash-nested-literal-loops)")
    func nestedLiteralLoops() {
        let loops = (0 ..< 12).map { "for v\($0) in [a, b, c] {\n" }.joined()
        let source = "func layout() {\n    badge.snp.makeConstraints { make in make.width.equalTo(20) }\n"
            + loops + "v11.snp.makeConstraints { make in make.height.equalTo(10) }\n" + String(repeating: "}\n", count: 13)
        let clock = ContinuousClock()
        let start = clock.now
        let reading = read(source)
        // A hang detector, not a speed measure: without the budget, 3^12 walks of the innermost body.
        #expect(clock.now - start < .seconds(10))
        #expect(reading.texts.first == "badge.width == 20")
        #expect(reading.texts.dropFirst().allSatisfy { $0 == "a.height == 10" || $0 == "b.height == 10" || $0 == "c.height == 10" })
        #expect(reading.texts.count - 1 <= LoopBudget.bodiesPerFile)
        #expect(reading.messages.contains {
            $0.hasSuffix("warning: skipped the constraints in this loop: the file's loops over array literals were followed 1000 times already")
        })
        #expect((1 ... 12).contains(reading.messages.filter { $0.contains("were followed") }.count), "at most one warning a loop")
    }

    @Test("a lone carriage return ends a line, as Swift and editors count them (crash-lone-carriage-return)")
    func loneCarriageReturn() {
        let reading = read("badge.snp.makeConstraints { make in make.width.equalTo(20) }\rlet s = \"a\rb\" let t = 1\r\nlet u = 2 let v = 3\n")
        #expect(reading.texts == ["badge.width == 20"])
        #expect(reading.messages.filter { $0.contains("consecutive statements") } == [
            "View.swift:3:2: warning: consecutive statements on a line must be separated by newline or ';'",
            "View.swift:4:10: warning: consecutive statements on a line must be separated by newline or ';'",
        ])
        #expect(reading.constraints.map(\.location.start.line) == [1])
    }
}
