import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import TestSupport
import Testing
import VFL

/// The Masonry writer: idiomatic chains, checked on Masonry's semantics, that the reader reads back exactly.
@Suite("Masonry: the writer")
struct MasonryWriterTests {
    /// A file that adds each view to the superview it has under `root`
    /// (the reader's placeholders, which it makes again, left out), then `statements`.
    static func file(adding root: LayoutView, _ statements: String) -> String {
        var adds = ""
        func visit(_ view: LayoutView, isPlaceholder: Bool) {
            for child in view.subviews {
                if !isPlaceholder { adds += "    [\(view.name) addSubview:\(child.name)];\n" }
                visit(child, isPlaceholder: false)
            }
        }
        for placeholder in root.subviews { visit(placeholder, isPlaceholder: true) }
        return "@implementation Screen\n- (void)layout {\n" + adds + statements.split(separator: "\n").map { "    \($0)\n" }.joined() + "}\n@end\n"
    }

    /// Writes what `reading` read and reads it back: the same constraints,
    /// identifiers included, each view's in its order (the writer gathers
    /// them one block per view, so views' constraints are no longer interleaved).
    static func roundTrip(_ reading: SourceReading, _ label: String) {
        let writer = MasonryWriter()
        let constraints = reading.constraints.map(\.constraint)
        let written = writer.write(constraints)
        let again = MasonryReader().read(file(adding: reading.root, written), file: "Again.m")
        #expect(again.texts == writer.written(constraints).map(\.description), "\(label)\n\(written)")
        #expect(again.texts.sorted() == reading.texts.sorted(), "\(label)")
        #expect(again.constraints.map(\.constraint.identifier) == writer.written(constraints).map(\.identifier), "\(label)")
        #expect(again.diagnostics.isEmpty, "\(label): \(again.diagnostics)\n\(written)")
    }

