/// Why the solver refused a request. After any of these, the solver is
/// exactly as it was before the request.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required
    /// constraints listed, a minimal set (never empty): without any one of
    /// them it could.
    case unsatisfiable(conflictsWith: [ConstraintHandle])
    /// A required constraint that cannot hold on its own, whatever else the
    /// solver holds: its terms cancel, leaving `0 == c` with `c` not 0
    /// (`a.width == a.width + 10`, `0·x == 5`), or `0 >= c` with `c` positive.
    case selfContradictory
    /// A required constraint the solver could not add, although no set of
    /// required constraints it conflicts with can be found: its numbers are
    /// too far apart in magnitude for floating point to decide.
    case numericallyUndecidable
    /// A priority outside (0, 1000], or not a number.
    case invalidPriority(Double)
    /// A coefficient or constant that is not finite.
    case nonFiniteNumber(Double)
    /// The handle names no constraint in this solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable already has an edit, or has none.
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
}
