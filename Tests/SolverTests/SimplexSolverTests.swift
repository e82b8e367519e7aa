@testable import Solver
import Testing

/// `terms + constant (relation) 0` in one line.
func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: LinearRelation, priority: Double = 1000
) -> LinearConstraint {
    LinearConstraint(LinearExpression(terms, constant: constant), relation, priority: priority)
}

@Suite("Simplex core")
struct SimplexSolverTests {
    @Test("a chain of required equalities and inequalities solves to its closed form")
    func chain() throws {
        let solver = SimplexSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(constraint([(left, 1)], -20, .equal))
        try solver.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
        try solver.add(constraint([(width, 1)], -100, .greaterThanOrEqual))
        try solver.add(constraint([(right, 1)], -300, .equal, priority: 250))
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: width) == 280)
        #expect(solver.value(of: right) == 300)
    }

    /// A weighted-sum solver such as kiwi minimises Σ strength · |error|, with
    /// strengths in proportion to a weight (kiwi's strong is 1e6 · w), so
    /// priority p weighs some c · p. Then n constraints pulling to 10 at 750
    /// outweigh one pulling to 20 at 751 once n · 750 > 751, that is from
    /// n = 2 on; at 999.9 against 999.91 (a ratio of 1.00001) likewise. With
    /// 100, a weighting would even have to make one level weigh over 100 times
    /// the next to keep 20; only a lexicographic objective does for every n.
    /// (Adding n equal constraints on one variable costs about n², so 100
    /// take milliseconds where 1,000 took seconds.)
    @Test("a higher priority beats any number of lower ones")
    func strictPriorities() throws {
        let count = 100
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        for _ in 0 ..< count { try solver.add(constraint([(x, 1)], -10, .equal, priority: 750)) }
        try solver.add(constraint([(x, 1)], -20, .equal, priority: 751))
        #expect(solver.value(of: x) == 20)
        let y = solver.makeVariable()
        for _ in 0 ..< count { try solver.add(constraint([(y, 1)], -10, .equal, priority: 999.9)) }
        try solver.add(constraint([(y, 1)], -20, .equal, priority: 999.91))
        #expect(solver.value(of: y) == 20)
    }

    @Test("an unsatisfiable required constraint names a minimal conflict and changes nothing")
    func conflict() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable(), d = solver.makeVariable()
        let ab = try solver.add(constraint([(a, 1), (b, -1)], -10, .equal))  // a = b + 10
        let unrelated = try solver.add(constraint([(d, 1)], -5, .equal))
        let bc = try solver.add(constraint([(b, 1), (c, -1)], 0, .greaterThanOrEqual))  // b >= c
        let cPinned = try solver.add(constraint([(c, 1)], -50, .equal))
        let loose = try solver.add(constraint([(a, 1)], -1000, .lessThanOrEqual))
        try solver.add(constraint([(a, 1)], -55, .equal, priority: 500))
        let before = [a, b, c, d].map(solver.value(of:))
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [ab, bc, cPinned])) {
            try solver.add(constraint([(a, 1)], -30, .lessThanOrEqual))  // a <= 30
        }
        #expect([a, b, c, d].map(solver.value(of:)) == before)
        #expect(solver.constraints.count == 6)
        _ = (unrelated, loose)
        try solver.add(constraint([(a, 1)], -60, .lessThanOrEqual))
        #expect(solver.value(of: a) == 60 && solver.value(of: b) == 50)
    }

    @Test("a required constraint that would enter on a user variable of its own is refused when the others cannot hold with it")
    func conflictEnteringOnUserVariable() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let unrelated = try solver.add(constraint([(y, 1), (z, -1)], -1, .lessThanOrEqual))  // y <= z + 1
        let pinned = try solver.add(constraint([(x, 2)], -2, .equal))  // x = 1
        let floor = try solver.add(constraint([(y, 2), (x, -1)], -1, .greaterThanOrEqual))  // y >= (x + 1) / 2 = 1
        let before = [x, y, z].map(solver.value(of:))
        // x + y <= -4 would take y to -5 below its floor: solving the row for y, a user variable, leaves the floor's
        // row negative, which phase one shows no basis can mend.
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [pinned, floor])) {
            try solver.add(constraint([(x, 1), (y, 1)], 4, .lessThanOrEqual))
        }
        #expect(solver.conflicts(ofAdding: constraint([(x, 1), (y, 1)], 4, .lessThanOrEqual)) != nil)
        #expect([x, y, z].map(solver.value(of:)) == before)
        _ = unrelated
    }

    @Test("conflicts(ofAdding:) names what adding would conflict with, and changes nothing")
    func conflictsOfAdding() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        let ab = try solver.add(constraint([(a, 1), (b, -1)], -10, .equal))  // a = b + 10
        let bFloor = try solver.add(constraint([(b, 1)], -5, .greaterThanOrEqual))
        let pull = try solver.add(constraint([(a, 1)], -20, .equal, priority: 250))
        _ = solver.changedVariables()
        #expect(solver.conflicts(ofAdding: constraint([(a, 1)], -12, .lessThanOrEqual))
            == .unsatisfiable(conflictsWith: [ab, bFloor]))
        #expect(solver.conflicts(ofAdding: constraint([(a, 1)], -30, .equal)) == nil)
        #expect(solver.conflicts(ofAdding: constraint([(c, 1), (b, -1)], 0, .equal)) == nil)
        #expect(solver.conflicts(ofAdding: constraint([(c, 1)], .infinity, .equal)) == .nonFiniteNumber(.infinity))
        #expect(solver.changedVariables().isEmpty)
        #expect(solver.constraints == [ab, bFloor, pull])
        #expect([a, b, c].map(solver.value(of:)) == [20, 10, 0])
    }

    @Test("duplicates, redundant equalities and cycles are accepted")
    func redundancy() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        let ab = try solver.add(constraint([(a, 1), (b, -1)], 0, .equal))
        let bc = try solver.add(constraint([(b, 1), (c, -1)], 0, .equal))
        try solver.add(constraint([(a, 1), (c, -1)], 0, .equal))
        try solver.add(constraint([(a, 1), (c, -1)], 0, .equal))
        let pin = try solver.add(constraint([(c, 1)], -7, .equal))
        #expect([a, b, c].map(solver.value(of:)) == [7, 7, 7])
        // Minimal either way: {a = b, b = c, c = 7} or {a = c, c = 7}; QuickXplain's choice is deterministic.
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [ab, bc, pin])) {
            try solver.add(constraint([(a, 1)], -8, .equal))
        }
    }

    @Test("edit variables re-solve by dual simplex and report only changed values")
    func edits() throws {
        let solver = SimplexSolver()
        let width = solver.makeVariable(), half = solver.makeVariable(), fixed = solver.makeVariable()
        try solver.add(constraint([(half, 2), (width, -1)], 0, .equal))
        try solver.add(constraint([(half, 1)], -30, .greaterThanOrEqual))
        try solver.add(constraint([(fixed, 1)], -3, .equal))
        try solver.addEditVariable(width, priority: 750)
        _ = solver.changedVariables()
        try solver.suggestValue(200, for: width)
        #expect(solver.value(of: width) == 200 && solver.value(of: half) == 100)
        #expect(solver.changedVariables().map(\.variable).sorted() == [width, half])
        try solver.suggestValue(10, for: width)
        #expect(solver.value(of: width) == 60 && solver.value(of: half) == 30)
        #expect(solver.changedVariables().map(\.value).sorted() == [30, 60])
        #expect(solver.changedVariables().isEmpty)
        #expect(throws: SolverError.duplicateEditVariable(width)) { try solver.addEditVariable(width, priority: 5) }
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(1, for: width) }
    }

    @Test("removing constraints, with and without markers, restores the earlier solution")
    func removal() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -10, .equal, priority: 250))
        try solver.add(constraint([(y, 1), (x, -1)], -5, .equal))
        let floor = try solver.add(constraint([(y, 1)], -30, .greaterThanOrEqual))
        #expect(solver.value(of: x) == 25 && solver.value(of: y) == 30)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        let pin = try solver.add(constraint([(x, 1)], -40, .equal))
        #expect(solver.value(of: x) == 40 && solver.value(of: y) == 45)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        #expect(throws: SolverError.unknownConstraint(pin)) { try solver.remove(pin) }
        _ = solver.changedVariables()
        let free = solver.makeVariable()
        let fixFree = try solver.add(constraint([(free, 1)], -7, .equal))
        #expect(solver.changedVariables().map(\.value) == [7])
        try solver.remove(fixFree)
        #expect(solver.changedVariables().map { [Double($0.variable.index), $0.value] } == [[Double(free.index), 0]])
        #expect(solver.constraints.count == 2)
    }

    @Test("bad numbers and priorities are refused")
    func validation() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.invalidPriority(0)) { try solver.add(constraint([(x, 1)], 0, .equal, priority: 0)) }
        #expect(throws: SolverError.invalidPriority(1001)) { try solver.add(constraint([(x, 1)], 0, .equal, priority: 1001)) }
        #expect(throws: SolverError.nonFiniteNumber(.infinity)) { try solver.add(constraint([(x, 1)], .infinity, .equal)) }
        #expect(throws: SolverError.self) { try solver.add(constraint([(x, .nan)], 0, .equal)) }
    }
}
