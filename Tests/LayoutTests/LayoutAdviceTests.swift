import Constraints
@testable import Layout
import TestSupport
import Testing

@Suite("Layout advice: why a view is ambiguous, and geometry warnings")
struct LayoutAdviceTests {
    func advice(_ scene: Scene, _ width: Double = 300, _ height: Double = 100) -> LayoutAdvice {
        LayoutAdvice(scene.layout(width, height), root: scene.container)
    }

    @Test("two labels with the same hugging priority in one row: raise one")
    func equalHugging() throws {
        let scene = Scene("a", "b", autoLayout: true)
        scene.view("a").intrinsicContentSize = LayoutSize(width: 50, height: -1)
        scene.view("b").intrinsicContentSize = LayoutSize(width: 60, height: -1)
        try scene.activate(vfl: "|[a][b]|", "V:|[a]|", "V:|[b]|")
        let reasons = advice(scene).ambiguities.map { "\($0.item.name) \($0.attributes.map(\.name)): \($0.reason) / \($0.hint)" }
        #expect(reasons == [
            "a [\"width\"]: a and b have the same content hugging priority (250) horizontally, so nothing decides which one "
                + "takes the extra space / raise one of them: a.setContentHuggingPriority(251, for: .horizontal)",
            "b [\"x\", \"width\"]: b and a have the same content hugging priority (250) horizontally, so nothing decides which "
                + "one takes the extra space / raise one of them: b.setContentHuggingPriority(251, for: .horizontal)",
        ])
        scene.view("a").setContentHuggingPriority(251, for: .horizontal)
        #expect(advice(scene).ambiguities.isEmpty, "the hint fixes it")
    }

    @Test("a view with a size but no position, and one with neither")
    func missingConstraints() throws {
        let scene = Scene("a", "b", autoLayout: true)
        try scene.activate(vfl: "[a(40)]", "V:|[a(10)]", "V:|[b(10)]")
        let reasons = advice(scene).ambiguities.map { "\($0.item.name): \($0.reason)" }
        #expect(reasons == [
            "a: a's width is set, but nothing places it horizontally",
            "b: no constraint mentions b horizontally",
        ])
        #expect(advice(scene).ambiguities.map(\.hint) == [
            "add a constraint on a's leading, trailing or centerX",
            "add its position and width, or pin both edges: H:|-[b]-|",
        ])
    }

    @Test("overlapping siblings and views outside their superview are warnings, in tree order")
    func warnings() throws {
        let scene = Scene("a", "b", "c", "d", autoLayout: true)
        try scene.activate(vfl: "|[a(200)]", "[b(150)]|", "V:|[a]|", "V:|[b]|", "[c(20)]-(-30)-|", "V:[c(20)]|", "|-250-[d(10)]", "V:|[d(10)]")
        #expect(advice(scene).warnings.map(\.message) == [
            "c sticks out of its superview superview: 310 80 20 20 is not inside 0 0 300 100",
            "a and b overlap: 150 0 50 100 in superview",
            "b and d overlap: 250 0 10 10 in superview",
        ])
    }

    @Test("many overlaps are summed up after the first fifty")
    func warningLimit() throws {
        let scene = Scene(autoLayout: true)
        for index in 0 ..< 12 { scene.addView(named: "v\(index)").translatesAutoresizingMaskIntoConstraints = false }
        for name in scene.viewNames { try scene.activate(vfl: "|[\(name)]|", "V:|[\(name)]|") }
        let warnings = advice(scene).warnings
        #expect(warnings.count == LayoutAdvice.warningLimit + 1)
        #expect(warnings.last?.message == "and \(66 - LayoutAdvice.warningLimit) more warnings like these")
    }

    @Test("one warning past the fifty is said in the singular")
    func oneMoreWarning() throws {
        let scene = Scene(autoLayout: true)
        for index in 0 ..< 10 { scene.addView(named: "v\(index)").translatesAutoresizingMaskIntoConstraints = false }
        for index in 0 ..< 6 { scene.addView(named: "w\(index)").translatesAutoresizingMaskIntoConstraints = false }
        for index in 0 ..< 10 { try scene.activate(vfl: "|[v\(index)]|", "V:|[v\(index)]|") }
        for index in 0 ..< 6 { try scene.activate(vfl: "|-\(1000 + 100 * index)-[w\(index)(50)]", "V:|[w\(index)(10)]") }
        let warnings = advice(scene).warnings
        #expect(warnings.count == LayoutAdvice.warningLimit + 1)
        #expect(warnings.last?.message == "and 1 more warning like these")
    }
}
