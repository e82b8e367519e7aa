/// How well a constraint holds at the solver's current values.
public struct ConstraintResidual: Sendable, Equatable {
    /// How far the constraint is from holding: 0 when it holds; for an
    /// equality the absolute value of its expression, for `<=` the amount
    /// above zero, for `>=` the amount below. Not finite when a value is not.
    public let violation: Double
    /// The size of the numbers the expression adds up,
    /// `|constant| + Σ |coefficient · value|`: rounding is relative to it,
    /// so a violation far below it may be rounding alone.
    public let magnitude: Double
    /// The largest magnitude of a variable in the constraint (with a small
    /// coefficient, a variable can be far larger than the terms).
    public let largestValue: Double
}

extension SimplexSolver {
    /// The constraint added with `handle`, an edit's at its current
    /// suggestion; `nil` once removed.
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        handle.index < records.count ? records[handle.index]?.constraint : nil
    }

    /// How well the constraint added with `handle` holds now; `nil` once removed.
    public func residual(of handle: ConstraintHandle) -> ConstraintResidual? {
        constraint(handle).map(residual(of:))
    }

    /// `|constant| + Σ |coefficient · value|` of `expression` at the current values.
    func magnitude(of expression: LinearExpression) -> Double {
        expression.terms.reduce(abs(expression.constant)) { $0 + abs($1.coefficient * value(of: $1.variable)) }
    }

    private func residual(of constraint: LinearConstraint) -> ConstraintResidual {
        var value = constraint.expression.constant, magnitude = abs(value), largestValue = 0.0
        for term in constraint.expression.terms {
            let variableValue = self.value(of: term.variable)
            value += term.coefficient * variableValue
            magnitude += abs(term.coefficient * variableValue)
            largestValue = max(largestValue, abs(variableValue))
        }
        let violation: Double
        switch constraint.relation {
        case .equal: violation = abs(value)
        case .lessThanOrEqual: violation = value.isNaN ? value : max(0, value)
        case .greaterThanOrEqual: violation = value.isNaN ? value : max(0, -value)
        }
        return ConstraintResidual(violation: violation, magnitude: magnitude, largestValue: largestValue)
    }

    /// The required constraints that do not hold at the current values, in
    /// the order added: those whose violation is not finite or exceeds
    /// `absoluteTolerance + relativeTolerance · magnitude`. O(size of all constraints).
    public func unsatisfiedRequiredConstraints(absoluteTolerance: Double, relativeTolerance: Double) -> [ConstraintHandle] {
        constraints.filter { handle in
            guard let constraint = constraint(handle), constraint.isRequired, let residual = residual(of: handle) else { return false }
            return !(residual.violation <= absoluteTolerance + relativeTolerance * residual.magnitude)
        }
    }
}
