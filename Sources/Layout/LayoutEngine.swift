import Constraints
import Solver

/// Lays out a view tree: maps every view (and the layout guides constraints
/// mention) onto `SimplexSolver` variables, adds the active model constraints
/// installed in the tree plus what UIKit adds itself, and reads frames back.
///
/// - Attributes are linear in each item's x, y, width and height (root
///   coordinates); a position with a multiplier other than 1 is measured, as
///   UIKit measures it, in the bounds of the view the constraint is installed
///   on; leading/trailing follow the item's layout direction;
///   baselines use the view's baseline offsets; margin attributes and the
///   margins/safe-area guides use its layout margins and safe-area insets.
/// - The standard space is resolved by `standardSpacing`.
/// - Widths and heights never go below 0, as in UIKit's engine
///   (`NonNegativeSizes`): a required rule that would need one to is broken.
/// - Intrinsic content size, per axis: `size <= intrinsic` at the hugging
///   priority and `size >= intrinsic` at compression resistance.
/// - A view other than the root that translates its autoresizing mask keeps
///   its frame, as required constraints.
/// - The root sits at 0, 0 and has the container's size, required, as UIKit's
///   root view has its window's: constraints that would move or resize it are
///   broken instead, never it. Its size is a required edit, so
///   `setContainerSize(_:)` re-solves incrementally (dual simplex) whenever
///   nothing is broken; otherwise, or when the new size breaks something,
///   the layout is rebuilt, so a resized engine reports what a new one would.
/// - Constraints are added in the order they were activated; a required one
///   that cannot hold is left out and reported with a minimal conflicting set,
///   as UIKit breaks one and goes on: the newest of a conflict is the one broken.
/// - Numbers are checked, not trusted: a rule with a constant beyond
///   ±`representableMagnitude` points, or a multiplier outside
///   `multiplierRange`, is broken for being outside the representable range;
///   after solving, every rule is checked against the solution, and one that
///   the solution misses or that gives values beyond that range is broken
///   (and the layout solved again without it), so no frame is silently wrong.
public final class LayoutEngine {
    /// Beyond this many points, doubles lose the fractions of a point that
    /// layout needs (at 1e12 one unit in the last place is 1/8192 point).
    public static let representableMagnitude = 1e12
    /// The magnitudes of multipliers the engine accepts (and 0).
    public static let multiplierRange = 1e-12 ... 1e12
    /// How far from holding a required rule may be and still count as held:
    /// a millionth of a point, plus rounding relative to the numbers involved.
    static let absoluteTolerance = 1e-6, relativeTolerance = 1e-12

    let root: LayoutView
    let standardSpacing: StandardSpacing
    /// The priority of the container's size: required, or an optional one for fitting.
    private let containerPriority: Double
    private var containerSize: LayoutSize
    var solver = SimplexSolver()
    private var views: [LayoutView] = []
    private var guides: [LayoutGuide] = []
    var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The rule of each constraint in the solver.
    var rules: [ConstraintHandle: LayoutRule] = [:]
    /// The edits that hold the container's width and height.
    private var containerHandles: [(attribute: LayoutAttribute, handle: ConstraintHandle)] = []
    var broken: [LayoutResult.BrokenRule] = []
    /// Whether the solution has been checked since the last change.
    var isChecked = false
    /// Whether a broken rule names the rules it conflicts with (else it names none).
    let explainsConflicts: Bool
    /// When widths and heights are held at 0 or more.
    let nonNegativeSizes: NonNegativeSizes
    /// Whether the current build holds them so.
    private var holdsSizesNonNegative = false
    /// Whether the solver keeps a marker on every required equality, so that
    /// `remove` takes one out without building the layout again.
    let keepsMarkers: Bool

    /// Builds the layout of `root`'s tree for a container of `containerSize`.
    public convenience init(root: LayoutView, containerSize: LayoutSize, standardSpacing: StandardSpacing = .appKit) {
        self.init(root: root, containerSize: containerSize, standardSpacing: standardSpacing, containerPriority: LinearConstraint.required)
    }

    /// Builds the layout of `root`'s tree for a container of `containerSize`,
    /// holding sizes at 0 or more as `nonNegativeSizes` says.
    package convenience init(root: LayoutView, containerSize: LayoutSize, nonNegativeSizes: NonNegativeSizes) {
        self.init(
            root: root, containerSize: containerSize, standardSpacing: .appKit, containerPriority: LinearConstraint.required,
            nonNegativeSizes: nonNegativeSizes)
    }

