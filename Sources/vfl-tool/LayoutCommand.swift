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
    var size: ContainerSize

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [String] = []

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
        _ = try intrinsics()
    }

    /// `--intrinsic` values by view name.
    private func intrinsics() throws -> [(name: String, size: LayoutSize)] {
        try intrinsicSizes.map { assignment in
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let size = ContainerSize(argument: parts[1]) else {
                throw ValidationError("--intrinsic expects NAME=WIDTHxHEIGHT, not '\(assignment)'")
            }
            return (parts[0], size.size)
        }
    }

    func run() throws {
        let metrics = try formatOptions.metrics
        let options = try formatOptions.options
        var names: [String] = []
        for text in formats {
            for name in VisualFormat.impliedViewNames(in: text, metrics: metrics) where !names.contains(name) { names.append(name) }
        }
        let intrinsics = try intrinsics()
        for entry in intrinsics where !names.contains(entry.name) {
            throw ValidationError("--intrinsic names '\(entry.name)', which no format mentions")
        }
        let scene = Scene(names: names, detached: [])
        for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
        for entry in intrinsics { scene.views[entry.name]?.intrinsicContentSize = entry.size }

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

/// `--size` and the sizes of `--intrinsic`: `WIDTHxHEIGHT`, finite numbers.
struct ContainerSize: ExpressibleByArgument {
    let size: LayoutSize

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite
        else { return nil }
        size = LayoutSize(width: width, height: height)
    }
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case svg
}
