import Constraints

extension VisualFormat {
    /// Every name the format mentions, views and predicate names alike, in
    /// order of first appearance.
    public var names: [String] {
        var seen: [String] = [], known: Set<String> = []
        func note(_ name: String) { if known.insert(name).inserted { seen.append(name) } }
        func note(_ operand: Operand?) { if case .name(let name)? = operand { note(name.text) } }
        func note(_ predicates: [Predicate]) {
            for predicate in predicates {
                note(predicate.object)
                note(predicate.priority)
            }
        }
        for view in views {
            if case .predicates(let predicates)? = view.connectionBefore?.kind { note(predicates) }
            note(view.name.text)
            note(view.predicates)
        }
        if case .predicates(let predicates)? = trailingConnection?.kind { note(predicates) }
        return seen
    }

    /// The views dictionary a tool assumes when the user gives none: every
    /// name in `format` that is not a metric, in order of first appearance.
    /// A format with an error still yields the names read before the error.
    public static func impliedViewNames(in format: String, metrics: [String: Double]) -> [String] {
        var reader = VisualFormatReader(format, builder: NameCollector())
        try? reader.read()
        return reader.builder.names.filter { metrics[$0] == nil }
    }
}

/// Collects every name a format mentions, in order of first appearance, as the reader meets them.
private struct NameCollector: VisualFormatBuilder {
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    private mutating func note(_ name: String) {
        if seen.insert(name).inserted { names.append(name) }
    }

    private mutating func note(_ operand: VisualFormat.Operand) {
        if case .name(let name) = operand { note(name.text) }
    }

    mutating func orientation(_ axis: LayoutAxis, range: Range<Int>) {}
    mutating func leadingSuperview(range: Range<Int>) {}
    mutating func connection(_ kind: VisualFormat.Connection.Kind, range: Range<Int>) {}
    mutating func predicateObject(_ object: VisualFormat.Operand, relation: LayoutRelation, inView: Bool) { note(object) }
    mutating func predicatePriority(_ priority: VisualFormat.Operand, inView: Bool) { note(priority) }
    mutating func endPredicate(range: Range<Int>, inView: Bool) {}
    mutating func endConnection(range: Range<Int>) {}
    mutating func beginView(_ name: VisualFormat.Name, start: Int) { note(name.text) }
    mutating func endView(range: Range<Int>) {}
    mutating func finishView(caret: Int) {}
    mutating func trailingSuperview(range: Range<Int>) {}
}

extension Scene {
    /// A scene with a view for every name the formats imply (every name that
    /// is not a metric, in order of first appearance), all inside the
    /// container except `detached`.
    public convenience init(formats: [String], metrics: [String: Double], detached: [String] = []) {
        self.init(viewNames: formats.flatMap { VisualFormat.impliedViewNames(in: $0, metrics: metrics) }, detached: detached)
    }
}
