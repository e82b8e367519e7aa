import Constraints
import Testing
import Workbench

/// A configuration's severities in `check`: the most specific family wins,
/// `ignore` drops a diagnostic, and a severity the configuration names is
/// reported whether or not `--warnings` is given.
@Suite("Severity rules")
struct SeverityRulesTests {
    static let rules = SeverityRules(["swift": .note, "swift.skipped": .ignore, "swift.skipped.loop": .error, "vfl": .warning])

    @Test("the most specific family an id is in decides", arguments: [
        ("swift.skipped.loop", SeverityRules.Level.error), ("swift.skipped.unknown-modifier", .ignore), ("swift.parser-error", .note),
        ("vfl.unknownView", .warning), ("masonry.unread-branch", nil), ("swiftly", nil),
    ])
    func mostSpecific(id: String, level: SeverityRules.Level?) {
        #expect(Self.rules.level(of: DiagnosticID(id)) == level)
    }

    @Test("check: a broken literal made a warning is reported without --warnings and is not an error; what is ignored is gone")
    func check() throws {
        let text = """
            final class Card: UIView {
                func build() {
                    addSubview(title)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-|-", options: [], metrics: nil, views: ["title": title]))
                    for view in views { view.widthAnchor.constraint(equalToConstant: 8).isActive = true }
                }
            }

            """
        let file = SourceFile(name: "Card.swift", text: text)
        let plain = try CheckReport(checking: [file], options: CheckOptions(warnings: true))
        #expect(plain.files[0].diagnostics.map(\.id.rawValue) == ["vfl.expectedEndOfFormat", "swift.skipped.loop-over-unknown-collection"])
        let configured = try CheckReport(checking: [file], options: CheckOptions(severities: SeverityRules(["vfl": .warning, "swift.skipped": .ignore])))
        #expect(configured.files[0].diagnostics.map(\.id.rawValue) == ["vfl.expectedEndOfFormat"])
        #expect(!configured.hasErrors && configured.hasWarnings)
        #expect(TextReporter().check(configured).hasPrefix("Card.swift:4:98: warning: Expected the end of the format string\n"))
    }
}
