import Constraints

/// How serious `check` takes each kind of diagnostic, as a configuration
/// says by diagnostic id family (`swift.skipped: ignore`, `vfl: warning`,
/// `ib.constraint.placeholder: warning`): the rule of the most specific
/// family an id is in decides, and an id no rule names keeps its own severity.
public struct SeverityRules: Equatable, Sendable {
    /// What a rule makes of a diagnostic.
    public enum Level: String, CaseIterable, Sendable {
        case error
        case warning
        case note
        /// Not reported at all.
        case ignore
    }

    /// Each family and its level.
    public let levels: [String: Level]

    /// The rules `levels` gives, by id family.
    public init(_ levels: [String: Level] = [:]) {
        self.levels = levels
    }

    /// The level of the most specific family `id` is in, if any rule names one.
    public func level(of id: DiagnosticID) -> Level? {
        var family = id.rawValue[...]
        while true {
            if let level = levels[String(family)] { return level }
            guard let dot = family.lastIndex(of: ".") else { return nil }
            family = family[..<dot]
        }
    }

    /// `diagnostic` at the severity a rule gives it, and whether a rule named
    /// it (so that it is reported whatever `--warnings` says); `nil` when ignored.
    func apply(to diagnostic: Diagnostic) -> (diagnostic: Diagnostic, isNamed: Bool)? {
        guard let level = level(of: diagnostic.id) else { return (diagnostic, false) }
        let severity: Diagnostic.Severity
        switch level {
        case .ignore: return nil
        case .error: severity = .error
        case .warning: severity = .warning
        case .note: severity = .note
        }
        let changed = Diagnostic(
            severity, diagnostic.id, diagnostic.message, at: diagnostic.range, expected: diagnostic.expected, fixIts: diagnostic.fixIts,
            notes: diagnostic.notes)
        return (changed, true)
    }
}
