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
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .equal, at: SourceLocation(file: file, line: line))
    }

    /// Relates the chain's attributes, less than or equal to `other`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .lessThanOrEqual, at: SourceLocation(file: file, line: line))
    }

    /// Relates the chain's attributes, greater than or equal to `other`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, relation: .greaterThanOrEqual, at: SourceLocation(file: file, line: line))
    }

    /// Relates the chain's attributes, equal to the same attributes of the superview
    /// (a guide's owning view).
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(relation: .equal, at: SourceLocation(file: file, line: line)) { $0 }
    }

    /// Relates the chain's attributes, less than or equal to the superview's.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(relation: .lessThanOrEqual, at: SourceLocation(file: file, line: line)) { $0 }
    }

    /// Relates the chain's attributes, greater than or equal to the superview's.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(relation: .greaterThanOrEqual, at: SourceLocation(file: file, line: line)) { $0 }
    }

    /// Relates the chain's attributes, equal to what `closure` picks from the
    /// superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .equal, at: SourceLocation(file: file, line: line), closure)
    }

    /// Relates the chain's attributes, less than or equal to what `closure` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .lessThanOrEqual, at: SourceLocation(file: file, line: line), closure)
    }

    /// Relates the chain's attributes, greater than or equal to what `closure` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        _ closure: (LayoutView) -> Target, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(relation: .greaterThanOrEqual, at: SourceLocation(file: file, line: line), closure)
    }

    private func relateToSuperview(
        relation: LayoutRelation, at location: SourceLocation,
        _ pick: (LayoutView) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        guard let superview = description.item.parentView else {
            description.report(
                .missingSuperview,
                "\(description.item.name) has no superview to relate to; no constraint was made", at: location)
            return ConstraintMakerEditable(description)
        }
        return relate(to: pick(superview), relation: relation, at: location)
    }

    /// Records the relation and its right-hand side. A set of target attributes
    /// must be empty, single, identical to the chain's, or an edges/margins pair;
    /// any other pairing is reported and makes nothing.
    private func relate(
        to other: any ConstraintRelatableTarget, relation: LayoutRelation, at location: SourceLocation
    ) -> ConstraintMakerEditable {
        let related: ConstraintItem
        switch other {
        case let item as ConstraintItem:
            guard Self.canPair(description.attributes, with: item.attributes) else {
                description.report(
                    .mismatchedComposites,
                    "cannot relate \(description.attributes.layoutAttributes) to a different set of attributes "
                        + "\(item.attributes.layoutAttributes); no constraint was made", at: location)
                return ConstraintMakerEditable(description)
            }
            related = item
        case let item as LayoutItem:
            related = ConstraintItem(target: item, attributes: .none)
        case let constant as any ConstraintConstantTarget:
            related = ConstraintItem(target: nil, attributes: .none)
            description.constant = ConstraintAmount(constant)
        default:
            related = ConstraintItem(target: nil, attributes: .none)
        }
        description.sourceLocation = location
        description.relation = relation
        description.related = related
        return ConstraintMakerEditable(description)
    }

    private static func canPair(_ attributes: ConstraintAttributes, with target: ConstraintAttributes) -> Bool {
        target.layoutAttributes.count <= 1 || target == attributes
            || (target == .edges && attributes == .margins) || (target == .margins && attributes == .edges)
            || (target == .directionalEdges && attributes == .directionalMargins)
            || (target == .directionalMargins && attributes == .directionalEdges)
    }
}
