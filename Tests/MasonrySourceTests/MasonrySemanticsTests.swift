import Constraints
import SwiftSource
import Testing

/// Where Masonry's semantics are not SnapKit's, the reader follows Masonry
/// (facts from /work/notes/masonry-semantics.md, §1–§7).
@Suite("Masonry: its own semantics")
struct MasonrySemanticsTests {
    static let adds = "    [self addSubview:a];\n    [self addSubview:b];\n    [self addSubview:c];\n"

    static func texts(_ chains: String, on view: String = "a") -> [String] {
        readMasonry("    [\(view) mas_makeConstraints:^(MASConstraintMaker *make) {\n\(chains)\n    }];", adds: adds).texts
    }

    @Test("chains keep their written order and duplicates; edges is left, right, top, bottom")
    func order() {
        #expect(Self.texts("make.top.left.equalTo(b);") == ["a.top == b.top", "a.left == b.left"])
        #expect(Self.texts("make.edges.left.equalTo(b);") == ["a.left == b.left", "a.right == b.right", "a.top == b.top", "a.bottom == b.bottom", "a.left == b.left"])
        #expect(Self.texts("make.size.left.equalTo(b);") == ["a.width == b.width", "a.height == b.height", "a.left == b.left"])
        #expect(Self.texts("make.attributes(MASAttributeCenterX | MASAttributeWidth).equalTo(b);") == ["a.width == b.width", "a.centerX == b.centerX"])
        #expect(Self.texts("make.baseline.firstBaseline.equalTo(b);") == ["a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline"])
    }

