import ConsoleLog
import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import VFL

/// Constraints read from any notation, as `convert` works on them: each
/// constraint with where it was written, the diagnostics of what could not
/// be read, each rendered with its line, and the items the constraints relate,
/// which the document keeps alive (constraints hold their items weakly, as
/// UIKit's do), so no caller has to.
public struct ConstraintDocument {
    /// The constraints, in the order the input makes them.
    public private(set) var constraints: [LayoutConstraint] = []
    /// Where each constraint was written, in the JSON shape of `convert --to json`.
    public private(set) var placements: [ConstraintJSON.Placement?] = []
    public private(set) var diagnostics: [RenderedDiagnostic] = []
    /// What holds the constraints' items.
    private var owners: [Any] = []

    /// Whether any input was rejected.
    public var hasErrors: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    private init() {}

    /// Reads `input` as `notation`: whole files for the notations that read
    /// files, formats or canonical lines for the others.
    public static func read(_ input: DocumentInput, as notation: Notation, options: ReadingOptions) throws(WorkbenchError)
        -> ConstraintDocument
    {
        switch (notation, input) {
        case (.swift, .files(let files)):
            return source(files, read: SwiftSourceReader(metrics: options.metrics).read)
        case (.masonry, .files(let files)):
            return source(files, read: MasonryReader(metrics: options.metrics).read)
        case (.log, .files(let files)):
            return log(files)
        case (.interfaceBuilder, .files(let files)):
            return try interfaceBuilder(files, options: options)
        case (.vfl, .lines(let formats)):
            return visualFormat(formats, options: options)
        case (.canonical, .lines(let lines)):
            return canonical(lines, metrics: options.metrics)
        case (.scene, _):
            throw .usage("a scene file is laid out, not converted: use 'vfl-tool layout'")
        default:
            throw .usage("\(notation.displayName) is read from \(notation.readsWholeFiles ? "files" : "formats or lines")")
        }
    }

    /// The files `walk` finds, each read in its own notation (or `notation`
    /// when given) on the pool's threads, in the walk's order (sorted by
    /// path); an Interface Builder document that cannot be read at all adds its
    /// diagnostics and the others are still read.
    public static func read(
        _ walk: ProjectWalk, as notation: Notation? = nil, options: ReadingOptions, pool: WorkerPool = WorkerPool(),
        progress: (@Sendable (WorkerPool.Progress) -> Void)? = nil
    ) throws(WorkbenchError) -> ConstraintDocument {
        let parts = pool.map(try walk.files(), progress: progress) { file -> Result<ConstraintDocument, WorkbenchError> in
            Result { () throws(WorkbenchError) in
                let input = DocumentInput.files([try file.read()])
                let fileNotation = notation ?? file.notation ?? .swift
                do throws(WorkbenchError) {
                    return try read(input, as: fileNotation, options: options)
                } catch {
                    guard case .rejected(let diagnostics) = error else { throw error }
                    var document = ConstraintDocument()
                    document.diagnostics = diagnostics
                    return document
                }
            }
        }
        var document = ConstraintDocument()
        for part in parts {
            let part = try part.get()
            document.constraints += part.constraints
            document.placements += part.placements
            document.diagnostics += part.diagnostics
            document.owners += part.owners
        }
        return document
    }

    /// Source files, Swift or Objective-C, read by `read`.
    private static func source(_ files: [SourceFile], read: (_ text: String, _ file: String) -> SourceReading) -> ConstraintDocument {
        var document = ConstraintDocument()
        for file in files {
            let reading = read(file.text, file.name)
            document.owners.append(reading.root)
            for source in reading.constraints {
                document.constraints.append(source.constraint)
                document.placements.append(source.placement)
            }
            document.diagnostics += reading.diagnostics.map { RenderedDiagnostic($0, in: file.text) }
        }
        return document
    }

    /// Console logs; the lines that could not be read are their diagnostics.
    private static func log(_ files: [SourceFile]) -> ConstraintDocument {
        var document = ConstraintDocument()
        for file in files {
            let log = ConsoleLog(reading: file.text, file: file.name)
            document.owners.append(log)
            for constraint in log.modelConstraints {
                document.constraints.append(constraint)
                let place = constraint.origin.range
                document.placements.append(.init(
                    file: place?.file, line: place?.start.line ?? 0, column: place?.start.column ?? 0, notation: "log"))
            }
            document.diagnostics += log.diagnostics.map { RenderedDiagnostic($0, in: file.text) }
        }
        return document
    }

    /// Interface Builder documents: the constraints of every scene read (placeholders and constraints
    /// a size class uninstalls left out, each with a note), with their IB ids.
    private static func interfaceBuilder(_ files: [SourceFile], options: ReadingOptions) throws(WorkbenchError) -> ConstraintDocument {
        var document = ConstraintDocument()
        for file in files {
            let reading = try InterfaceBuilderReading(file, options: options)
            document.owners.append(reading.layouts)
            for layout in reading.layouts {
                for (stored, constraint) in layout.constraints {
                    document.constraints.append(constraint)
                    document.placements.append(reading.placement(of: stored))
                }
            }
            document.diagnostics += reading.diagnostics
        }
        return document
    }

    /// VFL formats over one scene of every view they name (or of `options.viewNames`).
    private static func visualFormat(_ formats: [FormatSource], options: ReadingOptions) -> ConstraintDocument {
        var document = ConstraintDocument()
        let scene = options.viewNames.map { Scene(viewNames: $0) } ?? Scene(formats: formats.map(\.text), metrics: options.metrics)
        document.owners.append(scene)
        for (index, source) in formats.enumerated() {
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: source.text, options: options.formatOptions, metrics: options.metrics, views: scene.views)
                for constraint in constraints {
                    document.constraints.append(constraint)
                    let column = (constraint.origin.range?.bytes?.lowerBound ?? 0) + 1
                    document.placements.append(.init(
                        file: source.line == nil ? nil : SourceFile.standardInputName, line: source.line ?? index + 1, column: column,
                        notation: "vfl"))
                }
            } catch {
                document.diagnostics.append(source.rendering(error.diagnostic))
            }
        }
        return document
    }

    /// Canonical text, one constraint per line, over a scene of the names it
    /// uses; metrics with values given are resolved.
    private static func canonical(_ lines: [FormatSource], metrics: [String: Double]) -> ConstraintDocument {
        var document = ConstraintDocument()
        let scene = Scene()
        document.owners.append(scene)
        for (index, source) in lines.enumerated() {
            do {
                let constraint = try scene.constraint(canonicalText: source.text)
                document.constraints.append((try? constraint.resolvingMetrics(metrics)) ?? constraint)
                document.placements.append(.init(
                    file: source.line == nil ? nil : SourceFile.standardInputName, line: source.line ?? index + 1, column: 1,
                    notation: "canonical"))
            } catch {
                document.diagnostics.append(source.rendering(error.diagnostic))
            }
        }
        return document
    }
}

/// What a document is read from: whole files (or standard input), or
/// formats and constraint lines given one per argument or line.
public enum DocumentInput {
    case files([SourceFile])
    case lines([FormatSource])
}
