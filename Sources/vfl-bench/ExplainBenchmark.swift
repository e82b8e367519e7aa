import ArgumentParser
import ConsoleLog
import Reports

/// `vfl-bench explain`: what `vfl-tool explain` computes (reading the paste,
/// re-solving each log for its minimal conflict, explanation and checked fix,
/// and the text report) on the logs of `ExplainWorkload`: a single log of
/// each size in `--lines`, and two sessions of `--conflicts` small conflicts
/// (one conflict repeated, and conflicts no two alike).
/// One record per input, with the seconds of each phase (the median of
/// `--rounds` runs) and the counts that show the work was done.
struct ExplainBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "explain on a single large log and on a session of small conflicts.")

    @Option(parsing: .upToNextOption, help: "Constraint lines of each single log.")
    var lines: [Int] = [2_000, 100_000]

    @Option(parsing: .upToNextOption, help: "Conflicts of each session log.")
    var conflicts: [Int] = [3_000]

    @Option(help: "Measured runs of each input; the medians are reported.")
    var rounds = 3

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds needs a positive number") }
        guard (lines + conflicts).allSatisfy({ $0 >= 6 }) else { throw ValidationError("sizes start at 6") }
    }

    func run() throws {
        for count in lines { measure("single-log", size: count, text: ExplainWorkload.singleLog(lines: count)) }
        for count in conflicts {
            measure("session", size: count, text: ExplainWorkload.session(conflicts: count))
            measure("autoresizing-session", size: count, text: ExplainWorkload.autoresizingSession(conflicts: count))
        }
    }

    private func measure(_ shape: String, size: Int, text: String) {
        var reading: [Double] = [], analysing: [Double] = [], reporting: [Double] = []
        var log: ConsoleLog?, report: ExplainReport?, output = ""
        for _ in 0 ..< rounds {
            let clock = ContinuousClock()
            reading.append(clock.measure { log = ConsoleLog(reading: text, file: "bench.log") }.seconds)
            analysing.append(clock.measure { report = log.map { ExplainReport([$0]) } }.seconds)
            reporting.append(clock.measure { output = report.map(TextReporter().explanation) ?? "" }.seconds)
        }
        let analyses = report?.files.first?.analyses ?? []
        let read = reading.median, analysed = analysing.median, reported = reporting.median
        BenchRecord([
            "workload": .string("explain"),
            "shape": .string(shape),
            "size": .integer(size),
            "bytes": .integer(text.utf8.count),
            "constraints": .integer(log?.constraints.count ?? 0),
            "logs": .integer(log?.sections.count ?? 0),
            "conflicts_found": .integer(analyses.filter { !$0.conflict.isEmpty }.count),
            "conflict_members": .integer(analyses.reduce(0) { $0 + $1.conflict.count }),
            "report_bytes": .integer(output.utf8.count),
            "rounds": .integer(rounds),
            "read_seconds": .number(read),
            "analyse_seconds": .number(analysed),
            "report_seconds": .number(reported),
            "seconds": .number(read + analysed + reported),
        ]).emit()
    }
}
