/// What one `make.…` chain has said so far; it becomes a `Constraint` the
/// first time the constraint is asked for.
final class ConstraintDescription {
    let item: LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var related: ConstraintItem?
    /// Where the chain's relation was called; set by every relation, even one that failed.
    var location: SourceRange?
    var label: String?
    var multiplier = MetricExpression(constant: 1)
    var constant = ConstraintAmount.scalar(MetricExpression())
    var priority: Float = 1000

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraint, made once from what was said before the first access;
    /// `nil` when the chain never reached a relation, or its relation failed.
    private(set) lazy var constraint: Constraint? = {
        guard let relation, let related, let location else { return nil }
        return Constraint(
            item: item, attributes: attributes, to: related, relation: relation, location: location, label: label,
            multiplier: multiplier, constant: constant, priority: priority)
    }()

    /// Records a diagnostic against the item.
    func report(_ message: DSLDiagnostic, at location: SourceRange) {
        item.dslDiagnostics.append(Diagnostic(message, at: location))
    }
}

extension SourceRange {
    /// The place of a DSL call, from the caller's `#fileID`, `#line` and `#column`.
    init(file: String, line: UInt, column: UInt) {
        self.init(file: file, line: Int(line), column: Int(column))
    }
}
