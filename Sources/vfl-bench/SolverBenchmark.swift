import ArgumentParser
import Solver

/// `vfl-bench solver`: runs a workload on `SimplexSolver` and prints the
/// phase records of `kiwi_grid.py`, one JSON object per line, plus the
/// ambiguity analysis of every variable (`ambiguity`, ours alone).
struct SolverBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver", abstract: "The solver workloads (grid, chain, inequality chain, priority levels), verified.")

    /// The workloads: grid and chain of `kiwi_grid.py`, and ours of `scripts/kiwi-workloads.py`.
    enum Workload: String, ExpressibleByArgument, CaseIterable {
        case grid
        case chain
        case inequalityChain = "inequality-chain"
        case priorityLevels = "priority-levels"

        func make(size: Int) -> any SolverWorkload {
            switch self {
            case .grid: return GridWorkload(viewCount: size, columns: 10)
            case .chain: return GridWorkload(viewCount: size, columns: size)
            case .inequalityChain: return InequalityChainWorkload(viewCount: size)
            case .priorityLevels: return PriorityLevelsWorkload(viewCount: size)
            }
        }
    }

    @Option(help: "The workload: grid (rows of 10 views), chain (one row of N equal views), inequality-chain, priority-levels.")
    var workload: Workload = .grid

    @Option(parsing: .upToNextOption, help: "The numbers of views (of priority levels) to measure.")
    var sizes: [Int] = [100, 1000, 10000]

    @Option(help: "How many resizes of the edit variable to time.")
    var edits = 100

    func validate() throws {
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }), edits > 0 else {
            throw ValidationError("--sizes and --edits need positive numbers")
        }
    }

    func run() throws {
        var allOK = true
        for size in sizes {
            allOK = measure(workload.make(size: size)) && allOK
        }
        if !allOK { throw ExitCode.failure }
    }

    /// Runs every phase for one size; returns whether both verifications passed.
    private func measure(_ workload: any SolverWorkload) -> Bool {
        func emit(_ phase: String, _ fields: [String: BenchRecord.Value]) {
            var common: [String: BenchRecord.Value] = [
                "impl": .string("swift-simplex"), "workload": .string(workload.name), "N": .integer(workload.viewCount),
                "edits": .integer(edits), "phase": .string(phase),
            ]
            if let grid = workload as? GridWorkload { common["C"] = .integer(grid.columns) }
            BenchRecord(common.merging(fields) { $1 }).emit()
        }
        func timing(_ seconds: Double, count: Int) -> [String: BenchRecord.Value] {
            ["seconds": .number(seconds), "count": .integer(count), "per_op_us": .number(seconds / Double(count) * 1e6)]
        }
        let clock = ContinuousClock()

        let solver = SimplexSolver()
        var variables: [Variable] = []
        var constraints: [LinearConstraint] = []
        let built = clock.measure {
            variables = (0 ..< workload.variableCount).map { _ in solver.makeVariable() }
            constraints = workload.constraints().map { spec in
                LinearConstraint(
                    LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant), spec.relation,
                    priority: spec.priority)
            }
        }
        emit("build_objects", timing(built.seconds, count: constraints.count))

        var refusal: (any Error)?
        let added = clock.measure {
            do {
                for constraint in constraints { try solver.add(constraint) }
            } catch {
                refusal = error
            }
        }
        if let refusal {
            emit("add_constraints", ["error": .string("a workload constraint was refused: \(refusal)")])
            return false
        }
        emit("add_constraints", timing(added.seconds, count: constraints.count).merging(["variables": .integer(workload.variableCount)]) { $1 })

        let updated = clock.measure { _ = solver.changedVariables() }
        emit("update_variables", timing(updated.seconds, count: 1))

        func verify(_ phase: String, target: Double?) -> Bool {
            let got = variables.map(solver.value(of:))
            let error = workload.error(of: got, target: target)
            emit(phase, ["max_abs_err": .number(error), "ok": .flag(error < 1e-6), "checksum": .number(got.reduce(0, +))])
            return error < 1e-6
        }
        let initialOK = verify("verify_initial", target: nil)

        var ambiguous = 0
        let analysed = clock.measure { ambiguous = variables.filter(solver.isAmbiguous).count }
        emit("ambiguity", timing(analysed.seconds, count: variables.count).merging(["ambiguous": .integer(ambiguous)]) { $1 })

        let edited = variables[workload.editVariable]
        let editAdded = clock.measure { _ = try? solver.addEditVariable(edited, priority: workload.editPriority) }
        emit("add_edit", timing(editAdded.seconds, count: 1))

        let targets = workload.editTargets(edits)
        var suggestSeconds = 0.0, updateSeconds = 0.0
        let loop = clock.measure {
            for target in targets {
                suggestSeconds += clock.measure { try? solver.suggestValue(target, for: edited) }.seconds
                updateSeconds += clock.measure { _ = solver.changedVariables() }.seconds
            }
        }
        emit("edit_loop", timing(loop.seconds, count: targets.count).merging([
            "suggest_s": .number(suggestSeconds), "update_s": .number(updateSeconds),
        ]) { $1 })
        let finalOK = verify("verify_final", target: targets[targets.count - 1])
        return initialOK && finalOK
    }
}
