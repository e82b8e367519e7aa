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

    /// Small random systems of required constraints over 3 variables, many of them unsatisfiable: every constraint the
    /// solver takes must hold at its solution, and every one it refuses must be unsatisfiable with those it took, as
    /// Fourier–Motzkin elimination decides exactly.
    @Test("required constraints are taken exactly when they can hold with those taken before", arguments: [1, 2, 3, 4] as [UInt64])
    func takesExactlyTheSatisfiable(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for system in 0 ..< 3_000 {
            let solver = SimplexSolver()
            let variables = (0 ..< 3).map { _ in solver.makeVariable() }
            var taken: [LinearConstraint] = []
            for _ in 0 ..< 2 + random.next(5) {
                var terms: [(Variable, Double)] = []
                for _ in 0 ..< 1 + random.next(3) { terms.append((variables[random.next(3)], [1, -1, 2, 0.5][random.next(4)])) }
                let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                let constraint = LinearConstraint(LinearExpression(terms, constant: Double(random.next(11)) - 5), relation)
                if (try? solver.add(constraint)) != nil {
                    taken.append(constraint)
                } else {
                    #expect(!Self.isSatisfiable(taken + [constraint], variableCount: 3), "system \(system): refused one that can hold")
                }
            }
            for constraint in taken {
                var value = constraint.expression.constant
                for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
                let holds = switch constraint.relation {
                case .equal: abs(value) < 1e-9
                case .greaterThanOrEqual: value > -1e-9
                case .lessThanOrEqual: value < 1e-9
                }
                #expect(holds, "system \(system): a constraint taken is off by \(value)")
            }
        }
    }

    /// Whether `constraints` can all hold, by Fourier–Motzkin elimination of each variable in turn from their
    /// inequalities (`Σ a·x + c >= 0`; an equality is two).
    static func isSatisfiable(_ constraints: [LinearConstraint], variableCount: Int) -> Bool {
        var rows: [(coefficients: [Double], constant: Double)] = constraints.flatMap { constraint in
            var coefficients = Array(repeating: 0.0, count: variableCount)
            for term in constraint.expression.terms { coefficients[term.variable.index] += term.coefficient }
            let row = (coefficients, constraint.expression.constant), negated = (coefficients.map { -$0 }, -constraint.expression.constant)
            switch constraint.relation {
            case .greaterThanOrEqual: return [row]
            case .lessThanOrEqual: return [negated]
            case .equal: return [row, negated]
            }
        }
        for variable in 0 ..< variableCount {
            let upper = rows.filter { $0.coefficients[variable] > 0 }, lower = rows.filter { $0.coefficients[variable] < 0 }
            var next = rows.filter { $0.coefficients[variable] == 0 }
            for a in upper {
                for b in lower {
                    let (p, q) = (-b.coefficients[variable], a.coefficients[variable])
                    next.append((zip(a.coefficients, b.coefficients).map { $0 * p + $1 * q }, a.constant * p + b.constant * q))
                }
            }
            rows = next
        }
        return rows.allSatisfy { $0.constant >= -1e-9 }
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
