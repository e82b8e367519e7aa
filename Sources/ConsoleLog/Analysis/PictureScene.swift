import Constraints
import Layout

/// One log laid out to be drawn: its constraints solved with the broken one
/// left out (as UIKit recovers), superviews guessed where the log does not
/// say them (an item related to another's subview is taken as its sibling,
/// one related to a superview as its subview), and weak defaults that only
/// settle what the constraints leave open: subviews inside their superview
/// (priority 2), a 100 × 40 size (1), a place side by side (0.5), and a
/// superview's own size (0.25, so that it grows to hold its subviews rather
/// than squeeze them). Each level gives way to the one above it.
package struct PictureScene {
    let scene: LogScene
    let engine: LayoutEngine
    /// The constraint left out, as UIKit breaks it (an index into the log's constraints).
    package let removed: Int?
    /// The parent of each drawn item, as drawn.
    package let parents: [Int: Int]

    package init(log: ConsoleLog, section: Int, analysis: ConflictAnalysis) {
        let logSection = log.sections[section]
        let removed = logSection.brokenIndex ?? analysis.broken
        let indices = logSection.constraintIndices.filter { $0 != removed }
        let parents = Self.guessedParents(log: log, indices: logSection.constraintIndices)
        var scene = LogScene(log: log, indices: indices, parents: parents)
        for index in logSection.constraintIndices where log.constraints[index].itemIndices.contains(where: { scene.items[$0] == nil }) {
            scene.addItems(of: index, in: log, parents: parents)
        }
        Self.addDefaults(to: scene, parents: parents)
        self.scene = scene
        self.removed = removed
        self.parents = parents
        engine = scene.solve().engine
    }

    /// The drawn frame of item `index` in the picture's coordinates (the scene's root), if the picture has it.
    package func frame(of index: Int) -> LayoutRect? {
        guard let item = scene.items[index] else { return nil }
        return LayoutRect(
            x: engine.value(of: .left, for: item), y: engine.value(of: .top, for: item),
            width: engine.value(of: .width, for: item), height: engine.value(of: .height, for: item))
    }

    /// The solved value of an attribute of item `index`.
    package func value(of attribute: LayoutAttribute, of index: Int) -> Double? {
        scene.items[index].map { engine.value(of: attribute, for: $0) }
    }

    // MARK: Building

    /// The log's superviews, and guesses where it gives none, in log order until nothing changes.
    private static func guessedParents(log: ConsoleLog, indices: [Int]) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for (index, item) in log.items.enumerated() { if let parent = item.parent { parents[index] = parent } }
        var superviews = Set(parents.values)
        var changed = true
        var rounds = 0
        while changed, rounds < 8 {
            changed = false
            rounds += 1
            for index in indices {
                let constraint = log.constraints[index].constraint
                guard let secondItem = constraint.secondItem, let first = log.index(of: constraint.heldFirstItem),
                      let second = log.index(of: secondItem), first != second
                else { continue }
                for (item, other) in [(first, second), (second, first)] where parents[item] == nil && !log.items[item].isPlaceholder {
                    if let guess = superviews.contains(other) ? other : parents[other], guess != item,
                       !isAncestor(item, of: guess, in: parents) {
                        parents[item] = guess
                        superviews.insert(guess)
                        changed = true
                    }
                }
            }
        }
        return parents
    }

    private static func isAncestor(_ candidate: Int, of item: Int, in parents: [Int: Int]) -> Bool {
        var current: Int? = item
        var steps = 0
        while let index = current, steps <= parents.count {
            if index == candidate { return true }
            current = parents[index]
            steps += 1
        }
        return false
    }

    /// Weak rules that settle only what the log leaves open, strongest first: subviews inside
    /// their superview, a 100 × 40 size, a place side by side, a superview's own size.
    private static func addDefaults(to scene: LogScene, parents: [Int: Int]) {
        var rules: [LayoutConstraint?] = []
        var placed: [Int: Int] = [:]
        let superviews = Set(scene.items.keys.compactMap { parents[$0] })
        for (index, item) in scene.items.sorted(by: { $0.key < $1.key }) {
            let parent = parents[index].flatMap { scene.items[$0] } as? LayoutView
            if let parent {
                for (attribute, relation) in [(LayoutAttribute.left, LayoutRelation.greaterThanOrEqual), (.top, .greaterThanOrEqual),
                                              (.right, .lessThanOrEqual), (.bottom, .lessThanOrEqual)] {
                    rules.append(try? LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: parent,
                                                       attribute: attribute, priority: 2))
                }
            }
            guard item is LayoutView else { continue }
            let container = parent ?? scene.root
            let slot = placed[parents[index] ?? -1, default: 0]
            placed[parents[index] ?? -1] = slot + 1
            // A superview's own size gives way to its subviews' (it only has to hold them).
            let sizePriority: LayoutPriority = superviews.contains(index) ? 0.25 : 1
            rules.append(try? LayoutConstraint(item: item, attribute: .width, constant: 100, priority: sizePriority))
            rules.append(try? LayoutConstraint(item: item, attribute: .height, constant: 40, priority: sizePriority))
            rules.append(try? LayoutConstraint(item: item, attribute: .left, toItem: container, attribute: .left,
                                               constant: .points(12 + 112 * Double(slot)), priority: 0.5))
            rules.append(try? LayoutConstraint(item: item, attribute: .top, toItem: container, attribute: .top, constant: 12, priority: 0.5))
        }
        for rule in rules.compactMap({ $0 }) { try? rule.activate() }
    }
}
