/// The end of a chain: a label, and the constraint itself (SnapKit's
/// `ConstraintMakerFinalizable`).
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Names the constraints for debugging; each model constraint's identifier.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint the chain made, to keep and update later. If the chain
    /// made nothing (its relation was reported as a diagnostic), this is an
    /// empty constraint whose methods do nothing.
    public var constraint: Constraint {
        description.constraint ?? Constraint(
            item: description.item, attributes: .none, to: ConstraintItem(target: nil, attributes: .none),
            relation: .equal, sourceLocation: description.sourceLocation ?? SourceLocation(file: "", line: 0),
            label: description.label, multiplier: 1, constant: .scalar(0), priority: description.priority)
    }
}
