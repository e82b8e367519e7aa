import Constraints
import SourceModel
import SwiftSource
import TestSupport
import Testing
import VFL

/// Every writer's Swift, read back by the reader, gives the constraints it was written from.
@Suite("Writers read back")
struct WriterRoundTripTests {
    /// The views of a scene declared and added as a file would, then `statements`.
    static func file(_ scene: Scene, _ statements: String) -> String {
        let adds = scene.viewNames.filter { scene[$0]?.superview != nil }.map { "    superview.addSubview(\($0))\n" }.joined()
        return "func layout() {\n" + adds + statements.split(separator: "\n").map { "    \($0)\n" }.joined() + "}\n"
    }

    @Test("SnapKit: the reader makes what the writer says it wrote", arguments: Corpus.acceptedVisualFormatCases())
    func snapKit(testCase: VisualFormatCase) throws {
        let (scene, constraints) = try testCase.lowered()
        let writer = SnapKitWriter(spacing: .appKit)
        let reading = read(Self.file(scene, writer.write(constraints)))
        #expect(reading.texts == writer.written(constraints).map(\.description))
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("anchors: the same constraints, in order, the standard space as system spacing", arguments: Corpus.acceptedVisualFormatCases())
    func anchors(testCase: VisualFormatCase) throws {
        let (scene, constraints) = try testCase.lowered()
        let reading = read(Self.file(scene, AnchorWriter().write(constraints)))
        #expect(reading.texts == constraints.map(\.description))
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("VFL in Swift: the same constraints", arguments: Corpus.acceptedVisualFormatCases())
    func visualFormat(testCase: VisualFormatCase) throws {
        let (scene, constraints) = try testCase.lowered()
        let reading = read(Self.file(scene, VisualFormatSwiftWriter(spacing: .appKit).write(constraints)))
        #expect(reading.texts.sorted() == constraints.map(\.description).sorted())
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("constraints VFL cannot say: priorities, multipliers, metrics (one named like a view, CGFloat(ht)), centers, guides, labels")
    func beyondVisualFormat() throws {
        let scene = Scene("a", "b")
        let items = scene.items
        let texts = [
            "a.centerX == superview.centerX", "a.width == b.width * 0.5 @750", "a.top == b.bottom + padding",
            "a.height == a.width * ratio", "b.leading == superview.layoutMarginsGuide.leading",
            "b.trailing <= superview.trailingMargin - 8", "a.bottom >= superview.bottom - 2 * spacing + 4 @999",
            "a.width == 44 @250", "b.height == ht",
        ]
        let constraints = try texts.map { try LayoutConstraint(canonicalText: $0, items: items) }
        constraints[7].identifier = "small"
        let snapKit = SnapKitWriter().write(constraints)
        #expect(snapKit == """
            a.snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.width.equalTo(b).multipliedBy(0.5).priority(.high)
                make.top.equalTo(b.snp.bottom).offset(padding)
                make.height.equalTo(a.snp.width).multipliedBy(ratio)
                make.bottom.greaterThanOrEqualToSuperview().offset(-2 * spacing + 4).priority(999)
                make.width.equalTo(44).priority(.low).labeled("small")
            }
            b.snp.makeConstraints { make in
                make.leading.equalTo(superview.layoutMarginsGuide)
                make.trailing.lessThanOrEqualTo(superview.snp.trailingMargin).inset(8)
                make.height.equalTo(CGFloat(ht))
            }

            """)
        let writtenTexts = SnapKitWriter().written(constraints).map(\.description)
        #expect(read(Self.file(scene, snapKit)).texts == writtenTexts)
        let anchors = AnchorWriter().write(constraints)
        let reading = read(Self.file(scene, anchors))
        // A view's margin is its margins guide's edge, which anchors write: the same constraint, named by the guide.
        #expect(reading.texts == constraints.map {
            $0.description.replacingOccurrences(of: "superview.trailingMargin", with: "superview.layoutMarginsGuide.trailing")
        })
        #expect(reading.constraints[7].constraint.identifier == "small")
        #expect(anchors.contains("b.trailingAnchor.constraint(lessThanOrEqualTo: superview.layoutMarginsGuide.trailingAnchor, constant: -8)"))
    }

    @Test("a view alone whose name reads as a number's (Eelf.tab, a type's member) is written with its attribute, so it reads back as the view")
    func viewNamedLikeATypeMember() throws {
        let scene = Scene("a", "Eelf.tab")
        let constraints = try ["a.width == Eelf.tab.width", "a.top == Eelf.tab.bottom + 8"].map { try LayoutConstraint(canonicalText: $0, items: scene.items) }
        let snapKit = SnapKitWriter().write(constraints)
        #expect(snapKit == """
            a.snp.makeConstraints { make in
                make.width.equalTo(Eelf.tab.snp.width)
                make.top.equalTo(Eelf.tab.snp.bottom).offset(8)
            }

            """)
        #expect(read(Self.file(scene, snapKit)).texts == constraints.map(\.description))
    }
}

/// The round trips of `WriterRoundTripTests` over random formats.
@Suite("Writers read back: generated formats")
struct GeneratedRoundTripTests {
    /// A random format over views a, b, c with connections, sizes, relations, priorities and options.
    static func format(_ random: inout SeededRandom) -> (String, LayoutFormatOptions) {
        let vertical = random.next(2) == 0
        let names = Array(["a", "b", "c"].shuffled(using: &random).prefix(1 + random.next(3)))
        func predicate(allowingView: Bool) -> String {
            let relation = random.element(of: ["", "", ">=", "<="])
            let object = allowingView && random.next(5) == 0 ? random.element(of: names) : String(random.element(of: [0, 8, 20, 44]))
            return relation + object + random.element(of: ["", "", "@750", "@250"])
        }
        func connection() -> String {
            random.element(of: ["-", "", "-8-", "-(>=4,<=30)-", "-(\(predicate(allowingView: false)))-"])
        }
        var text = vertical ? "V:" : "H:"
        if random.next(3) > 0 { text += "|" + connection() }
        for (position, name) in names.enumerated() {
            if position > 0 { text += connection() }
            let size = random.next(3) == 0 ? "(\(predicate(allowingView: true)))" : ""
            text += "[\(name)\(size)]"
        }
        if random.next(3) > 0 { text += connection() + "|" }
        var options = LayoutFormatOptions()
        if names.count > 1, random.next(3) == 0 { options.insert(vertical ? .alignAllLeading : .alignAllTop) }
        if !vertical, random.next(4) == 0 { options.insert(.directionLeftToRight) }
        return (text, options)
    }

    @Test("SnapKit, anchors and VFL in Swift read back for 200 random formats")
    func roundTrips() throws {
        var random = SeededRandom(seed: 10)
        var checked = 0
        for _ in 0 ..< 200 {
            let (format, options) = Self.format(&random)
            let scene = Scene("a", "b", "c")
            guard let constraints = try? LayoutConstraint.constraints(withVisualFormat: format, options: options, views: scene.views)
            else { continue }
            checked += 1
            let snapKit = SnapKitWriter(spacing: .appKit)
            #expect(read(WriterRoundTripTests.file(scene, snapKit.write(constraints))).texts
                == snapKit.written(constraints).map(\.description), "\(format)")
            #expect(read(WriterRoundTripTests.file(scene, AnchorWriter().write(constraints))).texts
                == constraints.map(\.description), "\(format)")
            #expect(read(WriterRoundTripTests.file(scene, VisualFormatSwiftWriter().write(constraints))).texts.sorted()
                == constraints.map(\.description).sorted(), "\(format)")
        }
        #expect(checked > 150)
    }
}
