import ArgumentParser
import ConsoleLog
import Foundation

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

    @Option(name: [.short, .long], help: "Output: 'text', 'json', 'svg' or 'html'; by default from the --output extension, else text.")
    var format: ExplainOutputFormat?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Exit with status 2 when a log has a conflict or a line could not be read.")
    var strict = false

    @Argument(help: "Console-log files; standard input when none is given or the only one is '-'.")
    var logs: [String] = []

    func run() throws {
        let logs = try TextInput.read(logs).map { ConsoleLog(reading: $0.text, file: $0.name == "<stdin>" ? nil : $0.name) }
        let report = ExplainReport(logs)
        let sink = try OutputSink(outputOptions.destination)
        switch ExplainOutputFormat.resolved(format, output: outputOptions.destination) {
        case .text: try sink.write(report.text)
        case .json: try sink.write(report.json)
        case .svg: try sink.write(report.svg)
        case .html: try sink.write(report.html)
        }
        try sink.commit()
        if logs.allSatisfy({ $0.sections.isEmpty }) {
            throw CommandFailure("no constraint description found in \(logs.compactMap(\.file).joined(separator: ", ").nonEmpty ?? "standard input")")
        }
        let hasProblem = report.files.contains { file in
            file.analyses.contains { !$0.conflict.isEmpty } || !file.log.unreadable.isEmpty
        }
        if strict, hasProblem { throw ExitCode(2) }
    }
}

/// `--format` of `explain`.
enum ExplainOutputFormat: String, OutputFormatChoice {
    case text
    case json
    case svg
    case html
}

extension String {
    /// The string, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
