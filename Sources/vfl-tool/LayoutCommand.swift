import ArgumentParser
import ConsoleLog
import Constraints
import Foundation
import Layout
import VFL

/// `vfl-tool layout`: VFL formats (or console logs) in, frames out (text, JSON or SVG).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out views from VFL formats in a container and print their frames.",
        discussion: """
            Every name in the formats that is not a metric is a view, a subview of a container
            named 'superview' of the given --size. With no FORMAT, or '-', formats are read from
            standard input, one per line. Prints each view's frame, then any required constraint
            that had to be broken with a minimal set it conflicts with, then any view whose
            position or size the constraints leave ambiguous. A rejected format exits 1; with
            --strict, a broken constraint or an ambiguous view exits 2.

            With --from log, the arguments are console-log files (standard input when none): the
            views of every constraint read from them, laid out without the constraints UIKit broke,
            inside a container named 'log' (--size, 0x0 by default).
            """
    )

    @Option(help: ArgumentHelp("The container's size (required for VFL).", valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument?

    @Option(help: "What the arguments are: 'vfl' (formats) or 'log' (console-log files).")
    var from: LayoutInputKind = .vfl

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [IntrinsicSizeArgument] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text', 'json' or 'svg'; by default from the --output extension, else text.")
    var format: LayoutOutputFormat?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Exit with status 2 when a required constraint had to be broken or a view is ambiguous.")
    var strict = false

    @Argument(help: "VFL format strings, such as 'H:|-[a]-[b(==a)]-|' (with --from log, console-log files).")
    var formats: [String] = []

    func validate() throws {
        if from == .vfl, size == nil { throw ValidationError("Missing expected argument '--size <WIDTHxHEIGHT>'") }
        if let size, size.size.width < 0 || size.size.height < 0 {
            throw ValidationError("--size must not be negative")
        }
    }

    func run() throws {
        if from == .log { return try layOutLogs() }
        let metrics = formatOptions.metrics
        let sources = Array(FormatInput.formats(from: formats))
        guard !sources.isEmpty else { throw Self.usageError("give at least one FORMAT, as arguments or on standard input") }
        let scene = Scene(formats: sources.map(\.text), metrics: metrics)
        for entry in intrinsicSizes where scene[entry.name] == nil {
            throw Self.usageError("--intrinsic names '\(entry.name)', which no format mentions")
        }
        for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
        for entry in intrinsicSizes { scene[entry.name]?.intrinsicContentSize = entry.size }

        var failed = false
        for source in sources {
            do {
                try LayoutConstraint.activate(LayoutConstraint.constraints(
                    withVisualFormat: source.text, options: formatOptions.options, metrics: metrics, views: scene.views))
            } catch let error as VisualFormatError {
                failed = true
                FileHandle.standardError.write(Data((source.rendered(error.diagnostic) + "\n").utf8))
            }
        }
        if failed { throw ExitCode.failure }

        let spacing = formatOptions.spacing.standardSpacing
        let containerSize = size?.size ?? LayoutSize(width: 0, height: 0)
        let result = LayoutEngine(root: scene.container, containerSize: containerSize, standardSpacing: spacing).layout()
        try write(LayoutReport(result, viewNames: scene.viewNames, standardSpacing: spacing), result: result)
    }

    /// `--from log`: the views of the logs' constraints, laid out as UIKit recovers.
    private func layOutLogs() throws {
        let texts = try TextInput.texts(from: formats)
        let log = ConsoleLog(reading: texts.map(\.text).joined(separator: "\n"), file: texts.count == 1 ? texts.first?.name : nil)
        guard !log.constraints.isEmpty else { throw CommandFailure("no readable constraint description in the logs") }
        let laidOut = log.layout(containerSize: size?.size ?? LayoutSize(width: 0, height: 0))
        try write(LayoutReport(laidOut.result, viewNames: laidOut.viewNames, standardSpacing: .appKit), result: laidOut.result)
    }

    private func write(_ report: LayoutReport, result: LayoutResult) throws {
        let sink = try OutputSink(outputOptions.destination)
        switch LayoutOutputFormat.resolved(format, output: outputOptions.destination) {
        case .text: try sink.write(report.text)
        case .json: try sink.write(report.json)
        case .svg: try sink.write(report.svg)
        }
        try sink.commit()
        if strict, !result.broken.isEmpty || !result.ambiguous.isEmpty { throw ExitCode(2) }
    }
}

/// `--from` of `layout`.
enum LayoutInputKind: String, ExpressibleByArgument, CaseIterable {
    case vfl
    case log
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, OutputFormatChoice {
    case text
    case json
    case svg
}
