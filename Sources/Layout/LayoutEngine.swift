import Constraints
import Solver

/// Lays out a view tree: maps every view (and the layout guides constraints
/// mention) onto `SimplexSolver` variables, adds the active model constraints
/// installed in the tree plus what UIKit adds itself, and reads frames back.
///
/// - Attributes are linear in each item's x, y, width and height (root
///   coordinates); leading/trailing follow the item's layout direction;
///   baselines use the view's baseline offsets; margin attributes and the
///   margins/safe-area guides use its layout margins and safe-area insets.
/// - The standard space is resolved by `standardSpacing`.
/// - Intrinsic content size, per axis: `size <= intrinsic` at the hugging
///   priority and `size >= intrinsic` at compression resistance.
/// - A view other than the root that translates its autoresizing mask keeps
///   its frame, as required constraints.
/// - The root sits at 0, 0; its size is an edit at priority 999.9, so
///   `setContainerSize(_:)` re-solves incrementally. Required constraints that
///   force another size win, and are reported as a conflict with the container.
/// - Constraints are added in the order they were activated; a required one
///   that cannot hold is left out and reported with a minimal conflicting set,
///   as UIKit breaks one and goes on: the newest of a conflict is the one broken.
public final class LayoutEngine {
    /// The edit priority of the container's size: above any optional priority
    /// apps use in practice, below required.
    private static let containerPriority = 999.9

    private let root: LayoutView
    private let standardSpacing: StandardSpacing
    private let solver = SimplexSolver()
    private var views: [LayoutView] = []
    private var guides: [LayoutGuide] = []
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var rules: [ConstraintHandle: LayoutRule] = [:]
    private var broken: [LayoutResult.BrokenRule] = []
    private var containerSize: LayoutSize

    /// Builds the layout of `root`'s tree for a container of `containerSize`.
    public convenience init(root: LayoutView, containerSize: LayoutSize, standardSpacing: StandardSpacing = .appKit) {
        self.init(root: root, containerSize: containerSize, standardSpacing: standardSpacing, containerPriority: Self.containerPriority)
    }

    init(root: LayoutView, containerSize: LayoutSize, standardSpacing: StandardSpacing, containerPriority: Double) {
        self.root = root
        self.standardSpacing = standardSpacing
        self.containerSize = containerSize
        collect(root)
        let rootVariables = variables(for: root)
        add(.container(root, .left, value: 0), LinearConstraint(LinearExpression([(rootVariables.x, 1)]), .equal))
        add(.container(root, .top, value: 0), LinearConstraint(LinearExpression([(rootVariables.y, 1)]), .equal))
        try? solver.addEditVariable(rootVariables.width, priority: containerPriority)
        try? solver.addEditVariable(rootVariables.height, priority: containerPriority)
        suggestContainerSize()
        for view in views where view !== root {
            addAutoresizingMask(of: view)
            addIntrinsicContentSize(of: view)
        }
        let active = views.flatMap { $0.constraints.filter(\.isActive) }
        for constraint in active.sorted(by: { $0.activationSequence < $1.activationSequence }) { add(constraint) }
    }

    // MARK: Building

    private func collect(_ view: LayoutView) {
        views.append(view)
        for guide in view.layoutGuides where guide.kind == .custom { guides.append(guide) }
        for subview in view.subviews { collect(subview) }
    }

    /// The item's variables, made (with a built-in guide's geometry) on first use.
    private func variables(for item: LayoutItem) -> ItemVariables {
        if let existing = variables[ObjectIdentifier(item)] { return existing }
        let made = ItemVariables(item: item, solver: solver)
        variables[ObjectIdentifier(item)] = made
        if let guide = item as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView {
            let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
            let ownerVariables = variables(for: owner)
            for (attribute, offset) in [(LayoutAttribute.left, insets.left), (.top, insets.top),
                                        (.right, -insets.right), (.bottom, -insets.bottom)] {
                let expression = made.expression(for: attribute)
                    .subtracting(ownerVariables.expression(for: attribute)).subtracting(LinearExpression(constant: offset))
                add(.guideGeometry(guide, attribute), LinearConstraint(expression, .equal))
            }
        }
        return made
    }

