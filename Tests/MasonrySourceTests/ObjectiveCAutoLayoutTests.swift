import Constraints
import MasonrySource
import SourceModel
import Testing

/// Auto Layout written in Objective-C without Masonry, read as the Swift
/// reader reads it in Swift.
@Suite("Objective-C: Auto Layout without Masonry")
struct ObjectiveCAutoLayoutTests {
    static let adds = "    [self addSubview:a];\n    [self addSubview:b];\n"

    @Test("constraintWithItem:, anchors and VFL are read beside Masonry, each where UIKit activates it")
    func everyForm() {
        let reading = readMasonry("""
                [self addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:b attribute:NSLayoutAttributeTop multiplier:1 constant:8]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]-4-|" options:0 metrics:nil views:@{@"a": a}]];
                [a.widthAnchor constraintEqualToConstant:40].active = YES;
                [NSLayoutConstraint activateConstraints:@[[a.leftAnchor constraintGreaterThanOrEqualToAnchor:b.leftAnchor]]];
                [[b.heightAnchor constraintEqualToAnchor:a.heightAnchor multiplier:0.5 constant:2] setActive:YES];
                [b.topAnchor constraintEqualToSystemSpacingBelowAnchor:a.bottomAnchor multiplier:1].active = YES;
                [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.equalTo(@20); }];
            """, adds: Self.adds)
        #expect(reading.placed == [
            "5:25 a.top == b.top + 8", "6:79 a.leading == self.leading", "6:83 self.trailing == a.trailing + 4", "7:5 a.width == 40",
            "8:47 a.left >= b.left", "9:6 b.height == a.height * 0.5 + 2", "10:5 b.top == a.bottom + standard", "11:58 a.height == 20",
        ])
        #expect(reading.constraints.map(\.notation) == [
            .layoutConstraintInitializer, .visualFormat, .visualFormat, .anchor, .anchor, .anchor, .anchor, .masonry,
        ])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("what a followed loop's body cannot read is said once, not once per element")
    func loopSaysOnce() {
        let reading = readMasonry("""
                for (UIView *view in @[a, b]) {
                    [view.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:view attribute:attribute relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeLeft multiplier:1 constant:0]];
                }
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == self.top", "b.top == self.top"])
        #expect(reading.messages == ["View.m:7:29: warning: an attribute or relation of this constraint is known only at run time; skipped"])
    }

    @Test("constraints kept in variables, properties and arrays, given priorities, activated later or above where they are made")
    func keptAndActivated() {
        let reading = readMasonry("""
                NSDictionary *views = NSDictionaryOfVariableBindings(_icon, b);
                NSMutableArray *all = [NSMutableArray array];
                [all addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-m-[_icon(==b)]" options:NSLayoutFormatAlignAllLeft | NSLayoutFormatDirectionLeadingToTrailing metrics:@{@"m": @(kMargin)} views:views]];
                NSLayoutConstraint *floor = [NSLayoutConstraint constraintWithItem:self attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:b attribute:NSLayoutAttributeBottom multiplier:1 constant:kMargin];
                floor.priority = UILayoutPriorityDefaultHigh;
                [all addObject:floor];
                self.iconWidth = [_icon.widthAnchor constraintEqualToConstant:24];
                [NSLayoutConstraint activateConstraints:all];
                [NSLayoutConstraint deactivateConstraints:@[floor]];
            }
            - (void)show {
                self.iconWidth.active = YES;
                self.later.active = YES;
                self.active = YES;
                [_spinner setActive:YES];
            }
            - (void)prepare {
                self.later = [b.widthAnchor constraintEqualToAnchor:_icon.widthAnchor];
            """, adds: "    [self addSubview:_icon];\n    [self addSubview:b];\n",
            top: "#define kMargin 6\n@interface Card ()\n@property (nonatomic, strong) NSLayoutConstraint *later;\n@end\n")
        #expect(reading.texts == [
            "icon.top == self.top + 6", "icon.height == b.height", "self.bottom >= b.bottom + 6 @750", "icon.width == 24",
            "b.width == icon.width",
        ])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, false, true, true])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("an instance variable made an array elsewhere collects what addObject: gives it")
    func arrayInstanceVariable() {
        let reading = readMasonry("""
                if (_pinned) {
                    [NSLayoutConstraint deactivateConstraints:_pinned];
                }
                _pinned = [NSMutableArray array];
                [_pinned addObject:[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:4]];
                [_pinned addObject:[a.centerXAnchor constraintEqualToAnchor:b.centerXAnchor]];
                [NSLayoutConstraint activateConstraints:_pinned];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == b.bottom + 4", "a.centerX == b.centerX"])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
    }

    @Test("NSLayoutAttributeBaseline, the last baseline's old name, is the last baseline")
    func oldBaselineName() {
        let reading = readMasonry("""
                [self addConstraint:[NSLayoutConstraint constraintWithItem:b attribute:NSLayoutAttributeBaseline relatedBy:NSLayoutRelationEqual toItem:a attribute:NSLayoutAttributeLastBaseline multiplier:1 constant:-2]];
            """, adds: Self.adds)
        #expect(reading.texts == ["b.lastBaseline == a.lastBaseline - 2"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("a local that holds an anchor, or another name for one, is that anchor; one made at run time is none")
    func anchorAliases() {
        let reading = readMasonry("""
                NSLayoutYAxisAnchor *floor = self.bottomAnchor;
                NSLayoutAnchor *edge = floor;
                [NSLayoutConstraint activateConstraints:@[
                    [a.bottomAnchor constraintEqualToAnchor:edge constant:-16],
                    [floor constraintGreaterThanOrEqualToAnchor:b.bottomAnchor],
                ]];
                id unknown = [self anchorFor:a];
                [a.topAnchor constraintEqualToAnchor:unknown].active = YES;
            """, adds: Self.adds)
        #expect(reading.placed == ["8:9 a.bottom == self.bottom - 16", "9:9 self.bottom >= b.bottom"])
        #expect(reading.messages == ["View.m:12:42: warning: unknown is not an anchor the reader can follow; skipped"])
    }

    @Test("a loop over an array literal makes its constraints once per element, of views or of anchors")
    func loops() {
        let reading = readMasonry("""
                for (UIView *v in @[a, b]) {
                    [v.topAnchor constraintEqualToAnchor:self.topAnchor constant:4].active = YES;
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:v attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:9]];
                }
                for (NSLayoutXAxisAnchor *side in @[a.leadingAnchor, b.leadingAnchor]) {
                    [side constraintEqualToAnchor:self.leadingAnchor constant:8].active = YES;
                }
            """, adds: Self.adds)
        #expect(reading.placed == [
            "6:9 a.top == self.top + 4", "7:29 a.width == 9", "6:9 b.top == self.top + 4", "7:29 b.width == 9",
            "10:9 a.leading == self.leading + 8", "10:9 b.leading == self.leading + 8",
        ])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("metrics:0 and metrics:NULL are no metrics, as metrics:nil is")
    func nullMetrics() {
        let reading = readMasonry("""
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a]" options:0 metrics:0 views:@{@"a": a}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[b]|" options:0 metrics:NULL views:@{@"b": b}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a(9)]" options:0 metrics:(NSDictionary *)nil views:@{@"a": a}]];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == self.top", "self.trailing == b.trailing", "a.width == 9"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("an array made with initWithArray: or initWithObjects: holds the constraints it is given, and activates them")
    func arrayInitializers() {
        let reading = readMasonry("""
                NSMutableArray *pins = [[NSMutableArray alloc] initWithArray:@[[a.topAnchor constraintEqualToAnchor:self.topAnchor]]];
                NSArray *sizes = [[NSArray alloc] initWithObjects:[a.widthAnchor constraintEqualToConstant:30], [a.heightAnchor constraintEqualToConstant:20], nil];
                [NSLayoutConstraint activateConstraints:pins];
                [NSLayoutConstraint activateConstraints:sizes];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.top == self.top", "a.width == 30", "a.height == 20"])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("what the reader cannot see or UIKit refuses is said where it is written; the rest is read")
    func diagnostics() {
        let reading = readMasonry("""
                [NSLayoutConstraint activateConstraints:[self makeConstraints]];
                [a.bottomAnchor constraintEqualToAnchor:[self anchorFor:b]].active = YES;
                [self addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:edge relatedBy:NSLayoutRelationEqual toItem:b attribute:edge multiplier:1 constant:0]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@"a": a}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a]-[bee]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a, b)]];
                NSLayoutConstraint *c = [a.widthAnchor constraintEqualToConstant:10];
                c.priority = [self chosenPriority];
                c.active = shown;
                [self addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:b attribute:NSLayoutAttributeTop multiplier:1 constant:0]];
            """, adds: Self.adds)
        #expect(reading.texts == ["a.width == 10"])
        #expect(reading.messages == [
            "View.m:5:45: warning: [self makeConstraints] holds constraints the reader cannot see; skipped",
            "View.m:6:45: warning: [self anchorFor:b] is not an anchor the reader can follow; skipped",
            "View.m:7:25: warning: an attribute or relation of this constraint is known only at run time; skipped",
            "View.m:8:74: warning: the format is not a string literal; skipped",
            "View.m:9:85: error: bee is not a key in the views dictionary.",
            "View.m:11:18: warning: the priority [self chosenPriority] is not known; left as it was",
            "View.m:12:16: warning: active is set to a value known only at run time; left as it was",
            "View.m:13:25: error: UIKit refuses to relate a and b: invalid pairing of layout attributes left and top: "
                + "a location on one axis cannot be related to a location on the other",
        ])
    }
}
