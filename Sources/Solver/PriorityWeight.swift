/// An objective coefficient as a vector with one component per optional
/// priority level, compared lexicographically from the highest priority down.
/// So a violation at 751 outweighs any number of violations at 750: Apple's
/// strict ordering, exactly, which kiwi's single-number strengths cannot promise.
struct PriorityWeight {
    /// Indexed by level (see `PriorityLevels`); missing trailing components are 0.
    private(set) var components: [Double] = []

    init() {}

    /// The unit weight of one level.
    init(level: Int, value: Double) {
        components = Array(repeating: 0, count: level + 1)
        components[level] = value
    }

    var isZero: Bool { components.allSatisfy { abs($0) < Row.epsilon } }

    /// Adds `scale · other`.
    mutating func add(_ other: PriorityWeight, scaledBy scale: Double) {
        if components.count < other.components.count {
            components += Array(repeating: 0, count: other.components.count - components.count)
        }
        for index in other.components.indices { components[index] += other.components[index] * scale }
    }

    subscript(level: Int) -> Double { level < components.count ? components[level] : 0 }
}

/// The optional priorities a solver has seen, each a level of the objective,
/// and their order from highest to lowest.
struct PriorityLevels {
    private(set) var priorities: [Double] = []
    /// Level indices, highest priority first.
    private(set) var order: [Int] = []

    /// The level of `priority`, making one if it is new.
    mutating func level(of priority: Double) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        priorities.append(priority)
        order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
        return priorities.count - 1
    }

    /// The sign of the first component, in priority order, that is not zero: -1, 0 or 1.
    func sign(of weight: PriorityWeight) -> Int {
        for level in order {
            let value = weight[level]
            if value <= -Row.epsilon { return -1 }
            if value >= Row.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `lhs / lhsScale < rhs / rhsScale` lexicographically (scales positive).
    func isLess(_ lhs: PriorityWeight, over lhsScale: Double, than rhs: PriorityWeight, over rhsScale: Double) -> Bool {
        for level in order {
            let difference = lhs[level] / lhsScale - rhs[level] / rhsScale
            if difference <= -Row.epsilon { return true }
            if difference >= Row.epsilon { return false }
        }
        return false
    }
}
