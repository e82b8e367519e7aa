import Constraints

/// What `VisualFormatReader` reports as it reads a format, in the order
/// Apple's one-pass parser acts: a name is resolved as soon as it is read,
/// and a connection is finished (the superview, alignment and
/// baseline checks) once the view after it is complete.
///
/// `VisualFormatTreeBuilder` builds the syntax tree from these events and
/// `VisualFormatLowering` builds constraints; either may stop the pass by
/// throwing, as Apple's parser does.
protocol VisualFormatBuilder {
    /// `H:` or `V:`, at the start of the format.
    mutating func orientation(_ axis: LayoutAxis, range: Range<Int>)

    /// A leading `|`; the connection after it comes next.
    mutating func leadingSuperview(range: Range<Int>)

    /// A connection without predicates: `.flush` (no dash) or `.standard` (a lone `-`).
    mutating func connection(_ kind: VisualFormat.Connection.Kind, range: Range<Int>)

    /// The relation and object of a predicate, read; `inView` tells a view's
    /// size predicate from a connection's.
    mutating func predicateObject(
        _ object: VisualFormat.Operand, relation: LayoutRelation, inView: Bool
    ) throws(VisualFormatError)

    /// The priority of the predicate whose object came last.
    mutating func predicatePriority(_ priority: VisualFormat.Operand, inView: Bool) throws(VisualFormatError)

    /// The end of that predicate.
    mutating func endPredicate(range: Range<Int>, inView: Bool)

    /// The end of a connection whose predicates were reported.
    mutating func endConnection(range: Range<Int>)

    /// A view's name, read just after its `[` at `start`.
    mutating func beginView(_ name: VisualFormat.Name, start: Int) throws(VisualFormatError)

    /// The view's closing `]`: `range` is the whole view.
    mutating func endView(range: Range<Int>)

    /// The view just ended completes the connection before it, if any
    /// (Apple's `finishConstraint`); `caret` is the position after the view.
    mutating func finishView(caret: Int) throws(VisualFormatError)

    /// A trailing `|`, which completes the connection before it.
    mutating func trailingSuperview(range: Range<Int>) throws(VisualFormatError)
}
