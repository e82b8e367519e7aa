import Constraints
import Testing
@testable import VFL

@Suite("VFL parser")
struct ParserTests {
    @Test("every node carries its source range")
    func ranges() throws {
        let tree = try VisualFormatParser.parse("V:|-50-[box(>=10@750,==w)]-|")
        #expect(tree.axis == .vertical && tree.orientationRange == 0 ..< 2)
        #expect(tree.leadingSuperview == 2 ..< 3)
        let view = try #require(tree.views.first)
        #expect(view.range == 7 ..< 26 && view.name == VisualFormat.Name(text: "box", range: 8 ..< 11))
        #expect(view.connectionBefore == VisualFormat.Connection(
            kind: .predicates([VisualFormat.Predicate(
                relation: .equal, object: .number(50, range: 4 ..< 6), priority: nil, range: 4 ..< 6)]),
            range: 3 ..< 7))
        #expect(view.predicates == [
            VisualFormat.Predicate(
                relation: .greaterThanOrEqual, object: .number(10, range: 14 ..< 16),
                priority: .number(750, range: 17 ..< 20), range: 12 ..< 20),
            VisualFormat.Predicate(
                relation: .equal, object: .name(VisualFormat.Name(text: "w", range: 23 ..< 24)), priority: nil,
                range: 21 ..< 24),
        ])
        #expect(tree.trailingConnection == VisualFormat.Connection(kind: .standard, range: 26 ..< 27))
        #expect(tree.trailingSuperview == 27 ..< 28)
        #expect(tree.names == ["box", "w"])
    }

    @Test("numbers are what strtod reads, starting with a digit or '-'",
          arguments: [("1e2", 100.0), ("0x10", 16), ("-5", -5), ("1.", 1), ("1.5e-1", 0.15), ("007", 7), ("0x1p-2", 0.25)])
    func numbers(text: String, value: Double) throws {
        #expect(try lines("[a(\(text))]", views("a")) == ["a.width == \(CanonicalNumber.text(for: value))"])
    }

    @Test("numbers that are not finite are rejected where they stand")
    func nonFiniteNumbers() {
        for (format, lexeme, range) in [("[a(1e999)]", "1e999", 3 ..< 8), ("[a(-inf)]", "-inf", 3 ..< 7), ("[a(-NaN)]", "-NaN", 3 ..< 7)] {
            let failure = error(format, views("a"))
            #expect(failure?.kind == .nonFiniteNumber(lexeme))
            #expect(failure?.range == range)
        }
        #expect(error("[a(m)]", views("a"), metrics: ["m": .infinity])?.kind == .nonFiniteNumber("m"))
        #expect(error("[a(nan)]", views("a"))?.kind == .undefinedMetric("nan"))
    }

    @Test("Apple's leniencies: a bare relation or priority in a connection")
    func leniencies() throws {
        #expect(try lines("[a]->=10-[b]", views("a", "b")) == ["b.leading >= a.trailing + 10"])
        #expect(try lines("[a]-10@500-[b]", views("a", "b")) == ["b.leading == a.trailing + 10 @500"])
        #expect(try lines("[a]-(-10)-[b]", views("a", "b")) == ["b.leading == a.trailing - 10"])
    }

    @Test("a name error before a syntax error wins, as in Apple's one pass")
    func errorOrder() {
        let earlyName = error("[missing]-[a", views("a"))
        #expect(earlyName?.kind == .unknownView("missing") && earlyName?.caretIndex == 8)
        let earlySyntax = error("[a(>30)][missing]", views("a"))
        #expect(earlySyntax?.kind == .unknownRelation && earlySyntax?.caretIndex == 4)
        let predicateName = error("[a(w,>x)]", views("a"))
        #expect(predicateName?.kind == .undefinedMetric("w") && predicateName?.caretIndex == 4)
    }

    @Test("errors of our own, where Apple's corpus is silent",
          arguments: [
            ("[a]|x", VisualFormatError.Kind.expectedEndAfterSuperview, 4),
            ("[a]-(10-[b]", .unterminatedConnectionPredicates, 7),
            ("[a]-(10)x[b]", .expectedDashAfterPredicateList, 8),
            ("[a(50@0)]", .priorityNotPositive(0), 7),
            ("[a(50@1e-60)]", .priorityNotPositive(1e-60), 11),
            ("|x", .expectedView, 1),
            ("|-10-", .expectedMoreInput, 5),
          ])
    func ownErrors(format: String, kind: VisualFormatError.Kind, caret: Int) {
        let failure = error(format, views("a", "b"))
        #expect(failure?.kind == kind)
        #expect(failure?.caretIndex == caret)
    }

    @Test("priorities from metrics are checked like numbers")
    func metricPriority() {
        let failure = error("[a(50@p)]", views("a"), metrics: ["p": 2000])
        #expect(failure?.appleReason == """
            Unable to parse constraint format: \nInvalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. \n[a(50@p)] \n       ^
            """)
    }

    @Test("the human rendering underlines the token and says what was expected")
    func humanRendering() {
        let failure = error("|-[purpleBx]-|", views("purpleBox"))
        #expect(failure?.rendered == """
            error: purpleBx is not a key in the views dictionary. Did you mean purpleBox?
              |-[purpleBx]-|
                 ^~~~~~~~
              expected: a key of the views dictionary
            """)
        let metric = error("[a(wdth)]", views("a"), metrics: ["width": 10])
        #expect(metric?.suggestion == "width")
        #expect(error("[a(zzz)]", views("a"), metrics: ["width": 10])?.suggestion == nil)
    }

    @Test("the caret lines up under non-ASCII text, which is rejected like any stray character")
    func nonASCII() {
        let failure = error("[vïew]", views("v"))
        #expect(failure?.kind == .unterminatedViewPredicates && failure?.caretIndex == 2)
        #expect(failure?.range == 2 ..< 4)
        #expect(failure?.rendered.contains("  [vïew]\n    ^\n") == true)
        #expect(error("[a]-[b]\u{0}", views("a", "b"))?.kind == .expectedViewOrSuperview)
    }

    @Test("the empty string has Apple's reason and no caret")
    func emptyString() {
        let failure = error("", views())
        #expect(failure?.appleReason == "Unable to parse constraint format: It's an empty string.")
        #expect(failure?.caretIndex == nil && failure?.rendered == "error: It's an empty string.")
    }

    @Test("a megabyte of format parses in one linear pass, or fails at once")
    func largeInputs() throws {
        let chain = "|[v0]" + (1 ..< 100_000).map { "-[v\($0 % 100)]" }.joined() + "|"
        #expect(chain.utf8.count > 500_000)
        let names = (0 ..< 100).map { "v\($0)" }
        let superview = LayoutView(name: "superview")
        var dictionary: [String: LayoutView] = [:]
        for name in names {
            let view = LayoutView(name: name)
            superview.addSubview(view)
            dictionary[name] = view
        }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: chain, views: dictionary)
        #expect(constraints.count == 100_001)
        let garbage = String(repeating: "[a]-", count: 250_000) + "?"
        #expect(error(garbage, views("a"))?.kind == .expectedNumberOrMetric)
        #expect(error(String(repeating: "(", count: 1_000_000), views())?.kind == .expectedView)
    }
}
