import Foundation
import TestSupport
import Testing

@Suite("vfl-tool convert, check and layout with Masonry")
struct MasonryCommandTests {
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

    @Test("README's Masonry example: the file, its constraints and its SnapKit are what the tool prints")
    func readme() throws {
        let readme = try String(contentsOf: Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        func block(after marker: String) throws -> String {
            let start = try #require(readme.range(of: marker)?.upperBound)
            let end = try #require(readme[start...].range(of: "```")?.lowerBound)
            return String(readme[start ..< end])
        }
        let path = try ConvertCommandTests.file(try block(after: "For `ProfileCard.m`:\n\n```objc\n"), name: "ProfileCard.m")
        let shown = try block(after: "$ vfl-tool convert ProfileCard.m\n")
        let canonical = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").first))
        let snapKit = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").last))
        #expect(try ToolRunner.run(["convert", path]).standardOutput == canonical)
        #expect(try ToolRunner.run(["convert", path, "--to", "snapkit"]).standardOutput == snapKit)
        #expect(canonical.split(separator: "\n").count == 8)
    }

    @Test("a .m file converts to canonical text, SnapKit, JSON; Masonry's constant centre is the superview's centre")
    func fromMasonry() throws {
        let path = try ConvertCommandTests.file(Self.card, name: "Card.m")
        let canonical = try ToolRunner.run(["convert", path])
        #expect(canonical.status == 0 && canonical.standardError.isEmpty)
        #expect(canonical.standardOutput == """
            title.left == self.left + padding
            title.right == self.right - padding
            title.top == self.top + padding
            title.bottom == self.bottom - padding
            title.height >= 44

            """)
        let centred = try ToolRunner.run(
            ["convert", "--from", "masonry", "--to", "snapkit"],
            input: "@implementation A\n- (void)f {\n  [self addSubview:b];\n  [b mas_makeConstraints:^(MASConstraintMaker *make) { make.centerX.mas_equalTo(0); }];\n}\n@end\n")
        #expect(centred.standardOutput == "b.snp.makeConstraints { make in\n    make.centerX.equalToSuperview()\n}\n")
        let json = try ToolRunner.run(["convert", "--to", "json", path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let constraints = try #require(document["constraints"] as? [[String: Any]])
        #expect(constraints.count == 5)
        #expect(constraints[0]["notation"] as? String == "masonry" && constraints[0]["constant"] as? String == "padding")
        #expect(constraints[0]["line"] as? Int == 5 && constraints[0]["column"] as? Int == 9)
        #expect(constraints[4]["line"] as? Int == 6 && constraints[4]["relation"] as? String == ">=")
    }

    @Test("--to masonry from VFL and from a console log, whose names become identifiers")
    func toMasonry() throws {
        let fromFormats = try ToolRunner.run(["convert", "--to", "masonry", "H:|-[a]-[b(==a)]-|"])
        #expect(fromFormats.status == 0)
        #expect(fromFormats.standardOutput == """
            [a mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(superview).offset(20); // standard spacing
            }];
            [b mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(a.mas_trailing).offset(8); // standard spacing
                make.width.equalTo(a);
                make.trailing.equalTo(superview).offset(-20); // standard spacing
            }];

            """)
        let log = Corpus.fixtures.appendingPathComponent("ConsoleLogs/048.txt").path
        let fromLog = try ToolRunner.run(["convert", "--from", "log", "--to", "masonry", log])
        #expect(fromLog.status == 0)
        #expect(fromLog.standardError.contains("note: UIButton:0x103d21b60 is written as uiButton_103d21b60\n"))
        #expect(fromLog.standardOutput.hasPrefix("[uiButton_103d21b60 mas_makeConstraints:^(MASConstraintMaker *make) {\n    make.width.mas_equalTo(24);\n"))
    }

    @Test("check reads .m files as Masonry: what Masonry asserts on and what cannot hold together are errors")
    func check() throws {
        let broken = try ConvertCommandTests.file("""
            @implementation Box
            - (void)build {
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(100);
                    make.left.right.equalTo(self);
                    make.top.equalTo(self).bottom;
                }];
                [self mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(320); }];
            }
            @end

            """, name: "Box.m")
        let output = try ToolRunner.run(["check", broken])
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            \(broken):7:9: error: Masonry asserts here: attributes must be chained before the relation (equalTo, …); the chain makes nothing
                      make.top.equalTo(self).bottom;
                      ^
            \(broken):9:61: error: self.width == 320 cannot hold together with box.width == 100 (line 5), box.left == self.left (line 6), box.right == self.right (line 6)
                  [self mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(320); }];
                                                                          ^

            """)
        let fromStandardInput = try ToolRunner.run(["check", "--from", "masonry"], input: Self.card)
        #expect(fromStandardInput.status == 0 && fromStandardInput.standardOutput.isEmpty)
    }

    @Test("layout reads a .m file: the top view fills the container")
    func layout() throws {
        let path = try ConvertCommandTests.file(Self.card, name: "Card.m")
        let laidOut = try ToolRunner.run(["layout", path, "--size", "200x100", "--metric", "padding=10"])
        #expect(laidOut.status == 0)
        #expect(laidOut.standardOutput == "self: 0 0 200 100\ntitle: 10 10 180 80\n")
    }
}
