import Constraints
import MasonrySource
import SwiftSource
import TestSupport
import Testing

/// Masonry blocks made up at random, over views a, b and c in `self`:
/// whatever the reader reads without complaint, the writer writes back, and
/// the reader reads again, exactly.
@Suite("Masonry: generated blocks")
struct MasonryGeneratedTests {
    static let singles = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "firstBaseline", "lastBaseline", "leftMargin", "topMargin", "centerXWithinMargins",
    ]

    /// One chain: attributes, a relation (or none) and modifiers, each drawn from what Masonry has.
    static func chain(_ random: inout SeededRandom) -> String {
        var text = "make"
        if random.next(4) == 0 {
            text += "." + random.element(of: ["edges", "size", "center"])
            if random.next(4) == 0 { text += "." + random.element(of: singles) }
        } else {
            for _ in 0 ..< 1 + random.next(3) { text += "." + random.element(of: singles) + (random.next(5) == 0 ? ".and" : "") }
        }
        if random.next(6) > 0 {
            let relation = random.element(of: ["equalTo", "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"])
            let target = random.element(of: [
                "b", "c", "self", "b.mas_\(random.element(of: singles))", "@(\(random.next(40)))", "@[b, c]",
                "mas_equalTo(\(random.next(30) - 10))", "CGSizeMake(\(random.next(50)), \(random.next(50)))",
                "UIEdgeInsetsMake(1, 2, 3, 4)", "CGPointMake(5, -5)", "self.mas_safeAreaLayoutGuide", "b.mas_safeAreaLayoutGuideTop",
            ])
            if target.hasPrefix("mas_equalTo") {
                text += "." + (relation == "equalTo" ? "" : "mas_") + (relation == "equalTo" ? target : "\(relation)(\(random.next(30)))")
            } else {
                text += ".\(relation)(\(target))"
            }
        }
        for _ in 0 ..< random.next(4) {
            text += random.element(of: [
                ".offset(\(random.next(21) - 10))", ".inset(\(random.next(12)))", ".insets(UIEdgeInsetsMake(1, 2, 3, 4))",
                ".sizeOffset(CGSizeMake(-4, 6))", ".centerOffset(CGPointMake(3, -3))", ".multipliedBy(0.5)", ".dividedBy(4)",
                ".priority(\(1 + random.next(999)))", ".priorityLow()", ".priorityHigh()", ".priorityMedium()", ".key(@\"k\")",
                ".with", ".mas_offset(CGSizeMake(7, 8))",
            ])
        }
        return text + ";"
    }

    @Test("300 random blocks: read, written, read again, the same constraints")
    func roundTrips() {
        var random = SeededRandom(seed: 13)
        var checked = 0
        for index in 0 ..< 300 {
            let chains = (0 ..< 1 + random.next(4)).map { _ in "        " + Self.chain(&random) }.joined(separator: "\n")
            let view = random.element(of: ["a", "b", "@[a, c]"])
            let source = masonryFile("    [\(view) mas_makeConstraints:^(MASConstraintMaker *make) {\n\(chains)\n    }];",
                                     adds: "    [self addSubview:a];\n    [self addSubview:b];\n    [self addSubview:c];\n")
            let reading = MasonryReader().read(source, file: "Generated\(index).m")
            guard reading.diagnostics.isEmpty, !reading.constraints.isEmpty else { continue }
            checked += 1
            MasonryWriterTests.roundTrip(reading, source)
        }
        #expect(checked > 150)
    }
}
