import Constraints
import SourceModel

/// Reads the constraints an Objective-C file makes, without compiling or
/// running it: with Masonry, `mas_makeConstraints:`, `mas_updateConstraints:`
/// and `mas_remakeConstraints:` blocks (on views and arrays of views) and
/// the `mas_distributeViewsAlongAxis:` helpers; without it,
/// `constraintWithItem:…`, anchors and VFL, as the Swift reader reads them
/// in Swift; each constraint with its file, line and column (README, "Masonry").
///
/// It follows Masonry's own semantics (`MasonryMaker`), which differ from
/// SnapKit's, and names items as the Swift reader does (`self.titleLabel`
/// and `_titleLabel` are `titleLabel`), each under the view the file adds it
/// to. Objective-C is read by a small parser of its own (swift-syntax does
/// not read it); what it cannot follow becomes a diagnostic, and the rest of
/// the file is still read. What it returns is what `SwiftSourceReader`
/// returns, so `SourceCheck`, the layout and every writer take it alike.
public struct MasonryReader: Sendable {
    /// Values for named constants, as `--metric NAME=VALUE` gives them; they win over the file's own.
    public var metrics: [String: Double]

    public init(metrics: [String: Double] = [:]) {
        self.metrics = metrics
    }

    /// Reads `source`, the text of `file` (`nil` for standard input, placed as `<stdin>`).
    public func read(_ source: String, file: String?) -> SourceReading {
        let file = file ?? "<stdin>"
        let bytes = Array(source.utf8)
        let objectiveC = ObjectiveCFile(bytes)
        let facts = MasonryFacts(objectiveC, bytes: bytes)
        let items = ItemTable(parents: facts.parents, guides: facts.guides)
        let walker = MasonryWalker(facts: facts, items: items, metrics: metrics, file: file, bytes: bytes)
        walker.walk(objectiveC)
        walker.finishPendingActivations()
        var diagnostics = objectiveC.problems.map { problem in
            Diagnostic(problem.problem, at: walker.range(problem.range))
        }
        diagnostics += objectiveC.preprocessor.skippedBranches.map { branch in
            Diagnostic(MasonryDiagnostic.unreadBranch, at: walker.range(branch.lowerBound ..< branch.lowerBound))
        }
        diagnostics += walker.diagnostics
        diagnostics.sort { ($0.range?.start ?? SourceLocation(line: 0, column: 0)) < ($1.range?.start ?? SourceLocation(line: 0, column: 0)) }
        var types: [String] = []
        for name in objectiveC.bodies.compactMap(\.className) where !types.contains(name) { types.append(name) }
        return SourceReading(
            constraints: walker.orderedRecords, diagnostics: diagnostics, root: items.root, declaredClasses: facts.classes.agreed,
            declaredTypes: types)
    }
}
