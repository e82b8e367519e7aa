import ArgumentParser
import Solver

/// `vfl-bench solver`: runs the grid or chain workload on `SimplexSolver` and
/// prints the phase records of `kiwi_grid.py`, one JSON object per line.
struct SolverBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver", abstract: "The grid/chain workloads of ../shared/bench/kiwi_grid.py, verified.")

    /// The workloads of `kiwi_grid.py`.
    enum Workload: String, ExpressibleByArgument, CaseIterable {
        case grid
        case chain
    }

    @Option(help: "The workload: grid (rows of 10 views) or chain (one row of N views).")
    var workload: Workload = .grid

    @Option(parsing: .upToNextOption, help: "The numbers of views to measure.")
    var sizes: [Int] = [100, 1000, 10000]

    @Option(help: "How many container resizes to time.")
    var edits = 100

    func validate() throws {
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }), edits > 0 else {
            throw ValidationError("--sizes and --edits need positive numbers")
        }
    }

    func run() throws {
        var allOK = true
        for size in sizes {
            let grid = GridWorkload(viewCount: size, columns: workload == .chain ? size : 10)
            allOK = measure(grid) && allOK
        }
        if !allOK { throw ExitCode.failure }
    }

    /// Runs every phase for one size; returns whether both verifications passed.
    private func measure(_ grid: GridWorkload) -> Bool {
        func emit(_ phase: String, _ fields: [String: BenchRecord.Value]) {
            let common: [String: BenchRecord.Value] = [
                "impl": .string("swift-simplex"), "workload": .string(workload.rawValue), "N": .integer(grid.viewCount),
                "C": .integer(grid.columns), "edits": .integer(edits), "phase": .string(phase),
            ]
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
            variables = (0 ..< grid.variableCount).map { _ in solver.makeVariable() }
            constraints = grid.constraints().map { spec in
                LinearConstraint(
                    LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant), spec.relation,
                    priority: GridWorkload.priorities[spec.strength]!)
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
        emit("add_constraints", timing(added.seconds, count: constraints.count).merging(["variables": .integer(grid.variableCount)]) { $1 })

        let updated = clock.measure { _ = solver.changedVariables() }
        emit("update_variables", timing(updated.seconds, count: 1))

        func verify(_ phase: String, containerWidth: Double) -> Bool {
            let got = variables.map(solver.value(of:))
            let expected = grid.expectedValues(containerWidth: containerWidth)
            let error = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
            emit(phase, [
                "max_abs_err": .number(error), "ok": .flag(error < 1e-6), "W": .number(got[0]), "H": .number(got[1]),
                "checksum": .number(got.reduce(0, +)), "expected_checksum": .number(expected.reduce(0, +)),
            ])
            return error < 1e-6
        }
        let initialOK = verify(
            "verify_initial",
            containerWidth: GridWorkload.containerWidth(columns: grid.columns, columnWidth: GridWorkload.preferredColumn))

        let width = variables[GridWorkload.widthVariable]
        let editAdded = clock.measure { try? solver.addEditVariable(width, priority: GridWorkload.priorities["strong"]!) }
        emit("add_edit", timing(editAdded.seconds, count: 1))

        let targets = grid.editTargets(edits)
        var suggestSeconds = 0.0, updateSeconds = 0.0
        let loop = clock.measure {
            for target in targets {
                suggestSeconds += clock.measure { try? solver.suggestValue(target, for: width) }.seconds
                updateSeconds += clock.measure { _ = solver.changedVariables() }.seconds
            }
        }
        emit("edit_loop", timing(loop.seconds, count: targets.count).merging([
            "suggest_s": .number(suggestSeconds), "update_s": .number(updateSeconds),
        ]) { $1 })
        let finalOK = verify("verify_final", containerWidth: targets[targets.count - 1])
        return initialOK && finalOK
    }
}
