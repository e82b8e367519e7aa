import ArgumentParser
import Constraints
import SourceModel
import Foundation
import VFL

/// `vfl-tool parse`: VFL formats in, model constraints out, in Apple's order.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse VFL formats into constraints, printed in canonical text or JSON.",
        discussion: """
            With no FORMAT, or '-', formats are read from standard input, one per line, \
            as they come. A rejected format is explained on standard error and the others \
            are still printed; the exit status is then 1 (usage errors exit with 64).
            """
    )

    @Option(help: ArgumentHelp(
        "The views dictionary, comma-separated ('' for an empty one). Without it, every name that is not a metric is a view.",
        valueName: "NAME,NAME,…"))
    var views: String?

    @Option(name: .customLong("detached"), help: ArgumentHelp("A view that has no superview (repeatable).", valueName: "NAME"))
    var detachedViews: [String] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text' (one canonical constraint per line) or 'json'; by default from the --output extension, else text.")
    var format: OutputFormat?

    @OptionGroup var outputOptions: OutputOptions

    @Argument(help: "VFL format strings, such as 'H:|-50-[purpleBox]-50-|'.")
    var formats: [String] = []

    func run() throws {
        let metrics = formatOptions.metrics
        let spacing = formatOptions.standardSpacing
        let format = OutputFormat.resolved(format, output: outputOptions.destination)
        let sink = try OutputSink(outputOptions.destination)
        var json = format == .json ? try JSONText.ArrayWriter(write: sink.write) : nil
        var failed = false
        for source in FormatInput.formats(from: formats) {
            let names = views.map(Self.splitNames) ?? VisualFormat.impliedViewNames(in: source.text, metrics: metrics)
            let scene = Scene(viewNames: names, detached: detachedViews)
            let parsed = ParsedFormat(
                formatBytes: source.bytes, options: formatOptions.options, metrics: metrics, views: scene.views, spacing: spacing)
            switch parsed.result {
            case .success(let constraints):
                if format == .text {
                    try sink.write(constraints.map { "\($0.resolvingStandardSpacing(spacing))\n" }.joined())
                }
            case .failure(let error):
                failed = true
                FileHandle.standardError.write(Data((source.rendered(error.diagnostic) + "\n").utf8))
            }
            try json?.append(parsed)
        }
        try json?.finish()
        try sink.commit()
        if failed { throw ExitCode.failure }
    }

    private static func splitNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
