import Constraints
import Foundation
import VFL

/// `vfl-bench parse`: the VFL throughput workload of `../shared/bench/README.md`.
/// The 12 strings repeated in order to 20,000 lines, every name a subview of
/// one superview, no metrics or options; each line parsed into model
/// constraints. Reports the median of 5 passes after 2 warm-up passes.
enum ParseWorkload {
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

    static func run() {
        let lines = (0 ..< lineCount).map { strings[$0 % strings.count] }
        let bytes = lines.reduce(0) { $0 + $1.utf8.count }
        let superview = LayoutView(name: "superview")
        var views: [String: LayoutView] = [:]
        for name in strings.flatMap({ VisualFormat.impliedViewNames(in: $0, metrics: [:]) }) where views[name] == nil {
            let view = LayoutView(name: name)
            superview.addSubview(view)
            views[name] = view
        }

        var constraintCount = 0
        var durations: [Double] = []
        for pass in 0 ..< warmUpPasses + measuredPasses {
            let clock = ContinuousClock()
            var count = 0
            let elapsed = clock.measure {
                for line in lines {
                    do {
                        count += try LayoutConstraint.constraints(withVisualFormat: line, views: views).count
                    } catch {
                        FileHandle.standardError.write(Data("vfl-bench: corpus line rejected: \(error)\n".utf8))
                        exit(1)
                    }
                }
            }
            constraintCount = count
            if pass >= warmUpPasses {
                durations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
        }
        let seconds = durations.sorted()[durations.count / 2]
        let megabytesPerSecond = Double(bytes) / seconds / 1e6
        let fields: [(String, String)] = [
            ("workload", "\"parse\""),
            ("strings", "\(lines.count)"),
            ("bytes", "\(bytes)"),
            ("constraints", "\(constraintCount)"),
            ("seconds", format(seconds)),
            ("MBps", format(megabytesPerSecond)),
            ("constraints_per_s", format(Double(constraintCount) / seconds)),
            ("us_per_string", format(seconds / Double(lines.count) * 1e6)),
            ("anchor", "\"autolayout.js 0.7.0 (bench README figure)\""),
            ("anchor_MBps", format(anchorMegabytesPerSecond)),
            ("ratio_to_anchor", format(megabytesPerSecond / anchorMegabytesPerSecond)),
        ]
        print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.4g", value)
    }
}
