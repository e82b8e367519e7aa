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
        let folder = try TemporaryFolder()
        let path = try folder.write(try block(after: "For `ProfileCard.m`:\n\n```objc\n"), to: "ProfileCard.m")
        let shown = try block(after: "$ vfl-tool convert ProfileCard.m\n")
        let canonical = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").first))
        let snapKit = String(try #require(shown.components(separatedBy: "$ vfl-tool convert ProfileCard.m --to snapkit\n").last))
        #expect(try ToolRunner.run(["convert", path]).standardOutput == canonical)
        #expect(try ToolRunner.run(["convert", path, "--to", "snapkit"]).standardOutput == snapKit)
        #expect(canonical.split(separator: "\n").count == 8)
    }
}
