@_spi(Readers) import Constraints

/// Plans the chains of one `makeConstraints` closure: runs of consecutive
/// constraints that one chain can make (a composite, one target, one
/// constant through `offset` or `inset`), each candidate run on the DSL over
/// stand-in items and kept only when it makes exactly the run, in order.
package enum SnapKitChainPlanner {
    /// Composites written by their name when the set is exactly theirs; other sets are written attribute by attribute.
    private static let compositeNames = ["edges", "size", "center", "margins", "directionalEdges", "directionalMargins", "centerWithinMargins"]

    /// A chain's target as the writer chooses it.
    private enum Target {
        case superview
        case item(LayoutItem, ConstraintAttributes?)
        case constant(ConstraintAmount, text: String)
    }

    /// One line per chain: `make.edges.equalToSuperview().inset(10)`.
    package static func chains(for entries: [WrittenConstraint]) -> [String] {
        WrittenConstraint.lines(for: entries, canJoin: canJoin, line: line(for:), fallback: fallback)
    }

    private static func canJoin(_ run: ArraySlice<WrittenConstraint>) -> Bool {
        guard let head = run.first?.constraint else { return false }
        let attributes = Set(run.map(\.constraint.firstAttribute))
        return attributes.count == run.count && run.allSatisfy { entry in
            let constraint = entry.constraint
            return !entry.isStandardSpacing && constraint.relation == head.relation && constraint.secondItem === head.secondItem
                && constraint.multiplier == head.multiplier && constraint.symbolicMultiplier == head.symbolicMultiplier
                && constraint.priority == head.priority && constraint.identifier == head.identifier
        }
    }

    /// The chain that makes exactly `run`, or `nil` when none of the candidates does.
    private static func line(for run: ArraySlice<WrittenConstraint>) -> String? {
        let constraints = run.map(\.constraint)
        let head = constraints[0]
        var attributes = ConstraintAttributes()
        for constraint in constraints { attributes.formUnion(ConstraintAttributes(constraint.firstAttribute)) }
        var secondAttributes = ConstraintAttributes()
        for constraint in constraints { secondAttributes.formUnion(ConstraintAttributes(constraint.secondAttribute)) }
        let sameAttributes = constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute }
        let targets: [Target]
        if let second = head.secondItem {
            if second === head.firstItem?.parentView, sameAttributes {
                targets = [.superview]
            } else {
                // A view alone whose name reads as a number's (`Styles.tab`, a type's member) is written with its attributes.
                let readsAsItem = ItemReference.nameSuggestsItem(second.name)
                targets = sameAttributes && readsAsItem ? [.item(second, nil), .item(second, secondAttributes)] : [.item(second, secondAttributes)]
            }
        } else {
            targets = constantTargets(constraints)
        }
        for target in targets {
            for modifiers in constantModifiers(constraints, target: target) {
                let all = multiplierModifiers(head) + modifiers + finalModifiers(head)
                guard makes(constraints, attributes: attributes, target: target, modifiers: all) else { continue }
                let text = "make.\(name(of: attributes)).\(relationText(head.relation, target))"
                    + all.map(modifierText).joined()
                return text + (run.contains(where: \.isStandardSpacing) ? " // standard spacing" : "")
            }
        }
        return nil
    }

    /// A constraint no chain candidate makes (none is expected): written with its own attribute and item.
    private static func fallback(_ entry: WrittenConstraint) -> String {
        "// \(entry.constraint) has no SnapKit chain"
    }

    private static func constantTargets(_ constraints: [LayoutConstraint]) -> [Target] {
        let constants = constraints.map { $0.constant.expression ?? MetricExpression() }
        if constants.allSatisfy({ $0 == constants[0] }) {
            // A lone metric named like a view (`ht`) is written `CGFloat(ht)`, which reads back as the number it is.
            let text = SwiftExpressionText.expression(constants[0])
            return [.constant(.scalar(constants[0]), text: ItemReference.wouldReadAsItem(constants[0]) ? "CGFloat(\(text))" : text)]
        }
        guard constraints.map(\.firstAttribute) == [.width, .height] else { return [] }
        let (width, height) = (constants[0], constants[1])
        return [.constant(
            .size(width: width, height: height),
            text: "CGSize(width: \(SwiftExpressionText.expression(width)), height: \(SwiftExpressionText.expression(height)))")]
    }

    /// The ways to give a run its constants: none, `offset(c)`, `inset(k)`.
    private static func constantModifiers(
        _ constraints: [LayoutConstraint], target: Target
    ) -> [[ChainSpec.Modifier]] {
        if case .constant = target { return [[]] }
        let constants = constraints.map { $0.constant.expression ?? MetricExpression() }
        if constants.allSatisfy({ $0.value == 0 }) { return [[]] }
        var options: [[ChainSpec.Modifier]] = []
        let key = constraints[0].secondAttribute
        let inset: MetricExpression?
        switch key {
        case .left, .top, .leading, .leftMargin, .topMargin, .leadingMargin, .firstBaseline: inset = constants[0]
        case .right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin, .lastBaseline: inset = -constants[0]
        case .width, .height: inset = constants[0] / -2
        default: inset = nil
        }
        let offset = constants.allSatisfy({ $0 == constants[0] }) ? [ChainSpec.Modifier.offset(constants[0])] : nil
        if let inset, isPositive(inset) || offset == nil {
            options.append([.inset(.scalar(inset))])
        }
        if let offset { options.append(offset) }
        return options
    }

    private static func isPositive(_ expression: MetricExpression) -> Bool {
        expression.constant >= 0 && expression.terms.allSatisfy { $0.coefficient > 0 }
    }

    private static func multiplierModifiers(_ constraint: LayoutConstraint) -> [ChainSpec.Modifier] {
        if let symbolic = constraint.symbolicMultiplier { return [.multipliedBy(symbolic)] }
        return constraint.multiplier == 1 ? [] : [.multipliedBy(MetricExpression(constant: constraint.multiplier))]
    }

    private static func finalModifiers(_ constraint: LayoutConstraint) -> [ChainSpec.Modifier] {
        var modifiers: [ChainSpec.Modifier] = []
        if !constraint.priority.isRequired { modifiers.append(.priority(constraint.priority.rawValue)) }
        if let identifier = constraint.identifier { modifiers.append(.labeled(identifier)) }
        return modifiers
    }

    // MARK: Checking a chain on the DSL

    /// Whether the chain, run on the DSL over stand-ins of the items, makes `constraints` in order.
    private static func makes(
        _ constraints: [LayoutConstraint], attributes: ConstraintAttributes, target: Target, modifiers: [ChainSpec.Modifier]
    ) -> Bool {
        let head = constraints[0]
        guard let first = head.firstItem else { return false }
        let standIns = StandIns(first: first, second: head.secondItem)
        let specTarget: ChainSpec.Target
        switch target {
        case .superview: specTarget = .superview
        case .item(_, nil): specTarget = .value(standIns.second as? LayoutView ?? standIns.second as? LayoutGuide ?? standIns.parent)
        case .item(_, let attributes?): specTarget = .value(ChainSpec.dsl(for: standIns.second ?? standIns.parent).item(attributes))
        case .constant(let amount, _): specTarget = .value(amount)
        }
        let spec = ChainSpec(
            attributes: attributes, relation: head.relation, target: specTarget, modifiers: modifiers,
            location: SourceRange(file: "", line: 1, column: 1))
        let made = ChainSpec.dsl(for: standIns.first).prepareConstraints { spec.run(on: $0) }.flatMap(\.layoutConstraints)
        return made.map(\.description) == constraints.map(\.description) && made.map(\.identifier) == constraints.map(\.identifier)
    }

    // MARK: Text

    private static func name(of attributes: ConstraintAttributes) -> String {
        if let composite = ConstraintAttributes.named.first(where: { compositeNames.contains($0.name) && $0.attributes == attributes }) {
            return composite.name
        }
        return attributes.layoutAttributes.map(\.name).joined(separator: ".")
    }

    private static func relationText(_ relation: LayoutRelation, _ target: Target) -> String {
        let verb: String
        switch relation {
        case .equal: verb = "equalTo"
        case .lessThanOrEqual: verb = "lessThanOrEqualTo"
        case .greaterThanOrEqual: verb = "greaterThanOrEqualTo"
        }
        switch target {
        case .superview: return "\(verb)Superview()"
        case .item(let item, nil): return "\(verb)(\(item.name))"
        case .item(let item, let attributes?): return "\(verb)(\(item.name).snp.\(name(of: attributes)))"
        case .constant(_, let text): return "\(verb)(\(text))"
        }
    }

    private static func modifierText(_ modifier: ChainSpec.Modifier) -> String {
        switch modifier {
        case .offset(let amount): return ".offset(\(SwiftExpressionText.expression(amount)))"
        case .inset(.scalar(let amount)): return ".inset(\(SwiftExpressionText.expression(amount)))"
        case .inset: return ""
        case .multipliedBy(let amount): return ".multipliedBy(\(SwiftExpressionText.expression(amount)))"
        case .dividedBy(let amount): return ".dividedBy(\(SwiftExpressionText.expression(amount)))"
        case .priority(let value): return ".priority(\(SwiftExpressionText.snapKitPriority(LayoutPriority(value))))"
        case .labeled(let label): return ".labeled(\(String(reflecting: label)))"
        }
    }
}
