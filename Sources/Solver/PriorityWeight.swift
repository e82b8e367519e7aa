/// An objective coefficient as a vector with one component per optional
/// priority, compared lexicographically from the highest priority down. So a
/// violation at 751 outweighs any number of violations at 750: Apple's strict
/// ordering, exactly, which kiwi's single-number strengths cannot promise.
///
/// Sparse and keyed by the priority itself: a coefficient holds only the
/// priorities that reach it (most hold one), so its size and every operation
/// on it do not grow with the number of distinct priorities in the solver,
/// and a new priority needs no renumbering.
struct PriorityWeight {
    /// One priority's share of the coefficient.
    struct Component {
        let priority: Double
        var value: Double
    }

    /// Highest priority first; no component is zero.
    private(set) var components: [Component] = []

    init() {}

    /// `value` at `priority` alone.
    init(priority: Double, value: Double) {
        if value != 0 { components = [Component(priority: priority, value: value)] }
    }

    var isZero: Bool { components.isEmpty }

    /// The sign of the highest-priority component: -1, 0 or 1.
    var sign: Int {
        guard let first = components.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// Adds `scale · other`; a component that cancels (see `Row.sum`) is dropped.
    mutating func add(_ other: PriorityWeight, scaledBy scale: Double) {
        if other.components.count == 1 {
            // The common case, one priority added: found by binary search and
            // changed in place, so a coefficient that many priorities reach
            // (a view's width wished for at 8,000 levels) costs O(log n) a change.
            add(other.components[0].value * scale, at: other.components[0].priority)
            return
        }
        var merged: [Component] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].priority > other.components[j].priority) {
                merged.append(components[i])
                i += 1
            } else if i == components.count || other.components[j].priority > components[i].priority {
                let value = other.components[j].value * scale
                if value != 0 { merged.append(Component(priority: other.components[j].priority, value: value)) }
                j += 1
            } else {
                let value = Row.sum(components[i].value, other.components[j].value * scale)
                if value != 0 { merged.append(Component(priority: components[i].priority, value: value)) }
                i += 1
                j += 1
            }
        }
        components = merged
    }

    /// Adds `value` to the component of `priority`.
    private mutating func add(_ value: Double, at priority: Double) {
        guard value != 0 else { return }
        var low = 0, high = components.count
        while low < high {
            let middle = (low + high) / 2
            if components[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low < components.count, components[low].priority == priority {
            components[low].value = Row.sum(components[low].value, value)
            if components[low].value == 0 { components.remove(at: low) }
        } else {
            components.insert(Component(priority: priority, value: value), at: low)
        }
    }

    /// Whether `lhs / lhsScale < rhs / rhsScale` lexicographically (scales
    /// positive); components that differ by no more than rounding are equal.
    static func isLess(_ lhs: PriorityWeight, over lhsScale: Double, than rhs: PriorityWeight, over rhsScale: Double) -> Bool {
        var i = 0, j = 0
        while i < lhs.components.count || j < rhs.components.count {
            let left: Double, right: Double
            if j == rhs.components.count || (i < lhs.components.count && lhs.components[i].priority > rhs.components[j].priority) {
                (left, right) = (lhs.components[i].value / lhsScale, 0)
                i += 1
            } else if i == lhs.components.count || rhs.components[j].priority > lhs.components[i].priority {
                (left, right) = (0, rhs.components[j].value / rhsScale)
                j += 1
            } else {
                (left, right) = (lhs.components[i].value / lhsScale, rhs.components[j].value / rhsScale)
                i += 1
                j += 1
            }
            if Row.sum(left, -right) != 0 { return left < right }
        }
        return false
    }
}