    @Test("idioms: composites, the superview by name, insets, sizes and points, mas_equalTo for a constant, priorities, keys")
    func idioms() throws {
        let scene = Scene("a", "b")
        let texts = [
            "a.left == superview.left + 8", "a.right == superview.right - 8", "a.top == superview.top + 4", "a.bottom == superview.bottom - 12",
            "b.width == 64", "b.height == 48", "b.centerX == a.centerX + 10", "b.centerY == a.centerY - 6",
            "b.top >= a.bottom + spacing @750", "b.width == a.width * 0.5 @300", "b.leading == superview.leading + 16",
            "b.trailing == superview.trailing - 16", "a.lastBaseline == b.lastBaseline",
        ]
        let constraints = try texts.map { try scene.constraint(canonicalText: $0) }
        constraints[6].identifier = "nudge[0]"
        constraints[7].identifier = "nudge[1]"
        #expect(MasonryWriter().write(constraints) == """
            [a mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(superview).insets(UIEdgeInsetsMake(4, 8, 12, 8));
                make.lastBaseline.equalTo(b);
            }];
            [b mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.mas_equalTo(CGSizeMake(64, 48));
                make.center.equalTo(a).centerOffset(CGPointMake(10, -6)).key(@"nudge");
                make.top.greaterThanOrEqualTo(a.mas_bottom).offset(spacing).priorityHigh();
                make.width.equalTo(a).multipliedBy(0.5).priority(300);
                make.leading.trailing.equalTo(superview).inset(16);
            }];

            """)
    }

    @Test("what Masonry cannot say is a comment; VFL's superview-first edges are written from the view; the standard space is marked")
    func limits() throws {
        let scene = Scene("a", "b")
        let guide = LayoutGuide(name: "column")
        scene.container.addLayoutGuide(guide)
        var items = scene.items
        items["column"] = guide
        let canonical = try ["a.leading == superview.layoutMarginsGuide.leading", "column.width == 100", "a.top == column.top"]
            .map { try LayoutConstraint(canonicalText: $0, items: items) }
        let formats = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-|", views: scene.views)
        #expect(MasonryWriter().write(canonical + formats) == """
            [a mas_makeConstraints:^(MASConstraintMaker *make) {
                // a.leading == superview.layoutMarginsGuide.leading has no Masonry chain
                // a.top == column.top has no Masonry chain
                make.trailing.equalTo(superview).offset(-20); // standard spacing
            }];
            // column.width == 100 has no Masonry form: Masonry constrains views only

            """)
    }

    @Test("a metric that is not one name is written in parentheses and read back as the same metric (found by fuzz-masonry)")
    func parenthesizedMetric() {
        let reading = readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(w * h); make.height.mas_equalTo((CGSizMake(1, 2))); }];",
                                  adds: "    [self addSubview:a];\n")
        #expect(reading.texts == ["a.width == `w * h`", "a.height == CGSizMake(1, 2)"])
        #expect(MasonryWriter().write(reading.constraints.map(\.constraint)).contains("make.size.mas_equalTo(CGSizeMake((w * h), CGSizMake(1, 2)));"))
        Self.roundTrip(reading, "parenthesized")
    }

    @Test("a metric named like a view is boxed, @(ht), and read back as the number (found by fuzz-masonry: crash-metric-named-like-a-view)")
    func metricNamedLikeAView() {
        let reading = readMasonry("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(kFieldHeig=ht); make.width.mas_equalTo(@(badge)); }];",
                                  adds: "    [self addSubview:a];\n")
        #expect(reading.texts == ["a.height == ht", "a.width == badge"])
        #expect(MasonryWriter().write(reading.constraints.map(\.constraint)).contains("make.height.mas_equalTo(@(ht));"))
        Self.roundTrip(reading, "metric named like a view")
    }

    @Test("a Masonry attribute (v.mas_top) is never a view: not in a distributed array, not as a receiver (found by fuzz-masonry: crash-attribute-as-view)")
    func attributeIsNoView() {
        let reading = readMasonry("""
                [@[self.homeTab, self.b.mas_top, self.profileTab] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:5 leadSpacing:16 tailSpacing:15];
                [self.b.mas_top mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(10); }];
            """, adds: "    [self addSubview:self.homeTab];\n    [self addSubview:self.profileTab];\n")
        #expect(reading.texts == [
            "homeTab.left == self.left + 16", "profileTab.width == homeTab.width", "profileTab.left == homeTab.right + 5",
            "profileTab.right == self.right - 15",
        ])
        #expect(reading.messages.filter { $0.contains("cannot tell which view b.mas_top is; skipped") }.count == 2)
        Self.roundTrip(reading, "attribute as view")
    }

    @Test("a name that still starts with '_' after the reader dropped an instance variable's gets it back (found by fuzz-masonry: crash-leading-underscores); a metric named by a call's text keeps its own (crash-underscore-call); `_0photo` is no instance variable's spelling and stays whole (crash-underscore-digit)")
    func leadingUnderscores() {
        let reading = readMasonry("""
            [__photo mas_makeConstraints:^(MASConstraintMaker *make) {
                make.height.mas_equalTo(___side.mas - width);
                make.left.equalTo(self).offset(_av.inset(-10, 0));
                make.width.equalTo(_0photo.mas_width);
            }];
            """, adds: "    [self addSubview:__photo];\n")
        #expect(reading.texts == ["_photo.height == `__side.mas` - width", "_photo.left == self.left + _av.inset(-10, 0)", "_photo.width == _0photo.width"])
        #expect(MasonryWriter().write(reading.constraints.map(\.constraint)).contains("[__photo mas_makeConstraints:"))
        Self.roundTrip(reading, "leading underscores")
    }

    @Test("a path through a Masonry attribute, a name and a member with bytes no identifier has are read by their text, underscore and all, and written so (found by fuzz-masonry: crash-underscore-before-mas-member, crash-underscore-other-bytes, crash-member-other-bytes)")
    func underscoresTheReaderKeeps() {
        let reading = readMasonry("""
            [photo mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self).offset(_body.mas_top.inset);
                make.height.mas_equalTo(__photo\u{e9}\u{e9} - width);
                make.width.mas_equalTo(__photo.mas\u{e9}_width);
            }];
            """, adds: "    [self addSubview:photo];\n")
        #expect(reading.texts == [
            "photo.top == self.top + _body.mas_top.inset", "photo.height == `__photo\u{e9}\u{e9}` - width", "photo.width == `__photo.mas\u{e9}_width`",
        ])
        let written = MasonryWriter().write(reading.constraints.map(\.constraint))
        #expect(written.contains("make.top.equalTo(self).offset(_body.mas_top.inset);"))
        #expect(written.contains("make.height.mas_equalTo((__photo\u{e9}\u{e9}) - width);"))
        #expect(written.contains("make.width.mas_equalTo((__photo.mas\u{e9}_width));"))
        Self.roundTrip(reading, "underscores the reader keeps")
    }

    @Test("a view whose name the reader would take for a number (a type's member, Eelf.searchTab) is written with its attribute (found by fuzz-masonry: crash-view-named-like-a-type-member)")
    func viewNamedLikeANumber() {
        let reading = readMasonry("""
            NSArray *tabs = @[self.homeTab, Eelf.searchTab];
            [tabs mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:16 tailSpacing:16];
            """, adds: "    [self addSubview:self.homeTab];\n    [self addSubview:Eelf.searchTab];\n")
        #expect(reading.texts.contains("Eelf.searchTab.width == homeTab.width"))
        let written = MasonryWriter().write(reading.constraints.map(\.constraint))
        #expect(written.contains("make.width.equalTo(homeTab);"))
        let redistributed = readMasonry("""
            NSArray *tabs = @[Eelf.searchTab, self.homeTab];
            [tabs mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:16 tailSpacing:16];
            """, adds: "    [self addSubview:self.homeTab];\n    [self addSubview:Eelf.searchTab];\n")
        #expect(redistributed.texts.contains("homeTab.width == Eelf.searchTab.width"))
        #expect(MasonryWriter().write(redistributed.constraints.map(\.constraint)).contains("make.width.equalTo(Eelf.searchTab.mas_width);"))
        Self.roundTrip(reading, "view named like a type's member")
        Self.roundTrip(redistributed, "view named like a type's member, second")
    }

    @Test("a name the reader would take for self (weakSelf, names ending in 'self') is written after self. (found by fuzz-masonry)")
    func namesEndingInSelf() throws {
        let reading = readMasonry("""
            [self.indicatself.bar mas_makeConstraints:^(MASConstraintMaker *make) { make.bottom.equalTo(self.weakSelf); }];
            [self.weakSelf mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(10); }];
            """)
        #expect(reading.texts == ["indicatself.bar.bottom == weakSelf.bottom", "weakSelf.width == 10"])
        #expect(MasonryWriter().write(reading.constraints.map(\.constraint)) == """
            [self.indicatself.bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.bottom.equalTo(self.weakSelf);
            }];
            [self.weakSelf mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(10);
            }];

            """)
        Self.roundTrip(reading, "names ending in self")
    }

    @Test("Masonry to the model to Masonry to the model is exact, for every fixture screen")
    func fixtures() {
        for (name, text) in Corpus.masonryFiles() {
            Self.roundTrip(MasonryReader().read(text, file: name), name)
        }
    }

    @Test("every VFL fixture Apple accepts, written as Masonry, reads back as written", arguments: Corpus.acceptedVisualFormatCases())
    func visualFormat(testCase: VisualFormatCase) throws {
        let (scene, constraints) = try testCase.lowered()
        let writer = MasonryWriter(spacing: .appKit)
        let file = Self.file(adding: LayoutView(name: "<root>"), scene.viewNames.filter { scene[$0]?.superview != nil }
            .map { "[superview addSubview:\($0)];" }.joined(separator: "\n") + "\n" + writer.write(constraints))
        let reading = MasonryReader().read(file, file: "Formats.m")
        #expect(reading.texts == writer.written(constraints).map(\.description))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
    }
}
