import Constraints

/// Turns a VFL syntax tree, with views, metrics and options, into model
/// constraints in Apple's order:
///
/// 1. for each view, the constraints of the connection before it, then its size predicates;
/// 2. the constraints of the connection to a trailing `|`;
/// 3. alignment constraints, by ascending attribute, each over adjacent pairs of views.
///
/// Names are resolved as they are met in the text, so the first error is the
/// one nearest the start, as in Apple's one-pass parser.
struct VisualFormatLowering {
    // The parts of the tree that lowering reads, held apart so that no access
    // copies the whole tree.
    private let text: String
    private let axis: LayoutAxis
    private let nodes: [VisualFormat.View]
    private let trailingConnection: VisualFormat.Connection?
    private let trailingSuperview: Range<Int>?
    private let views: [String: LayoutView]
    private let metrics: [String: Double]
    private let symbolicMetrics: [String: MetricExpression]
    private let options: LayoutFormatOptions
    private let edgeAttributes: (leading: LayoutAttribute, trailing: LayoutAttribute)
    private var constraints: [LayoutConstraint] = []

    /// A lowering of `format`; a name in `symbolicMetrics` (and not in
    /// `metrics`) is a metric whose value is not known, kept in the constant.
    init(
        format: VisualFormat, views: [String: LayoutView], metrics: [String: Double],
        symbolicMetrics: [String: MetricExpression] = [:], options: LayoutFormatOptions
    ) {
        text = format.text
        axis = format.axis
        nodes = format.views
        trailingConnection = format.trailingConnection
        trailingSuperview = format.trailingSuperview
        self.views = views
        self.metrics = metrics
        self.symbolicMetrics = symbolicMetrics
        self.options = options
        edgeAttributes = Self.edgeAttributes(axis: format.axis, options: options)
    }

    /// One neighbour of a connection: a view, or the superview that `|` stands for.
    private enum Neighbour {
        case view(LayoutView)
        case superview(LayoutView)
    }

    /// A connection or size predicate with its names resolved.
    private struct ResolvedPredicate {
        let relation: LayoutRelation
        let constant: LayoutConstant
        let otherView: LayoutView?
        let priority: LayoutPriority
        let range: Range<Int>
    }

    /// Lowers the whole tree. For the partial tree of a format with a syntax
    /// error (`isComplete == false`), only the names before the error are
    /// resolved, to find an earlier error; nothing after the last view is checked.
    mutating func lower(isComplete: Bool = true) throws(VisualFormatError) -> [LayoutConstraint] {
        constraints.reserveCapacity(nodes.count * 3)
        var previous: LayoutView?
        var lowered: [LayoutView] = []
        lowered.reserveCapacity(nodes.count)
        for node in nodes {
            // Errors must come in text order: the connection's names, the view's
            // name, its predicates, then the superview. Each check below first
            // lets any earlier part throw, so constraints can be made on the fly.
            guard let view = views[node.name.text] else {
                try validate(node.connectionBefore)
                throw unknownView(node.name)
            }
            guard node.isComplete else {
                try validate(node.connectionBefore)
                try validate(node.predicates, inConnection: false)
                return constraints
            }
            if let connection = node.connectionBefore {
                if let previous {
                    try connect(.view(previous), .view(view), with: connection)
                } else if let superview = view.superview {
                    try connect(.superview(superview), .view(view), with: connection)
                } else {
                    try validate(connection)
                    try validate(node.predicates, inConnection: false)
                    throw error(.missingSuperview, at: node.range.upperBound ..< node.range.upperBound)
                }
            }
            for predicate in node.predicates { addSize(try resolve(predicate, inConnection: false), of: view) }
            previous = view
            lowered.append(view)
        }
        guard isComplete, let last = lowered.last else { return constraints }
        if let trailing = trailingConnection, let bar = trailingSuperview {
            guard let superview = last.superview else {
                try validate(trailing)
                throw error(.missingSuperview, at: bar.upperBound ..< bar.upperBound)
            }
            try connect(.view(last), .superview(superview), with: trailing)
        }
        try align(lowered)
        return constraints
    }

