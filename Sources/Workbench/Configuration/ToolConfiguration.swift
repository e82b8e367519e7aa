/// What a project's configuration file (`.vfl-tool.yml`) tells the commands,
/// as defaults that the command line adds to or overrides: values for
/// metrics, paths to leave out of every walk, how serious each kind of
/// diagnostic is for `check`, and whether `check` is strict.
public struct ToolConfiguration: Sendable {
    /// Values for named constants; a `--metric` of the same name wins.
    public var metrics: [String: Double]
    /// Paths every walk leaves out, relative to the configuration's folder; `--exclude` adds to them.
    public var excludes: IgnoreRules
    /// The severity of each kind of diagnostic `check` reports, by id family.
    public var severities: SeverityRules
    /// Whether `check` exits 2 on a warning, as `--strict` asks.
    public var strict: Bool
    /// The file it was read from; `nil` for the defaults, when there is none.
    public var path: String?

    /// The defaults: no metrics, no excludes, every diagnostic at its own severity, not strict.
    public init(
        metrics: [String: Double] = [:], excludes: IgnoreRules = IgnoreRules(), severities: SeverityRules = SeverityRules(),
        strict: Bool = false, path: String? = nil
    ) {
        self.metrics = metrics
        self.excludes = excludes
        self.severities = severities
        self.strict = strict
        self.path = path
    }

    /// The metrics with `overrides` (the command line's) winning over the configuration's.
    public func metrics(overriddenBy overrides: [String: Double]) -> [String: Double] {
        metrics.merging(overrides) { _, override in override }
    }

    /// The excludes with `more` (the command line's) after the configuration's.
    public func excludes(adding more: IgnoreRules) -> IgnoreRules {
        var rules = excludes
        rules.add(more)
        return rules
    }
}
