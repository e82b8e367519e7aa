import Constraints

/// What the analysis of one log section depends on, with the log's indices
/// replaced by positions: the section's constraints in log order (by their
/// position in it) and the items they use with those items' logged
/// superviews (by the order the constraints first name them). Two sections
/// of the same shape solve alike, so a session that prints the same conflict
/// for every cell is solved once (`ConsoleLog.analyses()`); names, addresses
/// and line numbers, which only the wording uses, are left out.
struct SectionShape: Hashable {
    /// An item as the scene builds it.
    struct Item: Hashable {
        let isLayoutGuide: Bool
        let className: String?
        let isPlaceholder: Bool
        /// The superview's position, if the log names one.
        let parent: Int?
    }

    /// One model constraint of a logged one, its items by position.
    struct Model: Hashable {
        let firstItem: Int?
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let secondItem: Int?
        let secondAttribute: LayoutAttribute
        let multiplier: Double
        let constant: LayoutConstant
        let priority: LayoutPriority
        let identifier: String?
    }

    /// A logged constraint of the section.
    struct Constraint: Hashable {
        let creator: ConstraintCreator
        let identifier: String?
        let items: [Int]
        let subject: Int
        let models: [Model]
    }

    let kind: LogSection.Kind
    /// The position of UIKit's broken constraint.
    let broken: Int?
    let constraints: [Constraint]
    let items: [Item]
    /// The items' positions in the order of their indices in the log, which
    /// is the order the scene holds their sizes non-negative in.
    let itemOrder: [Int]

    /// The shape of section `section` of `log`, and the log's indices of its
    /// constraints and items by position.
    static func of(section: Int, in log: ConsoleLog) -> (shape: SectionShape, constraints: [Int], items: [Int]) {
        let logSection = log.sections[section]
        var itemIndices: [Int] = [], positions: [Int: Int] = [:]
        func position(_ item: Int) -> Int {
            if let known = positions[item] { return known }
            positions[item] = itemIndices.count
            itemIndices.append(item)
            return itemIndices.count - 1
        }
        func position(of item: LayoutItem?) -> Int? { item.flatMap(log.index(of:)).map(position) }
        let constraints = logSection.constraintIndices.map { index in
            let logged = log.constraints[index]
            return Constraint(
                creator: logged.creator, identifier: logged.identifier, items: logged.itemIndices.map(position),
                subject: position(logged.subjectItem),
                models: logged.modelConstraints.map { model in
                    Model(
                        firstItem: position(of: model.firstItem), firstAttribute: model.firstAttribute, relation: model.relation,
                        secondItem: position(of: model.secondItem), secondAttribute: model.secondAttribute,
                        multiplier: model.multiplier, constant: model.constant, priority: model.priority, identifier: model.identifier)
                })
        }
        // The superviews the scene adds above the items, each once (a cycle ends where it comes round).
        var next = 0
        while next < itemIndices.count {
            if let parent = log.items[itemIndices[next]].parent { _ = position(parent) }
            next += 1
        }
        let items = itemIndices.map { index in
            let logged = log.items[index]
            return Item(
                isLayoutGuide: logged.isLayoutGuide, className: logged.className, isPlaceholder: logged.isPlaceholder,
                parent: logged.parent.flatMap { positions[$0] })
        }
        let shape = SectionShape(
            kind: logSection.kind, broken: logSection.brokenIndex.flatMap(logSection.constraintIndices.firstIndex(of:)),
            constraints: constraints, items: items, itemOrder: itemIndices.indices.sorted { itemIndices[$0] < itemIndices[$1] })
        return (shape, logSection.constraintIndices, itemIndices)
    }
}
