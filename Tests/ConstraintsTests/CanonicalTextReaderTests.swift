@testable import Constraints
import Testing

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
            "b.leading == a.trailing + padding",
            "superview.trailing == a.trailing - padding",
            "a.top == b.bottom + 2 * spacing + 4",
            "a.top == b.bottom - 2 * spacing + 4 @750",
            "a.width == -padding",
            "a.width == 2 * w - 0.5",
            "a.width == `Layout.margin`",
            "a.width == 2 * `inset.top` + 1",
            "a.width == 2 * `inset.top`",
            "a.width == b.width * ratio",
            "a.width == b.width * (-titlePercentage + 1) - sideSpaces",
            "a.width == b.width * (2 * ratio) + `layoutMargins.left` + `layoutMargins.right`",
            "a.height == `view.bounds.width`",
            "a.height == `a * b` + scale(2) + items[0].size",
        ])
    func roundTrip(text: String) throws {
        let constraint = try LayoutConstraint(canonicalText: text, items: items)
        #expect(constraint.description == text)
        #expect(constraint.origin == .canonicalText(text))
    }

    @Test("numbers print in the shortest form that reads back, never with .0, however large",
          arguments: [(1e15, "1000000000000000"), (-9007199254740992, "-9007199254740992"), (9999999999999998, "9999999999999998"),
                      (1e16, "1e+16"), (1.5e17, "1.5e+17"), (1e15 + 0.5, "1000000000000000.5"), (-0.0, "0"), (1e-7, "1e-07")])
    func numbers(value: Double, text: String) throws {
        #expect(CanonicalNumber.text(for: value) == text)
        let constraint = try LayoutConstraint(canonicalText: "a.width == \(text)", items: items)
        #expect(constraint.constant == .points(value) && constraint.description == "a.width == \(text)")
    }

    @Test("priorities print the Float's own shortest digits and read back as the same Float",
          arguments: [(999.99, "999.99"), (750, "750"), (999.5, "999.5"), (0.1, "0.1"), (1e-30, "1e-30")])
    func priorities(value: Float, text: String) throws {
        #expect(LayoutPriority(value).description == text)
        let constraint = try LayoutConstraint(canonicalText: "a.width == 10 @\(text)", items: items)
        #expect(constraint.priority.rawValue == value && constraint.description == "a.width == 10 @\(text)")
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
            ("a.width == b.width + *", 21 ..< 22, "expected a number or metric, not '*'"),
            ("a.width == b.width + 2 * 3", 25 ..< 26, "expected a metric name, not '3'"),
            ("a.width == b.width * (2 - x", 27 ..< 27, "expected ')'"),
            ("a.width == `x", 11 ..< 13, "expected a metric name closed by '`'"),
            ("a.width == b.widht + 1", 13 ..< 18, "expected an attribute name such as 'leading', not 'widht'"),
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
            #expect(error.diagnostic.range?.bytes == range && error.diagnostic.id == error.kind.id)
            #expect(error.diagnostic.id.isIn(family: "canonical-text"))
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
        #expect(kind("a.width == b.width + *") == .expectedNumber(what: "a number or metric", found: "*"))
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

@Suite("Constants over named metrics")
struct MetricConstantTests {
    let superview = LayoutView(name: "superview")
    let box = LayoutView(name: "box")

    init() { superview.addSubview(box) }

    @Test("arithmetic keeps terms in order of first appearance and drops cancelled ones")
    func arithmetic() {
        let padding = MetricExpression(metric: "padding"), spacing = MetricExpression(metric: "spacing")
        let sum = spacing * -2 + MetricExpression(constant: 4) + padding
        #expect(sum.description == "-2 * spacing + padding + 4")
        #expect(sum.metricNames == ["spacing", "padding"])
        #expect((sum - padding).description == "-2 * spacing + 4")
        #expect((sum + spacing * 2 - padding).value == 4)
        #expect(sum.substituting(["spacing": 8]).description == "padding - 12")
        #expect((padding * padding) == nil)
        #expect((padding * MetricExpression(constant: 3))?.description == "3 * padding")
    }

    @Test("a constraint prints its constant and multiplier over metrics, and resolves them")
    func constraintText() throws {
        let constraint = try LayoutConstraint(
            item: box, attribute: .width, toItem: superview, attribute: .width,
            symbolicMultiplier: MetricExpression(metric: "ratio"),
            constant: LayoutConstant(MetricExpression(metric: "padding") * -2))
        #expect(constraint.description == "box.width == superview.width * ratio - 2 * padding")
        #expect(constraint.metricNames == ["ratio", "padding"])
        let half = try constraint.resolvingMetrics(["ratio": 0.5])
        #expect(half.description == "box.width == superview.width * 0.5 - 2 * padding")
        #expect(half.symbolicMultiplier == nil && half.multiplier == 0.5)
        #expect(try half.resolvingMetrics(["padding": 8]).description == "box.width == superview.width * 0.5 - 16")
        #expect(try half.resolvingMetrics(["padding": 8]).constant == .points(-16))
        #expect(throws: ConstraintValidationError.positionWithoutSecondItem(.left)) {
            try LayoutConstraint(
                item: box, attribute: .left, toItem: superview, attribute: .left,
                symbolicMultiplier: MetricExpression(metric: "k")
            ).resolvingMetrics(["k": 0])
        }
    }

    @Test("JSON gives a symbolic constant and multiplier as their terms and number, each metric by its source name")
    func json() throws {
        let constraint = try LayoutConstraint(
            item: box, attribute: .height, toItem: superview, attribute: .width,
            symbolicMultiplier: MetricExpression(metric: "ratio"),
            constant: LayoutConstant(MetricExpression(metric: "contentInset.top") * -2 + MetricExpression(constant: 4)))
        let text = try JSONText.encode(ConstraintJSON(
            constraint, spacing: .appKit, placement: .init(file: "A.swift", line: 3, column: 9, notation: "anchor")), compact: true)
        #expect(text == #"{"column":9,"constant":{"constant":4,"terms":[{"coefficient":-2,"metric":"contentInset.top"}]},"file":"A.swift","firstAttribute":"height","firstItem":"box","line":3,"multiplier":{"constant":0,"terms":[{"coefficient":1,"metric":"ratio"}]},"notation":"anchor","priority":1000,"range":null,"relation":"==","secondAttribute":"width","secondItem":"superview","standardSpacing":false,"text":"box.height == superview.width * ratio - 2 * `contentInset.top` + 4"}"#)
    }

    @Test("the DSL carries metrics through offset, inset, size and multiplier")
    func dsl() {
        let padding = MetricExpression(metric: "padding")
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(padding)
            make.width.equalToSuperview().multipliedBy(MetricExpression(metric: "ratio")).offset(padding * 2)
        }
        let texts = box.snp.constraints.flatMap(\.layoutConstraints).map(\.description)
        #expect(texts == [
            "box.left == superview.left + padding", "box.top == superview.top + padding",
            "box.right == superview.right - padding", "box.bottom == superview.bottom - padding",
            "box.width == superview.width * ratio + 2 * padding",
        ])
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

