import Testing
import Workbench

/// `check` without the process: what a build would want to know of in Swift
/// and Objective-C files, printed as a compiler prints it.
@Suite("Checking source files")
struct CheckingTests {
    @Test("check prints errors as a compiler does and exits 1; a clean file exits 0 silently")
    func swift() throws {
        let path = "Sources/Card.swift"
        let text = ConversionTests.card.replacingOccurrences(of: "V:[title(>=44)]", with: "V:[title(>=44)]-|-")
        let broken = SourceFile(name: path, text: text)
        let report = try CheckReport(checking: [broken])
        #expect(report.hasErrors)
        #expect(TextReporter().check(report).hasPrefix("\(path):8:104: error: Expected the end of the format string\n"))
        let clean = try CheckReport(checking: [SourceFile(name: path, text: ConversionTests.card)])
        #expect(!clean.hasErrors && TextReporter().check(clean).isEmpty)
    }

    @Test("check reads .m files as Masonry: what Masonry asserts on and what cannot hold together are errors")
    func masonry() throws {
        let path = "Sources/Box.m"
        let broken = SourceFile(name: path, text: """
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

            """)
        let report = try CheckReport(checking: [broken])
        #expect(report.hasErrors)
        #expect(TextReporter().check(report) == """
            \(path):7:9: error: Masonry asserts here: attributes must be chained before the relation (equalTo, …); the chain makes nothing
                      make.top.equalTo(self).bottom;
                      ^
            \(path):9:61: error: self.width == 320 cannot hold together with box.width == 100 (line 5), \
            box.left == self.left (line 6), box.right == self.right (line 6)
                  [self mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(320); }];
                                                                          ^

            """)
        let fromStandardInput = try CheckReport(checking: [.standardInput(MasonryConversionTests.card)], options: CheckOptions(notation: .masonry))
        #expect(!fromStandardInput.hasErrors && TextReporter().check(fromStandardInput).isEmpty)
    }
}
