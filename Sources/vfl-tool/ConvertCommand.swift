import ArgumentParser
import Constraints
import MasonrySource
import SourceModel
import Foundation
import SwiftSource
import VFL

/// `vfl-tool convert`: constraints in one notation in, the same constraints in another out.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert constraints between VFL, Swift source (SnapKit, anchors, VFL literals), Objective-C Masonry and canonical text.",
        discussion: """
            --from defaults to swift when an INPUT ends in .swift, masonry when it ends in .m or .mm, log when it \
            ends in .log, else vfl (formats as arguments or lines of standard input, as in 'parse'). Source files \
            are read without compiling them; what the reader cannot follow is reported on standard error (or in \
            the JSON) and the rest is converted. The exit status is 1 when any input was rejected.
            """
    )

    @Option(help: "What the input is: vfl, swift, masonry (Objective-C), canonical or log (console logs).")
    var from: ConvertInput.Notation?

    @Option(help: "What to write: canonical, json, vfl, snapkit, anchors or masonry.")
    var to: ConvertOutput = .canonical

    @Option(help: ArgumentHelp(
        "For VFL input: the views dictionary, comma-separated. Without it, every name that is not a metric is a view.",
        valueName: "NAME,NAME,…"))
    var views: String?

    @OptionGroup var formatOptions: FormatOptions

    @OptionGroup var outputOptions: OutputOptions

    @Argument(help: "Swift or Objective-C files, VFL formats or canonical constraints, by --from; standard input when none or '-'.")
    var inputs: [String] = []

    func run() throws {
        let notation = from ?? ConvertInput.Notation.inferred(from: inputs, else: .vfl)
        let input: ConvertInput
        switch notation {
        case .swift:
            input = try ConvertInput.source(paths: inputs, read: SwiftSourceReader(metrics: formatOptions.metrics).read)
        case .masonry:
            input = try ConvertInput.source(paths: inputs, read: MasonryReader(metrics: formatOptions.metrics).read)
        case .vfl:
            input = ConvertInput.visualFormat(
                formats: Array(FormatInput.formats(from: inputs)), viewNames: views.map(Self.splitNames),
                options: formatOptions.options, metrics: formatOptions.metrics)
        case .canonical:
            input = ConvertInput.canonical(lines: Array(FormatInput.formats(from: inputs)))
        case .log:
            input = try ConvertInput.log(paths: inputs)
        }
        let spacing = formatOptions.standardSpacing
        let constraints = notation == .canonical
            ? input.constraints.map { (try? $0.resolvingMetrics(formatOptions.metrics)) ?? $0 } : input.constraints
        let sink = try OutputSink(outputOptions.destination)
        switch to {
        case .json:
            try sink.write(JSONText.encode(ConvertJSON(
                constraints: zip(constraints, input.placements).map { ConstraintJSON($0, spacing: spacing, placement: $1) },
                diagnostics: input.diagnostics.map(\.diagnostic))) + "\n")
        default:
            for entry in input.diagnostics { FileHandle.standardError.write(Data((entry.rendered + "\n").utf8)) }
            // A source writer needs identifiers: a log's `UILabel:0x7f8b…` becomes `uiLabel_7f8b…`.
            let renaming = to.isSource ? SwiftIdentifierRenaming(constraints) : nil
            for (original, identifier) in renaming?.renamed ?? [] {
                FileHandle.standardError.write(Data("note: \(original) is written as \(identifier)\n".utf8))
            }
            try sink.write(to.write(renaming?.constraints ?? constraints, spacing: spacing))
            withExtendedLifetime(renaming) {}
        }
        try sink.commit()
        if input.hasErrors { throw ExitCode.failure }
    }

    private static func splitNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

/// `--to` of `convert`: which writer.
enum ConvertOutput: String, ExpressibleByArgument, CaseIterable {
    case canonical
    case json
    case vfl
    case snapkit
    case anchors
    case masonry

    /// Whether the writer prints source code (Swift, or Objective-C for Masonry), whose names must be identifiers.
    var isSource: Bool { self != .canonical && self != .json }

    /// The text the writer makes of `constraints`.
    func write(_ constraints: [LayoutConstraint], spacing: StandardSpacing) -> String {
        switch self {
        case .canonical, .json: return constraints.map { "\($0.resolvingStandardSpacing(spacing))\n" }.joined()
        case .vfl: return VisualFormatSwiftWriter(spacing: spacing).write(constraints)
        case .snapkit: return SnapKitWriter(spacing: spacing).write(constraints)
        case .anchors: return AnchorWriter().write(constraints)
        case .masonry: return MasonryWriter(spacing: spacing).write(constraints)
        }
    }
}

/// `convert --to json`: the constraints, each with where it was written, and the diagnostics.
struct ConvertJSON: Encodable {
    let constraints: [ConstraintJSON]
    let diagnostics: [Diagnostic]
}