@Suite("Reading canonical text: fuzz findings")
struct CanonicalTextFuzzFindingsTests {
    @Test("a dotted metric alone after the relation is backquoted, so that it reads back (fuzz-canonical)")
    func leadingDottedMetric() throws {
        let scene = Scene("a")
        let constraint = try LayoutConstraint(canonicalText: "a.width <=+ a.d-   U", items: scene.items)
        #expect(constraint.description == "a.width <= `a.d` - U")
        #expect(try LayoutConstraint(canonicalText: constraint.description, items: scene.items).description == constraint.description)
        let plain = try LayoutConstraint(canonicalText: "a.width == Layout.margin", items: scene.items)
        #expect(plain.description == "a.width == `Layout.margin`")
        #expect(try LayoutConstraint(canonicalText: "a.width == a.height + a.d", items: scene.items).description == "a.width == a.height + a.d")
        // A name with no dot is never a term, even an item's name.
        let bare = try LayoutConstraint(canonicalText: "a.width <=+a", items: scene.items)
        #expect(bare.description == "a.width <= a" && bare.metricNames == ["a"])
        // After '*' no term can stand: a dotted name there is a metric, printed as written.
        let scaled = try LayoutConstraint(canonicalText: "a.top == a.bottom *(a.e)", items: scene.items)
        #expect(scaled.description == "a.top == a.bottom * a.e")
        #expect(try LayoutConstraint(canonicalText: scaled.description, items: scene.items).description == scaled.description)
    }

    @Test("a metric multiplier whose coefficients add up past Double's range is refused, not printed as 'inf' (fuzz-canonical)")
    func overflowingMetricMultiplier() {
        let scene = Scene("a", "b")
        let text = "a.width == b.width*(1e308*m + 1e308*m - 1e308*m)"
        #expect {
            try LayoutConstraint(canonicalText: text, items: scene.items)
        } throws: { error in
            (error as? CanonicalTextError)?.message == "the multiplier must be a finite number, not inf"
                && (error as? CanonicalTextError)?.range == 0 ..< text.utf8.count
        }
    }
}
