import Constraints
import TestSupport
import Testing
@testable import VFL

@Suite("VFL printer")
struct PrinterTests {
    /// Lowers every printed format and returns the constraints' canonical texts, sorted.
    static func relowered(_ output: VisualFormatPrinter.Output, views: [String: LayoutView]) throws -> [String] {
        var texts: [String] = []
        for format in output.formats {
            texts += try LayoutConstraint.constraints(withVisualFormat: format.text, options: format.options, views: views)
                .map(\.description)
        }
        return texts.sorted()
    }

    @Test(
        "every corpus format round-trips through the printer",
        arguments: Corpus.visualFormatCases().filter { $0.expectedError == nil && $0.expectedConstraints != nil })
    func corpusRoundTrip(testCase: VisualFormatCase) throws {
        let scene = testCase.makeScene()
        let options = try #require(testCase.formatOptions, "an unknown option in \(testCase.options)")
        let original = try LayoutConstraint.constraints(
            withVisualFormat: testCase.format, options: options, metrics: testCase.metrics, views: scene.views)
        let output = VisualFormatPrinter().print(original)
        #expect(output.inexpressible.isEmpty)
        #expect(try Self.relowered(output, views: scene.views) == original.map(\.description).sorted())
    }

    @Test("generated formats round-trip through the printer")
    func generatedRoundTrip() throws {
        var generator = FormatGenerator(seed: 20261121)
        let scene = views("a", "b", "c", "d", "e")
        for _ in 0 ..< 500 {
            let (format, options) = generator.next()
            let original = try LayoutConstraint.constraints(withVisualFormat: format, options: options, views: scene.views)
            let output = VisualFormatPrinter().print(original)
            #expect(output.inexpressible.isEmpty, "\(format)")
            #expect(try Self.relowered(output, views: scene.views) == original.map(\.description).sorted(), "\(format) → \(output.formats)")
        }
    }

    @Test("several formats join into the fewest chains; sizes print once")
    func joiningChains() throws {
        let scene = views("a", "b", "c")
        var constraints: [LayoutConstraint] = []
        for format in ["[a(50)]-[b]", "[b]-(>=8,<=20@750)-[c]", "|-(-4)-[a]", "[c]-0-|", "V:|[a(==b)]"] {
            constraints += try LayoutConstraint.constraints(withVisualFormat: format, views: scene.views)
        }
        let output = VisualFormatPrinter().print(constraints)
        #expect(output.formats.map(\.text) == ["|-(-4)-[a(50)]-[b]-(>=8,<=20@750)-[c]|", "V:|[a(b)]"])
        #expect(output.inexpressible.isEmpty)
    }

    @Test("what VFL cannot say is listed, in the original order")
    func inexpressible() throws {
        let scene = views("a", "b")
        let a = try #require(scene.views["a"]), b = try #require(scene.views["b"])
        let constraints = [
            try LayoutConstraint(item: a, attribute: .width, toItem: b, attribute: .width, multiplier: 2),
            try LayoutConstraint(item: a, attribute: .centerX, toItem: scene.container, attribute: .centerX),
            try LayoutConstraint(item: a, attribute: .width, toItem: a, attribute: .height),
            try LayoutConstraint(item: b, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: a, attribute: .trailing, constant: .standardSpacing),
            try LayoutConstraint(item: b, attribute: .top, toItem: a, attribute: .top),
            try LayoutConstraint(item: a, attribute: .height, constant: 20),
        ]
        let output = VisualFormatPrinter().print(constraints)
        #expect(output.formats.map(\.text) == ["V:[a(20)]"])
        #expect(output.inexpressible.map(\.description) == [
            "a.width == b.width * 2", "a.centerX == superview.centerX", "a.width == a.height",
            "b.leading >= a.trailing + standard", "b.top == a.top",
        ])
    }

    @Test("the same constraint twice is printed, not trapped on")
    func duplicateInput() throws {
        let scene = views("a")
        let a = try #require(scene.views["a"])
        let centered = try LayoutConstraint(item: a, attribute: .centerX, toItem: scene.container, attribute: .centerX)
        let width = try LayoutConstraint(item: a, attribute: .width, constant: 5)
        let output = VisualFormatPrinter().print([centered, width, centered, width])
        #expect(output.formats.map(\.text) == ["[a(5,5)]"])
        #expect(output.inexpressible.map(\.description) == ["a.centerX == superview.centerX", "a.centerX == superview.centerX"])
    }

    @Test("right-to-left formats with alignment print left to right, which lowers to the same constraints")
    func rightToLeftAlignment() throws {
        let scene = views("a", "b")
        let original = try LayoutConstraint.constraints(
            withVisualFormat: "|-[a]-[b]", options: [.directionRightToLeft, .alignAllTop], views: scene.views)
        let output = VisualFormatPrinter().print(original)
        #expect(output.formats == [VisualFormatPrinter.Format(text: "[b]-[a]-|", options: [.directionLeftToRight, .alignAllTop])])
        #expect(try Self.relowered(output, views: scene.views) == original.map(\.description).sorted())
    }

    @Test("found by fuzz-printer: a view next to itself, and a pair aligned twice in one format, print back")
    func fuzzFindings() throws {
        let scene = views("a", "b", "view2")
        let cases: [(String, LayoutFormatOptions, [VisualFormatPrinter.Format])] = [
            ("V:[view2][view2]", .alignAllLeading, [.init(text: "V:[view2][view2]", options: .alignAllLeading)]),
            ("[a][b][a][b]", [.alignAllTop, .alignAllBottom], [
                .init(text: "[a][b]", options: [.alignAllTop, .alignAllBottom]),
                .init(text: "[b][a]", options: [.alignAllTop, .alignAllBottom]),
                .init(text: "[a][b]", options: [.alignAllTop, .alignAllBottom]),
            ]),
        ]
        for (format, options, printed) in cases {
            let original = try LayoutConstraint.constraints(withVisualFormat: format, options: options, views: scene.views)
            let output = VisualFormatPrinter().print(original)
            #expect(output.inexpressible.isEmpty, "\(format)")
            #expect(output.formats == printed, "\(format)")
            #expect(try Self.relowered(output, views: scene.views) == original.map(\.description).sorted())
        }
    }

    @Test("baseline spacing to the superview prints back with its option")
    func baselinesToSuperview() throws {
        let scene = views("a", "b")
        let original = try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-[b]-8-|", options: .spacingBaselineToBaseline, views: scene.views)
        let output = VisualFormatPrinter().print(original)
        #expect(output.formats == [VisualFormatPrinter.Format(text: "V:|-[a]-[b]-8-|", options: .spacingBaselineToBaseline)])
    }
}

