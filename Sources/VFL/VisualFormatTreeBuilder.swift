import Constraints

/// Builds the syntax tree (`VisualFormat`) from the reader's events, resolving
/// no names. After a syntax error, `tree` holds what was read before it: the
/// views so far (the last one incomplete) with the predicates read.
struct VisualFormatTreeBuilder: VisualFormatBuilder {
    private(set) var tree: VisualFormat
    /// The connection read since the last view, to give to the next view or the trailing `|`.
    private var connection: VisualFormat.Connection?
    /// The predicates of the connection being read.
    private var connectionPredicates: [VisualFormat.Predicate] = []
    /// The parts of the predicate being read.
    private var relation = LayoutRelation.equal
    private var object: VisualFormat.Operand?
    private var priority: VisualFormat.Operand?

    /// A builder for the tree of `format`.
    init(format: String) {
        tree = VisualFormat(
            text: format, axis: .horizontal, orientationRange: nil, leadingSuperview: nil, views: [],
            trailingConnection: nil, trailingSuperview: nil)
    }

    mutating func orientation(_ axis: LayoutAxis, range: Range<Int>) {
        tree.axis = axis
        tree.orientationRange = range
    }

    mutating func leadingSuperview(range: Range<Int>) {
        tree.leadingSuperview = range
    }

    mutating func connection(_ kind: VisualFormat.Connection.Kind, range: Range<Int>) {
        connection = VisualFormat.Connection(kind: kind, range: range)
    }

    mutating func predicateObject(_ object: VisualFormat.Operand, relation: LayoutRelation, inView: Bool) {
        self.relation = relation
        self.object = object
        priority = nil
    }

    mutating func predicatePriority(_ priority: VisualFormat.Operand, inView: Bool) {
        self.priority = priority
    }

    mutating func endPredicate(range: Range<Int>, inView: Bool) {
        guard let object else { return }
        let predicate = VisualFormat.Predicate(relation: relation, object: object, priority: priority, range: range)
        if inView, !tree.views.isEmpty {
            tree.views[tree.views.count - 1].predicates.append(predicate)
        } else {
            connectionPredicates.append(predicate)
        }
    }

    mutating func endConnection(range: Range<Int>) {
        connection = VisualFormat.Connection(kind: .predicates(connectionPredicates), range: range)
        connectionPredicates = []
    }

    mutating func beginView(_ name: VisualFormat.Name, start: Int) {
        tree.views.append(VisualFormat.View(
            name: name, predicates: [], connectionBefore: connection, range: start ..< name.range.upperBound,
            isComplete: false))
        connection = nil
    }

    mutating func endView(range: Range<Int>) {
        tree.views[tree.views.count - 1].range = range
        tree.views[tree.views.count - 1].isComplete = true
    }

    mutating func finishView(caret: Int) {}

    mutating func trailingSuperview(range: Range<Int>) {
        tree.trailingConnection = connection
        tree.trailingSuperview = range
        connection = nil
    }
}
