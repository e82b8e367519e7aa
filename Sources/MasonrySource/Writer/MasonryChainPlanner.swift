@_spi(Readers) import Constraints
import SourceModel

/// Plans the chains of one `mas_makeConstraints:` block: runs of consecutive
/// constraints that one chain can make (a composite or a chain of
/// attributes, one target, one constant through `offset`, `inset`,
/// `insets`, `sizeOffset` or `centerOffset`), each candidate run on Masonry's
/// semantics (`MasonryMaker`) over stand-in items and kept only when it makes
/// exactly the run, in order.
enum MasonryChainPlanner {
    /// A chain's target as the writer chooses it: the item (or a value) and its text.
    private enum Target {
        /// A view or guide; `attribute` `nil` relates the chain's own attributes.
        case item(LayoutItem, attribute: LayoutAttribute?, text: String)
        /// A constant Masonry boxes: `mas_equalTo(44)`, `mas_equalTo(CGSizeMake(…))`.
        case value(ConstraintAmount, text: String)
    }

    /// One line per chain: `make.edges.equalTo(superview).insets(UIEdgeInsetsMake(8, 16, 8, 16));`.
    static func chains(for entries: [WrittenConstraint]) -> [String] {
        WrittenConstraint.lines(for: entries, canJoin: canJoin, line: line(for:), fallback: { "// \($0.constraint) has no Masonry chain" })
    }

    private static func canJoin(_ run: ArraySlice<WrittenConstraint>) -> Bool {
        guard let head = run.first?.constraint else { return false }
        return Set(run.map(\.constraint.firstAttribute)).count == run.count && run.allSatisfy { entry in
            let constraint = entry.constraint
            return !entry.isStandardSpacing && constraint.relation == head.relation && constraint.secondItem === head.secondItem
                && constraint.multiplier == head.multiplier && constraint.symbolicMultiplier == head.symbolicMultiplier
                && constraint.priority == head.priority
        }
    }

    /// The chain that makes exactly `run`, or `nil` when none of the candidates does.
    private static func line(for run: ArraySlice<WrittenConstraint>) -> String? {
        let constraints = Array(run.map(\.constraint))
        let head = constraints[0]
        guard let first = head.firstItem as? LayoutView, let keySteps = keySteps(for: constraints) else { return nil }
        let attributes = constraints.map(\.firstAttribute)
        let attributeText = MasonryNames.composites.first { $0.attributes == attributes }?.name
            ?? attributes.map(\.name).joined(separator: ".")
        let standIns = StandIns(first: first, second: head.secondItem)
        guard let standIn = standIns.first as? LayoutView else { return nil }
        for target in targets(for: constraints, parent: first.superview) {
            for constants in constantSteps(constraints, target: target) {
                var steps: [MasonryChain.Step] = [.attributes(attributes, composite: attributes.count > 1)]
                switch target {
                case .item(_, let attribute, _): steps.append(.relation(head.relation, [.item(standIns.second ?? standIns.parent, attribute)], isArray: false))
                case .value(let amount, _): steps.append(.relation(head.relation, [.value(amount)], isArray: false))
                }
                steps += multiplierSteps(head) + constants
                if !head.priority.isRequired { steps.append(.priority(head.priority.rawValue)) }
                steps += keySteps
                let chain = MasonryChain(steps: steps, location: SourceRange(file: "", line: 1, column: 1))
                guard makes(constraints, chain, on: standIn) else { continue }
                let text = "make.\(attributeText).\(relationText(head.relation, target))" + steps.compactMap(MasonryText.modifier).joined() + ";"
                return text + (run.contains(where: \.isStandardSpacing) ? " // standard spacing" : "")
            }
        }
        return nil
    }

    /// The `key(…)` that gives the run its identifiers: none, the identifier of
    /// a single constraint, or `k` for a composite whose constraints are
    /// `k[0]`, `k[1]`, …; `nil` when no key can.
    private static func keySteps(for constraints: [LayoutConstraint]) -> [MasonryChain.Step]? {
        let identifiers = constraints.map(\.identifier)
        if identifiers.allSatisfy({ $0 == nil }) { return [] }
        if constraints.count == 1 { return identifiers[0].map { [.key($0)] } }
        guard let first = identifiers[0], first.hasSuffix("[0]") else { return nil }
        let key = String(first.dropLast(3))
        return identifiers.enumerated().allSatisfy { $0.element == "\(key)[\($0.offset)]" } ? [.key(key)] : nil
    }

