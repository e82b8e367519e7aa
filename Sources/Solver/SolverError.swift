/// Why the solver refused a request. After any of these, the solver is
/// exactly as it was before the request.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required
    /// constraints listed, a minimal set: without any one of them it could.
    case unsatisfiable(conflictsWith: [ConstraintHandle])
    /// A priority outside (0, 1000], or not a number.
    case invalidPriority(Double)
    /// A coefficient or constant that is not finite.
    case nonFiniteNumber(Double)
    /// The handle names no constraint in this solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable already has an edit, or has none.
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edits must be optional: a required edit could never be suggested away from.
    case requiredEditVariable(Variable)
}