    /// Builds the layout of `root`'s tree and finds which rules break, but
    /// not what each conflicts with (`conflictsWith` is empty): whether
    /// constraints can hold together, at a fraction of the cost when they
    /// cannot. Sizes are held at 0 or more from the start.
    package convenience init(findingBrokenRulesOf root: LayoutView, containerSize: LayoutSize) {
        self.init(
            root: root, containerSize: containerSize, standardSpacing: .appKit, containerPriority: LinearConstraint.required,
            explainingConflicts: false, nonNegativeSizes: .always)
    }

    /// An engine as `init(findingBrokenRulesOf:containerSize:)`, whose
    /// constraints `remove` takes out one at a time without building the
    /// layout again (LayoutEngine+Trying.swift): for small sets of
    /// constraints tried many ways, since it is slower along long chains.
    /// Sizes are held at 0 or more from the start, so every trial has them.
    package convenience init(forTrialsOf root: LayoutView, containerSize: LayoutSize) {
        self.init(
            root: root, containerSize: containerSize, standardSpacing: .appKit, containerPriority: LinearConstraint.required,
            explainingConflicts: false, keepingMarkers: true, nonNegativeSizes: .always)
    }

    init(
        root: LayoutView, containerSize: LayoutSize, standardSpacing: StandardSpacing, containerPriority: Double,
        explainingConflicts: Bool = true, keepingMarkers: Bool = false, nonNegativeSizes: NonNegativeSizes = .whenNeeded
    ) {
        self.root = root
        self.standardSpacing = standardSpacing
        self.containerSize = containerSize
        self.containerPriority = containerPriority
        explainsConflicts = explainingConflicts
        keepsMarkers = keepingMarkers
        self.nonNegativeSizes = nonNegativeSizes
        holdsSizesNonNegative = nonNegativeSizes == .always
        build()
    }

    // MARK: Building

    /// Makes a new solver and adds every rule of the tree to it.
    private func build() {
        solver = SimplexSolver(keepingMarkers: keepsMarkers)
        views = []
        guides = []
        variables = [:]
        rules = [:]
        containerHandles = []
        broken = []
        isChecked = false
        collect(root)
        let rootVariables = variables(for: root)
        add(.container(root, .left, value: 0), LinearConstraint(LinearExpression([(rootVariables.x, 1)]), .equal))
        add(.container(root, .top, value: 0), LinearConstraint(LinearExpression([(rootVariables.y, 1)]), .equal))
        for (attribute, variable, value) in containerEdits {
            let rule = LayoutRule.container(root, attribute, value: value)
            guard Self.isRepresentable(value) else {
                broken.append(LayoutResult.BrokenRule(rule: rule, reason: .outsideRepresentableRange))
                continue
            }
            // A fresh edit on a fresh variable cannot fail, nor can its first suggestion.
            guard let handle = try? solver.addEditVariable(variable, priority: containerPriority) else { continue }
            rules[handle] = rule
            containerHandles.append((attribute, handle))
            try? solver.suggestValue(value, for: variable)
        }
        if holdsSizesNonNegative {
            for item in sizedItems { addNonNegativeSizes(of: item) }
        }
        for view in views where view !== root {
            addAutoresizingMask(of: view)
            addIntrinsicContentSize(of: view)
        }
        let active = views.flatMap { $0.constraints.filter(\.isActive) }
        for constraint in active.sorted(by: { $0.activationSequence < $1.activationSequence }) { add(constraint) }
    }

    /// The container's width and height: attribute, variable and size.
    private var containerEdits: [(LayoutAttribute, Variable, Double)] {
        let rootVariables = variables(for: root)
        return [(.width, rootVariables.width, containerSize.width), (.height, rootVariables.height, containerSize.height)]
    }

    /// The items whose width and height the engine holds at 0 or more: every view but the root, and the custom guides.
    private var sizedItems: [LayoutItem] {
        views.dropFirst().map { $0 as LayoutItem } + guides.map { $0 as LayoutItem }
    }

    /// Builds the layout again holding sizes at 0 or more, when they may be held only where needed and the solution
    /// gives one below 0; whether it did.
    func holdSizesNonNegativeIfNeeded() -> Bool {
        guard nonNegativeSizes == .whenNeeded, !holdsSizesNonNegative else { return false }
        let hasNegativeSize = sizedItems.contains { item in
            let frame = frameOf(item, relativeTo: nil)
            return frame.width < -Self.absoluteTolerance || frame.height < -Self.absoluteTolerance
        }
        guard hasNegativeSize else { return false }
        holdsSizesNonNegative = true
        build()
        return true
    }

