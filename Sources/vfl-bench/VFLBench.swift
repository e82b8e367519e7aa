import ArgumentParser

/// `vfl-bench`: measures the package against its anchors: autolayout.js, kiwi, and swift-syntax's own parse.
/// Each measurement prints one JSON object per line on standard output.
@main
struct VFLBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl-bench",
        abstract: "Measure the package against its anchors; one JSON object per line.",
        subcommands: [ParseBenchmark.self, SolverBenchmark.self, StoryboardBenchmark.self, ExplainBenchmark.self, CheckBenchmark.self]
    )
}