    @Test("a constant target relates to the superview's same attribute: centerX to centerX, not left")
    func constantTargets() {
        #expect(Self.texts("make.centerX.mas_equalTo(0);\nmake.centerY.equalTo(@12);\nmake.leftMargin.mas_equalTo(8);") == [
            "a.centerX == self.centerX", "a.centerY == self.centerY + 12", "a.leftMargin == self.leftMargin + 8",
        ])
        #expect(Self.texts("make.center.mas_equalTo(CGPointMake(4, -6));") == ["a.centerX == self.centerX + 4", "a.centerY == self.centerY - 6"])
    }

    @Test("the constant is chosen by the left-hand attribute: inset on left against a right edge adds")
    func leftHandKey() {
        #expect(Self.texts("make.left.equalTo(b.mas_right).inset(8);") == ["a.left == b.right + 8"])
        #expect(Self.texts("make.right.equalTo(b.mas_left).inset(8);") == ["a.right == b.left - 8"])
    }

    @Test("insets reach left, leading, top (+) and right, trailing, bottom (−) only, whatever the direction; the rest keep their constant")
    func insetsReach() {
        #expect(Self.texts("make.leading.trailing.equalTo(b).insets(UIEdgeInsetsMake(1, 2, 3, 4));") == ["a.leading == b.leading + 2", "a.trailing == b.trailing - 4"])
        #expect(Self.texts("make.centerX.width.baseline.leftMargin.equalTo(b).inset(10);") == [
            "a.centerX == b.centerX", "a.width == b.width", "a.lastBaseline == b.lastBaseline", "a.leftMargin == b.leftMargin",
        ])
        #expect(Self.texts("make.top.width.equalTo(b).offset(5).inset(10);") == ["a.top == b.top + 10", "a.width == b.width + 5"])
        #expect(Self.texts("make.width.left.equalTo(b).sizeOffset(CGSizeMake(-20, 0));") == ["a.width == b.width - 20", "a.left == b.left"])
        #expect(Self.texts("make.center.top.equalTo(b).centerOffset(CGPointMake(3, 4));") == ["a.centerX == b.centerX + 3", "a.centerY == b.centerY + 4", "a.top == b.top"])
    }

    @Test("the last constant wins, in the order written, the relation's value included")
    func lastConstantWins() {
        #expect(Self.texts("make.left.equalTo(@10).offset(5);") == ["a.left == self.left + 5"])
        #expect(Self.texts("make.left.offset(5).equalTo(b);") == ["a.left == b.left + 5"])
        #expect(Self.texts("make.left.offset(5).equalTo(@7);") == ["a.left == self.left + 7"])
        #expect(Self.texts("make.height.mas_offset(12);\nmake.width.offset(CGSizeMake(30, 40));") == ["a.height == 12", "a.width == 30"])
    }

    @Test("a chain with no relation is Equal, to the superview's same attribute or to its constant")
    func withoutRelation() {
        #expect(Self.texts("make.height.offset(44);\nmake.top.left.offset(10);\nmake.right;") == [
            "a.height == 44", "a.top == self.top + 10", "a.left == self.left + 10", "a.right == self.right",
        ])
    }

    @Test("an array target makes one constraint per element, child by child; a key set before it is lost on the copies")
    func arrays() {
        #expect(Self.texts("make.height.equalTo(@[b, c]);") == ["a.height == b.height", "a.height == c.height"])
        #expect(Self.texts("make.left.equalTo(@[b, @100, c.mas_right]).offset(-2).priorityLow();") == [
            "a.left == b.left - 2 @250", "a.left == self.left - 2 @250", "a.left == c.right - 2 @250",
        ])
        #expect(Self.texts("make.size.equalTo(@[b, c]);") == ["a.width == b.width", "a.width == c.width", "a.height == b.height", "a.height == c.height"])
        #expect(Self.texts("NSArray *others = @[b, c];\nmake.width.equalTo(others).multipliedBy(0.5);") == ["a.width == b.width * 0.5", "a.width == c.width * 0.5"])
        let keyed = readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.key(@\"pin\").equalTo(@[b, c]); make.top.equalTo(@[b, c]).key(@\"tops\"); }];", adds: Self.adds)
        #expect(keyed.constraints.map(\.constraint.identifier) == [nil, nil, "tops[0]", "tops[1]"])
    }

    @Test("keys: the constraint's, and a composite's children's as k[0], k[1], …")
    func keys() {
        let reading = readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(b).key(@\"fill\"); make.width.mas_equalTo(9).key(@\"w\"); }];", adds: Self.adds)
        #expect(reading.constraints.map(\.constraint.identifier) == ["fill[0]", "fill[1]", "fill[2]", "fill[3]", "w"])
    }

    @Test("priorities: low 250, medium 500 (501 in an AppKit file), high 750")
    func priorities() {
        #expect(Self.texts("make.left.equalTo(b).priorityMedium();\nmake.top.equalTo(b).priority(MASLayoutPriorityDefaultMedium);") == [
            "a.left == b.left @500", "a.top == b.top @500",
        ])
        let appKit = readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(b).priorityMedium(); }];", adds: Self.adds,
                                 top: "#import <Cocoa/Cocoa.h>\n")
        #expect(appKit.texts == ["a.left == b.left @501"])
    }

    @Test("arrays of views: the block runs once per view, in order")
    func arrayReceivers() {
        let reading = readMasonry("[@[a, b] mas_makeConstraints:^(MASConstraintMaker *make) { make.centerY.equalTo(self); make.width.mas_equalTo(30); }];", adds: Self.adds)
        #expect(reading.texts == ["a.centerY == self.centerY", "a.width == 30", "b.centerY == self.centerY", "b.width == 30"])
    }

    @Test("update matches the newest constraint with the same items, attributes, relation, multiplier and priority; anything else is added")
    func update() {
        let reading = readMasonry("""
                [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(44); make.width.mas_equalTo(10).priorityHigh(); }];
                [a mas_updateConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(60); make.width.mas_equalTo(20); }];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.height == 60", "a.width == 10 @750", "a.height == 60", "a.width == 20"])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, false, true])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("remake removes the view's own constraints, not those of other views that name it")
    func remake() {
        let reading = readMasonry("""
                [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(44); }];
                [b mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(a.mas_bottom); }];
                [a mas_remakeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(0); }];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.height == 44", "b.top == a.bottom", "a.height == 0"])
        #expect(reading.constraints.map(\.constraint.isActive) == [false, true, true])
    }

    @Test("constraints kept in variables follow uninstall and install")
    func storedConstraints() {
        let reading = readMasonry("""
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    self.topConstraint = make.top.equalTo(b).offset(8);
                    MASConstraint *height = make.height.mas_equalTo(40);
                }];
                [self.topConstraint uninstall];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == b.top + 8", "a.height == 40"])
        #expect(reading.constraints.map(\.constraint.isActive) == [false, true])
    }

    @Test("distributing with a fixed spacing: each view's constraints in Masonry's order, against the common superview")
    func distributeFixedSpacing() {
        let reading = readMasonry("[@[a, b, c] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:16 tailSpacing:12];", adds: Self.adds)
        #expect(reading.texts == [
            "a.left == self.left + 16",
            "b.width == a.width", "b.left == a.right + 8",
            "c.width == b.width", "c.left == b.right + 8", "c.right == self.right - 12",
        ])
    }

    @Test("distributing with a fixed length: a middle view's trailing edge is a share of the superview's")
    func distributeFixedLength() {
        let reading = readMasonry("NSArray *tabs = @[a, b, c];\n[tabs mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedItemLength:40 leadSpacing:10 tailSpacing:20];", adds: Self.adds)
        #expect(reading.texts == [
            "a.height == 40", "a.top == self.top + 10",
            "b.height == 40", "b.bottom == self.bottom * 0.5 + 15",
            "c.height == 40", "c.bottom == self.bottom - 20",
        ])
    }
}
