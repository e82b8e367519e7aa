import ArgumentParser
import Constraints
import Workbench

/// `vfl-tool layout`: VFL formats, a scene file, a source file or console logs in, frames out (text, JSON or SVG).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a screen, from VFL formats, a scene file, a Swift or Objective-C (Masonry) file, console logs or an Interface Builder document, and print its frames.",
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
            broke, inside a container named 'log' (--size, 0x0 by default). An Interface Builder \
            document (.xib, .storyboard, or --from ib) is laid out scene by scene (--scene chooses one) at the \
            size Xcode stored, as UIKit lays out the nib: stack views, scroll views, margins, the safe area of \
            the document's device, the constraints installed for its size classes (--traits chooses others); \
            frames are relative to the superview, as IB stores them (from its bottom left in an AppKit \
            document), and a view whose frame is not the one stored is reported as misplaced. With no input, or '-', the input is read from standard input.

            Prints each view's frame, then any required constraint that had to be broken, where it \
            was written and a minimal set it conflicts with, then any view whose position or size the \
            constraints leave ambiguous, with why and a hint, then warnings; what a reader skipped \
            (a loop it does not follow, a line of a log it cannot read) is a warning on standard error. \
            Rejected input exits 1; \
            with --strict, a broken constraint or an ambiguous view exits 2.
            """
    )

    /// `--format` offers a layout's formats.
    enum Subject: ReportSubjectTag { static let subject = ReportSubject.layout }

    @Option(help: "What the inputs are: 'vfl' formats, a 'scene' file, a 'swift' file, a 'masonry' (Objective-C) file, console 'log' files or an 'ib' document; by default from the file's extension, else VFL.")
    var from: Notation?

    @Option(help: ArgumentHelp("The container's size (required for VFL and Swift; overrides a scene's).", valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument?

    @Option(name: .customLong("intrinsic"), help: ArgumentHelp(
        "A view's intrinsic content size, NAME=WIDTHxHEIGHT; -1 for an axis without one (repeatable).",
        valueName: "NAME=WxH"))
    var intrinsicSizes: [IntrinsicSizeArgument] = []

    @OptionGroup var formatOptions: FormatOptions

    @Option(name: [.short, .long], help: "Output: 'text', 'json', 'svg', or 'uikit-log' (the log UIKit would print for the conflicts); by default from the --output extension, else text.")
    var format: FormatArgument<Subject>?

    @Option(help: ArgumentHelp("The width of the SVG picture in pixels; by default a readable size for the container.", valueName: "PIXELS"))
    var width: Double?

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Flag(help: "Exit with status 2 when a required constraint had to be broken or a view is ambiguous.")
    var strict = false

    @Argument(help: "VFL formats, such as 'H:|-[a]-[b(==a)]-|', one scene, Swift, Objective-C or Interface Builder file, console logs, or folders to walk for scene files and Interface Builder documents.")
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
        let configuration = try Self.usingWorkbench { try configurationOptions.load() }
        if ProjectWalk.namesFolder(inputs) { return try runOnProject(configuration) }
        let notation = from ?? Notation.inferred(from: inputs) ?? .vfl
        let reports = try Self.usingWorkbench {
            let screens = try Screen.readAll(
                try DocumentReading.input(inputs, as: notation), as: notation, options: formatOptions.reading(configuration: configuration))
            return try screens.map { screen in
                Diagnostics.print(screen.warnings)
                return try screen.layout(
                    size: size?.size, standardSpacing: formatOptions.spacing?.standardSpacing,
                    intrinsicSizes: intrinsicSizes.map { ($0.name, $0.size) })
            }
        }
        let reporter = FormatArgument.resolved(format, output: outputOptions.destination).reporter(svgWidth: width)
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(try reporter.layouts(reports))
        try sink.commit()
        if strict, reports.contains(where: \.hasProblems) { throw ExitCode(2) }
    }

    /// Every scene file and Interface Builder document of the folders (and files) given, each laid out.
    private func runOnProject(_ configuration: ToolConfiguration) throws {
        guard intrinsicSizes.isEmpty else { throw Self.usageError("--intrinsic names the views of one screen: give one file, not a folder") }
        let progress = ProgressLine("laying out")
        let project = try Self.usingWorkbench {
            try ProjectLayout(
                projectOptions.walk(inputs, notations: from.map { [$0] } ?? ProjectLayout.notations, configuration: configuration),
                options: formatOptions.reading(configuration: configuration),
                size: size?.size, standardSpacing: formatOptions.spacing?.standardSpacing, pool: projectOptions.pool,
                progress: progress?.update)
        }
        progress?.finish()
        Diagnostics.print(project.warnings)
        for error in project.errors { Diagnostics.print(error) }
        let reporter = FormatArgument.resolved(format, output: outputOptions.destination).reporter(svgWidth: width)
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(try reporter.layouts(project.reports))
        try sink.commit()
        if !project.errors.isEmpty { throw ExitCode.failure }
        if strict, project.reports.contains(where: \.hasProblems) { throw ExitCode(2) }
    }
}
