import Constraints
import Layout

/// What `vfl-tool check` reports for a file: every error the reader found
/// (VFL literals Apple rejects, views missing from `views:`, chains the DSL
/// refuses, constraints UIKit refuses), and every set of required
/// constraints activated together in one function or closure that cannot
/// all hold, found by solving them.
///
/// Only what is certain is solved: required constraints, made and activated
/// unconditionally in the same body, read whole (no modifier or priority
/// skipped), with numeric constants (no metric without a value, no standard
/// space, whose value depends on the system).
public enum SourceCheck {
    /// The errors of `reading`, in source order.
    public static func errors(in reading: SourceReading) -> [Diagnostic] {
        var errors = reading.diagnostics.filter { $0.severity == .error }
        errors += unsatisfiable(reading)
        return errors.sorted { ($0.range?.start.line ?? 0, $0.range?.start.column ?? 0) < ($1.range?.start.line ?? 0, $1.range?.start.column ?? 0) }
    }

    /// One diagnostic per required constraint that cannot hold with the others of its body.
    /// Each body is solved alone (its constraints the only active ones), in
    /// the order the bodies first appear; finding the bodies' constraints is
    /// one pass, so a file of many functions costs their sizes, not their product.
    private static func unsatisfiable(_ reading: SourceReading) -> [Diagnostic] {
        let active = reading.constraints.filter(\.constraint.isActive)
        var bodies: [Int] = []
        var groups: [Int: [SourceConstraint]] = [:]
        for constraint in active where isCertain(constraint) {
            if groups[constraint.body] == nil { bodies.append(constraint.body) }
            groups[constraint.body, default: []].append(constraint)
        }
        LayoutConstraint.deactivate(active.map(\.constraint))
        defer { try? LayoutConstraint.activate(active.map(\.constraint)) }
        var diagnostics: [Diagnostic] = []
        for body in bodies {
            guard let group = groups[body], group.count > 1 else { continue }
            let constraints = group.map(\.constraint)
            guard (try? LayoutConstraint.activate(constraints)) != nil else { continue }
            // Against one another, not against a container 0 wide: sizes may go below 0 here.
            let broken = LayoutEngine(root: reading.root, containerSize: .zero, nonNegativeSizes: .never).brokenRules
            LayoutConstraint.deactivate(constraints)
            for broken in broken {
                guard case .constraint(let constraint) = broken.rule,
                      let source = group.first(where: { $0.constraint === constraint })
                else { continue }
                let others = broken.conflictsWith.compactMap { rule -> String? in
                    guard case .constraint(let other) = rule, let place = group.first(where: { $0.constraint === other })
                    else { return nil }
                    return "\(other) (line \(place.location.start.line))"
                }
                guard !others.isEmpty else { continue }
                diagnostics.append(Diagnostic(SourceDiagnostic.unsatisfiable(constraint: "\(constraint)", others: others), at: source.location))
            }
        }
        return diagnostics
    }

    private static func isCertain(_ source: SourceConstraint) -> Bool {
        let constraint = source.constraint
        return constraint.priority.isRequired && !source.isConditional && source.isComplete && constraint.metricNames.isEmpty
            && !constraint.constant.isStandardSpacing
    }
}
