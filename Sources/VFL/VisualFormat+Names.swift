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
    /// A format with a syntax error still yields the names before the error.
    public static func impliedViewNames(in format: String, metrics: [String: Double]) -> [String] {
        let tree: VisualFormat
        switch VisualFormatParser.parseKeepingPartialTree(format) {
        case .success(let parsed): tree = parsed
        case .failure(let failure): tree = failure.partialTree
        }
        return tree.names.filter { metrics[$0] == nil }
    }
}

extension Scene {
    /// A scene with a view for every name the formats imply (every name that
    /// is not a metric, in order of first appearance), all inside the
    /// container except `detached`.
    public convenience init(formats: [String], metrics: [String: Double], detached: [String] = []) {
        self.init(viewNames: formats.flatMap { VisualFormat.impliedViewNames(in: $0, metrics: metrics) }, detached: detached)
    }
}
