import ArgumentParser
import Constraints
import Foundation
import VFL

/// `vfl-bench parse`: the VFL throughput workload of `../shared/bench/README.md`.
/// The 12 strings repeated in order to 20,000 lines, every name a subview of
/// one superview, no metrics or options; each line parsed into model
/// constraints. Reports the median of 5 passes after 2 warm-up passes.
struct ParseBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse", abstract: "VFL parsing throughput on the corpus of ../shared/bench/README.md.")

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
    static let warmUpPasses = 2
    static let measuredPasses = 5
    /// autolayout.js 0.7.0 on node 20, as measured on this kind of machine (bench README).
    static let anchorMegabytesPerSecond = 9.6

    func run() throws {
        let lines = (0 ..< Self.lineCount).map { Self.strings[$0 % Self.strings.count] }
        let bytes = lines.reduce(0) { $0 + $1.utf8.count }
        let scene = Scene(formats: Self.strings, metrics: [:])

        var constraintCount = 0
        var durations: [Double] = []
        for pass in 0 ..< Self.warmUpPasses + Self.measuredPasses {
            var count = 0
            let elapsed = try ContinuousClock().measure {
                for line in lines {
                    count += try LayoutConstraint.constraints(withVisualFormat: line, views: scene.views).count
                }
            }
            constraintCount = count
            if pass >= Self.warmUpPasses { durations.append(elapsed.seconds) }
        }
        let seconds = durations.sorted()[durations.count / 2]
        let megabytesPerSecond = Double(bytes) / seconds / 1e6
        BenchRecord([
            "workload": .string("parse"),
            "strings": .integer(lines.count),
            "bytes": .integer(bytes),
            "constraints": .integer(constraintCount),
            "seconds": .number(seconds),
            "MBps": .number(megabytesPerSecond),
            "constraints_per_s": .number(Double(constraintCount) / seconds),
            "us_per_string": .number(seconds / Double(lines.count) * 1e6),
            "anchor": .string("autolayout.js 0.7.0 (bench README figure)"),
            "anchor_MBps": .number(Self.anchorMegabytesPerSecond),
            "ratio_to_anchor": .number(megabytesPerSecond / Self.anchorMegabytesPerSecond),
        ]).emit()
    }
}
