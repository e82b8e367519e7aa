import Constraints
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the constraints a Swift file makes, without compiling or running
/// it: SnapKit closures, anchors, `NSLayoutConstraint(item:…)` and VFL
/// literals, each with its file, line and column (README, "Reading Swift").
///
/// Items are named by their expressions (`self.titleLabel` is `titleLabel`);
/// constants the file does not define stay symbolic. Code the reader cannot
/// follow, and Swift that does not parse, become diagnostics; the rest of the
/// file is still read.
public struct SwiftSourceReader {
    /// Values for named constants, as `--metric NAME=VALUE` gives them; they win over the file's own.
    public var metrics: [String: Double]

    public init(metrics: [String: Double] = [:]) {
        self.metrics = metrics
    }

    /// Reads `source`, the text of `file` (`nil` for standard input, placed as `<stdin>`).
    public func read(_ source: String, file: String?) -> SwiftSourceReading {
        let file = file ?? "<stdin>"
        let tree = Parser.parse(source: source)
        let facts = FileFacts(tree)
        let items = ItemTable(parents: facts.parents, guides: facts.guides)
        let walker = SourceWalker(
            file: file, tree: tree, items: items, values: ValueEvaluator(facts: facts, metrics: metrics))
        var diagnostics = tree.hasError ? syntaxErrors(in: tree, walker: walker) : []
        walker.walk(tree)
        diagnostics += walker.diagnostics
        diagnostics.sort { ($0.range?.start ?? SourceLocation(line: 0, column: 0)) < ($1.range?.start ?? SourceLocation(line: 0, column: 0)) }
        return SwiftSourceReading(constraints: walker.records, diagnostics: diagnostics, root: items.root)
    }

    /// The parser's own diagnostics for the file, as the package's, as
    /// warnings: the compiler is the judge of syntax (it accepts some code the
    /// parser library does not, such as `@objc (name)`); the reader only says
    /// what it could not read.
    private func syntaxErrors(in tree: SourceFileSyntax, walker: SourceWalker) -> [Constraints.Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let position = diagnostic.position
            return Constraints.Diagnostic(
                .warning, .swiftSyntax, diagnostic.message,
                at: walker.range(of: position ..< position))
        }
    }
}
