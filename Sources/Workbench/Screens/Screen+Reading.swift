import ConsoleLog
import Constraints
import InterfaceBuilder
import Layout
import MasonrySource
import Scenes
import SourceModel
import SwiftSource
import VFL

extension Screen {
    /// The screen `input` describes in `notation`: VFL formats, one scene
    /// file, one Swift or Objective-C file, or console logs. Input that is
    /// rejected throws its diagnostics.
    public static func read(_ input: DocumentInput, as notation: Notation, options: ReadingOptions) throws(WorkbenchError) -> Screen {
        switch (notation, input) {
        case (.vfl, .lines(let sources)): return try formats(sources, options: options)
        case (.scene, .files(let files)): return try scene(files, readsIncludedFiles: options.readsIncludedFiles)
        case (.swift, .files(let files)): return try source(files, read: SwiftSourceReader(metrics: options.metrics).read, notation: notation)
        case (.masonry, .files(let files)): return try source(files, read: MasonryReader(metrics: options.metrics).read, notation: notation)
        case (.log, .files(let files)): return try logs(files)
        case (.interfaceBuilder, .files):
            let screens = try readAll(input, as: notation, options: options)
            guard screens.count == 1, let only = screens.first else { throw .usage("the document has \(screens.count) scenes: choose one with --scene") }
            return only
        case (.canonical, _): throw .usage("canonical text names no container to lay out in: write a scene file")
        default: throw .usage("\(notation.displayName) is read from \(notation.readsWholeFiles ? "files" : "formats")")
        }
    }

    /// The screens `input` describes: one for every notation but Interface
    /// Builder, whose documents hold a screen per scene (those `options.scene` names, else all).
    public static func readAll(_ input: DocumentInput, as notation: Notation, options: ReadingOptions) throws(WorkbenchError) -> [Screen] {
        guard notation == .interfaceBuilder, case .files(let files) = input else { return [try read(input, as: notation, options: options)] }
        var screens: [Screen] = []
        for file in files {
            let reading = try InterfaceBuilderReading(file, options: options)
            let errors = reading.diagnostics.filter { $0.diagnostic.severity == .error }
            guard errors.isEmpty || !reading.layouts.isEmpty else { throw .rejected(errors) }
            for layout in reading.layouts {
                var screen = Screen(
                    views: { name in layout.views.map(\.view).filter { $0.name == name && $0 !== layout.root } },
                    layOut: { size, spacing in (layout.layout(containerSize: size, standardSpacing: spacing), layout.views.map(\.view.name)) },
                    owner: layout)
                screen.size = layout.scene.root.frame.map { LayoutSize(width: $0.width, height: $0.height) }
                screen.standardSpacing = .margins(betweenSiblings: 8)
                screen.root = layout.root
                let places = Dictionary(
                    layout.constraints.map { (ObjectIdentifier($0.constraint), reading.document.sourceRange($0.stored.range)) },
                    uniquingKeysWith: { first, _ in first })
                screen.locate = { places[ObjectIdentifier($0)] }
                screen.warnings = layout === reading.layouts.first ? reading.diagnostics : []
                screen.annotations = LayoutAnnotations(
                    title: reading.layouts.count > 1 || files.count > 1 ? layout.scene.name : nil, sceneID: layout.scene.id,
                    ids: Dictionary(layout.views.map { (ObjectIdentifier($0.view), $0.stored.id) }, uniquingKeysWith: { first, _ in first }),
                    storedFrames: Dictionary(
                        layout.constraintPlacedViews.compactMap { entry in entry.stored.frame.map { (ObjectIdentifier(entry.view), $0) } },
                        uniquingKeysWith: { first, _ in first }))
                screen.annotations.bottomLeftOrigins = Set(
                    layout.views.map(\.view).filter(layout.placesSubviewsFromBottomLeft).map(ObjectIdentifier.init))
                screen.annotations.classNames = Dictionary(
                    layout.views.map { (ObjectIdentifier($0.view), $0.stored.className(platform: reading.document.platform)) },
                    uniquingKeysWith: { first, _ in first })
                screens.append(screen)
            }
        }
        return screens
    }

