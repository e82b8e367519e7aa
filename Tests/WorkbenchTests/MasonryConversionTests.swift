import Foundation
import TestSupport
import Testing
import Workbench

/// `convert` with Objective-C and Masonry, from it and to it, without the process.
@Suite("Converting Masonry")
struct MasonryConversionTests {
    static let card = """
        @implementation Card
        - (void)build {
            [self addSubview:self.title];
            [self.title mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self).insets(UIEdgeInsetsMake(padding, padding, padding, padding));
                make.height.mas_greaterThanOrEqualTo(44);
            }];
        }
        @end

        """

    @Test("a .m file converts to canonical text, SnapKit, JSON; Masonry's constant centre is the superview's centre")
    func fromMasonry() throws {
        let card = SourceFile(name: "Card.m", text: Self.card)
        let canonical = try ConversionTests.convert(.files([card]), from: .of(card.name))
        #expect(!canonical.document.hasErrors && canonical.document.diagnostics.isEmpty && canonical.conversion.notes.isEmpty)
        #expect(canonical.conversion.text == """
            title.left == self.left + padding
            title.right == self.right - padding
            title.top == self.top + padding
            title.bottom == self.bottom - padding
            title.height >= 44

            """)
        let centre = SourceFile.standardInput("""
            @implementation A
            - (void)f {
              [self addSubview:b];
              [b mas_makeConstraints:^(MASConstraintMaker *make) { make.centerX.mas_equalTo(0); }];
            }
            @end

            """)
        let centred = try ConversionTests.convert(.files([centre]), from: .masonry, to: .snapkit)
        #expect(centred.conversion.text == "b.snp.makeConstraints { make in\n    make.centerX.equalToSuperview()\n}\n")
        let json = try ConversionTests.convert(.files([card]), from: .of(card.name), to: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.conversion.text.utf8)) as? [String: Any])
        let constraints = try #require(document["constraints"] as? [[String: Any]])
        #expect(constraints.count == 5)
        #expect(constraints[0]["notation"] as? String == "masonry")
        #expect(((constraints[0]["constant"] as? [String: Any])?["terms"] as? [[String: Any]])?.first?["metric"] as? String == "padding")
        #expect(constraints[0]["line"] as? Int == 5 && constraints[0]["column"] as? Int == 9)
        #expect(constraints[4]["line"] as? Int == 6 && constraints[4]["relation"] as? String == ">=")
    }

    @Test("--to masonry from VFL and from a console log, whose names become identifiers")
    func toMasonry() throws {
        let fromFormats = try ConversionTests.convert(formats: "H:|-[a]-[b(==a)]-|", to: .masonry)
        #expect(!fromFormats.document.hasErrors)
        #expect(fromFormats.conversion.text == """
            [a mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(superview).offset(20); // standard spacing
            }];
            [b mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(a.mas_trailing).offset(8); // standard spacing
                make.width.equalTo(a);
                make.trailing.equalTo(superview).offset(-20); // standard spacing
            }];

            """)
        let log = try SourceFile.read(path: Corpus.fixtures.appendingPathComponent("ConsoleLogs/048.txt").path)
        let fromLog = try ConversionTests.convert(.files([log]), from: .log, to: .masonry)
        #expect(!fromLog.document.hasErrors)
        #expect(fromLog.conversion.notes.contains("UIButton:0x103d21b60 is written as uiButton_103d21b60"))
        #expect(fromLog.conversion.text.hasPrefix(
            "[uiButton_103d21b60 mas_makeConstraints:^(MASConstraintMaker *make) {\n    make.width.mas_equalTo(24);\n"))
    }
}
