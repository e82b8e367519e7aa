import ArgumentParser
import Constraints
import Foundation
import Layout
import SwiftSource
import VFL

/// `vfl-tool layout`: VFL formats in, frames out (text, JSON or SVG).
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

            With --from swift, the arguments are Swift files: their constraints are read as 'convert'
            reads them and laid out; a view no constraint places (a controller's 'view') fills the
            container. A metric with no value (neither defined in the file nor given with --metric)
            is an error naming it.
            """
    )

    @Option(help: ArgumentHelp("The container's size.", valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [IntrinsicSizeArgument] = []

    @Option(help: "What the arguments are: vfl (formats, the default) or swift (files).")
    var from: ConvertInput.Notation = .vfl

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text', 'json' or 'svg'; by default from the --output extension, else text.")
    var format: LayoutOutputFormat?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Exit with status 2 when a required constraint had to be broken or a view is ambiguous.")
    var strict = false

    @Argument(help: "VFL format strings, such as 'H:|-[a]-[b(==a)]-|', or Swift files with --from swift.")
    var formats: [String] = []

    func validate() throws {
        guard size.size.width >= 0, size.size.height >= 0 else {
            throw ValidationError("--size must not be negative")
        }
    }

    func run() throws {
        switch from {
        case .vfl: try layOutFormats()
        case .swift: try layOutSwift()
        case .canonical: throw Self.usageError("layout reads --from vfl or --from swift")
        }
    }

    private func layOutSwift() throws {
        guard !formats.isEmpty else { throw Self.usageError("give the Swift FILE to lay out") }
        let reader = SwiftSourceReader(metrics: formatOptions.metrics)
        for (file, text) in try SwiftFiles.read(formats) {
            let reading = reader.read(text, file: file)
            let errors = reading.diagnostics.filter { $0.severity == .error } + reading.metricsWithoutValues
            guard errors.isEmpty else {
                FileHandle.standardError.write(Data(errors.map { $0.rendered(source: text) + "\n" }.joined().utf8))
                throw ExitCode.failure
            }
            for entry in intrinsicSizes {
                let views = reading.views(named: entry.name)
                guard !views.isEmpty else { throw Self.usageError("--intrinsic names '\(entry.name)', which the file does not lay out") }
                for view in views { view.intrinsicContentSize = entry.size }
            }
            let spacing = formatOptions.spacing.standardSpacing
            let result = reading.layout(containerSize: size.size, standardSpacing: spacing)
            try write(LayoutReport(result, viewNames: reading.viewNames, standardSpacing: spacing), strictFailure: !result.broken.isEmpty || !result.ambiguous.isEmpty)
        }
    }

    private func layOutFormats() throws {
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
        let result = LayoutEngine(root: scene.container, containerSize: size.size, standardSpacing: spacing).layout()
        let report = LayoutReport(result, viewNames: scene.viewNames, standardSpacing: spacing)
        try write(report, strictFailure: !result.broken.isEmpty || !result.ambiguous.isEmpty)
    }

    private func write(_ report: LayoutReport, strictFailure: Bool) throws {
        let sink = try OutputSink(outputOptions.destination)
        switch LayoutOutputFormat.resolved(format, output: outputOptions.destination) {
        case .text: try sink.write(report.text)
        case .json: try sink.write(report.json)
        case .svg: try sink.write(report.svg)
        }
        try sink.commit()
        if strict, strictFailure { throw ExitCode(2) }
    }
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, OutputFormatChoice {
    case text
    case json
    case svg
}
