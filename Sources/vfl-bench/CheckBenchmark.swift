import ArgumentParser
import Foundation
import SwiftSource
import Workbench

/// `vfl-bench check DIR`: `check`'s time over a project's Swift files beside
/// the floor it stands on, swift-syntax's parse of the same files, measured
/// in the same run: the files are read into memory first, then each side
/// runs over all of them on one thread, the two alternating round by round
/// after a warm-up round each; the record gives their medians and the
/// ratio (the goal is at most 1.3), and `check` on every core for the wall time a user sees.
struct CheckBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "check's time over a folder's Swift files beside swift-syntax's parse of them, and the ratio.")

    @Argument(help: "The folder whose Swift files are checked (walked as 'vfl-tool check' walks it).")
    var folder: String

    @Option(help: "Measured rounds of each side, after one warm-up round each; the medians are reported.")
    var rounds = 5

    @Option(name: .customLong("exclude"), help: ArgumentHelp("A .gitignore-style glob of paths to leave out (repeatable).", valueName: "GLOB"))
    var excludes: [String] = []

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds needs a positive number") }
    }

    func run() throws {
        let walk = ProjectWalk(
            paths: [folder], notations: [.swift],
            excludes: IgnoreRules(patterns: excludes, base: FileManager.default.currentDirectoryPath))
        let files = try walk.files().map { try $0.read() }
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        let lines = files.reduce(0) { $0 + $1.text.utf8.count { $0 == UInt8(ascii: "\n") } }

        var parseTimes: [Double] = [], checkTimes: [Double] = []
        var parsedBytes = 0
        var report: CheckReport?
        for round in 0 ... rounds {
            let parse = ContinuousClock().measure {
                parsedBytes = files.reduce(0) { $0 + ParseFloor.parse($1.text) }
            }
            let check = try ContinuousClock().measure {
                report = try CheckReport(checking: files, options: CheckOptions(warnings: true))
            }
            guard round > 0 else { continue }
            parseTimes.append(parse.seconds)
            checkTimes.append(check.seconds)
        }
        let parallel = try ContinuousClock().measure { _ = try CheckReport(checking: walk) }
        let diagnostics = report?.files.flatMap(\.diagnostics) ?? []
        let parseSeconds = parseTimes.median, checkSeconds = checkTimes.median
        BenchRecord([
            "workload": .string("check"),
            "files": .integer(files.count),
            "bytes": .integer(bytes),
            "lines": .integer(lines),
            "parsed_bytes": .integer(parsedBytes),
            "rounds": .integer(rounds),
            "parse_seconds": .number(parseSeconds),
            "check_seconds": .number(checkSeconds),
            "ratio": .number(checkSeconds / parseSeconds),
            "errors": .integer(diagnostics.count { $0.severity == .error }),
            "warnings": .integer(diagnostics.count { $0.severity != .error }),
            "jobs": .integer(WorkerPool.coreCount),
            "check_all_cores_seconds": .number(parallel.seconds),
        ]).emit()
    }
}
