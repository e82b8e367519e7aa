/// A chain ready for its relation: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo` and their `…Superview` forms (SnapKit's
/// `ConstraintMakerRelatable`). Each records the file and line of the call.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Relates the chain's attributes, equal to `other`.
    @discardableResult
    public func equalTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .equal, at: SourceRange(file: file, line: line, column: column))
    }

    /// Relates the chain's attributes, less than or equal to `other`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .lessThanOrEqual, at: SourceRange(file: file, line: line, column: column))
    }

    /// Relates the chain's attributes, greater than or equal to `other`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .greaterThanOrEqual, at: SourceRange(file: file, line: line, column: column))
    }

    /// Relates the chain's attributes, equal to the same attributes of the superview
    /// (a guide's owning view).
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(relation: .equal, at: SourceRange(file: file, line: line, column: column)) { $0 }
    }

    /// Relates the chain's attributes, less than or equal to the superview's.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(relation: .lessThanOrEqual, at: SourceRange(file: file, line: line, column: column)) { $0 }
    }

    /// Relates the chain's attributes, greater than or equal to the superview's.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column) -> ConstraintMakerEditable {
        relateToSuperview(relation: .greaterThanOrEqual, at: SourceRange(file: file, line: line, column: column)) { $0 }
    }

    /// Relates the chain's attributes, equal to what `closure` picks from the
    /// superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .equal, at: SourceRange(file: file, line: line, column: column), closure)
    }

    /// Relates the chain's attributes, less than or equal to what `closure` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .lessThanOrEqual, at: SourceRange(file: file, line: line, column: column), closure)
    }

    /// Relates the chain's attributes, greater than or equal to what `closure` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line, _ column: UInt = #column
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .greaterThanOrEqual, at: SourceRange(file: file, line: line, column: column), closure)
    }

    private func relateToSuperview(
        relation: LayoutRelation, at location: SourceRange,
        _ pick: (LayoutView) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        guard let superview = description.item.parentView else {
            return fail(.missingSuperview(item: description.item.name), at: location)
        }
        return relate(to: pick(superview), relation: relation, at: location)
    }

    /// Records the relation and its right-hand side. A set of target attributes
    /// must be empty, single, identical to the chain's, or an edges/margins pair;
    /// any other pairing, and a target of a type the DSL does not know, is
    /// reported and makes nothing.
    private func relate(
        to other: any ConstraintRelatableTarget, relation: LayoutRelation, at location: SourceRange
    ) -> ConstraintMakerEditable {
        let related: ConstraintItem
        switch other {
        case let item as ConstraintItem:
            guard description.attributes.canPair(with: item.attributes) else {
                return fail(
                    .mismatchedComposites(attributes: description.attributes.layoutAttributes, target: item.attributes.layoutAttributes),
                    at: location)
            }
            related = item
        case let item as LayoutItem:
            related = ConstraintItem(target: item, attributes: [])
        case let constant as any ConstraintConstantTarget:
            guard let amount = ConstraintAmount(constant) else {
                return fail(.unsupportedConstant(type: ConstraintAmount.typeName(of: constant)), at: location)
            }
            related = ConstraintItem(target: nil, attributes: [])
            description.constant = amount
        default:
            return fail(.unsupportedRelationTarget(type: ConstraintAmount.typeName(of: other)), at: location)
        }
        description.location = location
        description.relation = relation
        description.related = related
        return ConstraintMakerEditable(description, location: location)
    }

    /// Reports why the chain makes nothing, and lets it go on to its end harmlessly.
    private func fail(_ message: DSLDiagnostic, at location: SourceRange) -> ConstraintMakerEditable {
        description.report(message, at: location)
        return ConstraintMakerEditable(description, location: location)
    }
}
