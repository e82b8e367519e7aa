import Constraints

/// What a source reader (Swift, Objective-C Masonry) made of one file: every constraint it could read, in
/// the order UIKit would create or activate them, and what it has to say about the rest. The workbench
/// reads an Interface Builder document into one too, for `explain --source`.
public struct SourceReading {
    /// The constraints in the order UIKit would create or activate them, the
    /// file's code run top to bottom: each where it is made, or where it is
    /// activated when that comes later (`activate` takes an array in its
    /// final order); one activated above where it is made stays where it is made.
    public let constraints: [SourceConstraint]
    /// Syntax errors, code that was skipped, VFL errors, DSL refusals; in
    /// source order, each said once (a loop the reader follows reads its body
    /// once per element, and what it cannot read there is the same each time).
    public let diagnostics: [Diagnostic]
    /// The view that holds every item the file names (each view under the
    /// superview the file adds it to, or under a view named `X.superview`).
    public let root: LayoutView
    /// The class each name is declared or made as, where the file says and
    /// its declarations agree (`avatar`: `UIImageView` from `let avatar =
    /// UIImageView()` or `UIImageView *avatar`), which a console log prints.
    public let declaredClasses: [String: String]
    /// The classes the file declares or extends (`ProfileCell`), in order: what `self` may be.
    public let declaredTypes: [String]

    package init(
        constraints: [SourceConstraint], diagnostics: [Diagnostic], root: LayoutView, declaredClasses: [String: String] = [:],
        declaredTypes: [String] = []
    ) {
        self.constraints = constraints
        var said: Set<Diagnostic> = []
        self.diagnostics = diagnostics.filter { said.insert($0).inserted }
        self.root = root
        self.declaredClasses = declaredClasses
        self.declaredTypes = declaredTypes
    }
}
