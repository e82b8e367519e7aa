import Constraints

/// A screen described in one scene file (SceneFormat.md): views and their
/// nesting, sizes, priorities, margins and direction, and constraints in VFL
/// (each line with its own options and metrics), in canonical text, and from
/// included Swift files and console logs.
///
/// Reading never stops at the first problem: every statement that can be
/// read is applied, and `diagnostics` says what could not be, with
/// file:line:column. Included files are read by their own readers (which a
/// tool chooses); `include(_:from:)` adds what they made.
public struct SceneFile {
    private var assembler: SceneAssembler
    private var readerDiagnostics: [Diagnostic]
    private let file: String?

    /// The `include` lines, in file order: each included file's path (as
    /// written, relative to the scene file) and where the line is.
    public let includes: [(path: String, range: SourceRange)]

    /// Reads `text`, the contents of `file` (`nil` for text given directly).
    public init(reading text: String, file: String? = nil) {
        var reader = SceneFileReader(text: text, file: file)
        reader.read()
        var assembler = SceneAssembler(file: file)
        assembler.apply(reader.statements)
        self.assembler = assembler
        self.file = file
        readerDiagnostics = reader.diagnostics
        includes = reader.statements.compactMap { entry in
            if case .include(let path) = entry.statement { return (path.text, path.range) }
            return nil
        }
    }

    /// Adds the constraints another reader made of the file of `include`:
    /// found by name among the scene's views, each keeping its own place in
    /// that file; a name of `containerNames` the scene declares no view for
    /// stands for the container (a Swift file's `self` or `view`). Constraints
    /// of included files come after the scene's own.
    public mutating func include(_ constraints: [LayoutConstraint], from include: SourceRange, containerNames: Set<String> = []) {
        for constraint in constraints { assembler.addIncluded(constraint, containerNames: containerNames) }
    }

    /// Records a problem with an included file (one that cannot be read).
    public mutating func report(_ diagnostic: Diagnostic) {
        readerDiagnostics.append(diagnostic)
    }

    /// The views, under the container, with every readable constraint activated.
    public var scene: Scene { assembler.scene }
    /// The container's size, if the file gives one.
    public var containerSize: LayoutSize? { assembler.containerSize }

    /// The screen's pixels per point (`scale`), to which frames are rounded, if the file gives it.
    public var pixelScale: Double? { assembler.pixelScale }
    /// The standard-spacing policy, if the file gives one.
    public var standardSpacing: StandardSpacing? { assembler.standardSpacing }
    /// The constraints the file made, in file order, then those of included files.
    public var constraints: [LayoutConstraint] { assembler.constraints }
    /// The metrics the file gives every VFL line and included file.
    public var metrics: [String: Double] { assembler.metrics }

    /// What could not be read or applied, in the order of the file (problems
    /// in included files after the scene's own).
    public var diagnostics: [Diagnostic] {
        let found = readerDiagnostics + assembler.diagnostics
        let own = found.indices.filter { found[$0].range?.file == file }
        let position = { (index: Int) in (found[index].range?.start.line ?? 0, found[index].range?.start.column ?? 0, index) }
        return own.sorted { position($0) < position($1) }.map { found[$0] } + found.filter { $0.range?.file != file }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Where `constraint` was written: the `constraint` line, the part of a
    /// `vfl` line's format that made it, or its place in an included file.
    public func location(of constraint: LayoutConstraint) -> SourceRange? {
        assembler.locations[ObjectIdentifier(constraint)]
    }
}
