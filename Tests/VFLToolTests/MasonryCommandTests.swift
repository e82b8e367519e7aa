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
