@testable import Solver
import TestSupport
import Testing

@Suite("Randomized systems")
struct RandomizedSolverTests {
    /// Random constraints that a hidden point satisfies, so the required ones are
    /// always satisfiable; optional ones pull elsewhere. After every add,
    /// remove and edit, every required constraint must hold to 1e-9.
    @Test("required constraints hold after every add, remove and edit", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func requiredConstraintsHold(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let solver = SimplexSolver()
        let variables = (0 ..< 8).map { _ in solver.makeVariable() }
        let hidden = variables.map { _ in Double(random.next(200)) - 100 }
        var required: [(ConstraintHandle, LinearConstraint)] = []
        var optional: [ConstraintHandle] = []
        var edited: [Variable] = []

        func check(_ step: String) {
            for (_, constraint) in required {
                var value = constraint.expression.constant
                for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
                switch constraint.relation {
                case .equal: #expect(abs(value) < 1e-9, "\(step): == off by \(value)")
                case .greaterThanOrEqual: #expect(value > -1e-9, "\(step): >= off by \(value)")
                case .lessThanOrEqual: #expect(value < 1e-9, "\(step): <= off by \(value)")
                }
            }
        }

        for step in 0 ..< 120 {
            switch random.next(10) {
            case 0 ..< 5:
                let count = 1 + random.next(3)
                var terms: [(Variable, Double)] = []
                for _ in 0 ..< count { terms.append((variables[random.next(variables.count)], Double(random.next(7)) - 3)) }
                let atHidden = terms.reduce(0.0) { $0 + $1.1 * hidden[$1.0.index] }
                let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                let slack = relation == .equal ? 0 : Double(random.next(20))
                let constant = -atHidden + (relation == .greaterThanOrEqual ? slack : -slack)
                let constraint = LinearConstraint(LinearExpression(terms, constant: constant), relation)
                required.append((try solver.add(constraint), constraint))
            case 5, 6:
                let target = Double(random.next(400)) - 200
                let variable = variables[random.next(variables.count)]
                let priority = [250.0, 500, 750, 999][random.next(4)]
                optional.append(try solver.add(LinearConstraint(LinearExpression([(variable, 1)], constant: -target), .equal, priority: priority)))
            case 7:
                if !required.isEmpty {
                    let index = random.next(required.count)
                    try solver.remove(required.remove(at: index).0)
                } else if !optional.isEmpty {
                    try solver.remove(optional.removeFirst())
                }
            default:
                let variable = variables[random.next(variables.count)]
                if !edited.contains(variable) {
                    try solver.addEditVariable(variable, priority: 600)
                    edited.append(variable)
                }
                try solver.suggestValue(Double(random.next(300)) - 150, for: variable)
            }
            check("step \(step)")
        }
    }

    @Test("the same constraints in the same order give the same values and the same changes")
    func determinism() throws {
        func run() throws -> [Double] {
            var random = SeededRandom(seed: 42)
            let solver = SimplexSolver()
            let variables = (0 ..< 12).map { _ in solver.makeVariable() }
            var trace: [Double] = []
            for _ in 0 ..< 60 {
                let a = variables[random.next(12)], b = variables[random.next(12)]
                let priority = [1000.0, 750, 250][random.next(3)]
                let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                _ = try? solver.add(LinearConstraint(
                    LinearExpression([(a, 1), (b, -Double(random.next(3)))], constant: Double(random.next(50))), relation,
                    priority: priority))
                trace += solver.changedVariables().flatMap { [Double($0.variable.index), $0.value] }
            }
            return trace + variables.map(solver.value(of:))
        }
        #expect(try run() == run())
    }

    @Test("a failed add leaves every value and later behaviour as before")
    func rollbackIsExact() throws {
        func build(failing: Bool) throws -> [Double] {
            let solver = SimplexSolver()
            let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
            let xy = try solver.add(constraint([(x, 1), (y, -1)], -10, .greaterThanOrEqual))
            let yz = try solver.add(constraint([(y, 1), (z, -2)], 0, .equal))
            let zFloor = try solver.add(constraint([(z, 1)], -5, .greaterThanOrEqual))
            try solver.add(constraint([(x, 1)], -40, .equal, priority: 500))
            if failing {
                #expect(throws: SolverError.unsatisfiable(conflictsWith: [xy, yz, zFloor])) {
                    try solver.add(constraint([(x, 1), (z, -1)], 0, .lessThanOrEqual))
                }
            }
            try solver.add(constraint([(y, 1)], -12, .lessThanOrEqual))
            return [x, y, z].map(solver.value(of:))
        }
        #expect(try build(failing: true) == build(failing: false))
    }
}
