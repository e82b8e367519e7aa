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
        do {
            _ = try LayoutConstraint(canonicalText: text, items: items)
            Issue.record("expected an error")
        } catch {
            #expect(error.range == range)
            #expect(error.message == message)
            #expect(error.diagnostic.range?.bytes == range && error.diagnostic.id == .canonicalText)
        }
    }

    @Test("errors have kinds")
    func kinds() {
        func kind(_ text: String) -> CanonicalTextError.Kind? {
            do {
                _ = try LayoutConstraint(canonicalText: text, items: items)
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(kind("c.width == 10") == .unknownItem("c"))
        #expect(kind("a.middle == 10") == .unknownAttribute("middle"))
        #expect(kind("a.width =! 10") == .expectedRelation)
        #expect(kind("a.width == b.width + x") == .expectedNumber(what: "a number", found: "x"))
        #expect(kind("a.left == 10") == .invalidConstraint(.positionWithoutSecondItem(.left)))
    }

    @Test("terms need no blanks around operators, and item names may hold dots")
    func compactText() throws {
        let constraint = try LayoutConstraint(canonicalText: "a.width==b.height*2+8@750", items: items)
        #expect(constraint.description == "a.width == b.height * 2 + 8 @750")
        let guided = try LayoutConstraint(canonicalText: "a.top==superview.layoutMarginsGuide.top", items: items)
        #expect(guided.description == "a.top == superview.layoutMarginsGuide.top")
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

    @Test("the error renders with the shared renderer, the caret under the offending range")
    func rendering() {
        let error = CanonicalTextError(.expectedRelation, text: "a.width =! 10", range: 8 ..< 10)
        #expect(error.description == "error: expected a relation ('==', '<=' or '>=')\n  a.width =! 10\n          ^~")
    }

    @Test("the caret stays under the offending range after non-ASCII text")
    func renderingAfterNonASCII() throws {
        let view = LayoutView(name: "größe")
        do {
            _ = try LayoutConstraint(canonicalText: "größe.width =! 10", items: ["größe": view])
            Issue.record("expected an error")
        } catch {
            #expect(error.range == 14 ..< 16)
            #expect(error.description == "error: expected a relation ('==', '<=' or '>=')\n  größe.width =! 10\n              ^~")
        }
    }
}

@Suite("Reading canonical text: the forms console logs print")
struct CanonicalTextLogFormsTests {
    let items: [String: LayoutItem] = ["a": LayoutView(name: "a"), "b": LayoutView(name: "b")]

    @Test(
        "a multiplier before the term and a sign apart from its number read as canonical text",
        arguments: [
            ("a.width == 0.5*b.width", "a.width == b.width * 0.5"),
            ("a.width == 1.574*b.height - 3", "a.width == b.height * 1.574 - 3"),
            ("a.width == - 16", "a.width == -16"),
            ("a.height == + 70", "a.height == 70"),
            ("a.width == -0.25 * b.width", "a.width == b.width * -0.25"),
        ])
    func logForms(text: String, canonical: String) throws {
        #expect(try LayoutConstraint(canonicalText: text, items: items).description == canonical)
    }

    @Test("a multiplier before the term excludes one after it, and '- standard' is still an error")
    func logFormErrors() {
        #expect(throws: CanonicalTextError.self) { try LayoutConstraint(canonicalText: "a.width == 2*b.width * 3", items: items) }
        do {
            _ = try LayoutConstraint(canonicalText: "a.width == - standard", items: items)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .subtractedStandardSpace)
        }
    }
}
