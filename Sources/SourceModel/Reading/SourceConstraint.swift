import Constraints

/// The notation a constraint was written in, as `vfl-tool convert --to json` names it.
public enum SourceNotation: String, Sendable, CaseIterable {
    /// A SnapKit chain: `make.top.equalToSuperview()`.
    case snapKit = "snapkit"
    /// An anchor: `a.topAnchor.constraint(equalTo: b.bottomAnchor)`.
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    case layoutConstraintInitializer = "nslayoutconstraint"
    /// A VFL literal passed to `constraints(withVisualFormat:options:metrics:views:)`.
    case visualFormat = "vfl"
    /// An Objective-C Masonry chain: `make.top.equalTo(self.view).offset(8);`.
    case masonry
    /// A `<constraint>` element of an Interface Builder document (`.xib`, `.storyboard`).
    case interfaceBuilder = "ib"
}

/// A constraint read from a source file (or an Interface Builder document's
/// `<constraint>`): the model constraint, where it was written, in which
/// notation, and what the reader knows of when it holds.
public struct SourceConstraint {
    /// The constraint; `isActive` says whether the file activates it where it is made.
    public let constraint: LayoutConstraint
    /// Where it was written: the start of the chain, call or VFL piece.
    public let location: Constraints.SourceRange
    public let notation: SourceNotation
    /// Whether it is made inside an `if`, `switch`, `guard … else` or `?:`
    /// branch, so it may not be made at all.
    public let isConditional: Bool
    /// False when part of what makes it was skipped (an unknown modifier or
    /// priority), so the constraint may not be what runs.
    public package(set) var isComplete: Bool
    /// The function, closure or initializer body that activated it (or made
    /// it, when nothing did); constraints activated in one body are solved
    /// together by `SourceCheck`.
    package var body: Int

    package init(
        constraint: LayoutConstraint, location: Constraints.SourceRange, notation: SourceNotation, isConditional: Bool,
        isComplete: Bool, body: Int
    ) {
        self.constraint = constraint
        self.location = location
        self.notation = notation
        self.isConditional = isConditional
        self.isComplete = isComplete
        self.body = body
    }

    /// The JSON placement of `vfl-tool convert --to json`, with whether the constraint was read whole.
    public var placement: ConstraintJSON.Placement {
        ConstraintJSON.Placement(
            file: location.file, line: location.start.line, column: location.start.column, notation: notation.rawValue,
            complete: isComplete)
    }
}
