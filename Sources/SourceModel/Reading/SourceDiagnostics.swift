import Constraints

/// What every source reader's reading says when it is laid out or checked.
extension DiagnosticID {
    /// A metric with no value where a layout needs one.
    public static let sourceMetricWithoutValue = DiagnosticID("source.metric-without-value")
    /// Required constraints activated together that cannot all hold.
    public static let sourceUnsatisfiable = DiagnosticID("source.unsatisfiable")
}
