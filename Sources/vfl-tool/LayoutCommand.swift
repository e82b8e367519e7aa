import ArgumentParser
import ConsoleLog
import Constraints
import MasonrySource
import SourceModel
import Foundation
import Layout
import Scenes
import SwiftSource
import VFL

/// `vfl-tool layout`: VFL formats, a scene file or a Swift file in, frames out (text, JSON or SVG).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a screen, from VFL formats, a scene file, a Swift or Objective-C (Masonry) file, and print its frames.",
        discussion: """
            VFL formats: every name that is not a metric is a view, a subview of a container \
            named 'superview' of the given --size. A scene file (.scene, or --from scene) describes \
            a whole screen: views and nesting, sizes, priorities, margins, VFL lines each with its \
            own options and metrics, and canonical-text constraints (see SceneFormat.md). A Swift \
            file (.swift, or --from swift) or an Objective-C file with Masonry (.m, or --from masonry) \
            is read as 'convert' reads it; the views at the top of \
            what it builds (a controller's 'view', 'self') fill the container, and a metric with no \
            value (neither defined in the file nor given with --metric) is an error naming it. A \
            console log (.log, or --from log) is laid out as UIKit recovers, without the constraints it \
            broke, inside a container named 'log' (--size, 0x0 by default). With no input, or '-', the \
            input is read from standard input.

            Prints each view's frame, then any required constraint that had to be broken, where it \
            was written and a minimal set it conflicts with, then any view whose position or size the \
            constraints leave ambiguous, with why and a hint, then warnings. Rejected input exits 1; \
            with --strict, a broken constraint or an ambiguous view exits 2.
            """
    )

    /// What the inputs are.
    enum Notation: String, ExpressibleByArgument, CaseIterable {
        case vfl
        case scene
        case swift
        case masonry
        case log

        /// The notation of `inputs` when `--from` does not say: by the files' extensions, else VFL.
        static func inferred(from inputs: [String]) -> Notation {
            if inputs.contains(where: { $0.hasSuffix(".scene") }) { return .scene }
            if inputs.contains(where: { $0.hasSuffix(".swift") }) { return .swift }
            if inputs.contains(where: { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }) { return .masonry }
            if inputs.contains(where: { $0.hasSuffix(".log") }) { return .log }
            return .vfl
        }
    }

    @Option(help: "What the inputs are: 'vfl' formats, a 'scene' file, a 'swift' file, a 'masonry' (Objective-C) file or console 'log' files; by default from the file's extension, else VFL.")
    var from: Notation?

    @Option(help: ArgumentHelp("The container's size (required for VFL and Swift; overrides a scene's).", valueName: "WIDTHxHEIGHT"))
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

    @Argument(help: "VFL formats, such as 'H:|-[a]-[b(==a)]-|', or one scene or Swift file.")
    var inputs: [String] = []

    func validate() throws {
        if let size, size.size.width < 0 || size.size.height < 0 {
            throw ValidationError("--size must not be negative")
        }
        if let width, !(width >= 100 && width <= 100_000) {
            throw ValidationError("--width must be a number of pixels from 100 to 100000")
        }
    }

    /// A screen read from the input, ready to lay out.
    private struct Screen {
        /// The views an `--intrinsic` name stands for.
        let views: (String) -> [LayoutView]
        /// The size the input gives the container, if any.
        var size: LayoutSize?
        var spacing: StandardSpacing?
        var locate: (LayoutConstraint) -> SourceRange? = { _ in nil }
        /// Whether a view is one the reader made up, which no warning is about.
        var isStandIn: (LayoutView) -> Bool = { _ in false }
        /// The layout, and the views to report in order.
        let layOut: (LayoutSize, StandardSpacing) -> (result: LayoutResult, viewNames: [String])
    }

    func run() throws {
        let screen: Screen
        switch from ?? Notation.inferred(from: inputs) {
        case .vfl: screen = try screenFromFormats()
        case .scene: screen = try screenFromScene()
        case .swift: screen = try screenFromSource(SwiftSourceReader(metrics: formatOptions.metrics).read, language: "Swift")
        case .masonry: screen = try screenFromSource(MasonryReader(metrics: formatOptions.metrics).read, language: "Objective-C")
        case .log: screen = try screenFromLogs()
        }
        for entry in intrinsicSizes {
            let views = screen.views(entry.name)
            guard !views.isEmpty else { throw Self.usageError("--intrinsic names '\(entry.name)', which is not a view of the layout") }
            for view in views { view.intrinsicContentSize = entry.size }
        }
        guard let containerSize = size?.size ?? screen.size else {
            throw Self.usageError("give the container's --size")
        }
        let spacing = formatOptions.spacing?.standardSpacing ?? screen.spacing ?? .appKit
        let (result, viewNames) = screen.layOut(containerSize, spacing)
        let report = LayoutReport(result, viewNames: viewNames, standardSpacing: spacing, locate: screen.locate, isStandIn: screen.isStandIn)
        let sink = try OutputSink(outputOptions.destination)
        switch LayoutOutputFormat.resolved(format, output: outputOptions.destination) {
        case .text: try sink.write(report.text)
        case .json: try sink.write(report.json)
        case .svg: try sink.write(report.svg(width: width))
        }
        try sink.commit()
        if strict, !result.broken.isEmpty || !result.ambiguous.isEmpty { throw ExitCode(2) }
    }

    /// The views the formats name, under a container, with their constraints active.
    private func screenFromFormats() throws -> Screen {
        let metrics = formatOptions.metrics
        let sources = Array(FormatInput.formats(from: inputs))
        guard !sources.isEmpty else { throw Self.usageError("give at least one FORMAT, as arguments or on standard input") }
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
        return Self.screen(of: scene)
    }

    /// The scene a scene file describes; its errors are printed and exit 1.
    private func screenFromScene() throws -> Screen {
        let texts = try TextInput.read(inputs)
        guard texts.count == 1, let input = texts.first else { throw Self.usageError("give one scene file") }
        var file = SceneFile(reading: input.text, file: input.name)
        try Self.include(into: &file, from: input)
        for diagnostic in file.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.rendered(source: input.text) + "\n").utf8))
        }
        if file.hasErrors { throw ExitCode.failure }
        var screen = Self.screen(of: file.scene)
        screen.size = file.containerSize
        screen.spacing = file.standardSpacing
        screen.locate = file.location(of:)
        return screen
    }

    /// Reads the files a scene includes (paths relative to the scene file) with
    /// the reader their extension names, and adds their constraints to it.
    private static func include(into file: inout SceneFile, from input: TextInput) throws {
        let folder = input.name == "<stdin>" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            : URL(fileURLWithPath: input.name).deletingLastPathComponent()
        for include in file.includes {
            let url = include.path.hasPrefix("/") ? URL(fileURLWithPath: include.path) : folder.appendingPathComponent(include.path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                file.report(Diagnostic(.error, .sceneSyntax, "cannot read \(include.path)", at: include.range, expected: "a readable file"))
                continue
            }
            let text = String(decoding: data, as: UTF8.self), name = url.path
            switch url.pathExtension {
            case "swift", "m", "mm":
                let reading = url.pathExtension == "swift"
                    ? SwiftSourceReader(metrics: file.metrics).read(text, file: name)
                    : MasonryReader(metrics: file.metrics).read(text, file: name)
                reading.diagnostics.filter { $0.severity == .error }.forEach { file.report($0) }
                file.include(reading.constraints.map(\.constraint), from: include.range, containerNames: ["self", "view"])
            case "log", "txt":
                let log = ConsoleLog(reading: text, file: name)
                log.diagnostics.filter { $0.severity == .error }.forEach { file.report($0) }
                file.include(log.modelConstraints, from: include.range)
            default:
                file.report(Diagnostic(
                    .error, .sceneSyntax, "cannot include \(include.path): not a Swift or Objective-C file or a console log",
                    at: include.range, expected: "a .swift, .m, .mm, .log or .txt file"))
            }
        }
    }

    /// What a source file (Swift, or Objective-C with Masonry) builds; its
    /// errors, and metrics with no value, are printed and exit 1.
    private func screenFromSource(_ read: (_ text: String, _ file: String) -> SourceReading, language: String) throws -> Screen {
        let texts = try TextInput.read(inputs)
        guard texts.count == 1, let input = texts.first else { throw Self.usageError("give one \(language) file") }
        let reading = read(input.text, input.name)
        let errors = reading.diagnostics.filter { $0.severity == .error } + reading.metricsWithoutValues
        guard errors.isEmpty else {
            FileHandle.standardError.write(Data(errors.map { $0.rendered(source: input.text) + "\n" }.joined().utf8))
            throw ExitCode.failure
        }
        var screen = Screen(
            views: reading.views(named:),
            layOut: { (reading.layout(containerSize: $0, standardSpacing: $1), reading.viewNames) })
        screen.isStandIn = reading.isStandIn
        return screen
    }

    /// The views of the logs' constraints, laid out as UIKit recovers: without the ones it broke.
    private func screenFromLogs() throws -> Screen {
        let texts = try TextInput.read(inputs)
        let log = ConsoleLog(reading: texts.map(\.text).joined(separator: "\n"), file: texts.count == 1 ? texts.first?.name : nil)
        guard !log.constraints.isEmpty else { throw CommandFailure("no readable constraint description in the logs") }
        var screen = Screen(views: { _ in [] }, layOut: { size, _ in log.layout(containerSize: size) })
        screen.size = LayoutSize.zero
        return screen
    }

    /// A scene's views, laid out in its container.
    private static func screen(of scene: Scene) -> Screen {
        Screen(
            views: { name in scene[name].map { $0 === scene.container ? [] : [$0] } ?? [] },
            layOut: { (LayoutEngine(root: scene.container, containerSize: $0, standardSpacing: $1).layout(), scene.viewNames) })
    }
}

/// `--format` of `layout`.
enum LayoutOutputFormat: String, OutputFormatChoice {
    case text
    case json
    case svg
}
