import Constraints
import Solver

/// The rules the engine adds: the user's constraints, and what UIKit adds
/// itself (autoresizing masks, intrinsic sizes, the built-in guides' geometry).
extension LayoutEngine {
    func addAutoresizingMask(of view: LayoutView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return }
        let own = variables(for: view), parent = variables(for: superview)
        let frame = view.frame
        add(.autoresizingMask(view, .left, value: frame.x),
            LinearConstraint(LinearExpression([(own.x, 1), (parent.x, -1)], constant: -frame.x), .equal))
        add(.autoresizingMask(view, .top, value: frame.y),
            LinearConstraint(LinearExpression([(own.y, 1), (parent.y, -1)], constant: -frame.y), .equal))
        add(.autoresizingMask(view, .width, value: frame.width),
            LinearConstraint(LinearExpression([(own.width, 1)], constant: -frame.width), .equal))
        add(.autoresizingMask(view, .height, value: frame.height),
            LinearConstraint(LinearExpression([(own.height, 1)], constant: -frame.height), .equal))
    }

    func addIntrinsicContentSize(of view: LayoutView) {
        guard let size = view.intrinsicContentSize else { return }
        let own = variables(for: view)
        for axis in [LayoutAxis.horizontal, .vertical] {
            let value = size[axis]
            guard value >= 0 else { continue }
            let variable = axis == .horizontal ? own.width : own.height
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let expression = LinearExpression([(variable, 1)], constant: -value)
            add(.intrinsicContentSize(view, axis, .lessThanOrEqual, value: value, priority: hugging),
                LinearConstraint(expression, .lessThanOrEqual, priority: Double(hugging.rawValue)))
            add(.intrinsicContentSize(view, axis, .greaterThanOrEqual, value: value, priority: resistance),
                LinearConstraint(expression, .greaterThanOrEqual, priority: Double(resistance.rawValue)))
        }
    }

    /// A margins or safe-area guide's edges, tied to its owner's.
    func addGeometry(of guide: LayoutGuide, owner: LayoutView, variables made: ItemVariables) {
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let ownerVariables = variables(for: owner)
        for (attribute, offset) in [(LayoutAttribute.left, insets.left), (.top, insets.top),
                                    (.right, -insets.right), (.bottom, -insets.bottom)] {
            let expression = made.expression(for: attribute)
                .subtracting(ownerVariables.expression(for: attribute)).subtracting(LinearExpression(constant: offset))
            add(.guideGeometry(guide, attribute), LinearConstraint(expression, .equal))
        }
    }

    /// Adds a model constraint; one whose item is gone cannot be installed
    /// anywhere (it is removed where it was), so it is not met here.
    func add(_ constraint: LayoutConstraint) {
        let resolved = constraint.resolvingStandardSpacing(standardSpacing)
        guard !resolved.isMissingAnItem, let firstItem = resolved.firstItem else { return }
        let first = variables(for: firstItem).expression(for: resolved.firstAttribute)
        var expression = first.subtracting(LinearExpression(constant: resolved.constant.points ?? 0))
        if let second = resolved.secondItem {
            expression = expression.subtracting(
                variables(for: second).expression(for: resolved.secondAttribute), scaledBy: resolved.multiplier)
        }
        let relation: LinearRelation
        switch resolved.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        add(.constraint(constraint), LinearConstraint(expression, relation, priority: Double(resolved.priority.rawValue)))
    }

    /// Adds a rule; one that cannot hold, or whose numbers are beyond the
    /// representable range, is recorded as broken and left out.
    func add(_ rule: LayoutRule, _ constraint: LinearConstraint) {
        guard Self.isRepresentable(constraint.expression.constant),
              constraint.expression.terms.allSatisfy({ Self.isRepresentable(multiplier: $0.coefficient) })
        else {
            broken.append(LayoutResult.BrokenRule(rule: rule, reason: .outsideRepresentableRange))
            return
        }
        isChecked = false
        do {
            rules[try solver.add(constraint)] = rule
        } catch {
            broken.append(brokenRule(rule, for: error))
        }
    }

    /// What a refusal of the solver says about `rule`.
    private func brokenRule(_ rule: LayoutRule, for error: SolverError) -> LayoutResult.BrokenRule {
        switch error {
        case .unsatisfiable(let handles):
            return LayoutResult.BrokenRule(rule: rule, conflictsWith: handles.compactMap { rules[$0] })
        case .selfContradictory:
            return LayoutResult.BrokenRule(rule: rule, reason: .selfContradictory)
        case .nonFiniteNumber:
            return LayoutResult.BrokenRule(rule: rule, reason: .outsideRepresentableRange)
        case .numericallyUndecidable, .invalidPriority, .unknownConstraint, .duplicateEditVariable, .unknownEditVariable:
            // Only the first can come from adding a rule; the rest are for completeness.
            return LayoutResult.BrokenRule(rule: rule, reason: .undecidable)
        }
    }
}
