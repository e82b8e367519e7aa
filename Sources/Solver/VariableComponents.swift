/// Which variables are linked through constraints (union–find), so that a
/// conflict is only searched for among constraints that can take part in it.
struct VariableComponents {
    private var parents: [Int] = []

    mutating func add() { parents.append(parents.count) }

    func root(of variable: Int) -> Int {
        var current = variable
        while parents[current] != current { current = parents[current] }
        return current
    }

    mutating func union(_ lhs: Int, _ rhs: Int) {
        let left = root(of: lhs), right = root(of: rhs)
        guard left != right else { return }
        // The smaller root wins, so the structure never depends on anything but add order.
        if left < right { parents[right] = left } else { parents[left] = right }
        compress(lhs)
        compress(rhs)
    }

    private mutating func compress(_ variable: Int) {
        let top = root(of: variable)
        var current = variable
        while parents[current] != current {
            let next = parents[current]
            parents[current] = top
            current = next
        }
    }
}
