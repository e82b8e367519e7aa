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
        let metrics = try formatOptions.metrics
        let options = try formatOptions.options
        let spacing = formatOptions.spacing.standardSpacing
        var results: [FormatResultJSON] = []
        var failed = false
        for text in FormatInput.formats(from: formats) {
            let scene = Scene(
                names: views.map(Self.splitNames) ?? VisualFormat.impliedViewNames(in: text, metrics: metrics),
                detached: detachedViews)
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: text, options: options, metrics: metrics, views: scene.views)
                let pairs = constraints.map { ConstraintJSON(constraint: $0, resolved: $0.resolvingStandardSpacing(spacing)) }
                switch format {
                case .text: for pair in pairs { print(pair.resolved) }
                case .json: results.append(FormatResultJSON(format: text, constraints: pairs, error: nil))
                }
            } catch {
                failed = true
                FileHandle.standardError.write(Data((error.rendered + "\n").utf8))
                if format == .json { results.append(FormatResultJSON(format: text, constraints: nil, error: ErrorJSON(error))) }
            }
        }
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        }
        if failed { throw ExitCode.failure }
    }

    private static func splitNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
