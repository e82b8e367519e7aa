import Testing
@testable import Constraints

@Suite("Reading canonical text")
struct CanonicalTextReaderTests {
    let items: [String: LayoutItem]

    init() {
        let superview = LayoutView(name: "superview")
        let views = ["a", "b", "purpleBox"].map { LayoutView(name: $0) }
        for view in views { superview.addSubview(view) }
        var items: [String: LayoutItem] = ["superview": superview]
        for view in views { items[view.name] = view }
        items[superview.layoutMarginsGuide.name] = superview.layoutMarginsGuide
        self.items = items
    }

    @Test(
        "canonical text round-trips",
        arguments: [
            "purpleBox.leading == superview.leading + 50",
            "superview.trailing == purpleBox.trailing + 50",
            "a.width >= 50",
            "b.leading >= a.trailing + 8 @750",
            "a.width == b.width * 0.5",
            "a.height <= b.width * -2.5 - 0.25 @1",
            "a.top == superview.layoutMarginsGuide.top",
            "b.leading == a.trailing + standard",
            "a.width == -3 @999.5",
            "a.centerY == superview.centerY * 1.5e-05",
        ])
    func roundTrip(text: String) throws {
        let constraint = try LayoutConstraint(canonicalText: text, items: items)
        #expect(constraint.description == text)
        #expect(constraint.origin == .canonicalText(text))
    }

    @Test("spacing is free but the result is canonical")
    func spacing() throws {
        let constraint = try LayoutConstraint(canonicalText: "  a.width   ==  b.width *  1 + 0  @1000 ", items: items)
        #expect(constraint.description == "a.width == b.width")
    }

    @Test(
        "errors say where and what was expected",
        arguments: [
            ("a.width =! 10", 8 ..< 10, "expected a relation ('==', '<=' or '>=')"),
            ("c.width == 10", 0 ..< 1, "unknown item 'c'"),
            ("a.middle == 10", 2 ..< 8, "expected an attribute name such as 'leading', not 'middle'"),
            ("a == 10", 0 ..< 1, "expected '.' and an attribute after 'a'"),
            ("a.width == b.width + x", 21 ..< 22, "expected a number, not 'x'"),
            ("a.width == nan", 11 ..< 14, "expected '.' and an attribute after 'nan'"),
            ("a.width == 10 @", 15 ..< 15, "expected a priority after '@'"),
            ("a.width == 10 junk", 14 ..< 18, "expected the end of the constraint"),
            ("a.width == b.width - standard", 21 ..< 29, "expected a number after '-' (the standard space can only be added)"),
            ("", 0 ..< 0, "expected an item and attribute such as 'box.width'"),
        ])
    func errors(text: String, range: Range<Int>, message: String) {
        #expect(throws: CanonicalTextError(text: text, range: range, message: message)) {
            try LayoutConstraint(canonicalText: text, items: items)
        }
    }

    @Test("a well-formed but invalid constraint reports Apple's reason")
    func invalid() {
        do {
            _ = try LayoutConstraint(canonicalText: "a.left == 10", items: items)
            Issue.record("expected an error")
        } catch {
            #expect(error.validationError == .positionWithoutSecondItem(.left))
            #expect(error.range == 0 ..< 12)
        }
    }

    @Test("the error renders a caret under the offending range")
    func rendering() {
        let error = CanonicalTextError(text: "a.width =! 10", range: 8 ..< 10, message: "expected a relation")
        #expect(error.description == "error: expected a relation (column 9)\na.width =! 10\n        ^~")
    }
}
