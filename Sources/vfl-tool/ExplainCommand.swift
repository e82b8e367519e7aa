import ArgumentParser
import Foundation
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

    @Option(name: .customLong("source"), help: ArgumentHelp(
        "The project's Swift, Objective-C, .xib and .storyboard files or folders (repeatable): for each constraint of a conflict, the places "
            + "that could have made it, ranked with their evidence, and the fix as a patch checked by reading the patched file again.",
        valueName: "PATH"))
    var sources: [String] = []

    @Flag(help: "With --source: write each checked patch into its file, only where the file is still as it was read.")
    var apply = false

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "Console-log files; standard input when none is given or the only one is '-'.")
    var logs: [String] = []

    func validate() throws {
        if apply, sources.isEmpty { throw ValidationError("--apply writes the patches --source finds: give --source PATH") }
    }

    func run() throws {
        let report: ExplainReport
        if sources.isEmpty {
            report = ExplainReport(explaining: try TextInput.read(logs))
        } else {
            let walk = projectOptions.walk(sources, notations: ProjectSources.notations, configuration: ToolConfiguration())
            report = ExplainReport(explaining: try TextInput.read(logs), sources: try ProjectSources(reading: walk, pool: projectOptions.pool))
        }
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(try FormatArgument.resolved(format, output: outputOptions.destination).reporter().explanation(report))
        try sink.commit()
        if apply, let matches = report.sources { try Self.apply(matches.patchesToApply) }
        if !report.foundAnyDescription {
            throw WorkbenchError.failure("no constraint description found in \(report.sourceNames)")
        }
        if strict, report.hasProblems { throw ExitCode(2) }
    }

    /// Writes each patch into its file, atomically, where the file still holds the text the patch was made from.
    private static func apply(_ patches: [SourceMatches.Patch]) throws {
        for patch in patches {
            guard (try? String(contentsOfFile: patch.file, encoding: .utf8)) == patch.originalText else {
                FileHandle.standardError.write(Data("not applied: \(patch.file) changed since it was read\n".utf8))
                continue
            }
            let sink = try OutputSink(.file(patch.file))
            try sink.write(patch.patchedText)
            try sink.commit()
            FileHandle.standardError.write(Data("applied: \(patch.summary) in \(patch.file)\n".utf8))
        }
    }
}
