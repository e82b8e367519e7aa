import Constraints
import Solver

/// The rules the engine adds: the user's constraints, and what UIKit adds
/// itself (autoresizing masks, intrinsic sizes, the built-in guides' geometry).
extension LayoutEngine {
    /// A view that translates its autoresizing mask: its frame, fixed, or
    /// (with `autoresizingReferenceSize`) following its superview's size as
    /// UIKit resizes it: on each axis the change of the superview's size is
    /// shared by the flexible parts (margins and size) in proportion to their
    /// sizes at the reference size, or equally when those are all 0.
    func addAutoresizingMask(of view: LayoutView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return }
        let own = variables(for: view), parent = variables(for: superview)
        // The frame, as the alignment rectangle the variables hold, relative to the superview's.
        let insets = view.alignmentRectInsets, parentInsets = superview.alignmentRectInsets
        let frame = LayoutRect(
            x: view.frame.x + insets.left - parentInsets.left, y: view.frame.y + insets.top - parentInsets.top,
            width: view.frame.width - insets.left - insets.right, height: view.frame.height - insets.top - insets.bottom)
        // The mask shares a change of the superview's frame out by the frames' margins; the superview's
        // variables hold its alignment rectangle, whose size changes as much (a box's content view
        // follows the box's frame, not what the box aligns).
        let frameReference = view.autoresizingReferenceSize
        let reference = frameReference.map {
            LayoutSize(width: $0.width - parentInsets.left - parentInsets.right, height: $0.height - parentInsets.top - parentInsets.bottom)
        }
        let mask = reference == nil ? [] : view.autoresizingMask
        let horizontal = Self.shares(
            origin: view.frame.x, size: view.frame.width, superviewSize: frameReference?.width ?? 0,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.shares(
            origin: view.frame.y, size: view.frame.height, superviewSize: frameReference?.height ?? 0,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        // origin - parent origin = value + share × (superview size - reference size); size likewise.
        for (attribute, value, variable, origin, share, referenceSize, parentSize) in [
            (LayoutAttribute.left, frame.x, own.x, Optional(parent.x), horizontal.origin, reference?.width ?? 0, parent.width),
            (.top, frame.y, own.y, Optional(parent.y), vertical.origin, reference?.height ?? 0, parent.height),
            (.width, frame.width, own.width, nil, horizontal.size, reference?.width ?? 0, parent.width),
            (.height, frame.height, own.height, nil, vertical.size, reference?.height ?? 0, parent.height),
        ] {
            var terms = [(variable, 1.0)]
            if let origin { terms.append((origin, -1)) }
            if share != 0 { terms.append((parentSize, -share)) }
            add(.autoresizingMask(view, attribute, value: value),
                LinearConstraint(LinearExpression(terms, constant: -(value - share * referenceSize)), .equal))
        }
    }

    /// The parts of a change of the superview's size that an origin and a size take on one axis.
    private static func shares(
        origin: Double, size: Double, superviewSize: Double, flexible: (leading: Bool, size: Bool, trailing: Bool)
    ) -> (origin: Double, size: Double) {
        let parts = [(flexible.leading, origin), (flexible.size, size), (flexible.trailing, superviewSize - origin - size)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.map { max($0.1, 0) }.reduce(0, +)
        func share(_ isFlexible: Bool, _ length: Double) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? max(length, 0) / total : 1 / Double(flexibleParts.count)
        }
        return (share(flexible.leading, origin), share(flexible.size, size))
    }

    /// The item's frame at least 0 wide and 0 tall, required: what UIKit's engine holds of every view without a
    /// constraint. A view's variables hold its alignment rectangle, so its insets count in.
    func addNonNegativeSizes(of item: LayoutItem) {
        let own = variables(for: item)
        let insets = (item as? LayoutView)?.alignmentRectInsets ?? .zero
        for (axis, variable, inset) in [
            (LayoutAxis.horizontal, own.width, insets.left + insets.right), (.vertical, own.height, insets.top + insets.bottom),
        ] {
            add(.nonNegativeSize(item, axis), LinearConstraint(LinearExpression([(variable, 1)], constant: inset), .greaterThanOrEqual))
        }
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

    /// A built-in guide's edges, tied to its owner's: inset by its margins or safe area, or, for the
    /// keyboard's, from the safe area's bottom to the owner's.
    func addGeometry(of guide: LayoutGuide, owner: LayoutView, variables made: ItemVariables) {
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let ownerVariables = variables(for: owner)
        // guide.attribute == owner.ownerAttribute + offset
        let edges: [(LayoutAttribute, ownerAttribute: LayoutAttribute, offset: Double)] = guide.kind == .keyboard
            ? [(.left, .left, 0), (.top, .bottom, -owner.safeAreaInsets.bottom), (.right, .right, 0), (.bottom, .bottom, 0)]
            : [(.left, .left, insets.left), (.top, .top, insets.top), (.right, .right, -insets.right), (.bottom, .bottom, -insets.bottom)]
        for (attribute, ownerAttribute, offset) in edges {
            let expression = made.expression(for: attribute)
                .subtracting(ownerVariables.expression(for: ownerAttribute)).subtracting(LinearExpression(constant: offset))
            add(.guideGeometry(guide, attribute), LinearConstraint(expression, .equal))
        }
    }

    /// Adds a model constraint; one whose item is gone cannot be installed
    /// anywhere (it is removed where it was), so it is not met here.
    func add(_ constraint: LayoutConstraint) {
        guard let linear = linearConstraint(for: constraint) else { return }
        add(.constraint(constraint), linear)
    }

    /// The item whose variables measure `attribute` of `item`: a stack view's baseline is its arranged view's.
    /// Only baselines are measured elsewhere, so other attributes skip the view lookup.
    static func measuring(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutItem {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return item }
        return (item as? LayoutView)?.measuringView(for: attribute) ?? item
    }

    /// A model constraint over the solver's variables; `nil` when an item is gone.
    ///
    /// Positions are measured, as UIKit measures them, in the bounds of the view the constraint is
    /// installed on (its items' nearest common ancestor): `view.centerX == superview.centerX * 0.5`
    /// puts the view a quarter of the way across its superview wherever that stands. With a
    /// multiplier of 1 where the origin is makes no difference; with another, the container's
    /// origin, which the engine's root coordinates count in, is taken out of both sides.
    func linearConstraint(for constraint: LayoutConstraint) -> LinearConstraint? {
        let resolved = constraint.resolvingStandardSpacing(standardSpacing)
        guard !resolved.isMissingAnItem, let firstItem = resolved.firstItem else { return nil }
        let firstVariables = variables(for: Self.measuring(firstItem, resolved.firstAttribute))
        let first = firstVariables.expression(for: resolved.firstAttribute)
        var expression = first.subtracting(LinearExpression(constant: resolved.constant.points ?? 0))
        if let second = resolved.secondItem {
            let secondVariables = variables(for: Self.measuring(second, resolved.secondAttribute))
            let secondExpression = secondVariables.expression(for: resolved.secondAttribute)
            expression = expression.subtracting(secondExpression, scaledBy: resolved.multiplier)
            if resolved.multiplier != 1, let container = try? constraint.installationView(), container !== root {
                let origin = variables(for: container)
                let x = first.coefficient(of: firstVariables.x) - resolved.multiplier * secondExpression.coefficient(of: secondVariables.x)
                let y = first.coefficient(of: firstVariables.y) - resolved.multiplier * secondExpression.coefficient(of: secondVariables.y)
                expression = expression.subtracting(LinearExpression([(origin.x, x), (origin.y, y)]))
            }
        }
        let relation: LinearRelation
        switch resolved.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LinearConstraint(expression, relation, priority: Double(resolved.priority.rawValue))
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
            rules[try solver.add(constraint, explainingConflicts: explainsConflicts)] = rule
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
