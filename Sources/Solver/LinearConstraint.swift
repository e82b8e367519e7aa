/// A variable of the simplex core, made by `SimplexSolver.makeVariable()`.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's number in its solver, in creation order.
    public let index: Int

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `constant + Σ coefficient · variable`.
public struct LinearExpression: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    /// `constant + Σ coefficient · variable` over `terms`.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }
}

/// How an expression compares with zero.
public enum LinearRelation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// `expression (<= | == | >=) 0` at a priority: 1000 is required, anything in
/// (0, 1000) is optional, and a higher priority strictly beats any number of
/// lower ones.
public struct LinearConstraint: Sendable {
    public var expression: LinearExpression
    public var relation: LinearRelation
    public var priority: Double

    /// The priority of a constraint that must hold.
    public static let required = 1000.0

    /// `expression relation 0` at `priority` (required unless given).
    public init(_ expression: LinearExpression, _ relation: LinearRelation, priority: Double = LinearConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= Self.required }
}

/// A constraint added to a solver, to remove it later or name it in a conflict.
public struct ConstraintHandle: Hashable, Comparable, Sendable {
    /// The constraint's number in its solver, in the order constraints were added.
    public let index: Int

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.index < rhs.index }
}
