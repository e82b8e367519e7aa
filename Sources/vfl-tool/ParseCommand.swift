import ArgumentParser
import Constraints
import Foundation
import VFL

/// `vfl-tool parse`: VFL formats in, model constraints out, in Apple's order.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse VFL formats into constraints, printed in canonical text or JSON.",
        discussion: """
            With no FORMAT, or '-', formats are read from standard input, one per line.
            A rejected format is explained on standard error and the others are still
            printed; the exit status is then 1 (usage errors exit with 64).
            """
    )

    @Option(help: ArgumentHelp(
        "The views dictionary, comma-separated ('' for an empty one). Without it, every name that is not a metric is a view.",
        valueName: "NAME,NAME,…"))
    var views: String?

    @Option(name: .customLong("detached"), help: ArgumentHelp("A view that has no superview (repeatable).", valueName: "NAME"))
    var detachedViews: [String] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(help: "Output: 'text' (one canonical constraint per line) or 'json'.")
    var format: OutputFormat = .text

    @Argument(help: "VFL format strings, such as 'H:|-50-[purpleBox]-50-|'.")
    var formats: [String] = []

    func run() throws {
        let metrics = formatOptions.metrics
        let spacing = formatOptions.spacing.standardSpacing
        var results: [ParsedFormat] = []
        var failed = false
        for text in FormatInput.formats(from: formats) {
            let names = views.map(Self.splitNames) ?? VisualFormat.impliedViewNames(in: text, metrics: metrics)
            let scene = Scene(viewNames: names, detached: detachedViews)
            let parsed = ParsedFormat(
                format: text, options: formatOptions.options, metrics: metrics, views: scene.views, spacing: spacing)
            switch parsed.result {
            case .success(let constraints):
                if format == .text { for constraint in constraints { print(constraint.resolvingStandardSpacing(spacing)) } }
            case .failure(let error):
                failed = true
                FileHandle.standardError.write(Data((error.rendered + "\n").utf8))
            }
            if format == .json { results.append(parsed) }
        }
        if format == .json { print(try JSONText.encode(results)) }
        if failed { throw ExitCode.failure }
    }

    private static func splitNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
