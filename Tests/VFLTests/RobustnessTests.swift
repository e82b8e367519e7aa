import Constraints
import TestSupport
import Testing
@testable import VFL

@Suite("Bad input is normal input")
struct RobustnessTests {
    /// Random strings over VFL's alphabet and a few strangers: every one either
    /// lowers to constraints or fails with a caret inside the string and a
    /// range that covers whole characters. A crash would end the test process.
    @Test("random formats never crash, and errors point inside the format")
    func randomFormats() {
        var random = SeededRandom(seed: 0x5EED)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let pieces = ["H:", "V:", "|", "-", "[a]", "[b]", "[x(50)]", "[a(>=b@500)]", "-10-", "-(>=8,<=20)-", "-m-",
                      "(", ")", "[", "]", "@", ",", "==", ">", "1e2", "-5", "0x1p4", "1e999", "é", " ", "\u{0}", "[m]", "-x-"]
        let scene = views("a", "b", "x")
        var accepted = 0
        for _ in 0 ..< 20_000 {
            let format = (0 ..< next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            do {
                _ = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: next(4) == 0 ? .alignAllTop : [], metrics: ["m": 5], views: scene.views)
                accepted += 1
            } catch {
                let count = format.utf8.count
                if let caret = error.caretIndex { #expect(caret >= 0 && caret <= count, "\(format)") }
                #expect(error.range.lowerBound >= 0 && error.range.upperBound <= count, "\(format)")
                #expect(!error.rendered.isEmpty && !error.appleReason.isEmpty)
                #expect(String(decoding: Array(format.utf8)[error.range], as: UTF8.self).utf8.count == error.range.count)
            }
        }
        #expect(accepted > 0)
    }

    @Test("random canonical text never crashes either")
    func randomCanonicalText() {
        var random = SeededRandom(seed: 0xC0FFEE)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let superview = LayoutView(name: "superview"), a = LayoutView(name: "a")
        superview.addSubview(a)
        let pieces = ["a.width", "a.left", "superview.left", "==", "<=", ">=", "*", "+", "-", "@", "750", "0.5", "-3",
                      "standard", "1e999", "nan", "a.", ".width", "", "x", "@0"]
        for _ in 0 ..< 10_000 {
            let text = (0 ..< next(8)).map { _ in pieces[next(pieces.count)] }.joined(separator: next(5) == 0 ? "" : " ")
            do {
                let constraint = try LayoutConstraint(canonicalText: text, items: ["a": a, "superview": superview])
                #expect(try LayoutConstraint(canonicalText: constraint.description, items: ["a": a, "superview": superview])
                    .description == constraint.description)
            } catch {
                #expect(error.range.upperBound <= text.utf8.count, "\(text)")
            }
        }
    }
}