    private func collect(_ view: LayoutView) {
        views.append(view)
        for guide in view.layoutGuides where guide.kind == .custom { guides.append(guide) }
        for subview in view.subviews { collect(subview) }
    }

    /// The item's variables, made (with a built-in guide's geometry) on first use.
    func variables(for item: LayoutItem) -> ItemVariables {
        if let existing = variables[ObjectIdentifier(item)] { return existing }
        let made = ItemVariables(item: item, solver: solver)
        variables[ObjectIdentifier(item)] = made
        if let guide = item as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView {
            addGeometry(of: guide, owner: owner, variables: made)
        }
        return made
    }

    // MARK: Solving

    /// Changes the container's size and re-solves: incrementally by dual
    /// simplex when nothing is broken and the new size breaks nothing,
    /// otherwise by building the layout again.
    public func setContainerSize(_ size: LayoutSize) {
        containerSize = size
        isChecked = false
        if broken.isEmpty, containerEdits.allSatisfy({ Self.isRepresentable($0.2) }), suggestContainerSize() { return }
        build()
    }

    /// Suggests the container's size to its edits; whether every suggestion held.
    private func suggestContainerSize() -> Bool {
        for (attribute, variable, value) in containerEdits {
            guard (try? solver.suggestValue(value, for: variable)) != nil else { return false }
            for entry in containerHandles where entry.attribute == attribute {
                rules[entry.handle] = .container(root, attribute, value: value)
            }
        }
        return true
    }

    /// Reads the solution: writes each view's `frame` (and each custom guide's
    /// `layoutFrame`) and returns them with the broken and ambiguous ones. A
    /// view that follows its superview's size by its autoresizing mask now has
    /// its frame for the superview's new size, as UIKit resizes it, so laying
    /// out again starts from there.
    public func layout() -> LayoutResult {
        checkSolution()
        var frames: [(view: LayoutView, frame: LayoutRect)] = []
        for view in views {
            let frame = frameOf(view, relativeTo: view === root ? nil : view.superview)
            view.frame = frame
            frames.append((view, frame))
        }
        for view in views where view.autoresizingReferenceSize != nil {
            guard let superview = view.superview else { continue }
            view.autoresizingReferenceSize = LayoutSize(width: superview.frame.width, height: superview.frame.height)
        }
        for guide in guides { guide.layoutFrame = frameOf(guide, relativeTo: guide.owningView) }
        var ambiguous: [LayoutResult.AmbiguousItem] = []
        for item in views.dropFirst().map({ $0 as LayoutItem }) + guides.filter({ !$0.isSystemGuide }).map({ $0 as LayoutItem }) {
            let own = variables(for: item)
            let open = FrameAttribute.allCases.filter { solver.isAmbiguous(own.variable(for: $0)) }
            if !open.isEmpty { ambiguous.append(LayoutResult.AmbiguousItem(item: item, attributes: open)) }
        }
        return LayoutResult(frames: frames, broken: broken, ambiguous: ambiguous)
    }

    /// The rules that could not hold, each with a minimal set it conflicts
    /// with or the reason: what `layout()` reports as `broken`, without
    /// reading every view's frame or asking which items are ambiguous (what a
    /// caller that only looks for conflicts, as `check` does, need not pay for).
    public var brokenRules: [LayoutResult.BrokenRule] {
        checkSolution()
        return broken
    }

    /// The solved value of `attribute` of `item` (a view of the tree or a
    /// guide it uses) in the root's coordinates, as constraints see it:
    /// `b.top - a.bottom` is the space a constraint between them measures.
    public func value(of attribute: LayoutAttribute, for item: LayoutItem) -> Double {
        let expression = variables(for: Self.measuring(item, attribute)).expression(for: attribute)
        return expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The frame of `item` relative to `parent`'s frame: the alignment rectangle the solver holds,
    /// grown by the view's alignment insets, as the parent's is.
    private func frameOf(_ item: LayoutItem, relativeTo parent: LayoutView?) -> LayoutRect {
        let own = variables(for: item)
        let insets = (item as? LayoutView)?.alignmentRectInsets ?? .zero
        let parentInsets = parent?.alignmentRectInsets ?? .zero
        let originX = parent.map { solver.value(of: variables(for: $0).x) - parentInsets.left } ?? 0
        let originY = parent.map { solver.value(of: variables(for: $0).y) - parentInsets.top } ?? 0
        return LayoutRect(
            x: solver.value(of: own.x) - insets.left - originX, y: solver.value(of: own.y) - insets.top - originY,
            width: solver.value(of: own.width) + insets.left + insets.right,
            height: solver.value(of: own.height) + insets.top + insets.bottom)
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
        engine.checkSolution()
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
