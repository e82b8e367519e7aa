import Constraints

/// A screen described in one scene file (SceneFormat.md): views and their
/// nesting, sizes, priorities, margins and direction, and constraints in VFL
/// (each line with its own options and metrics) and in canonical text.
///
/// Reading never stops at the first problem: every statement that can be
/// read is applied, and `diagnostics` says what could not be, with
/// file:line:column.
public struct SceneFile {
    /// The views, under the container, with every readable constraint activated.
    public let scene: Scene
    /// The container's size, if the file gives one.
    public let containerSize: LayoutSize?
    /// The standard-spacing policy, if the file gives one.
    public let standardSpacing: StandardSpacing?
    /// The constraints the file made, in file order.
    public let constraints: [LayoutConstraint]
    /// What could not be read or applied.
    public let diagnostics: [Diagnostic]
    private let locations: [ObjectIdentifier: SourceRange]

    /// Reads `text`, the contents of `file` (`nil` for text given directly).
    public init(reading text: String, file: String? = nil) {
        var reader = SceneFileReader(text: text, file: file)
        reader.read()
        var assembler = SceneAssembler(file: file)
        assembler.apply(reader.statements)
        scene = assembler.scene
        containerSize = assembler.containerSize
        standardSpacing = assembler.standardSpacing
        constraints = assembler.constraints
        locations = assembler.locations
        // In the order of the file; diagnostics at the same place keep the order they were found in.
        let found = reader.diagnostics + assembler.diagnostics
        diagnostics = found.indices.sorted { lhs, rhs in
            let left = found[lhs].range?.start ?? SourceLocation(line: 0, column: 0)
            let right = found[rhs].range?.start ?? SourceLocation(line: 0, column: 0)
            return (left.line, left.column, lhs) < (right.line, right.column, rhs)
        }.map { found[$0] }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Where in the file `constraint` was written: the `constraint` line, or
    /// the part of a `vfl` line's format that made it.
    public func location(of constraint: LayoutConstraint) -> SourceRange? {
        locations[ObjectIdentifier(constraint)]
    }
}
