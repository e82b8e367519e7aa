@_spi(Readers) import Constraints

/// One SnapKit chain, `make.attributes.relation(target).modifiers…`, as
/// DSL values: what the reader makes of a chain, and what the SnapKit writer
/// checks its chains with, running both on the package's own DSL.
package struct ChainSpec {
    package enum Target {
        case superview
        /// `equalToSuperview { $0.safeAreaLayoutGuide.snp.top }`: the path from the superview.
        case superviewPart([String])
        case value(any ConstraintRelatableTarget)
    }

    package enum Modifier {
        case offset(MetricExpression)
        case inset(ConstraintAmount)
        case multipliedBy(MetricExpression)
        case dividedBy(MetricExpression)
        case priority(Float)
        case labeled(String)
    }

    package let attributes: ConstraintAttributes
    package let relation: LayoutRelation
    package let target: Target
    package let modifiers: [Modifier]
    package let location: SourceRange

    package init(attributes: ConstraintAttributes, relation: LayoutRelation, target: Target, modifiers: [Modifier], location: SourceRange) {
        self.attributes = attributes
        self.relation = relation
        self.target = target
        self.modifiers = modifiers
        self.location = location
    }

    /// Runs the chain on `maker`, as the same Swift would.
    package func run(on maker: ConstraintMaker) {
        let chain = maker.chain(attributes)
        let (file, line, column) = (location.file ?? "<stdin>", UInt(location.start.line), UInt(location.start.column))
        var editable: ConstraintMakerEditable
        switch (target, relation) {
        case (.superview, .equal): editable = chain.equalToSuperview(file, line, column)
        case (.superview, .lessThanOrEqual): editable = chain.lessThanOrEqualToSuperview(file, line, column)
        case (.superview, .greaterThanOrEqual): editable = chain.greaterThanOrEqualToSuperview(file, line, column)
        case (.superviewPart(let path), .equal):
            editable = chain.equalToSuperview({ Self.part(path, of: $0) }, file, line, column)
        case (.superviewPart(let path), .lessThanOrEqual):
            editable = chain.lessThanOrEqualToSuperview({ Self.part(path, of: $0) }, file, line, column)
        case (.superviewPart(let path), .greaterThanOrEqual):
            editable = chain.greaterThanOrEqualToSuperview({ Self.part(path, of: $0) }, file, line, column)
        case (.value(let other), .equal): editable = chain.equalTo(other, file, line, column)
        case (.value(let other), .lessThanOrEqual): editable = chain.lessThanOrEqualTo(other, file, line, column)
        case (.value(let other), .greaterThanOrEqual): editable = chain.greaterThanOrEqualTo(other, file, line, column)
        }
        for modifier in modifiers {
            switch modifier {
            case .offset(let amount): editable = editable.offset(amount)
            case .inset(let amount): editable = editable.inset(amount)
            case .multipliedBy(let amount): editable = editable.multipliedBy(amount)
            case .dividedBy(let amount): editable = editable.dividedBy(amount)
            case .priority(let value): editable.priority(value)
            case .labeled(let label): editable.labeled(label)
            }
        }
    }

    /// The part of `superview` a path names: a guide, then `snp` and attributes.
    private static func part(_ path: [String], of superview: LayoutView) -> ConstraintItem {
        var item: LayoutItem = superview
        var attributes = ConstraintAttributes()
        for name in path {
            if let kind = LayoutGuide.Kind(propertyName: name) {
                item = (item as? LayoutView)?.builtInGuide(kind) ?? item
            } else {
                attributes.formUnion(ConstraintAttributes(name: name) ?? [])
            }
        }
        return dsl(for: item).item(attributes)
    }

    /// `item.snp`, for a view or a guide.
    package static func dsl(for item: LayoutItem) -> any ConstraintDSL {
        if let view = item as? LayoutView { return view.snp }
        if let guide = item as? LayoutGuide { return guide.snp }
        return LayoutGuide(name: item.name).snp
    }
}
