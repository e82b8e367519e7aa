/// What `check` is told beside its files: what they are when their names
/// do not say, values for metrics, and whether warnings are reported too.
public struct CheckOptions: Sendable {
    /// What every file is (`--from`); by default what each file's name says, else Swift.
    public var notation: Notation?
    /// Values for named constants (`--metric NAME=VALUE`); they win over a file's own.
    public var metrics: [String: Double]
    /// Whether warnings and notes are reported beside errors (`--warnings`).
    public var warnings: Bool

    public init(notation: Notation? = nil, metrics: [String: Double] = [:], warnings: Bool = false) {
        self.notation = notation
        self.metrics = metrics
        self.warnings = warnings
    }
}
