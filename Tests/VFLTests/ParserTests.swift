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

    @Test("where Apple's behaviour is unsafe, an error of our own says so",
          arguments: [
            ("[a(1e-400)]", VisualFormatError.Kind.numberUnderflows("1e-400"), 9),
            ("[a]-(-0x1p-2000)-[b]", .numberUnderflows("-0x1p-2000"), 15),
            ("[a(50@1e-60)]", .priorityChangesAsFloat("1e-60", stored: 0), 11),
            ("[a(50@999.99999999)]", .priorityChangesAsFloat("999.99999999", stored: 1000), 18),
            ("[a(50@-nan)]", .nonFiniteNumber("-nan"), 10),
            ("[a]-1e999-[b]", .nonFiniteNumber("1e999"), 9),
          ])
    func ownErrors(format: String, kind: VisualFormatError.Kind, caret: Int) {
        let failure = error(format, views("a", "b"))
        #expect(failure?.kind == kind)
        #expect(failure?.caretIndex == caret)
    }

    @Test("values Apple keeps are kept: a denormal constant, a priority just below 1000, a zero")
    func keptValues() throws {
        let denormal = try #require(Double("1e-310"))
        #expect(try lines("[a(1e-310)]", views("a")) == ["a.width == \(CanonicalNumber.text(for: denormal))"])
        #expect(try lines("[a(10@999.9375)]", views("a")) == ["a.width == 10 @999.9375"])
        #expect(try lines("[a(0.000)]", views("a")) == ["a.width == 0"])
    }

    @Test("alignment bits 7 and 8 align widths and heights, as Apple's loop over bits 1–12 does")
    func sizeAlignment() throws {
        #expect(try lines("V:[a][b]", views("a", "b"), options: LayoutFormatOptions(rawValue: 1 << 7)) == [
            "b.top == a.bottom", "a.width == b.width",
        ])
        #expect(error("[a][b]", views("a", "b"), options: LayoutFormatOptions(rawValue: 1 << 7))?.kind == .alignmentOnLayoutAxis(.horizontal))
        #expect(try lines("[a][b]", views("a", "b"), options: LayoutFormatOptions(rawValue: 1 | 1 << 13)) == ["b.leading == a.trailing"])
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

    @Test("any character outside ASCII fails as Apple fails on it, whatever else is wrong")
    func nonASCII() {
        let failure = error("[v\u{EF}ew]-[missing", views("v"))
        #expect(failure?.kind == .nonASCIICharacter && failure?.caretIndex == nil)
        #expect(failure?.appleReason == "Unable to parse constraint format: It's an empty string.")
        #expect(failure?.range == 2 ..< 4)
        #expect(failure?.rendered == """
            error: It's an empty string.
              [vïew]-[missing
                ^
              expected: ASCII characters only
              note: Apple's parser reads a format as ASCII; it cannot convert 'ï' (U+00EF), so it sees an empty string
            """)
        #expect(error("[a]-[b]\u{0}", views("a", "b"))?.kind == .expectedViewOrSuperview)
    }

    @Test("the human rendering helps with common mistakes without changing Apple's words")
    func help() {
        let cases: [(String, [String: Double], String)] = [
            ("[a] -[b]", [:], """
                error: Expected a view or '|'
                  [a] -[b]
                     ^
                  expected: '-', '[' or '|'
                  fix-it: remove ' ' at 1:4
                  note: VFL allows no spaces anywhere in a format
                """),
            ("h:[a]", [:], """
                error: Expected a view. Did you mean H?
                  h:[a]
                  ^
                  expected: '[' and a view name
                  note: the orientation is an uppercase H: or V:
                """),
            ("[a(10px)]", [:], """
                error: A predicate on a view's thickness must end with ')' and the view must end with ']'
                  [a(10px)]
                       ^
                  expected: ')' to end the predicates, or ',' and another predicate
                  fix-it: remove 'px' at 1:6
                  note: VFL numbers are points and take no unit
                """),
            ("[self.a]", [:], """
                error: self is not a key in the views dictionary.
                  [self.a]
                   ^~~~
                  expected: a key of the views dictionary
                  note: VFL names cannot contain '.': use the key the view or metric has in its dictionary
                """),
            ("|-pading-[a]", ["padding": 20], """
                error: It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]. Did you mean padding?
                  |-pading-[a]
                    ^~~~~~
                  expected: a number or metric; a space cannot equal a view's size
                  note: pading is taken for a view because it is not a key of the metrics dictionary
                """),
            ("[a]\u{2013}[b]", [:], """
                error: It's an empty string. Did you mean -?
                  [a]–[b]
                     ^
                  expected: ASCII characters only
                  note: Apple's parser reads a format as ASCII; it cannot convert '–' (U+2013), so it sees an empty string
                """),
        ]
        for (format, metrics, rendered) in cases {
            let failure = error(format, views("a", "b", "pading"), metrics: metrics)
            #expect(failure?.rendered == rendered, "\(format)")
        }
        let space = error("[a] -[b]", views("a", "b"))
        #expect(space?.message == "Expected a view or '|'" && space?.caretIndex == 3)
    }

    @Test("control characters in a format are shown escaped, in the line and in fix-its")
    func controlCharacters() {
        let failure = error("[a]\u{1B}[2J", views("a"))
        #expect(failure?.rendered.contains("  [a]\\e[2J\n     ^~\n") == true)
        #expect(failure?.rendered.contains("\u{1B}") == false)
    }

    @Test("did-you-mean is bounded: a huge unknown name gets no suggestion, at once")
    func boundedSuggestion() {
        let long = String(repeating: "x", count: 100_000)
        let failure = error("[a(\(long))]", views("a"), metrics: [long + "y": 1, "xx": 2])
        #expect(failure?.kind == .undefinedMetric(long) && failure?.suggestion == nil)
        #expect(NameSuggestion.closest(to: "paddng", among: ["padding", "pad", "margin"]) == "padding")
    }

    @Test("implied view names are found in one pass: a megabyte chain of 100,000 distinct views")
    func impliedNamesOfALargeChain() throws {
        let chain = "|" + (0 ..< 100_000).map { "-[view\($0)]" }.joined() + "-|"
        #expect(chain.utf8.count > 1_000_000)
        let names = VisualFormat.impliedViewNames(in: chain, metrics: [:])
        #expect(names.count == 100_000 && names.first == "view0" && names.last == "view99999")
        let scene = Scene(formats: [chain], metrics: [:])
        let constraints = try LayoutConstraint.constraints(withVisualFormat: chain, views: scene.views)
        #expect(constraints.count == 100_001)
        #expect(constraints[1].description == "view1.leading == view0.trailing + standard")
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
