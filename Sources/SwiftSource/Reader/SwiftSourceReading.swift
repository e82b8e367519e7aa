import Constraints

/// What the reader made of one Swift file: every constraint it could read, in
/// the order the file makes them, and what it has to say about the rest.
public struct SwiftSourceReading {
    /// The constraints, in source order.
    public let constraints: [SourceConstraint]
    /// Syntax errors, code that was skipped, VFL errors, DSL refusals; in source order.
    public let diagnostics: [Diagnostic]
    /// The view that holds every item the file names (each view under the
    /// superview the file adds it to, or under a view named `X.superview`).
    public let root: LayoutView
}
