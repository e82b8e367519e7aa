@testable import Solver
import Testing

@Suite("Aliases: required equalities that define a fresh variable")
struct AliasTests {
    @Test("an alias follows its root, is reported when it changes, and survives removal of others")
    func aliasValues() throws {
        let solver = SimplexSolver()
        let root = solver.makeVariable(), alias = solver.makeVariable(), chained = solver.makeVariable()
        try solver.add(constraint([(root, 1)], -10, .greaterThanOrEqual))
        let defining = try solver.add(constraint([(alias, 2), (root, -1)], -4, .equal))  // alias = root/2 + 2
        try solver.add(constraint([(chained, 1), (alias, -3)], 0, .equal))  // chained = 3·alias
        #expect(solver.value(of: alias) == 7 && solver.value(of: chained) == 21)
        #expect(Set(solver.changedVariables().map(\.variable)) == [root, alias, chained])
        try solver.add(constraint([(root, 1)], -30, .equal, priority: 500))
        #expect(solver.value(of: alias) == 17 && solver.value(of: chained) == 51)
        #expect(Set(solver.changedVariables().map(\.variable)) == [root, alias, chained])
        try solver.remove(defining)
        #expect(solver.value(of: root) == 30 && solver.value(of: chained) == 3 * solver.value(of: alias))
        #expect(solver.isAmbiguous(alias) && solver.isAmbiguous(chained) && !solver.isAmbiguous(root))
    }

    @Test("conflicts through an alias name the aliasing constraint")
    func conflictThroughAlias() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let alias = try solver.add(constraint([(x, 1), (y, -1)], 0, .equal))
        _ = try solver.add(constraint([(z, 1)], -1, .equal))
        let pin = try solver.add(constraint([(y, 1)], -5, .equal))
        #expect(throws: SolverError.unsatisfiable(conflictsWith: [alias, pin])) {
            try solver.add(constraint([(x, 1)], -6, .equal))
        }
        #expect(solver.value(of: x) == 5)
    }

    @Test("an edit on an alias moves its root")
    func editOnAlias() throws {
        let solver = SimplexSolver()
        let width = solver.makeVariable(), half = solver.makeVariable()
        try solver.add(constraint([(half, 2), (width, -1)], 0, .equal))
        try solver.addEditVariable(half, priority: 750)
        try solver.suggestValue(40, for: half)
        #expect(solver.value(of: width) == 80 && solver.value(of: half) == 40)
    }
}
