/// What one `make.…` chain has said so far; it becomes a `Constraint` the
/// first time the constraint is asked for.
final class ConstraintDescription {
    let item: LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var related: ConstraintItem?
    var sourceLocation: SourceLocation?
    var label: String?
    var multiplier = 1.0
    var constant = ConstraintAmount.scalar(0)
    var priority: Float = 1000

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraint, made once from what was said before the first access;
    /// `nil` when the chain never reached a relation, or its relation failed.
    private(set) lazy var constraint: Constraint? = {
        guard let relation, let related, let sourceLocation else { return nil }
        return Constraint(
            item: item, attributes: attributes, to: related, relation: relation,
            sourceLocation: sourceLocation, label: label, multiplier: multiplier, constant: constant,
            priority: priority)
    }()

    /// Records a diagnostic against the item, at the chain's relation call.
    func report(_ kind: ConstraintDiagnostic.Kind, _ message: String, at location: SourceLocation) {
        item.dslDiagnostics.append(
            ConstraintDiagnostic(kind: kind, message: message, file: location.file, line: location.line))
    }
}

/// A file and line in the user's DSL code.
struct SourceLocation: Equatable {
    let file: String
    let line: UInt
}
