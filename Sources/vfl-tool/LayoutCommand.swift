import ArgumentParser
import Constraints
import Foundation
import Layout
import VFL

/// `vfl-tool layout`: VFL formats in, frames out (text, JSON or SVG).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out views from VFL formats in a container and print their frames.",
        discussion: """
            Every name in the formats that is not a metric is a view, a subview of a container
            named 'superview' of the given --size. Prints each view's frame, then any required
            constraint that had to be broken with a minimal set it conflicts with, then any view
            whose position or size the constraints leave ambiguous. A rejected format exits 1.
            """
    )

    @Option(help: ArgumentHelp("The container's size.", valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [IntrinsicSizeArgument] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(help: "Output: 'text', 'json' or 'svg'.")
    var format: LayoutOutputFormat = .text

    @Option(help: ArgumentHelp("Write the output to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Argument(help: "VFL format strings, such as 'H:|-[a]-[b(==a)]-|'.")
    var formats: [String] = []

    func validate() throws {
        guard !formats.isEmpty else { throw ValidationError("give at least one FORMAT") }
        guard size.size.width >= 0, size.size.height >= 0 else {
            throw ValidationError("--size must not be negative")
        }
    }

    func run() throws {
        let metrics = formatOptions.metrics
        let options = formatOptions.options
        let scene = Scene(formats: formats, metrics: metrics)
        let names = scene.viewNames
        for entry in intrinsicSizes where scene[entry.name] == nil {
            throw ValidationError("--intrinsic names '\(entry.name)', which no format mentions")
        }
        for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
        for entry in intrinsicSizes { scene[entry.name]?.intrinsicContentSize = entry.size }

        var failed = false
        for text in formats {
            do {
                try LayoutConstraint.activate(
                    LayoutConstraint.constraints(withVisualFormat: text, options: options, metrics: metrics, views: scene.views))
            } catch let error as VisualFormatError {
                failed = true
                FileHandle.standardError.write(Data((error.rendered + "\n").utf8))
            }
        }
        if failed { throw ExitCode.failure }

        let spacing = formatOptions.spacing.standardSpacing
        let result = LayoutEngine(root: scene.container, containerSize: size.size, standardSpacing: spacing).layout()
        let report = LayoutReport(result, viewNames: names, standardSpacing: spacing)
        let text: String
        switch format {
        case .text: text = report.text
        case .json: text = report.json
        case .svg: text = report.svg
        }
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
                throw ExitCode.failure
            }
        } else {
            print(text, terminator: "")
        }
    }
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case svg
}
