import Constraints
import Layout

/// A fresh view tree for some of a log's constraints, to solve them apart
/// from the log's own model (which stays untouched): every item they use
/// and its logged superviews, under a container named `log` that holds the
/// items with no known superview. Views keep their frames out of it
/// (`translatesAutoresizingMaskIntoConstraints` is off): the log lists the
/// autoresizing constraints it wants solved. Constraints are activated in
/// the order given, so the engine breaks the last of a conflict, as UIKit
/// breaks the one it names.
///
/// UIKit's engine never gives a view or guide a negative width or height
/// (a log of `UIView.width == - 16` alone is "unable to simultaneously
/// satisfy" it), so every item's size is held `>= 0`, as required rules
/// activated before the log's, which a conflict may need but never breaks.
struct LogScene {
    /// A change to a constraint before solving: what a suggested fix does.
    enum Change {
        case remove
        case priority(LayoutPriority)
        /// Only wished for (priority 1), with another constant: to see what the others make of it.
        case wish(constant: Double)
        /// Made between the scene's items but not activated: to be tried against the others.
        case leaveOut
    }

    let root: LayoutView
    /// The scene's item for each of the log's items that it uses.
    private(set) var items: [Int: LayoutItem] = [:]
    /// The scene's constraint for each logged constraint it holds (the main one of a content-size pair).
    private(set) var constraints: [Int: LayoutConstraint] = [:]
    /// The logged constraint each scene constraint stands for.
    private(set) var members: [ObjectIdentifier: Int] = [:]
    /// The log's index of each of the scene's items.
    private var itemIndices: [ObjectIdentifier: Int] = [:]
    /// The scene's constraints for each logged constraint (two for a content-size one).
    private(set) var copies: [Int: [LayoutConstraint]] = [:]

    /// The constraints at `indices` of `log` (in that order), with `changes`
    /// applied, items under the superviews `parents` gives (the log's by default).
    init(log: ConsoleLog, indices: [Int], changes: [Int: Change] = [:], parents: [Int: Int]? = nil) {
        root = LayoutView(name: "log")
        root.translatesAutoresizingMaskIntoConstraints = false
        var used: [Int] = []
        for index in indices { used += log.constraints[index].itemIndices }
        let parentOf = { (index: Int) in parents.map { $0[index] } ?? log.items[index].parent }
        for index in used { addItem(index, of: log, parent: parentOf) }
        for index in indices {
            let logged = log.constraints[index]
            var copies = logged.modelConstraints.compactMap { copy($0, of: log) }
            switch changes[index] {
            case .remove?: continue
            case .priority(let priority)?: copies = copies.compactMap { Self.copy($0, priority: priority) }
            case .wish(let constant)?: copies = copies.prefix(1).compactMap { Self.copy($0, priority: 1, constant: .points(constant)) }
            case .leaveOut?, nil: break
            }
            guard let main = copies.first else { continue }
            constraints[index] = main
            for constraint in copies {
                members[ObjectIdentifier(constraint)] = index
                if case .leaveOut? = changes[index] { continue }
                try? constraint.activate()
            }
            self.copies[index] = copies
        }
    }

    /// The engine over the scene, solved. Every engine over a scene holds sizes at 0 or more from the start, as the
    /// conflicts UIKit logs count on, so the rules a search takes out and tries again never change that.
    func solve() -> (engine: LayoutEngine, result: LayoutResult) {
        let engine = LayoutEngine(root: root, containerSize: LayoutSize(width: 0, height: 0), nonNegativeSizes: .always)
        return (engine, engine.layout())
    }

    /// The rules solving the scene breaks, and the engine that solved it:
    /// what a conflict search needs, without the frames and ambiguity that
    /// `solve()` also works out for every item; each broken rule names what
    /// it conflicts with when `explaining`.
    func broken(explaining: Bool = true) -> (engine: LayoutEngine, rules: [LayoutResult.BrokenRule]) {
        let size = LayoutSize(width: 0, height: 0)
        let engine = explaining
            ? LayoutEngine(root: root, containerSize: size, nonNegativeSizes: .always)
            : LayoutEngine(findingBrokenRulesOf: root, containerSize: size)
        return (engine, engine.brokenRules)
    }

    /// The engine over the scene, solved, whose constraints can be taken out
    /// and tried one at a time (`LayoutEngine(forTrialsOf:)`), and the rules it breaks.
    func trials() -> (engine: LayoutEngine, rules: [LayoutResult.BrokenRule]) {
        let engine = LayoutEngine(forTrialsOf: root, containerSize: LayoutSize(width: 0, height: 0))
        return (engine, engine.brokenRules)
    }

    /// The logged constraint a layout rule stands for, if it is one.
    func member(_ rule: LayoutRule) -> Int? {
        guard case .constraint(let constraint) = rule else { return nil }
        return members[ObjectIdentifier(constraint)]
    }

    /// The `size >= 0` a layout rule stands for, if it is one.
    func sizeRule(_ rule: LayoutRule) -> NonNegativeSize? {
        guard case .nonNegativeSize(let item, let axis) = rule, let index = itemIndices[ObjectIdentifier(item)] else { return nil }
        return NonNegativeSize(item: index, attribute: axis == .horizontal ? .width : .height)
    }

    // MARK: Building

    /// Adds the items of logged constraint `index` that the scene does not have yet (the one it leaves out).
    mutating func addItems(of index: Int, in log: ConsoleLog, parents: [Int: Int]) {
        for item in log.constraints[index].itemIndices { addItem(item, of: log) { parents[$0] } }
    }

    private mutating func addItem(_ index: Int, of log: ConsoleLog, parent parentOf: (Int) -> Int?) {
        guard items[index] == nil else { return }
        let logged = log.items[index]
        let item: LayoutItem
        if logged.isLayoutGuide {
            item = LayoutGuide(name: logged.name)
        } else {
            let view = LayoutView(name: logged.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            item = view
        }
        items[index] = item
        itemIndices[ObjectIdentifier(item)] = index
        var owner = root
        if let parent = parentOf(index), parent != index {
            addItem(parent, of: log, parent: parentOf)
            let wouldCycle = (item as? LayoutView).map { items[parent]?.hostView?.isDescendant(of: $0) ?? false } ?? false
            if let view = items[parent] as? LayoutView, !wouldCycle { owner = view }
        }
        if let view = item as? LayoutView { owner.addSubview(view) }
        if let guide = item as? LayoutGuide { owner.addLayoutGuide(guide) }
    }

    /// `constraint` between the scene's items.
    private func copy(_ constraint: LayoutConstraint, of log: ConsoleLog) -> LayoutConstraint? {
        func mapped(_ item: LayoutItem?) -> LayoutItem? {
            guard let item, let index = log.index(of: item) else { return nil }
            return items[index]
        }
        guard let first = mapped(constraint.firstItem) else { return nil }
        return try? LayoutConstraint(
            item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation,
            toItem: mapped(constraint.secondItem), attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier,
            origin: constraint.origin)
    }

    /// `constraint` at another priority, or `nil` if it cannot have it.
    static func copy(_ constraint: LayoutConstraint, priority: LayoutPriority, constant: LayoutConstant? = nil) -> LayoutConstraint? {
        try? LayoutConstraint(
            item: constraint.heldFirstItem, attribute: constraint.firstAttribute, relatedBy: constraint.relation,
            toItem: constraint.secondItem, attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constant ?? constraint.constant, priority: priority, identifier: constraint.identifier,
            origin: constraint.origin)
    }
}
