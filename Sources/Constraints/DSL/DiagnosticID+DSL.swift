/// What the chained DSL reports where SnapKit would crash or silently misbehave.
extension DiagnosticID {
    /// A relation to the superview of an item that has none; nothing was made.
    public static let dslMissingSuperview = DiagnosticID("dsl.missing-superview")
    /// Two different composites were paired (`make.edges.equalTo(other.snp.size)`); nothing was made.
    public static let dslMismatchedComposites = DiagnosticID("dsl.mismatched-composites")
    /// The constraint is one Apple rejects; it was not made, or kept its old value.
    public static let dslInvalidConstraint = DiagnosticID("dsl.invalid-constraint")
    /// The constraint could not be activated (no common ancestor, a guide with no view).
    public static let dslActivationFailed = DiagnosticID("dsl.activation-failed")
    /// `updateConstraints` found no existing constraint to update, so it
    /// installed this one as new (SnapKit crashes here; Masonry installs).
    public static let dslUnmatchedUpdate = DiagnosticID("dsl.unmatched-update")
    /// A value of a type the DSL does not know where a number, size, point,
    /// insets or item was expected; it was ignored.
    public static let dslUnsupportedValue = DiagnosticID("dsl.unsupported-value")
}
