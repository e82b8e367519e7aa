import ArgumentParser
import Workbench

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

    /// `--format` offers `parse`'s formats.
    enum Subject: ReportSubjectTag { static let subject = ReportSubject.parse }

    @Option(help: ArgumentHelp(
        "The views dictionary, comma-separated ('' for an empty one). Without it, every name that is not a metric is a view.",
        valueName: "NAME,NAME,…"))
    var views: String?

    @Option(name: .customLong("detached"), help: ArgumentHelp("A view that has no superview (repeatable).", valueName: "NAME"))
    var detachedViews: [String] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text' (one canonical constraint per line) or 'json'; by default from the --output extension, else text.")
    var format: FormatArgument<Subject>?

    @OptionGroup var outputOptions: OutputOptions

    @Argument(help: "VFL format strings, such as 'H:|-50-[purpleBox]-50-|'.")
    var formats: [String] = []

    func run() throws {
        let options = formatOptions.reading(viewNames: views.map(NameList.split))
        let sink = try OutputSink(outputOptions.destination)
        var report = try ParseReportWriter(
            format: FormatArgument.resolved(format, output: outputOptions.destination), standardSpacing: options.standardSpacing,
            write: sink.write)
        var failed = false
        for source in FormatInput.formats(from: formats) {
            let parse = FormatParse(source, detached: detachedViews, options: options)
            if let rejection = parse.rejection(of: source) {
                failed = true
                Diagnostics.print([rejection])
            }
            try report.append(parse)
        }
        try report.finish()
        try sink.commit()
        if failed { throw ExitCode.failure }
    }
}
