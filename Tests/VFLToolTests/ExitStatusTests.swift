import TestSupport
import Testing

/// How `vfl-tool` ends (README, "One convention for every command"): 0 on
/// success, 1 for rejected input or failed output, 2 for a problem found
/// under `--strict`, 64 for a usage error with the command's usage line.
@Suite("vfl-tool exit status and usage errors")
struct ExitStatusTests {
    @Test("check exits 1 when a file has an error, printed on standard output; 0, silently, when none has")
    func check() throws {
        let card = """
            final class Card: UIView {
                let title = UILabel()
                func build() {
                    addSubview(title)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(>=44)]", options: [], metrics: nil, views: ["title": title]))
                }
            }

            """
        let broken = try ToolRunner.run(["check"], input: card.replacingOccurrences(of: "V:[title(>=44)]", with: "V:[title(>=44)]-|-"))
        #expect(broken.status == 1 && broken.standardError.isEmpty)
        #expect(broken.standardOutput.hasPrefix("<stdin>:5:104: error: Expected the end of the format string\n"))
        let clean = try ToolRunner.run(["check", "-"], input: card)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty && clean.standardError.isEmpty)
    }
}