    // MARK: Resolving names

    private func unknownView(_ name: VisualFormat.Name) -> VisualFormatError {
        error(.unknownView(name.text), at: name.range, suggestion: NameSuggestion.closest(to: name.text, among: views.keys))
    }

    /// Throws the first error among a connection's predicates, if any.
    private func validate(_ connection: VisualFormat.Connection?) throws(VisualFormatError) {
        if case .predicates(let predicates)? = connection?.kind { try validate(predicates, inConnection: true) }
    }

    /// Throws the first error among `predicates`, if any.
    private func validate(_ predicates: [VisualFormat.Predicate], inConnection: Bool) throws(VisualFormatError) {
        for predicate in predicates { _ = try resolve(predicate, inConnection: inConnection) }
    }

    /// Resolves a predicate's object (a metric wins over a view; a view is only
    /// allowed in a view's own predicates) and its priority.
    private func resolve(_ predicate: VisualFormat.Predicate, inConnection: Bool) throws(VisualFormatError) -> ResolvedPredicate {
        var constant = LayoutConstant.points(0)
        var otherView: LayoutView?
        switch predicate.object {
        case .number(let value, _):
            constant = .points(value)
        case .name(let name):
            if let value = metrics[name.text] {
                constant = .points(try finite(value, name: name))
            } else if let value = symbolicMetrics[name.text] {
                constant = LayoutConstant(value)
            } else if let view = views[name.text] {
                if inConnection { throw error(.viewInConnection, at: name.range) }
                otherView = view
            } else {
                throw undefinedMetric(name)
            }
        }
        return ResolvedPredicate(
            relation: predicate.relation, constant: constant, otherView: otherView,
            priority: try resolvePriority(predicate.priority), range: predicate.range)
    }

