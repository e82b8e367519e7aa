import Constraints

/// What a source reader (Swift, Objective-C Masonry) made of one file: every constraint it could read, in
/// the order the file makes them, and what it has to say about the rest.
public struct SourceReading {
    /// The constraints, in source order.
    public let constraints: [SourceConstraint]
    /// Syntax errors, code that was skipped, VFL errors, DSL refusals; in source order.
    public let diagnostics: [Diagnostic]
    /// The view that holds every item the file names (each view under the
    /// superview the file adds it to, or under a view named `X.superview`).
    public let root: LayoutView

    package init(constraints: [SourceConstraint], diagnostics: [Diagnostic], root: LayoutView) {
        self.constraints = constraints
        self.diagnostics = diagnostics
        self.root = root
    }
}
