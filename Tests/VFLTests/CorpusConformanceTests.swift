import Constraints
import TestSupport
import Testing
import VFL

@Suite("Apple's behaviour, from Tests/Fixtures/VisualFormat")
struct CorpusConformanceTests {
    @Test(
        "each corpus case gives Apple's constraints, order, message and caret",
        arguments: Corpus.visualFormatCases())
    func conformance(testCase: VisualFormatCase) throws {
        let scene = testCase.makeScene()
        let options = try #require(testCase.formatOptions, "an unknown option in \(testCase.options)")
        let result = Result { () throws(VisualFormatError) -> [LayoutConstraint] in
            try LayoutConstraint.constraints(
                withVisualFormat: testCase.format, options: options, metrics: testCase.metrics, views: scene.views)
        }
        switch (result, testCase.expectedError) {
        case (.success(let constraints), nil):
            let expected = try #require(testCase.expectedConstraints)
            #expect(constraints.map { $0.resolvingStandardSpacing(.appKit).description } == expected)
            let standard = constraints.indices.filter { constraints[$0].constant.isStandardSpacing }
            if !testCase.standardSpacingIndices.isEmpty || testCase.file == "apple-derived.cases" {
                #expect(standard == testCase.standardSpacingIndices)
            }
        case (.failure(let error), let reason?):
            // The reason ends with Apple's caret line, so it fixes the caret too.
            #expect(error.appleReason == reason)
            if let caret = testCase.caretIndex { #expect(error.caretIndex == caret) }
        case (.success(let constraints), let reason?):
            Issue.record("expected \(reason), got \(constraints)")
        case (.failure(let error), nil):
            Issue.record("expected constraints, got \(error.appleReason)")
        }
    }

    @Test("the fixtures hold every case of the corpus, and the cases this project established")
    func corpusIsComplete() {
        let cases = Corpus.visualFormatCases()
        #expect(cases.filter { $0.file != "apple-established.cases" }.count == 110)
        #expect(cases.filter { $0.file == "apple-established.cases" }.count == 83)
    }

    @Test(
        "each established case names its evidence",
        arguments: Corpus.visualFormatCases().filter { $0.file == "apple-established.cases" })
    func evidence(testCase: VisualFormatCase) {
        let classes = ["documented (A)", "observed in a real log (O)", "read from the decompiled table (D)", "inferred (I)"]
        #expect(classes.contains { testCase.source.hasPrefix($0) })
    }
}
