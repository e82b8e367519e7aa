import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import Testing

/// Reads a Masonry snippet as the file `View.m`, inside a method of a view
/// class whose subviews are added as `adds` says.
func readMasonry(_ body: String, adds: String = "", top: String = "", metrics: [String: Double] = [:]) -> SourceReading {
    MasonryReader(metrics: metrics).read(masonryFile(body, adds: adds, top: top), file: "View.m")
}

/// The text of `View.m`: `top` at file level, then `- (void)build` with `adds` and `body`.
func masonryFile(_ body: String, adds: String = "", top: String = "") -> String {
    top + "@implementation Card\n- (void)build {\n" + adds + body + "\n}\n@end\n"
}

/// The common shapes of real Masonry code (retyped in our own words, after
/// /work/notes/masonry-semantics.md §8), each with the exact constraints Masonry makes.
@Suite("Masonry: the common shapes")
struct MasonryShapeTests {
    static let adds = "    [self addSubview:self.avatar];\n    [self addSubview:_title];\n    [self.contentView addSubview:self.badge];\n"

    static func texts(_ chains: String, on view: String = "self.avatar") -> [String] {
        let reading = readMasonry("    [\(view) mas_makeConstraints:^(MASConstraintMaker *make) {\n\(chains)\n    }];", adds: adds)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        return reading.texts
    }

