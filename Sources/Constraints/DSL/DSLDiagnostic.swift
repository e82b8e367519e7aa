/// What the chained DSL reports where SnapKit would crash or silently
/// misbehave: one case per situation, each a warning recorded on the item
/// (`snp.diagnostics`). The ids are in the `dsl` family.
public enum DSLDiagnostic: DiagnosticMessage, Hashable, Sendable {
    /// A relation to the superview of `item`, which has none; nothing was made.
    case missingSuperview(item: String)
    /// Two different composites were paired (`make.edges.equalTo(other.snp.size)`); nothing was made.
    case mismatchedComposites(attributes: [LayoutAttribute], target: [LayoutAttribute])
    /// One attribute of the chain (`item.attribute`) makes a constraint Apple rejects; it was not made.
    case attributeNotConstrained(attribute: String, reason: String)
    /// An update gave `constraint` a constant Apple rejects; it kept its old one.
    case constantKept(constraint: String, reason: String)
    /// An update gave `constraint` a priority Apple rejects; it kept its old one.
    case priorityKept(constraint: String, reason: String)
    /// The constraint could not be activated (no common ancestor, a guide with no view).
    case activationFailed(reason: String)
    /// `updateConstraints` found no existing constraint matching `constraints`,
    /// so it installed them as new (SnapKit crashes here; Masonry installs).
    case unmatchedUpdate(constraints: String)
    /// A constant (`offset`, `inset`, a relation to a value) of a type the DSL does not read; it was ignored.
    case unsupportedConstant(type: String)
    /// A priority of a type the DSL does not read; it was ignored.
    case unsupportedPriority(type: String)
    /// A multiplier of a type the DSL does not read; it was ignored.
    case unsupportedMultiplier(type: String)
    /// A divisor of a type the DSL does not read; it was ignored.
    case unsupportedDivisor(type: String)
    /// A divisor that names metrics (`expression`): one over it is not linear in them; it was ignored.
    case nonlinearDivisor(expression: String)
    /// A relation target (`equalTo(…)`) of a type the DSL does not read; nothing was made.
    case unsupportedRelationTarget(type: String)

    public var id: DiagnosticID {
        switch self {
        case .missingSuperview: return "dsl.missing-superview"
        case .mismatchedComposites: return "dsl.mismatched-composites"
        case .attributeNotConstrained: return "dsl.invalid-constraint.not-made"
        case .constantKept: return "dsl.invalid-constraint.constant-kept"
        case .priorityKept: return "dsl.invalid-constraint.priority-kept"
        case .activationFailed: return "dsl.activation-failed"
        case .unmatchedUpdate: return "dsl.unmatched-update"
        case .unsupportedConstant: return "dsl.unsupported-value.constant"
        case .unsupportedPriority: return "dsl.unsupported-value.priority"
        case .unsupportedMultiplier: return "dsl.unsupported-value.multiplier"
        case .unsupportedDivisor: return "dsl.unsupported-value.divisor"
        case .nonlinearDivisor: return "dsl.unsupported-value.nonlinear-divisor"
        case .unsupportedRelationTarget: return "dsl.unsupported-value.relation-target"
        }
    }

    /// Every situation is a warning: the DSL goes on, as SnapKit would not.
    public var severity: Diagnostic.Severity { .warning }

    public var message: String {
        switch self {
        case .missingSuperview(let item):
            return "\(item) has no superview to relate to; no constraint was made"
        case .mismatchedComposites(let attributes, let target):
            return "cannot relate \(attributes) to a different set of attributes \(target); no constraint was made"
        case .attributeNotConstrained(let attribute, let reason):
            return "\(attribute) was not constrained: \(reason)"
        case .constantKept(let constraint, let reason):
            return "\(constraint) kept its constant: \(reason)"
        case .priorityKept(let constraint, let reason):
            return "\(constraint) kept its priority: \(reason)"
        case .activationFailed(let reason):
            return "constraint could not be activated: \(reason)"
        case .unmatchedUpdate(let constraints):
            return "updateConstraints found no existing constraint matching \(constraints); installed it as new"
        case .unsupportedConstant(let type): return Self.unsupported(type, as: "a constant")
        case .unsupportedPriority(let type): return Self.unsupported(type, as: "a priority")
        case .unsupportedMultiplier(let type): return Self.unsupported(type, as: "a multiplier")
        case .unsupportedDivisor(let type): return Self.unsupported(type, as: "a divisor")
        case .nonlinearDivisor(let expression):
            return Self.unsupported("\(MetricExpression.self)", as: "a divisor (1 / \(expression) is not linear in its metrics)")
        case .unsupportedRelationTarget(let type): return Self.unsupported(type, as: "a relation target")
        }
    }

    /// The sentence of a value of `type` where `role` was expected.
    private static func unsupported(_ type: String, as role: String) -> String {
        "\(type) is not a type the DSL reads as \(role); the value was ignored"
    }
}
