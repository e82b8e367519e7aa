import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import TestSupport
import Testing

/// Objective-C cut, spliced and nested at random: the Masonry reader never
/// crashes or hangs, every diagnostic points inside the text, and what it
/// reads the writers can write.
@Suite("Masonry: reading mangled Objective-C")
struct MasonryRobustnessTests {
    /// Reads `text` and checks what any reading must satisfy.
    static func check(_ text: String) {
        let reading = MasonryReader().read(text, file: "Mangled.m")
        let length = text.utf8.count
        for diagnostic in reading.diagnostics {
            #expect((diagnostic.range?.bytes?.upperBound ?? 0) <= length, "\(diagnostic) in \(text)")
            _ = diagnostic.rendered(source: text)
        }
        for source in reading.constraints {
            #expect((source.location.bytes?.upperBound ?? 0) <= length)
        }
        _ = SourceCheck.errors(in: reading)
        let constraints = reading.constraints.map(\.constraint)
        _ = MasonryWriter().write(constraints)
        _ = SnapKitWriter().write(constraints)
    }

    @Test("600 seeded cuts and splices of the fixture screens")
    func mutations() {
        var random = SeededRandom(seed: 13)
        let texts = Corpus.masonryFiles().map(\.text)
        let pieces = texts.joined(separator: "\n").split(separator: "\n").map(String.init)
        for _ in 0 ..< 600 {
            var characters = Array(random.element(of: texts))
            for _ in 0 ..< 1 + random.next(6) {
                let position = random.next(characters.count + 1)
                switch random.next(4) {
                case 0: characters.insert(contentsOf: random.element(of: pieces), at: position)
                case 1: characters.removeSubrange(position ..< min(characters.count, position + random.next(40)))
                case 2:
                    let end = min(characters.count, position + random.next(8))
                    characters.replaceSubrange(position ..< end, with: random.element(of: ["(", ")", "[", "]", "{", "}", "^", "@", "\"", "/*", ";", "#if 0\n", "\\\n"]))
                default:
                    let piece = random.element(of: pieces)
                    characters.insert(contentsOf: piece.prefix(random.next(piece.count + 1)), at: position)
                }
            }
            Self.check(String(characters))
        }
    }

    @Test("deep nesting, long chains and unclosed constructs fail gracefully", arguments: [
        String(repeating: "(", count: 5_000), String(repeating: "[", count: 5_000), String(repeating: "{", count: 5_000),
        String(repeating: "^{", count: 2_000), String(repeating: "@[", count: 5_000), String(repeating: "-", count: 10_000) + "1;",
        "make" + String(repeating: ".left", count: 5_000) + ";", "x = " + String(repeating: "1 + ", count: 5_000) + "1;",
        String(repeating: "if (a) ", count: 5_000) + "b;", "\"unclosed", "/* unclosed", "@", "#define X \\", "[a mas_makeConstraints:^(",
        String(repeating: "for (UIView *v in @[a, b, c, d, e, f, g, h, i, j]) ", count: 8) + "[v addSubview:v];",
        String(repeating: "_v = ({ UIView *v = [UIView new]; ", count: 2_000) + String(repeating: "v; });", count: 2_000),
        String(repeating: "({", count: 5_000), "_v = ({ [v mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(v); }]; v;",
    ])
    func pathological(_ body: String) {
        Self.check("@implementation P\n- (void)f {\n" + body + "\n}\n@end\n")
        Self.check(body)
    }

    @Test("a loop variable that an element of its own array names (@[tab.next] over tab) stands for itself, not for that element without end (found by fuzz-masonry: crash-loop-variable-in-its-element)")
    func loopVariableInItsElement() {
        let reading = readMasonry("""
            NSArray *tabs = @[tab.next, self.homeTab];
            [tabs enumerateObjectsUsingBlock:^(UIView *tab, NSUInteger idx, BOOL *stop) {
                [self addSubview:tab];
                [tab mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(10); }];
            }];
            """)
        #expect(reading.texts == ["tab.width == 10", "homeTab.width == 10"])
    }

    @Test("bytes that are not UTF-8, and control characters, are read past")
    func bytes() {
        var random = SeededRandom(seed: 7)
        for _ in 0 ..< 200 {
            let bytes = (0 ..< random.next(200)).map { _ in UInt8(random.next(256)) }
            Self.check(String(decoding: bytes, as: UTF8.self))
        }
    }
}
