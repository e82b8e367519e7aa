import ArgumentParser
import Constraints
import Foundation
import Layout
import Scenes
import VFL

/// `vfl-tool layout`: VFL formats or a scene file in, frames out (text, JSON or SVG).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a screen, from VFL formats or a scene file, and print its frames.",
        discussion: """
            VFL formats: every name that is not a metric is a view, a subview of a container
            named 'superview' of the given --size. A scene file (.scene, or --from scene) describes
            a whole screen: views and nesting, sizes, priorities, margins, VFL lines each with its
            own options and metrics, and canonical-text constraints (see SceneFormat.md). With no
            input, or '-', the input is read from standard input.

            Prints each view's frame, then any required constraint that had to be broken with a
            minimal set it conflicts with, then any view whose position or size the constraints
            leave ambiguous. Rejected input exits 1; with --strict, a broken constraint or an
            ambiguous view exits 2.
            """
    )

    /// What the inputs are.
    enum Notation: String, ExpressibleByArgument, CaseIterable {
        case vfl
        case scene
    }

    @Option(help: "What the inputs are: 'vfl' formats or a 'scene' file; by default a .scene path is a scene, else VFL.")
    var from: Notation?

    @Option(help: ArgumentHelp("The container's size (required for VFL; overrides a scene's).", valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument?

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [IntrinsicSizeArgument] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text', 'json' or 'svg'; by default from the --output extension, else text.")
    var format: LayoutOutputFormat?

    @Option(help: ArgumentHelp("The width of the SVG picture in pixels; by default a readable size for the container.", valueName: "PIXELS"))
    var width: Double?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Exit with status 2 when a required constraint had to be broken or a view is ambiguous.")
    var strict = false

    @Argument(help: "VFL formats, such as 'H:|-[a]-[b(==a)]-|', or one scene file.")
    var inputs: [String] = []

    func validate() throws {
        if let size, size.size.width < 0 || size.size.height < 0 {
            throw ValidationError("--size must not be negative")
        }
        if let width, !(width >= 100 && width <= 100_000) {
            throw ValidationError("--width must be a number of pixels from 100 to 100000")
        }
    }

    func run() throws {
        let notation = from ?? (inputs.contains { $0.hasSuffix(".scene") } ? .scene : .vfl)
        let laidOut: LaidOut
        switch notation {
        case .vfl: laidOut = try sceneFromFormats()
        case .scene: laidOut = try sceneFromFile()
        }
        for entry in intrinsicSizes {
            guard let view = laidOut.scene[entry.name], view !== laidOut.scene.container else {
                throw Self.usageError("--intrinsic names '\(entry.name)', which is not a view of the layout")
            }
            view.intrinsicContentSize = entry.size
        }
        let result = LayoutEngine(root: laidOut.scene.container, containerSize: laidOut.size, standardSpacing: laidOut.spacing).layout()
        let report = LayoutReport(
            result, viewNames: laidOut.scene.viewNames, standardSpacing: laidOut.spacing, locate: laidOut.locate)
        let sink = try OutputSink(outputOptions.destination)
        switch LayoutOutputFormat.resolved(format, output: outputOptions.destination) {
        case .text: try sink.write(report.text)
        case .json: try sink.write(report.json)
        case .svg: try sink.write(report.svg(width: width))
        }
        try sink.commit()
        if strict, !result.broken.isEmpty || !result.ambiguous.isEmpty { throw ExitCode(2) }
    }

    /// A scene to lay out, how big, with which spacing, and where its constraints were written.
    private struct LaidOut {
        let scene: Scene
        let size: LayoutSize
        let spacing: StandardSpacing
        var locate: (LayoutConstraint) -> SourceRange? = { _ in nil }
    }

    /// The views the formats name, under a container, with their constraints active.
    private func sceneFromFormats() throws -> LaidOut {
        let metrics = formatOptions.metrics
        let sources = Array(FormatInput.formats(from: inputs))
        guard !sources.isEmpty else { throw Self.usageError("give at least one FORMAT, as arguments or on standard input") }
        guard let size else { throw Self.usageError("give the container's --size") }
        let scene = Scene(formats: sources.map(\.text), metrics: metrics)
        for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
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
        return LaidOut(scene: scene, size: size.size, spacing: formatOptions.standardSpacing)
    }

    /// The scene a scene file describes; its errors are printed and exit 1.
    private func sceneFromFile() throws -> LaidOut {
        let texts = try TextInput.read(inputs)
        guard texts.count == 1, let input = texts.first else { throw Self.usageError("give one scene file") }
        let file = SceneFile(reading: input.text, file: input.name)
        for diagnostic in file.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.rendered(source: input.text) + "\n").utf8))
        }
        if file.hasErrors { throw ExitCode.failure }
        guard let size = size?.size ?? file.containerSize else {
            throw Self.usageError("the scene gives no container size; add 'container WIDTHxHEIGHT' or --size")
        }
        return LaidOut(
            scene: file.scene, size: size, spacing: formatOptions.spacing?.standardSpacing ?? file.standardSpacing ?? .appKit,
            locate: file.location(of:))
    }
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, OutputFormatChoice {
    case text
    case json
    case svg
}
