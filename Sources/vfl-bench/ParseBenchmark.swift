import ArgumentParser
import Constraints
import Foundation
import VFL

/// `vfl-bench parse`: the VFL throughput workload of `../shared/bench/README.md`.
/// The 12 strings repeated in order to 20,000 lines, every name a subview of
/// one superview, no metrics or options; each line parsed into model
/// constraints (the full path: format, views and metrics to
/// `[LayoutConstraint]`). With `--anchor`, autolayout.js parses the same
/// corpus in the same run, the two alternating round by round, and the record
/// gives both throughputs and their ratio.
struct ParseBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse", abstract: "VFL parsing throughput on the corpus of ../shared/bench/README.md.")

    @Option(help: ArgumentHelp(
        "A copy of autolayout.js 0.7.0 (its directory or dist/autolayout.kiwi.js) to run beside, under node.",
        valueName: "PATH"))
    var anchor: String?

    @Option(help: "Measured rounds of each side, after 2 warm-up rounds; the medians are reported.")
    var rounds = 7

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds needs a positive number") }
    }

    static let strings = [
        "|-50-[purpleBox]-50-|",
        "[button]-[textField]",
        "[button(>=50)]",
        "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]",
        "[button(100@20)]",
        "[button1(==button2)]",
        "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|",
        "V:|-20-[label1(44)]-8-[label2(==label1)]-(>=10)-|",
        "H:|-16-[avatar(40)]-12-[title]-(>=8)-[badge(24)]-16-|",
        "V:|[header(64)][content][footer(49)]|",
    ]
    static let lineCount = 20_000
    static let warmUpRounds = 2

    func run() throws {
        let lines = (0 ..< Self.lineCount).map { Self.strings[$0 % Self.strings.count] }
        let bytes = lines.reduce(0) { $0 + $1.utf8.count }
        let scene = Scene(formats: Self.strings, metrics: [:])
        let views = scene.views
        let anchorProcess = try anchor.map { try Self.startAnchor(library: $0, lines: lines) }
        defer { anchorProcess?.stop() }

        var ours: [Double] = [], theirs: [Double] = []
        var constraintCount = 0, anchorConstraintCount = 0
        for round in 0 ..< Self.warmUpRounds + rounds {
            var count = 0
            let elapsed = try ContinuousClock().measure {
                for line in lines {
                    count += try LayoutConstraint.constraints(withVisualFormat: line, views: views).count
                }
            }
            constraintCount = count
            let anchorRound = try anchorProcess?.round()
            guard round >= Self.warmUpRounds else { continue }
            ours.append(elapsed.seconds)
            if let anchorRound {
                theirs.append(anchorRound.seconds)
                anchorConstraintCount = anchorRound.constraints
            }
        }

        let seconds = ours.median
        var fields: [String: BenchRecord.Value] = [
            "workload": .string("parse"),
            "strings": .integer(lines.count),
            "bytes": .integer(bytes),
            "constraints": .integer(constraintCount),
            "rounds": .integer(rounds),
            "seconds": .number(seconds),
            "MBps": .number(Double(bytes) / seconds / 1e6),
            "constraints_per_s": .number(Double(constraintCount) / seconds),
            "us_per_string": .number(seconds / Double(lines.count) * 1e6),
        ]
        if !theirs.isEmpty {
            let anchorSeconds = theirs.median
            let anchorRate = Double(anchorConstraintCount) / anchorSeconds
            fields.merge([
                "anchor": .string("autolayout.js 0.7.0 on node, same corpus, alternating rounds"),
                "anchor_constraints": .integer(anchorConstraintCount),
                "anchor_seconds": .number(anchorSeconds),
                "anchor_MBps": .number(Double(bytes) / anchorSeconds / 1e6),
                "anchor_constraints_per_s": .number(anchorRate),
                "ratio_MBps": .number(anchorSeconds / seconds),
                "ratio_constraints_per_s": .number(Double(constraintCount) / seconds / anchorRate),
            ]) { $1 }
        }
        BenchRecord(fields).emit()
    }

    /// Writes the corpus where node can read it and starts autolayout.js on it.
    private static func startAnchor(library: String, lines: [String]) throws -> AnchorProcess {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-corpus-\(getpid()).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: corpus, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: corpus) }
        let process = try AnchorProcess(library: library, corpus: corpus)
        _ = try process.round()  // the corpus is read before the first answer; the file may go
        return process
    }
}
