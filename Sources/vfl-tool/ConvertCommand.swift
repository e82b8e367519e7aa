import ArgumentParser
import Foundation
import Workbench

/// `vfl-tool convert`: constraints in one notation in, the same constraints in another out.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert constraints between VFL, Swift source (SnapKit, anchors, VFL literals), Objective-C Masonry and canonical text.",
        discussion: """
            --from defaults to what the INPUTs' names say (swift for .swift, masonry for .m or .mm, log for .log \
            or .txt), else vfl (formats as arguments or lines of standard input, as in 'parse'). Source files \
            are read without compiling them; what the reader cannot follow is reported on standard error (or in \
            the JSON) and the rest is converted. A folder is walked for Swift, Objective-C and Interface Builder \
            files (those of --from alone when it is given), honouring .gitignore and --exclude, each read in its \
            notation on every core, their constraints written in the order of their paths. The exit status is 1 \
            when any input was rejected.
            """
    )

    @Option(help: "What the input is: vfl, swift, masonry (Objective-C), canonical or log (console logs).")
    var from: Notation?

    @Option(help: "What to write: canonical, json, vfl, snapkit, anchors or masonry.")
    var to: ConversionTarget = .canonical

    @Option(help: ArgumentHelp(
        "For VFL input: the views dictionary, comma-separated. Without it, every name that is not a metric is a view.",
        valueName: "NAME,NAME,…"))
    var views: String?

    @OptionGroup var formatOptions: FormatOptions

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Argument(help: "Swift or Objective-C files or folders to walk for them (and for Interface Builder documents), VFL formats or canonical constraints, by --from; standard input when none or '-'.")
    var inputs: [String] = []

    func run() throws {
        let notation = from ?? Notation.inferred(from: inputs) ?? .vfl
        let configuration = try Self.usingWorkbench { try configurationOptions.load() }
        let options = formatOptions.reading(viewNames: views.map(NameList.split), configuration: configuration)
        let document = try Self.usingWorkbench {
            guard ProjectWalk.namesFolder(inputs) else {
                return try ConstraintDocument.read(try DocumentReading.input(inputs, as: notation), as: notation, options: options)
            }
            let progress = ProgressLine("reading")
            defer { progress?.finish() }
            let walk = projectOptions.walk(
                inputs, notations: from.map { [$0] } ?? ProjectOptions.projectNotations, configuration: configuration)
            return try ConstraintDocument.read(walk, as: from, options: options, pool: projectOptions.pool, progress: progress?.update)
        }
        if to != .json { Diagnostics.print(document.diagnostics) }
        let conversion = to.write(document, standardSpacing: options.standardSpacing)
        for note in conversion.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(conversion.text)
        try sink.commit()
        if document.hasErrors { throw ExitCode.failure }
    }
}

extension Notation: ExpressibleByArgument {}
extension ConversionTarget: ExpressibleByArgument {}
