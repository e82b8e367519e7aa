/// What `check` is told beside its files: what they are when their names
/// do not say, values for metrics, whether warnings are reported too, and
/// how serious each kind of diagnostic is.
public struct CheckOptions: Sendable {
    /// What every file is (`--from`); by default what each file's name says, else Swift.
    public var notation: Notation?
    /// Values for named constants (`--metric NAME=VALUE`); they win over a file's own.
    public var metrics: [String: Double]
    /// Whether warnings and notes are reported beside errors (`--warnings`);
    /// those a severity rule names are reported either way.
    public var warnings: Bool
    /// The severity of each kind of diagnostic, by id family (a configuration's `severity`).
    public var severities: SeverityRules

    public init(notation: Notation? = nil, metrics: [String: Double] = [:], warnings: Bool = false, severities: SeverityRules = SeverityRules()) {
        self.notation = notation
        self.metrics = metrics
        self.warnings = warnings
        self.severities = severities
    }
}
