import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import Testing

/// What the Masonry reader says about what it cannot follow, what Masonry
/// asserts on and what UIKit refuses, each at its file, line and column; the
/// rest of the file is still read.
@Suite("Masonry: diagnostics")
struct MasonryDiagnosticTests {
    static let adds = "    [self addSubview:a];\n    [self addSubview:b];\n"

    /// The reading of a block on `a` in `View.m`, whose chains start on line 5.
    static func block(_ chains: String) -> SourceReading {
        readMasonry("    [a mas_makeConstraints:^(MASConstraintMaker *make) {\n\(chains)\n    }];", adds: adds)
    }

    @Test("what Masonry asserts on is an error, and the chain makes nothing")
    func assertions() {
        let reading = Self.block("""
                    make.left.equalTo(b).right;
                    make.top.equalTo(b).equalTo(self);
                    make.left.edges.equalTo(b);
                    make.width.equalTo(nil);
                    make.height.equalTo(self.safeAreaLayoutGuide);
                    make.bottom.equalTo(b);
            """)
        #expect(reading.texts == ["a.bottom == b.bottom"])
        #expect(reading.messages == [
            "View.m:6:9: error: Masonry asserts here: attributes must be chained before the relation (equalTo, …); the chain makes nothing",
            "View.m:7:9: error: Masonry asserts here: a chain has one relation; the chain makes nothing",
            "View.m:8:19: error: Masonry chains single attributes only after the first; edges was skipped with its chain",
            "View.m:9:28: error: Masonry asserts here: nil is not a target; the chain was skipped",
            "View.m:10:29: error: Masonry asserts here: self.safeAreaLayoutGuide is a layout guide, which it does not relate to (use a view's mas_safeAreaLayoutGuide…); the chain was skipped",
        ])
    }

    @Test("what UIKit refuses is an error at the chain")
    func refused() {
        let reading = Self.block("        make.left.equalTo(b.mas_top);\n        make.width.equalTo(b.mas_left);")
        #expect(reading.texts.isEmpty)
        #expect(reading.messages == [
            "View.m:6:9: error: UIKit refuses to relate a.left and b.top: invalid pairing of layout attributes left and top: a location on one axis cannot be related to a location on the other",
            "View.m:7:9: error: UIKit refuses to relate a.width and b.left: invalid pairing of layout attributes width and left: a size attribute cannot be related to a location attribute",
        ])
    }

    @Test("what the reader cannot follow is a warning; the rest is read")
    func skipped() {
        let reading = readMasonry("""
                [a mas_makeConstraints:layoutBlock];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(b).fooBar(3);
                    make.top.equalTo(b).priority(kCustomLevel);
                    [self configureMaker:make];
                    make.right.equalTo(b;
                    make.bottom.equalTo(b);
                }];
                for (UIView *item in self.items) {
                    [item mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(b); }];
                }
                [self.cells mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(b); }];
            """, adds: Self.adds, top: "@interface Card ()\n@property (nonatomic, copy) NSArray *cells;\n@end\n")
        #expect(reading.texts == ["a.left == b.left", "a.top == b.top", "a.bottom == b.bottom"])
        #expect(reading.constraints.map(\.isComplete) == [false, false, true])
        #expect(reading.messages == [
            "View.m:8:5: warning: this Masonry message is given a block the reader cannot see; skipped",
            "View.m:10:30: warning: fooBar is not a Masonry modifier the reader knows; the chain is read without it",
            "View.m:11:38: warning: the priority kCustomLevel is not known; read as required",
            "View.m:12:9: warning: [self configureMaker:make] is not a chain the reader can follow; skipped",
            "View.m:13:9: warning: the reader cannot parse this statement; the chains in it were skipped",
            "View.m:16:5: warning: skipped the constraints in this loop: only loops over an array literal are followed",
            "View.m:19:6: warning: the reader cannot see which views cells holds; skipped",
        ])
    }

    @Test("a skipped loop is said to lose constraints only when its body makes, adds or toggles some")
    func skippedLoops() {
        let reading = readMasonry("""
                UIView *shared = nil;
                for (UIView *item in self.items) {
                    shared = [item mas_closestCommonSuperview:shared];
                    item.active = YES;
                }
                for (UIView *item in self.items) {
                    [item.widthAnchor constraintEqualToConstant:20].active = YES;
                }
                for (NSUInteger i = 0; i < 3; i++) {
                    [self addConstraints:[self rowConstraints:i]];
                }
                while (self.pending) {
                    if (YES) { self.heightConstraint.active = NO; }
                }
                for (UIView *item in self.items) {
                    [UIView animateWithDuration:0.2 animations:^{ [item.topConstraint uninstall]; }];
                }
                for (UIView *item in self.items) {
                    [item.session activate];
                }
            """, adds: Self.adds)
        #expect(reading.texts.isEmpty)
        #expect(reading.messages == [
            "View.m:10:5: warning: skipped the constraints in this loop: only loops over an array literal are followed",
            "View.m:13:5: warning: skipped the constraints in this loop: only loops over an array literal are followed",
            "View.m:16:5: warning: skipped the constraints in this loop: only loops over an array literal are followed",
            "View.m:19:5: warning: skipped the constraints in this loop: only loops over an array literal are followed",
        ])
    }

    @Test("the maker's removeExisting and updateExisting flags are no chain and no unknown attribute")
    func makerFlags() {
        let reading = Self.block("""
                    NSAssert(!make.removeExisting, @"made, not remade");
                    BOOL updating = make.updateExisting;
                    make.top.equalTo(b);
            """)
        #expect(reading.texts == ["a.top == b.top"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("constraints inside a branch are read, flagged and noted once; if (self = [super init…]) is not a branch")
    func conditional() {
        let reading = readMasonry("""
                if (self = [super initWithFrame:frame]) {
                    [a mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(b); }];
                }
                if (compact) {
                    [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(30); }];
                } else {
                    [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(60); }];
                }
                [b mas_makeConstraints:^(MASConstraintMaker *make) {
                    switch (style) {
                    case 1: make.width.mas_equalTo(10); break;
                    default: make.width.mas_equalTo(20);
                    }
                }];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == b.top", "a.height == 30", "a.height == 60", "b.width == 10", "b.width == 20"])
        #expect(reading.constraints.map(\.isConditional) == [false, true, true, true, true])
        #expect(reading.messages == [
            "View.m:8:5: note: constraints inside this branch are read as if it runs",
            "View.m:14:9: note: constraints inside this branch are read as if it runs",
        ])
    }

    @Test("the file's own problems: an unclosed comment, an #else branch not read, margins on macOS")
    func fileProblems() {
        let reading = MasonryReader().read("""
            #import <Cocoa/Cocoa.h>
            #if TARGET_OS_IPHONE
            static const CGFloat kGap = 8;
            #else
            static void layout(NSView *a) { [a mas_makeConstraints:^(MASConstraintMaker *make) { make.top.mas_equalTo(2); }]; }
            #endif
            static void build(NSView *a, NSView *b) {
                [b addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) { make.leftMargin.mas_equalTo(kGap); make.top.mas_equalTo(kGap); }];
            }
            /* not closed
            """, file: "Mac.m")
        #expect(reading.texts == ["a.top == b.top + 8"])
        #expect(reading.messages == [
            "Mac.m:4:6: note: the reader follows the first branch of an #if; Masonry code in this branch was not read",
            "Mac.m:9:63: warning: Masonry has leftMargin on iOS and tvOS only; the chain was skipped",
            "Mac.m:11:1: warning: this comment is not closed; the rest of the file is inside it",
        ])
    }

    @Test("a distribution of one view is what Masonry asserts on")
    func distributeOne() {
        let reading = readMasonry("[@[a] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:0 tailSpacing:0];", adds: Self.adds)
        #expect(reading.texts.isEmpty)
        #expect(reading.messages == ["View.m:5:1: error: Masonry asserts here: it distributes two views or more; nothing was made"])
    }

    @Test("a diagnostic renders with its line and a caret")
    func rendering() {
        let source = masonryFile("    [a mas_makeConstraints:^(MASConstraintMaker *make) {\n        make.left.equalTo(b).fooBar(3);\n    }];", adds: Self.adds)
        let reading = MasonryReader().read(source, file: "View.m")
        #expect(reading.diagnostics.map { $0.rendered(source: source) } == ["""
            View.m:6:30: warning: fooBar is not a Masonry modifier the reader knows; the chain is read without it
                      make.left.equalTo(b).fooBar(3);
                                           ^~~~~~
            """])
    }
}