    private func resolvePriority(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> LayoutPriority {
        guard let operand else { return .required }
        let value: Double
        switch operand {
        case .number(let number, _):
            value = number
        case .name(let name):
            if symbolicMetrics[name.text] != nil, metrics[name.text] == nil {
                throw error(.priorityWithoutValue(name.text), at: name.range)
            }
            guard let metric = metrics[name.text] else { throw undefinedMetric(name) }
            value = try finite(metric, name: name)
        }
        if value > 1000 { throw error(.priorityTooHigh(value), at: operand.range) }
        guard Float(value) > 0 else { throw error(.priorityNotPositive(value), at: operand.range) }
        return LayoutPriority(Float(value))
    }

    private func finite(_ value: Double, name: VisualFormat.Name) throws(VisualFormatError) -> Double {
        guard value.isFinite else { throw error(.nonFiniteNumber(name.text), at: name.range) }
        return value
    }

    private func undefinedMetric(_ name: VisualFormat.Name) -> VisualFormatError {
        error(
            .undefinedMetric(name.text), at: name.range,
            suggestion: NameSuggestion.closest(
                to: name.text, among: Array(metrics.keys) + Array(symbolicMetrics.keys) + Array(views.keys)))
    }

    // MARK: Making constraints

    /// The constraints of one connection. Left to right (the default, or the
    /// `directionLeadingToTrailing` option): the later item comes first, except
    /// a trailing superview (`superview.trailing == v.trailing + c`). With
    /// `directionRightToLeft` the two items swap and leading/trailing become
    /// right/left.
    private mutating func connect(
        _ earlier: Neighbour, _ later: Neighbour, with connection: VisualFormat.Connection
    ) throws(VisualFormatError) {
        let rightToLeft = axis == .horizontal && options.intersection(.directionMask) == .directionRightToLeft
        let leadingEdge = edgeAttributes.leading, trailingEdge = edgeAttributes.trailing
        var first: (LayoutItem, LayoutAttribute)
        var second: (LayoutItem, LayoutAttribute)
        switch (earlier, later) {
        case (.superview(let superview), .view(let view)):
            first = (view, leadingEdge)
            second = (superview, leadingEdge)
        case (.view(let view), .superview(let superview)):
            first = (superview, trailingEdge)
            second = (view, trailingEdge)
        case (.view(let earlierView), .view(let laterView)):
            let baselines = axis == .vertical && options.contains(.spacingBaselineToBaseline)
            first = (laterView, baselines ? .firstBaseline : leadingEdge)
            second = (earlierView, baselines ? .lastBaseline : trailingEdge)
        case (.superview, .superview):
            return
        }
        if rightToLeft { swap(&first, &second) }
        func add(_ relation: LayoutRelation, _ constant: LayoutConstant, _ priority: LayoutPriority, _ range: Range<Int>) {
            constraints.append(makeConstraint(first.0, first.1, relation, second.0, second.1, constant, priority, range))
        }
        switch connection.kind {
        case .flush:
            add(.equal, 0, .required, connection.range)
        case .standard:
            add(.equal, .standardSpacing, .required, connection.range)
        case .predicates(let predicates):
            for predicate in predicates {
                let resolved = try resolve(predicate, inConnection: true)
                add(resolved.relation, resolved.constant, resolved.priority, resolved.range)
            }
        }
    }

    /// The attributes a connection relates along the format's axis.
    private static func edgeAttributes(
        axis: LayoutAxis, options: LayoutFormatOptions
    ) -> (leading: LayoutAttribute, trailing: LayoutAttribute) {
        guard axis == .horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    private mutating func addSize(_ predicate: ResolvedPredicate, of view: LayoutView) {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        constraints.append(makeConstraint(
            view, size, predicate.relation, predicate.otherView, predicate.otherView == nil ? .notAnAttribute : size,
            predicate.constant, predicate.priority, predicate.range))
    }

    /// The alignment options, checked against the format's axis, applied to
    /// each adjacent pair: `a.top == b.top`.
    private mutating func align(_ lowered: [LayoutView]) throws(VisualFormatError) {
        let end = text.utf8.count
        if axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
            throw error(.baselineSpacingInHorizontalLayout, at: end ..< end)
        }
        guard lowered.count > 1, !options.isDisjoint(with: .alignmentMask) else { return }
        let attributes = options.alignmentAttributes
        if attributes.contains(where: { $0.axis == axis }) {
            throw error(.alignmentOnLayoutAxis(axis), at: end ..< end)
        }
        for attribute in attributes {
            for index in lowered.indices.dropLast() {
                let range = nodes[index].range.lowerBound ..< nodes[index + 1].range.upperBound
                constraints.append(makeConstraint(
                    lowered[index], attribute, .equal, lowered[index + 1], attribute, 0, .required, range))
            }
        }
    }

    private func makeConstraint(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, _ constant: LayoutConstant,
        _ priority: LayoutPriority, _ range: Range<Int>
    ) -> LayoutConstraint {
        do {
            return try LayoutConstraint(
                item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                attribute: secondAttribute, constant: constant, priority: priority,
                origin: .visualFormat(format: text, range: SourceRange(bytesOnOneLine: range)))
        } catch {
            // Every attribute pair above is same-kind and same-axis, constants are
            // finite and priorities in (0, 1000]: validation cannot fail.
            preconditionFailure("VFL lowering built an invalid constraint: \(error)")
        }
    }

    /// An error whose caret sits at the end of `range`, as Apple places it after the name or number it blames.
    private func error(_ kind: VisualFormatError.Kind, at range: Range<Int>, suggestion: String? = nil) -> VisualFormatError {
        VisualFormatError(kind, format: text, range: range, caretIndex: range.upperBound, suggestion: suggestion)
    }
}