    /// The views the formats name, under a container, with their constraints active.
    private static func formats(_ sources: [FormatSource], options: ReadingOptions) throws(WorkbenchError) -> Screen {
        guard !sources.isEmpty else { throw .usage("give at least one FORMAT, as arguments or on standard input") }
        let scene = Scene(formats: sources.map(\.text), metrics: options.metrics)
        for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
        var rejected: [RenderedDiagnostic] = []
        for source in sources {
            let constraints: [LayoutConstraint]
            do {
                constraints = try LayoutConstraint.constraints(
                    withVisualFormat: source.text, options: options.formatOptions, metrics: options.metrics, views: scene.views)
            } catch {
                rejected.append(source.rendering(error.diagnostic))
                continue
            }
            do {
                try LayoutConstraint.activate(constraints)
            } catch {
                throw .failure("cannot activate the constraints of '\(source.text)': \(error)")
            }
        }
        guard rejected.isEmpty else { throw .rejected(rejected) }
        return screen(of: scene)
    }

    /// The scene a scene file describes, with the files it includes (when it
    /// may read them); its errors reject it.
    private static func scene(_ files: [SourceFile], readsIncludedFiles: Bool) throws(WorkbenchError) -> Screen {
        guard files.count == 1, let input = files.first else { throw .usage("give one scene file") }
        var file = SceneFile(reading: input.text, file: input.name)
        SceneIncludes.resolve(in: &file, from: input, readingFiles: readsIncludedFiles)
        let diagnostics = file.diagnostics.map { RenderedDiagnostic($0, in: input.text) }
        if file.hasErrors { throw .rejected(diagnostics) }
        var screen = screen(of: file.scene, owner: file, pixelScale: file.pixelScale ?? 0)
        screen.size = file.containerSize
        screen.standardSpacing = file.standardSpacing
        screen.locate = file.location(of:)
        screen.warnings = diagnostics
        return screen
    }

    /// What a source file (Swift, or Objective-C with Masonry) builds; its
    /// errors, and metrics with no value, reject it; its warnings (code the
    /// reader skipped, so constraints the layout lacks) are the screen's.
    private static func source(
        _ files: [SourceFile], read: (_ text: String, _ file: String) -> SourceReading, notation: Notation
    ) throws(WorkbenchError) -> Screen {
        guard files.count == 1, let input = files.first else { throw .usage("give one \(notation.displayName) file") }
        let reading = read(input.text, input.name)
        let errors = reading.diagnostics.filter { $0.severity == .error } + reading.metricsWithoutValues
        guard errors.isEmpty else { throw .rejected(errors.map { RenderedDiagnostic($0, in: input.text) }) }
        var screen = Screen(
            views: reading.views(named:),
            layOut: { (reading.layout(containerSize: $0, standardSpacing: $1), reading.viewNames) },
            owner: reading.root)
        screen.isStandIn = reading.isStandIn
        screen.root = reading.root
        screen.annotations.classNames = reading.viewClasses
        screen.warnings = reading.diagnostics.filter { $0.severity == .warning }.map { RenderedDiagnostic($0, in: input.text) }
        return screen
    }

    /// The views of the logs' constraints, laid out as UIKit recovers: without the ones it broke.
    private static func logs(_ files: [SourceFile]) throws(WorkbenchError) -> Screen {
        let text = files.map(\.text).joined(separator: "\n")
        let log = ConsoleLog(reading: text, file: files.count == 1 ? files.first?.name : nil)
        guard !log.constraints.isEmpty else { throw .failure("no readable constraint description in the logs") }
        var screen = Screen(views: { _ in [] }, layOut: { size, _ in log.layout(containerSize: size) }, owner: log)
        screen.size = LayoutSize.zero
        screen.warnings = log.diagnostics.filter { $0.severity == .warning }.map { RenderedDiagnostic($0, in: text) }
        return screen
    }

    /// A scene's views, laid out in its container, their frames rounded to `pixelScale`'s pixels (none for 0).
    private static func screen(of scene: Scene, owner: Any? = nil, pixelScale: Double = 0) -> Screen {
        var screen = Screen(
            views: { name in scene[name].map { $0 === scene.container ? [] : [$0] } ?? [] },
            layOut: {
                (LayoutEngine(root: scene.container, containerSize: $0, standardSpacing: $1).layout().snapped(toScale: pixelScale), scene.viewNames)
            },
            owner: owner ?? scene)
        screen.root = scene.container
        return screen
    }
}
