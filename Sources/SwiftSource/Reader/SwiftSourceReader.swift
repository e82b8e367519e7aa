import Constraints
import SourceModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the constraints a Swift file makes, without compiling or running
/// it: SnapKit closures, anchors, `NSLayoutConstraint(item:…)` and VFL
/// literals, each with its file, line and column (README, "Reading Swift").
///
/// Items are named by their expressions (`self.titleLabel` is `titleLabel`);
/// constants the file does not define stay symbolic, each said once in a
/// note with where its value would come from. Code the reader cannot
/// follow, and Swift that does not parse, become diagnostics; the rest of the
/// file is still read.
public struct SwiftSourceReader: Sendable {
    /// Values for named constants, as `--metric NAME=VALUE` gives them; they win over the file's own.
    public var metrics: [String: Double]

    public init(metrics: [String: Double] = [:]) {
        self.metrics = metrics
    }

    /// Reads `source`, the text of `file` (`nil` for standard input, placed as `<stdin>`).
    ///
    /// A file that has none of the words every way of making a constraint
    /// needs (`ConstraintWords.file`) is parsed, for its syntax errors, but
    /// not walked: most of a project's files make no constraint.
    public func read(_ source: String, file: String?) -> SourceReading {
        let limited = BracketRunLimiter(source)
        let tree = Parser.parse(source: limited.source)
        let places = SourcePlaces(file: file ?? "<stdin>", bytes: Array(limited.source.utf8))
        var diagnostics = tree.hasError ? syntaxErrors(in: tree, places: places) : []
        diagnostics += limited.cutRuns.map { offset in
            let position = AbsolutePosition(utf8Offset: offset)
            return Diagnostic(SwiftSourceDiagnostic.bracketRun(limit: BracketRunLimiter.limit), at: places.range(of: position ..< position))
        }
        var constraints: [SourceConstraint] = []
        var classes: (names: [String: String], types: [String]) = ([:], [])
        let items: ItemTable
        let constraintWords = places.occurrences(of: .file)
        if !constraintWords.isEmpty {
            let facts = FileFacts(tree, places: places, constraintWords: constraintWords)
            classes = (facts.classes.agreed, facts.declaredTypes)
            items = ItemTable(parents: facts.parents, guides: facts.guides)
            let walker = SourceWalker(
                places: places, constraintWords: constraintWords, locals: facts.locals, items: items,
                values: ValueEvaluator(facts: facts, metrics: metrics), functions: facts.constraintFunctions)
            walker.walk(tree)
            walker.finishPendingActivations()
            diagnostics += walker.diagnostics
            let origins = MetricOrigin(facts: facts) { walker.range(of: $0).start.line }
            var named: Set<String> = []
            for record in walker.records {
                for name in record.constraint.metricNames where named.insert(name).inserted {
                    diagnostics.append(Diagnostic(SwiftSourceDiagnostic.symbolicMetric(name: name, origin: origins.describe(name)), at: record.location))
                }
            }
            constraints = walker.orderedRecords
        } else {
            items = ItemTable(parents: [:], guides: [])
        }
        diagnostics.sort { ($0.range?.start ?? SourceLocation(line: 0, column: 0)) < ($1.range?.start ?? SourceLocation(line: 0, column: 0)) }
        return SourceReading(
            constraints: constraints, diagnostics: diagnostics, root: items.root, declaredClasses: classes.names, declaredTypes: classes.types)
    }

    /// The parser's own diagnostics for the file, as the package's, as
    /// warnings: the compiler is the judge of syntax (it accepts some code the
    /// parser library does not, such as `@objc (name)`); the reader only says
    /// what it could not read.
    ///
    /// An `=` with whitespace on one side only is said here, and taken out of
    /// what the generator sees: for one with unexpected text on a side
    /// (`a \u{7F}= 1`), swift-syntax 603 makes a fix-it with no change, which traps.
    private func syntaxErrors(in tree: SourceFileSyntax, places: SourcePlaces) -> [Constraints.Diagnostic] {
        let unevenEquals = UnevenEqualsRemover()
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: unevenEquals.rewrite(tree))
            .map { diagnostic in
                Constraints.Diagnostic(
                    SwiftSourceDiagnostic.parserError(message: diagnostic.message),
                    at: places.range(of: diagnostic.position ..< diagnostic.position))
            }
        let equals = unevenEquals.removed.map { position in
            Constraints.Diagnostic(SwiftSourceDiagnostic.unevenEquals, at: places.range(of: position ..< position))
        }
        return diagnostics + equals
    }
}

/// The tree with the lexer's error taken off every `=` that has whitespace
/// on one side only, and where each of them is.
private final class UnevenEqualsRemover: SyntaxRewriter {
    private(set) var removed: [AbsolutePosition] = []

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return token }
        removed.append(token.positionAfterSkippingLeadingTrivia)
        return TokenSyntax(token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia, presence: token.presence)
    }
}