    private func addAutoresizingMask(of view: LayoutView) {
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

    private func addIntrinsicContentSize(of view: LayoutView) {
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

    private func add(_ constraint: LayoutConstraint) {
        let resolved = constraint.resolvingStandardSpacing(standardSpacing)
        let first = variables(for: resolved.firstItem).expression(for: resolved.firstAttribute)
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

    /// Adds a rule; one that cannot hold is recorded as broken and left out.
    private func add(_ rule: LayoutRule, _ constraint: LinearConstraint) {
        do {
            rules[try solver.add(constraint)] = rule
        } catch {
            if case .unsatisfiable(let handles) = error {
                broken.append(LayoutResult.BrokenRule(rule: rule, conflictsWith: handles.compactMap { rules[$0] }))
            }
        }
    }

    // MARK: Solving

    /// Changes the container's size and re-solves by dual simplex, without rebuilding.
    public func setContainerSize(_ size: LayoutSize) {
        containerSize = size
        suggestContainerSize()
    }

    private func suggestContainerSize() {
        let rootVariables = variables(for: root)
        try? solver.suggestValue(containerSize.width, for: rootVariables.width)
        try? solver.suggestValue(containerSize.height, for: rootVariables.height)
    }

    /// Reads the solution: writes each view's `frame` (and each custom guide's
    /// `layoutFrame`) and returns them with the broken and ambiguous ones.
    public func layout() -> LayoutResult {
        var frames: [(view: LayoutView, frame: LayoutRect)] = []
        for view in views {
            let frame = frameOf(view, relativeTo: view === root ? nil : view.superview)
            view.frame = frame
            frames.append((view, frame))
        }
        for guide in guides { guide.layoutFrame = frameOf(guide, relativeTo: guide.owningView) }
        var ambiguous: [LayoutResult.AmbiguousItem] = []
        for item in views.dropFirst().map({ $0 as LayoutItem }) + guides.map({ $0 as LayoutItem }) {
            let own = variables(for: item)
            let open = FrameAttribute.allCases.filter { solver.isAmbiguous(own.variable(for: $0)) }
            if !open.isEmpty { ambiguous.append(LayoutResult.AmbiguousItem(item: item, attributes: open)) }
        }
        return LayoutResult(frames: frames, broken: broken + containerConflicts(), ambiguous: ambiguous)
    }

    /// The solved value of `attribute` of `item` (a view of the tree or a
    /// guide it uses) in the root's coordinates, as constraints see it:
    /// `b.top - a.bottom` is the space a constraint between them measures.
    public func value(of attribute: LayoutAttribute, for item: LayoutItem) -> Double {
        let expression = variables(for: item).expression(for: attribute)
        return expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    private func frameOf(_ item: LayoutItem, relativeTo parent: LayoutView?) -> LayoutRect {
        let own = variables(for: item)
        let originX = parent.map { solver.value(of: variables(for: $0).x) } ?? 0
        let originY = parent.map { solver.value(of: variables(for: $0).y) } ?? 0
        return LayoutRect(
            x: solver.value(of: own.x) - originX, y: solver.value(of: own.y) - originY,
            width: solver.value(of: own.width), height: solver.value(of: own.height))
    }

    /// When required constraints force the root to another size than the
    /// container's, the minimal set of them that does, as a broken container rule.
    private func containerConflicts() -> [LayoutResult.BrokenRule] {
        let rootVariables = variables(for: root)
        var conflicts: [LayoutResult.BrokenRule] = []
        for (attribute, variable, size) in [(LayoutAttribute.width, rootVariables.width, containerSize.width),
                                            (.height, rootVariables.height, containerSize.height)]
        where abs(solver.value(of: variable) - size) > 1e-6 {
            let pin = LinearConstraint(LinearExpression([(variable, 1)], constant: -size), .equal)
            if case .unsatisfiable(let handles)? = solver.conflicts(ofAdding: pin) {
                conflicts.append(LayoutResult.BrokenRule(
                    rule: .container(root, attribute, value: size), conflictsWith: handles.compactMap { rules[$0] }))
            }
        }
        return conflicts
    }

    // MARK: Fitting size

    /// The size `view` takes when its own width and height are only wished
    /// for at `fittingSizeLevel` (50): UIKit's `systemLayoutSizeFitting`.
    /// Pass `.compressedFitting` for the smallest size its content allows,
    /// `.expandedFitting` for the largest.
    public static func fittingSize(
        of view: LayoutView, target: LayoutSize, standardSpacing: StandardSpacing = .appKit
    ) -> LayoutSize {
        let engine = LayoutEngine(
            root: view, containerSize: target, standardSpacing: standardSpacing,
            containerPriority: Double(LayoutPriority.fittingSizeLevel.rawValue))
        let frame = engine.frameOf(view, relativeTo: nil)
        return LayoutSize(width: frame.width, height: frame.height)
    }
}

extension LayoutSize {
    /// The smallest fitting target, UIKit's `layoutFittingCompressedSize`.
    public static let compressedFitting = LayoutSize(width: 0, height: 0)
    /// The largest fitting target (a large finite size; UIKit's `layoutFittingExpandedSize`).
    public static let expandedFitting = LayoutSize(width: 1e7, height: 1e7)
}
