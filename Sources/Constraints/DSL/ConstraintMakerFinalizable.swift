/// The end of a chain: a label, and the constraint itself (SnapKit's
/// `ConstraintMakerFinalizable`).
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    /// Where the chain's relation was called.
    let location: SourceRange

    init(_ description: ConstraintDescription, location: SourceRange) {
        self.description = description
        self.location = location
    }

    /// Names the constraints for debugging; each model constraint's identifier.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint the chain made, to keep and update later. If the chain
    /// made nothing (its relation was reported as a diagnostic), this is an
    /// empty constraint at the chain's location: activating or updating it
    /// does nothing, and it never appears in `snp.constraints`.
    public var constraint: Constraint {
        description.constraint ?? Constraint(
            item: description.item, attributes: [], to: ConstraintItem(target: nil, attributes: []), relation: .equal,
            location: location, label: description.label, multiplier: MetricExpression(constant: 1),
            constant: .scalar(MetricExpression()),
            priority: description.priority)
    }

    /// Reports a value of a type the DSL does not know, at the chain's location.
    func reportUnsupported(_ message: DSLDiagnostic) {
        description.report(message, at: location)
    }
}
