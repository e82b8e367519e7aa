import ArgumentParser
import Workbench

/// `vfl-tool explain`: console logs in; which constraints fight and what to change out.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain console logs: which constraints cannot hold together, and what to change.",
        discussion: """
            Reads every constraint description UIKit, AppKit, SnapKit and Masonry print, in whole \
            "Unable to simultaneously satisfy constraints" logs, lists and damaged pastes, from each \
            LOG file or standard input. For each log: the constraints read (UIKit's broken one marked), \
            a minimal set of them that cannot hold together (re-solved, every width and height kept \
            at 0 or more as UIKit does), why, and a fix checked by solving again; then the lines that \
            could not be read and why. Exits 1 when no description could be found at all; with \
            --strict, 2 when a log has a conflict or a line could not be read.
            """
    )

    /// `--format` offers an explanation's formats.
    enum Subject: ReportSubjectTag { static let subject = ReportSubject.explanation }

    @Option(name: [.short, .long], help: "Output: 'text', 'json', 'svg' or 'html'; by default from the --output extension, else text.")
    var format: FormatArgument<Subject>?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Exit with status 2 when a log has a conflict or a line could not be read.")
    var strict = false

    @Argument(help: "Console-log files; standard input when none is given or the only one is '-'.")
    var logs: [String] = []

    func run() throws {
        let report = ExplainReport(explaining: try TextInput.read(logs))
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(try FormatArgument.resolved(format, output: outputOptions.destination).reporter().explanation(report))
        try sink.commit()
        if !report.foundAnyDescription {
            throw WorkbenchError.failure("no constraint description found in \(report.sourceNames)")
        }
        if strict, report.hasProblems { throw ExitCode(2) }
    }
}
