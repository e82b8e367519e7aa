import Constraints

/// What every source reader's reading says when it is laid out or checked:
/// errors in the `source` family.
public enum SourceDiagnostic: DiagnosticMessage, Hashable, Sendable {
    /// An active constraint names the metric `name`, which has no value, so a layout cannot be made.
    case metricWithoutValue(name: String, constraint: String)
    /// Required constraints activated together that cannot all hold: `constraint` and `others` (each with its line).
    case unsatisfiable(constraint: String, others: [String])

    public var id: DiagnosticID {
        switch self {
        case .metricWithoutValue: return "source.metric-without-value"
        case .unsatisfiable: return "source.unsatisfiable"
        }
    }

    /// Both stop the file from being laid out as written.
    public var severity: Diagnostic.Severity { .error }

    public var message: String {
        switch self {
        case .metricWithoutValue(let name, let constraint):
            return "the metric \(name) has no value, so \(constraint) cannot be laid out"
        case .unsatisfiable(let constraint, let others):
            return "\(constraint) cannot hold together with " + others.joined(separator: ", ")
        }
    }

    public var expected: String? {
        switch self {
        case .metricWithoutValue(let name, _): return "a value for \(name): --metric '\(name)=VALUE'"
        case .unsatisfiable: return nil
        }
    }
}
