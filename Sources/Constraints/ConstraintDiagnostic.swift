/// Something the DSL noticed and recovered from where SnapKit would crash or
/// silently misbehave, with the file and line of the DSL call.
///
/// Read them with `view.snp.diagnostics`.
public struct ConstraintDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A relation to the superview of an item that has none; nothing was made.
        case missingSuperview
        /// Two different composites were paired (`make.edges.equalTo(other.snp.size)`); nothing was made.
        case mismatchedComposites
        /// The constraint is one Apple rejects; this one was not made.
        case invalidConstraint(ConstraintValidationError)
        /// The constraint could not be activated (no common ancestor, a guide with no view).
        case activationFailed(ConstraintValidationError)
        /// `updateConstraints` found no existing constraint to update, so this
        /// one was installed as new (SnapKit crashes here; Masonry installs).
        case unmatchedUpdate
    }

    public let kind: Kind
    /// A sentence saying what happened.
    public let message: String
    /// The file of the DSL call.
    public let file: String
    /// The line of the DSL call.
    public let line: UInt

    /// `file:line: warning: message`, as a compiler prints it.
    public var description: String { "\(file):\(line): warning: \(message)" }
}
