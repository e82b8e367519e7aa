import Foundation
import Solver

/// `vfl-bench solver`: runs the grid or chain workload on `SimplexSolver` and
/// prints the phase records of `kiwi_grid.py`, one JSON object per line.
enum SolverWorkload {
    static func run(arguments: [String]) -> Int32 {
        var workload = "grid", sizes = [100, 1000, 10000], edits = 100
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func values() -> [String] {
                var found: [String] = []
                while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                    index += 1
                    found.append(arguments[index])
                }
                return found
            }
            switch argument {
            case "--workload": workload = values().first ?? ""
            case "--sizes": sizes = values().compactMap(Int.init)
            case "--edits": edits = values().first.flatMap(Int.init) ?? -1
            default:
                return usage("unknown argument '\(argument)'")
            }
            index += 1
        }
        guard workload == "grid" || workload == "chain" else { return usage("--workload must be grid or chain") }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }), edits > 0 else { return usage("--sizes and --edits need positive numbers") }
        var allOK = true
        for size in sizes {
            allOK = measure(GridWorkload(viewCount: size, columns: workload == "chain" ? size : 10), workload: workload, edits: edits) && allOK
        }
        return allOK ? 0 : 1
    }

    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("vfl-bench solver: \(message)\nusage: vfl-bench solver [--workload grid|chain] [--sizes N...] [--edits K]\n".utf8))
        return 64
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Runs every phase for one size; returns whether both verifications passed.
    private static func measure(_ grid: GridWorkload, workload: String, edits: Int) -> Bool {
        func emit(_ phase: String, _ fields: [(String, Any)]) {
            var all: [(String, Any)] = [
                ("impl", "swift-simplex"), ("workload", workload), ("N", grid.viewCount), ("C", grid.columns),
                ("edits", edits), ("phase", phase),
            ]
            all += fields
            let text = all.sorted { $0.0 < $1.0 }.map { key, value -> String in
                switch value {
                case let string as String: return "\"\(key)\": \"\(string)\""
                case let flag as Bool: return "\"\(key)\": \(flag)"
                case let number as Double: return "\"\(key)\": \(number.isFinite ? String(number) : "null")"
                default: return "\"\(key)\": \(value)"
                }
            }
            print("{" + text.joined(separator: ", ") + "}")
        }

        var start = now()
        let solver = SimplexSolver()
        let variables = (0 ..< grid.variableCount).map { _ in solver.makeVariable() }
        let constraints = grid.constraints().map { spec in
            LinearConstraint(
                LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant), spec.relation,
                priority: GridWorkload.priorities[spec.strength]!)
        }
        var end = now()
        emit("build_objects", [("seconds", end - start), ("count", constraints.count), ("per_op_us", (end - start) / Double(constraints.count) * 1e6)])

        start = now()
        do {
            for constraint in constraints { try solver.add(constraint) }
        } catch {
            FileHandle.standardError.write(Data("vfl-bench solver: a workload constraint was refused: \(error)\n".utf8))
            return false
        }
        end = now()
        emit("add_constraints", [("seconds", end - start), ("count", constraints.count), ("variables", grid.variableCount),
                                 ("per_op_us", (end - start) / Double(constraints.count) * 1e6)])

        start = now()
        _ = solver.changedVariables()
        end = now()
        emit("update_variables", [("seconds", end - start), ("count", 1), ("per_op_us", (end - start) * 1e6)])

        func verify(_ phase: String, containerWidth: Double) -> Bool {
            let got = variables.map(solver.value(of:))
            let expected = grid.expectedValues(containerWidth: containerWidth)
            let error = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
            emit(phase, [("max_abs_err", error), ("ok", error < 1e-6), ("W", got[0]), ("H", got[1]),
                         ("checksum", got.reduce(0, +)), ("expected_checksum", expected.reduce(0, +))])
            return error < 1e-6
        }
        let initialOK = verify("verify_initial", containerWidth: GridWorkload.containerWidth(columns: grid.columns, columnWidth: GridWorkload.preferredColumn))

        start = now()
        try? solver.addEditVariable(variables[GridWorkload.widthVariable], priority: GridWorkload.priorities["strong"]!)
        end = now()
        emit("add_edit", [("seconds", end - start), ("count", 1), ("per_op_us", (end - start) * 1e6)])

        let targets = grid.editTargets(edits)
        var suggestSeconds = 0.0, updateSeconds = 0.0
        start = now()
        for target in targets {
            let a = now()
            try? solver.suggestValue(target, for: variables[GridWorkload.widthVariable])
            let b = now()
            _ = solver.changedVariables()
            let c = now()
            suggestSeconds += b - a
            updateSeconds += c - b
        }
        end = now()
        emit("edit_loop", [("seconds", end - start), ("count", targets.count), ("per_op_us", (end - start) / Double(targets.count) * 1e6),
                           ("suggest_s", suggestSeconds), ("update_s", updateSeconds)])
        let finalOK = verify("verify_final", containerWidth: targets[targets.count - 1])
        return initialOK && finalOK
    }
}