    @Test("1, 2: fill a view, with insets, a number or an inset struct")
    func fill() {
        #expect(Self.texts("make.edges.equalTo(self).with.insets(UIEdgeInsetsMake(8, 12, 4, 16));") == [
            "avatar.left == self.left + 12", "avatar.right == self.right - 16", "avatar.top == self.top + 8",
            "avatar.bottom == self.bottom - 4",
        ])
        #expect(Self.texts("make.edges.mas_equalTo(0);") == [
            "avatar.left == self.left", "avatar.right == self.right", "avatar.top == self.top", "avatar.bottom == self.bottom",
        ])
        #expect(Self.texts("make.edges.equalTo(@10.f);") == [
            "avatar.left == self.left + 10", "avatar.right == self.right + 10", "avatar.top == self.top + 10",
            "avatar.bottom == self.bottom + 10",
        ])
        #expect(Self.texts("make.edges.mas_equalTo(UIEdgeInsetsMake(4, 0, 6, 0));") == [
            "avatar.left == self.left", "avatar.right == self.right", "avatar.top == self.top + 4", "avatar.bottom == self.bottom - 6",
        ])
    }

    @Test("3, 4, 5: sizes as structs, one dimension, chained dimensions")
    func sizes() {
        #expect(Self.texts("make.size.mas_equalTo(CGSizeMake(36, 40));") == ["avatar.width == 36", "avatar.height == 40"])
        #expect(Self.texts("make.height.mas_equalTo(48);\nmake.width.equalTo(@120);\nmake.height.equalTo(@(rowHeight));") == [
            "avatar.height == 48", "avatar.width == 120", "avatar.height == rowHeight",
        ])
        #expect(Self.texts("make.width.height.mas_equalTo(24);\nmake.top.left.mas_equalTo(16);") == [
            "avatar.width == 24", "avatar.height == 24", "avatar.top == self.top + 16", "avatar.left == self.left + 16",
        ])
    }

    @Test("6, 7, 8: edges to a sibling, to the container, bare numbers relative to the superview")
    func edges() {
        #expect(Self.texts("make.top.equalTo(self.avatar.mas_bottom).offset(12);", on: "_title") == ["title.top == avatar.bottom + 12"])
        #expect(Self.texts("make.left.equalTo(self.contentView).offset(16);\nmake.right.equalTo(self.contentView).offset(-16);", on: "self.badge") == [
            "badge.left == contentView.left + 16", "badge.right == contentView.right - 16",
        ])
        #expect(Self.texts("make.left.mas_equalTo(16);\nmake.right.mas_equalTo(-16);\nmake.bottom.mas_equalTo(-10);") == [
            "avatar.left == self.left + 16", "avatar.right == self.right - 16", "avatar.bottom == self.bottom - 10",
        ])
    }

    @Test("9, 10: chains to one view, centring (a constant centre relative to the superview's centre)")
    func chainsAndCenters() {
        #expect(Self.texts("make.left.and.right.equalTo(self);\nmake.top.left.right.equalTo(_title);") == [
            "avatar.left == self.left", "avatar.right == self.right", "avatar.top == title.top", "avatar.left == title.left",
            "avatar.right == title.right",
        ])
        #expect(Self.texts("make.center.equalTo(self);\nmake.centerX.equalTo(self.mas_centerX);\nmake.centerY.mas_equalTo(-20);") == [
            "avatar.centerX == self.centerX", "avatar.centerY == self.centerY", "avatar.centerX == self.centerX",
            "avatar.centerY == self.centerY - 20",
        ])
    }

    @Test("11, 12, 13: multipliers, inequalities, priorities")
    func multipliersInequalitiesPriorities() {
        #expect(Self.texts("make.width.equalTo(self).multipliedBy(0.5);\nmake.height.equalTo(self.avatar.mas_width).multipliedBy(9.0 / 16.0);\nmake.width.equalTo(self).dividedBy(4);") == [
            "avatar.width == self.width * 0.5", "avatar.height == avatar.width * 0.5625", "avatar.width == self.width * 0.25",
        ])
        #expect(Self.texts("make.bottom.lessThanOrEqualTo(self).offset(-12);\nmake.left.greaterThanOrEqualTo(@(20));\nmake.width.mas_lessThanOrEqualTo(320);") == [
            "avatar.bottom <= self.bottom - 12", "avatar.left >= self.left + 20", "avatar.width <= 320",
        ])
        #expect(Self.texts("""
            make.height.mas_equalTo(60).priorityHigh();
            make.width.equalTo(self).priorityMedium();
            make.bottom.equalTo(self).offset(-8).priority(999);
            make.top.equalTo(self).priority(UILayoutPriorityDefaultLow + 1);
            make.left.equalTo(self).priorityLow();
            """) == [
            "avatar.height == 60 @750", "avatar.width == self.width @500", "avatar.bottom == self.bottom - 8 @999",
            "avatar.top == self.top @251", "avatar.left == self.left @250",
        ])
    }

    @Test("14, 15, 16: safe areas with an iOS 11 fallback, the whole safe area, legacy guides")
    func guides() {
        let reading = readMasonry("""
                [self.view addSubview:self.toolbar];
                [self.toolbar mas_makeConstraints:^(MASConstraintMaker *make) {
                    if (@available(iOS 11.0, *)) {
                        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(8);
                    } else {
                        make.top.equalTo(self.mas_topLayoutGuide).offset(8);
                    }
                    make.leading.trailing.equalTo(self.view.mas_safeAreaLayoutGuide);
                    make.bottom.equalTo(self.mas_bottomLayoutGuideTop);
                }];
            """)
        #expect(reading.texts == [
            "toolbar.top == view.safeAreaLayoutGuide.top + 8", "toolbar.leading == view.safeAreaLayoutGuide.leading",
            "toolbar.trailing == view.safeAreaLayoutGuide.trailing", "toolbar.bottom == bottomLayoutGuide.top",
        ])
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.constraints.allSatisfy { !$0.isConditional })
    }

    @Test("17: weak self, under every spelling")
    func weakSelf() {
        let reading = readMasonry("""
                __weak typeof(self) weakSelf = self;
                WS(ws);
                [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(weakSelf.view.mas_top).with.offset(0);
                    make.left.equalTo(ws.view);
                    __strong __typeof(weakSelf) strongSelf = weakSelf;
                    make.right.equalTo(strongSelf.view);
                    make.bottom.equalTo(wself.view);
                }];
            """, adds: "    [self.view addSubview:self.avatar];\n", top: "#define WS(weakSelf) __weak __typeof(&*self)weakSelf = self;\n")
        #expect(reading.texts == ["avatar.top == view.top", "avatar.left == view.left", "avatar.right == view.right", "avatar.bottom == view.bottom"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("18, 19: updates change the constant of the matching constraint; relation-less modifiers still make constraints")
    func updatesAndRelationless() {
        let reading = readMasonry("""
                [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.offset(0);
                    make.height.offset(88);
                    make.size.mas_offset(CGSizeMake(20, 30));
                }];
                [self.panel mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(newHeight);
                }];
            """, adds: "    [self addSubview:self.panel];\n")
        #expect(reading.texts == [
            "panel.left == self.left", "panel.right == self.right", "panel.height == 88", "panel.width == 20",
            "panel.height == newHeight", "panel.height == newHeight",
        ])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, true, true, true, false])
    }

    @Test("20: the shorthand build: views' attributes without mas_, and boxing equalTo")
    func shorthand() {
        let reading = readMasonry("""
                [badge makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(title.bottom).offset(4);
                    make.height.equalTo(18);
                    make.left.equalTo(title.safeAreaLayoutGuideLeft);
                }];
            """, adds: "    [self addSubview:badge];\n    [self addSubview:title];\n",
            top: "#define MAS_SHORTHAND\n#define MAS_SHORTHAND_GLOBALS\n#import <Masonry/Masonry.h>\n")
        #expect(reading.texts == ["badge.top == title.bottom + 4", "badge.height == 18", "badge.left == title.safeAreaLayoutGuide.left"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("without MAS_SHORTHAND, view.centerY is a number from a frame helper, as Masonry boxes it")
    func frameHelpers() {
        #expect(Self.texts("make.centerY.mas_equalTo(self.avatar.centerY);", on: "_title") == ["title.centerY == self.centerY + `avatar.centerY`"])
    }

    @Test("a file that sends makeConstraints: is a shorthand build, with the shorthand defined in a prefix header")
    func prefixHeaderShorthand() {
        let reading = readMasonry("""
                UIView *superview = self;
                [badge makeConstraints:^(MASConstraintMaker *make) {
                    make.top.greaterThanOrEqualTo(superview.top).offset(padding);
                    make.left.equalTo(title.right);
                }];
            """, adds: "    [self addSubview:badge];\n    [self addSubview:title];\n")
        #expect(reading.texts == ["badge.top >= self.top + padding", "badge.left == title.right"])
    }

    @Test("chains handed to something else, struct values by designated initializers, brace lists and locals in scope")
    func lessCommon() {
        let reading = readMasonry("""
                UIEdgeInsets insets = UIEdgeInsetsMake(4, 6, 8, 10);
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    [self.animated addObjectsFromArray:@[make.edges.equalTo(self).insets(insets).priorityLow(), make.width.mas_equalTo(kSide)]];
                    make.size.equalTo(self).sizeOffset((CGSize){.height = -2, .width = -1});
                    make.top.equalTo(vc.mas_topLayoutGuideBottom);
                }];
            """, adds: "    [self addSubview:a];\n", top: "static CGFloat const kSide = 12;\nstatic UIEdgeInsets const kPadding = {1, 2, 3, 4};\n")
        #expect(reading.texts == [
            "a.left == self.left + 6 @250", "a.right == self.right - 10 @250", "a.top == self.top + 4 @250", "a.bottom == self.bottom - 8 @250",
            "a.width == 12", "a.width == self.width - 1", "a.height == self.height - 2", "a.top == vc.topLayoutGuide.bottom",
        ])
        #expect(reading.diagnostics.isEmpty)
        #expect(readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self).insets(kPadding); }];",
                            adds: "    [self addSubview:a];\n", top: "static UIEdgeInsets const kPadding = {1, 2, 3, 4};\n").texts
            == ["a.left == self.left + 2", "a.top == self.top + 1"])
    }
}