    /// The targets a run can be written with, most idiomatic first.
    private static func targets(for constraints: [LayoutConstraint], parent: LayoutView?) -> [Target] {
        let head = constraints[0]
        guard let second = head.secondItem else {
            let constants = constraints.map { $0.constant.expression ?? MetricExpression() }
            if constants.allSatisfy({ $0 == constants[0] }) {
                return [.value(.scalar(constants[0]), text: MasonryText.scalarArgument(constants[0]))]
            }
            guard constraints.map(\.firstAttribute) == [.width, .height] else { return [] }
            return [.value(.size(width: constants[0], height: constants[1]), text: MasonryText.size(constants[0], constants[1]))]
        }
        let sameAttributes = constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute }
        let secondAttributes = Set(constraints.map(\.secondAttribute))
        let single = secondAttributes.count == 1 ? head.secondAttribute : nil
        var targets: [Target] = []
        if let view = second as? LayoutView {
            if sameAttributes, MasonryText.readsAsView(view.name) { targets.append(.item(view, attribute: nil, text: MasonryText.item(view.name))) }
            if let single { targets.append(.item(view, attribute: single, text: "\(MasonryText.item(view.name)).mas_\(single.name)")) }
        } else if let guide = second as? LayoutGuide {
            if guide.kind == .safeArea, let owner = guide.owningView {
                // One attribute by its own name (`mas_safeAreaLayoutGuideTop`), several through the whole guide.
                if let single, single.rawValue <= LayoutAttribute.centerY.rawValue {
                    targets.append(.item(guide, attribute: single, text: "\(MasonryText.item(owner.name)).mas_safeAreaLayoutGuide" + MasonryText.capitalized(single)))
                }
                if sameAttributes {
                    targets.insert(.item(guide, attribute: nil, text: "\(MasonryText.item(owner.name)).mas_safeAreaLayoutGuide"), at: constraints.count > 1 ? 0 : targets.count)
                }
            } else if guide.kind == .custom, let single, single == .top || single == .bottom,
                      let (controller, name) = viewControllerGuide(guide.name)
            {
                targets.append(.item(guide, attribute: single, text: "\(MasonryText.item(controller)).mas_\(name)" + MasonryText.capitalized(single)))
            }
        }
        return targets
    }

    /// `topLayoutGuide` as `self` and the guide's name, `vc.bottomLayoutGuide` as `vc` and
    /// its name: a guide the reader made for a view controller's `mas_topLayoutGuide…`.
    private static func viewControllerGuide(_ name: String) -> (controller: String, name: String)? {
        for guide in ["topLayoutGuide", "bottomLayoutGuide"] {
            if name == guide { return ("self", guide) }
            if name.hasSuffix("." + guide) { return (String(name.dropLast(guide.count + 1)), guide) }
        }
        return nil
    }

    /// The ways to give a run its constants: none, `offset(c)`, `inset(c)`, `insets(…)`, `sizeOffset(…)`, `centerOffset(…)`.
    private static func constantSteps(_ constraints: [LayoutConstraint], target: Target) -> [[MasonryChain.Step]] {
        if case .value = target { return [[]] }
        let constants = constraints.map { $0.constant.expression ?? MetricExpression() }
        if constants.allSatisfy({ $0.value == 0 }) { return [[]] }
        var options: [[MasonryChain.Step]] = []
        if constants.allSatisfy({ $0 == constants[0] }) { options.append([.offset(constants[0])]) }
        let attributes = constraints.map(\.firstAttribute)
        let zero = MetricExpression()
        var sides: [LayoutAttribute: MetricExpression] = [:]
        for (attribute, constant) in zip(attributes, constants) {
            switch attribute {
            case .left, .leading: sides[.left] = constant
            case .right, .trailing: sides[.right] = -constant
            case .top: sides[.top] = constant
            case .bottom: sides[.bottom] = -constant
            case .width: sides[.width] = constant
            case .height: sides[.height] = constant
            case .centerX: sides[.centerX] = constant
            case .centerY: sides[.centerY] = constant
            default: break
            }
        }
        let edges = [sides[.top], sides[.left], sides[.bottom], sides[.right]]
        if let common = edges.compactMap({ $0 }).first, edges.allSatisfy({ $0 == nil || $0 == common }) {
            options.append([.value(.insets(top: common, left: common, bottom: common, right: common))])  // `inset(c)`
        }
        let insets = edges.map { $0 ?? zero }
        options.append([.value(.insets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))])
        options.append([.value(.size(width: sides[.width] ?? zero, height: sides[.height] ?? zero))])
        options.append([.value(.point(x: sides[.centerX] ?? zero, y: sides[.centerY] ?? zero))])
        return options
    }

    private static func multiplierSteps(_ constraint: LayoutConstraint) -> [MasonryChain.Step] {
        if let symbolic = constraint.symbolicMultiplier { return [.multipliedBy(symbolic)] }
        return constraint.multiplier == 1 ? [] : [.multipliedBy(MetricExpression(constant: constraint.multiplier))]
    }

    /// Whether the chain, run on Masonry's semantics on `view`, makes `constraints` in order.
    private static func makes(_ constraints: [LayoutConstraint], _ chain: MasonryChain, on view: LayoutView) -> Bool {
        var maker = MasonryMaker(view: view)
        maker.run(chain)
        let made = maker.constraints().map(\.constraint)
        return made.map(\.description) == constraints.map(\.description) && made.map(\.identifier) == constraints.map(\.identifier)
    }

    private static func relationText(_ relation: LayoutRelation, _ target: Target) -> String {
        let (verb, argument): (String, String)
        switch target {
        case .item(_, _, let text): (verb, argument) = ("", text)
        case .value(_, let text): (verb, argument) = ("mas_", text)
        }
        switch relation {
        case .equal: return "\(verb)equalTo(\(argument))"
        case .lessThanOrEqual: return "\(verb)lessThanOrEqualTo(\(argument))"
        case .greaterThanOrEqual: return "\(verb)greaterThanOrEqualTo(\(argument))"
        }
    }
}
