import ArgumentParser
import Foundation
import Workbench

/// `vfl-tool convert`: constraints in one notation in, the same constraints in another out.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert constraints between VFL, Swift source (SnapKit, anchors, VFL literals), Objective-C Masonry, canonical text, console logs, Interface Builder documents and scene files.",
        discussion: """
            --from defaults to what the INPUTs' names say (swift for .swift, masonry for .m or .mm, log for .log \
            or .txt, ib for .xib or .storyboard), else vfl (formats as arguments or lines of standard input, as in 'parse'). Source files \
            are read without compiling them; what the reader cannot follow is reported on standard error (or in \
            the JSON) and the rest is converted. A folder is walked for Swift, Objective-C and Interface Builder \
            files (those of --from alone when it is given), honouring .gitignore and --exclude, each read in its \
            notation on every core, their constraints written in the order of their paths. The exit status is 1 \
            when any input was rejected.
            """
    )

    @Option(help: "What the input is: vfl, swift, masonry (Objective-C), canonical, log (console logs) or ib (Interface Builder).")
    var from: Notation?

    @Option(help: "What to write: canonical, json, vfl, snapkit, anchors, masonry or scene (a scene file for 'vfl-tool layout').")
    var to: ConversionTarget = .canonical

    @Flag(help: ArgumentHelp(
        "For .xib and .storyboard input, with vfl, snapkit, anchors or masonry: write the code that makes the views too "
            + "(declarations, the properties that change layout, addSubview), one section per scene and per cell."))
    var withViews = false

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
        let run = try Self.usingWorkbench {
            guard ProjectWalk.namesFolder(inputs) else {
                return try to.convert(try DocumentReading.input(inputs, as: notation), as: notation, options: options, withViews: withViews)
            }
            guard !withViews else {
                throw WorkbenchError.usage("--with-views converts documents one by one: name the .xib and .storyboard files, not a folder")
            }
            let progress = ProgressLine("reading")
            defer { progress?.finish() }
            let walk = projectOptions.walk(
                inputs, notations: from.map { [$0] } ?? ProjectOptions.projectNotations, configuration: configuration)
            return to.convert(
                try ConstraintDocument.read(walk, as: from, options: options, pool: projectOptions.pool, progress: progress?.update),
                standardSpacing: options.standardSpacing)
        }
        if to != .json { Diagnostics.print(run.diagnostics) }
        for note in run.conversion.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(run.conversion.text)
        try sink.commit()
        if run.hasErrors { throw ExitCode.failure }
    }
}

extension Notation: ExpressibleByArgument {}
extension ConversionTarget: ExpressibleByArgument {}
