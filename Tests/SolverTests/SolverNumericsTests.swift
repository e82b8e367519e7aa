@testable import Solver
import Testing

@Suite("Numerically honest: no term dropped, no infeasible system accepted, every refusal explained")
struct SolverNumericsTests {
    @Test("a constraint whose terms cancel is self-contradictory, alone or among others, and changes nothing")
    func selfContradictory() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.add(constraint([(a, 1), (b, -1)], -5, .equal))
        try solver.add(constraint([(b, 1)], -20, .equal))
        let cases: [(terms: [(Variable, Double)], constant: Double, relation: LinearRelation)] = [
            ([(a, 1), (a, -1)], -10, .equal), ([(b, 0)], -5, .equal), ([(b, 0)], -5, .greaterThanOrEqual), ([(a, 2), (a, -2)], 1, .lessThanOrEqual),
        ]
        for (terms, constant, relation) in cases {
            #expect(throws: SolverError.selfContradictory) { try solver.add(constraint(terms, constant, relation)) }
            #expect(solver.conflicts(ofAdding: constraint(terms, constant, relation)) == .selfContradictory)
        }
        #expect(solver.value(of: a) == 25 && solver.constraints.count == 2)
        let empty = SimplexSolver()
        let x = empty.makeVariable()
        #expect(throws: SolverError.selfContradictory) { try empty.add(constraint([(x, 0)], -5, .equal)) }
    }

    @Test("a multiplier of 1e-9 is kept, in either order")
    func tinyMultiplier() throws {
        for reversed in [false, true] {
            let solver = SimplexSolver()
            let a = solver.makeVariable(), b = solver.makeVariable()
            var constraints = [constraint([(a, 1), (b, -1e-9)], 0, .equal), constraint([(b, 1)], -1e9, .equal)]
            if reversed { constraints.reverse() }
            for item in constraints { try solver.add(item) }
            #expect(abs(solver.value(of: a) - 1) < 1e-12, "reversed: \(reversed)")
        }
    }

    @Test("a = 1e-9·b + 1 with b = 1e9·a is infeasible, and refused naming the other, in either order")
    func tinyMultiplierInfeasible() throws {
        for reversed in [false, true] {
            let solver = SimplexSolver()
            let a = solver.makeVariable(), b = solver.makeVariable()
            var constraints = [constraint([(a, 1), (b, -1e-9)], -1, .equal), constraint([(b, 1), (a, -1e9)], 0, .equal)]
            if reversed { constraints.reverse() }
            let first = try solver.add(constraints[0])
            #expect(throws: SolverError.unsatisfiable(conflictsWith: [first]), "reversed: \(reversed)") { try solver.add(constraints[1]) }
        }
    }

    @Test("coefficients from 1e-12 to 1e12 and constants near 1e300 solve to the hidden point")
    func wideMagnitudes() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -3e280, .equal))
        try solver.add(constraint([(y, 1e-12), (x, -1)], 1e280, .equal))  // y = 2e292
        try solver.add(constraint([(z, 1e12), (y, -1)], 0, .equal))  // z = 2e280
        try solver.add(constraint([(z, 1)], -1e300, .lessThanOrEqual))
        #expect(abs(solver.value(of: y) / 2e292 - 1) < 1e-12 && abs(solver.value(of: z) / 2e280 - 1) < 1e-12)
        #expect(solver.unsatisfiedRequiredConstraints(absoluteTolerance: 0, relativeTolerance: 1e-12).isEmpty)
    }

    @Test("conflicts(ofAdding:) that could add leaves no trace: no changes to report, aliases still possible")
    func probingLeavesNoTrace() throws {
        let solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        try solver.add(constraint([(a, 1)], -10, .greaterThanOrEqual))
        _ = solver.changedVariables()
        #expect(solver.conflicts(ofAdding: constraint([(b, 1), (a, -1)], -5, .greaterThanOrEqual)) == nil)
        #expect(solver.conflicts(ofAdding: constraint([(c, 1), (b, -2)], 0, .equal)) == nil)
        #expect(solver.changedVariables().isEmpty)
        #expect(solver.variables.aliases.isFresh(b.index) && solver.variables.aliases.isFresh(c.index))
        try solver.add(constraint([(c, 1), (b, -2)], 0, .equal))
        #expect(solver.variables.aliases[c.index] != nil, "c = 2·b is still an alias, as without the probe")
    }

    @Test("a required edit changes incrementally; a suggestion the required constraints refuse is undone and explained")
    func requiredEdit() throws {
        let solver = SimplexSolver()
        let width = solver.makeVariable(), left = solver.makeVariable(), inner = solver.makeVariable()
        let edit = try solver.addEditVariable(width, priority: 1000)
        try solver.suggestValue(300, for: width)
        let pin = try solver.add(constraint([(left, 1)], -20, .equal))
        let floor = try solver.add(constraint([(inner, 1)], -100, .greaterThanOrEqual))
        let fill = try solver.add(constraint([(width, 1), (left, -2), (inner, -1)], 0, .equal))  // width = 2·left + inner
        #expect(solver.value(of: inner) == 260)
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [pin, floor, fill])) { try solver.suggestValue(120, for: width) }
        #expect(solver.value(of: width) == 300 && solver.value(of: inner) == 260)
        try solver.suggestValue(150, for: width)
        #expect(solver.value(of: inner) == 110)
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [edit, pin, fill])) {
            try solver.add(constraint([(inner, 1)], -200, .equal))
        }
    }

    @Test("the highest of thousands of distinct priorities wins, whatever order they came in")
    func manyPriorityLevels() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let count = 2000
        for index in 0 ..< count {
            let rank = (index * 7919) % count  // a permutation of 0 ..< count
            try solver.add(constraint([(x, 1)], -Double(rank), .equal, priority: 1 + 998 * Double(rank) / Double(count)))
        }
        #expect(solver.value(of: x) == Double(count - 1))
    }

    @Test("a conflict along a chain of hundreds names the whole chain, found from the certificate")
    func longChainConflict() throws {
        let solver = SimplexSolver()
        let count = 300
        let positions = (0 ... count).map { _ in solver.makeVariable() }, widths = (0 ..< count).map { _ in solver.makeVariable() }
        var chain = [try solver.add(constraint([(positions[0], 1)], 0, .equal))]
        for index in 0 ..< count {
            chain.append(try solver.add(constraint([(widths[index], 1)], -10, .greaterThanOrEqual)))
            chain.append(try solver.add(constraint([(positions[index + 1], 1), (positions[index], -1), (widths[index], -1)], 0, .equal)))
        }
        #expect(throws: SolverError.unsatisfiable(conflictsWith: chain)) {
            try solver.add(constraint([(positions[count], 1)], -Double(10 * count - 1), .lessThanOrEqual))
        }
        try solver.add(constraint([(positions[count], 1)], -Double(10 * count), .lessThanOrEqual))
    }
}