/// Random but reproducible VFL formats over views a–e, with options.
struct FormatGenerator {
    private var source: SeededRandom

    init(seed: UInt64) { source = SeededRandom(seed: seed) }

    private mutating func random(_ bound: Int) -> Int { source.next(bound) }

    private mutating func pick<T>(_ choices: [T]) -> T { source.element(of: choices) }

    private mutating func predicate(viewNames: [String]) -> String {
        var text = pick(["", "==", ">=", "<="])
        text += random(5) == 0 && !viewNames.isEmpty ? pick(viewNames) : pick(["0", "8", "12.5", "-3", "100"])
        if random(3) == 0 { text += "@" + pick(["1", "250", "750", "999.5"]) }
        return text
    }

    private mutating func connection() -> String {
        switch random(5) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-" + pick(["0", "8", "20"]) + "-"
        default: return "-(" + (0 ... random(2)).map { _ in predicate(viewNames: []) }.joined(separator: ",") + ")-"
        }
    }

    mutating func next() -> (String, LayoutFormatOptions) {
        let vertical = random(2) == 0
        var names = ["a", "b", "c", "d", "e"]
        var chosen: [String] = []
        for _ in 0 ... random(4) { chosen.append(names.remove(at: random(names.count))) }
        var text = vertical ? "V:" : pick(["", "H:"])
        if random(2) == 0 { text += "|" + connection() }
        for (index, name) in chosen.enumerated() {
            if index > 0 { text += connection() }
            text += "[\(name)"
            if random(2) == 0 {
                let others = chosen.filter { $0 != name }
                text += "(" + (0 ... random(2)).map { _ in predicate(viewNames: others) }.joined(separator: ",") + ")"
            }
            text += "]"
        }
        if random(2) == 0 { text += connection() + "|" }
        var options = LayoutFormatOptions()
        if vertical {
            if random(3) == 0 { options.insert(.spacingBaselineToBaseline) }
            if random(2) == 0 { options.insert(pick([.alignAllLeading, .alignAllLeft, .alignAllCenterX, .alignAllTrailing])) }
        } else {
            options.insert(pick([[], .directionLeftToRight, .directionRightToLeft]))
            if random(2) == 0 { options.insert(pick([.alignAllTop, .alignAllCenterY, .alignAllLastBaseline, .alignAllBottom])) }
        }
        return (text, options)
    }
}

@Suite("VFL with metrics known only by name")
struct SymbolicMetricTests {
    @Test("a metric known only by name lowers into the constant and prints back by name")
    func symbolicMetrics() throws {
        let scene = Scene("a", "b")
        let symbolic = ["pad": MetricExpression(metric: "padding"), "w": MetricExpression(metric: "Layout.side") * 2]
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "|-pad-[a(w)]-(>=pad)-[b]", symbolicMetrics: symbolic, views: scene.views)
        #expect(constraints.map(\.description) == [
            "a.leading == superview.leading + padding", "a.width == 2 * Layout.side",
            "b.leading >= a.trailing + padding",
        ])
        let output = VisualFormatPrinter().print(constraints)
        #expect(output.formats.map(\.text) == ["|-padding-[a]-(>=padding)-[b]"])
        #expect(output.inexpressible.map(\.description) == ["a.width == 2 * Layout.side"])
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "[a(10@pad)]", symbolicMetrics: symbolic, views: scene.views)
        }
    }
}
