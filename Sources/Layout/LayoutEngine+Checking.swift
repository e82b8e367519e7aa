import Constraints
import Solver

/// Checking numbers before they are solved and the solution after.
extension LayoutEngine {
    /// Whether a number of points can be laid out to a point.
    static func isRepresentable(_ value: Double) -> Bool {
        abs(value) <= representableMagnitude
    }

    /// Whether a multiplier (or any coefficient) is 0 or within `multiplierRange`.
    static func isRepresentable(multiplier: Double) -> Bool {
        multiplier == 0 || multiplierRange.contains(abs(multiplier))
    }

    /// How many times the engine removes what the solution misses and solves
    /// again: each pass removes at least one rule, and one pass almost always
    /// suffices; what a last pass still finds is reported, not removed.
    static let checkingPasses = 3

    /// Checks every rule against the solution: a required rule that does not
    /// hold (beyond rounding), or any rule whose numbers in the solution are
    /// beyond the representable range, is broken and removed, and the rest
    /// solved again. The container's edits are the frame itself and stay.
    /// A solution that gives a size below 0 is built and checked again with
    /// sizes held at 0 or more (`NonNegativeSizes.whenNeeded`).
    func checkSolution() {
        guard !isChecked else { return }
        isChecked = true
        for pass in 1 ... Self.checkingPasses {
            var failed: [(handle: ConstraintHandle, reason: BrokenReason)] = []
            for handle in solver.constraints {
                guard let rule = rules[handle], !rule.isContainer,
                      let constraint = solver.constraint(handle), let residual = solver.residual(of: handle)
                else { continue }
                if !(max(residual.magnitude, residual.largestValue) <= Self.representableMagnitude) {
                    failed.append((handle, .outsideRepresentableRange))
                } else if constraint.isRequired,
                          !(residual.violation <= Self.absoluteTolerance + Self.relativeTolerance * residual.magnitude) {
                    failed.append((handle, .notHeld(offBy: residual.violation)))
                }
            }
            for (handle, reason) in failed {
                guard let rule = rules.removeValue(forKey: handle) else { continue }
                broken.append(LayoutResult.BrokenRule(rule: rule, reason: reason))
                if pass < Self.checkingPasses { try? solver.remove(handle) }
            }
            if failed.isEmpty { break }
        }
        if holdSizesNonNegativeIfNeeded() { checkSolution() }
    }
}

extension LayoutRule {
    /// Whether the rule is the container's own position or size.
    var isContainer: Bool {
        if case .container = self { return true }
        return false
    }
}
