@_spi(Readers) import Constraints

/// Makes model constraints from the reader's events, with views, metrics and
/// options, exactly as Apple's parser does in the same single pass:
///
/// - names are resolved as they are read (a metric wins over a view);
/// - for each view, the constraints of the connection before it, then its
///   size predicates; then those of the connection to a trailing `|`;
/// - when a connection between two views is complete, its alignment
///   constraints (one per alignment option, in ascending attribute), kept
///   apart and appended after everything else;
/// - the superview, alignment-axis and baseline checks are made when the
///   connection they concern is complete, with the caret there.
///
/// The hot steps are `@inline(__always)`, so that the reader specialised for
/// this builder is one pass with no calls between rules (callgrind: a tenth
/// fewer instructions a format); the cold ones (errors) are not.
struct VisualFormatLowering: VisualFormatBuilder {
    private let text: String
    private let views: [String: LayoutView]
    /// The metrics with values; `nil` when there are none, as in most calls,
    /// which then need neither hash a name nor retain and release a dictionary.
    private let metrics: [String: Double]?
    /// Metrics whose value is not known (a reader of source code knows their
    /// names only): their expressions become the constants. `nil` when there
    /// are none.
    private let symbolicMetrics: [String: MetricExpression]?
    private let options: LayoutFormatOptions
    /// The alignment options' bits, 1 to 12 (Apple ignores bit 0 and 13–15).
    private let alignmentBits: UInt
    private var axis = LayoutAxis.horizontal
    private var edges: Edges
    private var constraints: [LayoutConstraint] = []
    private var alignments: [LayoutConstraint] = []

    /// The view before the connection being read (`nil` at a leading `|`),
    /// and the view after it, with the offsets where their `[` are. These and
    /// `sizeView` are only ever values of `views`, which this lowering holds
    /// for its whole life, so they need no reference counting of their own:
    /// they are unmanaged, and lent to the constraints made from them with
    /// `_withUnsafeGuaranteedRef` (an `unowned(unsafe)` one would be retained
    /// and released at every use).
    private var earlier: Unmanaged<LayoutView>?
    private var later: Unmanaged<LayoutView>?
    private var earlierStart = 0
    private var laterStart = 0
    /// Whether a connection was read since the last view.
    private var hasConnection = false
    private var leadingSuperviewIsMissing = false
    /// The connection's predicates, resolved; the first held inline, as most connections have one.
    private var firstSpacing: Spacing?
    private var moreSpacings: [Spacing] = []

    /// The predicate being read.
    private var relation = LayoutRelation.equal
    private var constant = Constant.points(0)
    private var sizeView: Unmanaged<LayoutView>?
    private var priority = LayoutPriority.required
    /// The constants of the symbolic metrics the format names, in the order they were read.
    private var symbolicConstants: [LayoutConstant] = []

    /// A constant while the lowering holds it, until a constraint is made
    /// with it: trivial to copy (a `LayoutConstant` may hold an expression,
    /// whose every copy of the predicate and spacing state would be retained
    /// and released), a symbolic metric's constant waiting in `symbolicConstants`.
    private enum Constant {
        case points(Double)
        case standardSpacing
        /// `symbolicConstants[index]`.
        case symbolic(index: Int)
    }

    /// One predicate of a connection, resolved.
    private struct Spacing {
        let relation: LayoutRelation
        let constant: Constant
        let priority: LayoutPriority
        let range: Range<Int>
    }

    /// The attributes a connection relates: the first item's and the second
    /// item's, for a view and for the superview `|` stands for.
    private struct Edges {
        /// A view as the first item (the later view): `leading`, `left`, `top` or `firstBaseline`.
        let viewFirst: LayoutAttribute
        /// A view as the second item (the earlier view): `trailing`, `right`, `bottom` or `lastBaseline`.
        let viewSecond: LayoutAttribute
        /// The superview as the first item (a trailing `|`).
        let superviewFirst: LayoutAttribute
        /// The superview as the second item (a leading `|`).
        let superviewSecond: LayoutAttribute
        /// Under `directionRightToLeft`, the two items of every connection swap places.
        let swapsItems: Bool

        init(axis: LayoutAxis, options: LayoutFormatOptions) {
            let direction = options.intersection(.directionMask)
            switch (axis, direction.isEmpty) {
            case (.horizontal, true):
                (viewFirst, viewSecond, superviewFirst, superviewSecond) = (.leading, .trailing, .trailing, .leading)
            case (.horizontal, false):
                (viewFirst, viewSecond, superviewFirst, superviewSecond) = (.left, .right, .right, .left)
            case (.vertical, _):
                let baselines = options.contains(.spacingBaselineToBaseline)
                viewFirst = baselines ? .firstBaseline : .top
                viewSecond = baselines ? .lastBaseline : .bottom
                (superviewFirst, superviewSecond) = (.bottom, .top)
            }
            swapsItems = axis == .horizontal && direction == .directionRightToLeft
        }
    }

    init(
        format: String, views: [String: LayoutView], metrics: [String: Double]?,
        symbolicMetrics: [String: MetricExpression] = [:], options: LayoutFormatOptions
    ) {
        text = format
        self.views = views
        self.metrics = metrics?.isEmpty == false ? metrics : nil
        self.symbolicMetrics = symbolicMetrics.isEmpty ? nil : symbolicMetrics
        self.options = options
        alignmentBits = options.rawValue & 0x1FFE
        edges = Edges(axis: .horizontal, options: options)
        // About one constraint per 8 bytes of format, so that the array rarely grows.
        constraints.reserveCapacity(format.utf8.count / 8 + 2)
    }

    /// The constraints in Apple's order, once the whole format is read, moved out of the lowering.
    mutating func takeResult() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        swap(&result, &constraints)
        return alignments.isEmpty ? result : result + alignments
    }

    // MARK: Events

    mutating func orientation(_ axis: LayoutAxis, range: Range<Int>) {
        self.axis = axis
        edges = Edges(axis: axis, options: options)
    }

    mutating func leadingSuperview(range: Range<Int>) {}

    @inline(__always) mutating func connection(_ kind: VisualFormat.Connection.Kind, range: Range<Int>) {
        hasConnection = true
        firstSpacing = Spacing(
            relation: .equal, constant: kind == .standard ? .standardSpacing : .points(0), priority: .required, range: range)
    }

    @inline(__always) mutating func predicateObject(
        _ object: VisualFormat.Operand, relation: LayoutRelation, inView: Bool
    ) throws(VisualFormatError) {
        self.relation = relation
        sizeView = nil
        priority = .required
        switch object {
        case .number(let value, let range):
            constant = .points(try checkedConstant(value, range: range))
        case .name(let name):
            if let value = metric(named: name.text) {
                guard value.isFinite else { throw error(.nonFiniteNumber(name.text), at: name.range) }
                constant = .points(value)
            } else if let expression = symbolicMetrics?[name.text] {
                constant = .symbolic(index: symbolicConstants.count)
                symbolicConstants.append(LayoutConstant(expression))
            } else if let view = views[name.text].map(Unmanaged.passUnretained) {
                guard inView else { throw viewInConnection(name) }
                sizeView = view
                constant = .points(0)
            } else {
                throw undefinedMetric(name)
            }
        }
    }

    @inline(__always) mutating func predicatePriority(_ operand: VisualFormat.Operand, inView: Bool) throws(VisualFormatError) {
        let value: Double
        switch operand {
        case .number(let number, _):
            value = number
        case .name(let name):
            if let metric = metric(named: name.text) {
                value = metric
            } else if symbolicMetrics?[name.text] != nil {
                throw error(.priorityWithoutValue(name.text), at: name.range)
            } else if views[name.text] != nil {
                // Apple reads a view's name there as 0 inside a view, and
                // refuses it in a connection as it refuses a view as a space.
                guard inView else { throw viewInConnection(name) }
                value = 0
            } else {
                throw undefinedMetric(name)
            }
        }
        let range = operand.range
        if value <= 0 { throw error(.priorityNotPositive(value), at: range) }
        if value > 1000 { throw error(.priorityTooHigh(value), at: range) }
        guard !value.isNaN else { throw error(.nonFiniteNumber(lexeme(range)), at: range) }
        let stored = Float(value)
        if stored == 0 || (stored == 1000 && value < 1000) {
            throw error(.priorityChangesAsFloat(lexeme(range), stored: stored), at: range)
        }
        priority = LayoutPriority(stored)
    }

    @inline(__always) mutating func endPredicate(range: Range<Int>, inView: Bool) {
        if inView {
            guard let later else { return }
            let size: LayoutAttribute = axis == .horizontal ? .width : .height
            later._withUnsafeGuaranteedRef { view in
                if let sizeView {
                    sizeView._withUnsafeGuaranteedRef { other in
                        constraints.append(makeConstraint(view, size, relation, other, size, constant, priority, range))
                    }
                } else {
                    constraints.append(makeConstraint(view, size, relation, nil, .notAnAttribute, constant, priority, range))
                }
            }
        } else {
            let spacing = Spacing(relation: relation, constant: constant, priority: priority, range: range)
            if firstSpacing == nil { firstSpacing = spacing } else { moreSpacings.append(spacing) }
        }
    }

    @inline(__always) mutating func endConnection(range: Range<Int>) {
        hasConnection = true
    }

    @inline(__always) mutating func beginView(_ name: VisualFormat.Name, start: Int) throws(VisualFormatError) {
        // Unmanaged as it leaves the dictionary, so that the copy the lookup makes is not kept (retained and released).
        guard let view = views[name.text].map(Unmanaged.passUnretained) else {
            throw error(.unknownView(name.text), at: name.range, suggestion: NameSuggestion.closest(to: name.text, among: views.keys))
        }
        later = view
        laterStart = start
        guard hasConnection else { return }
        view._withUnsafeGuaranteedRef { view in
            if let earlier {
                earlier._withUnsafeGuaranteedRef { connect($0, isView: true, to: view, isView: true) }
            } else if let superview = view.superview {
                connect(superview, isView: false, to: view, isView: true)
            } else {
                leadingSuperviewIsMissing = true
            }
        }
    }

    mutating func endView(range: Range<Int>) {}

    @inline(__always) mutating func finishView(caret: Int) throws(VisualFormatError) {
        if hasConnection {
            try checkBaselineSpacing(caret: caret)
            if leadingSuperviewIsMissing { throw error(.missingSuperview, at: caret ..< caret) }
            if alignmentBits != 0, let earlier, let later {
                try align(earlier.takeUnretainedValue(), later.takeUnretainedValue(), caret: caret)
            }
        }
        earlier = later
        earlierStart = laterStart
        hasConnection = false
        firstSpacing = nil
        if !moreSpacings.isEmpty { moreSpacings.removeAll(keepingCapacity: true) }
    }

    @inline(__always) mutating func trailingSuperview(range: Range<Int>) throws(VisualFormatError) {
        let caret = range.upperBound
        try checkBaselineSpacing(caret: caret)
        guard let earlier, let superview = earlier._withUnsafeGuaranteedRef({ $0.superview }) else {
            throw error(.missingSuperview, at: caret ..< caret)
        }
        earlier._withUnsafeGuaranteedRef { connect($0, isView: true, to: superview, isView: false) }
    }

    /// The metric named `name`.
    @inline(__always) private func metric(named name: String) -> Double? {
        metrics?[name]
    }

    // MARK: Making constraints

    /// The constraints of the connection just read, from `earlier` to
    /// `later`: the later item first (`b.leading == a.trailing + c`), the
    /// two swapped under `directionRightToLeft`.
    @inline(__always) private mutating func connect(_ earlier: LayoutItem, isView earlierIsView: Bool, to later: LayoutItem, isView laterIsView: Bool) {
        let firstAttribute = (edges.swapsItems ? earlierIsView : laterIsView) ? edges.viewFirst : edges.superviewFirst
        let secondAttribute = (edges.swapsItems ? laterIsView : earlierIsView) ? edges.viewSecond : edges.superviewSecond
        if edges.swapsItems {
            connect(earlier, firstAttribute, later, secondAttribute)
        } else {
            connect(later, firstAttribute, earlier, secondAttribute)
        }
    }

    /// The constraints of the connection's spacings, `first` being the first item.
    @inline(__always) private mutating func connect(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ second: LayoutItem, _ secondAttribute: LayoutAttribute
    ) {
        if let spacing = firstSpacing {
            constraints.append(makeConstraint(
                first, firstAttribute, spacing.relation, second, secondAttribute, spacing.constant, spacing.priority, spacing.range))
        }
        for spacing in moreSpacings {
            constraints.append(makeConstraint(
                first, firstAttribute, spacing.relation, second, secondAttribute, spacing.constant, spacing.priority, spacing.range))
        }
    }

    /// The alignment constraints of a connection between two views: for each
    /// alignment bit, in ascending attribute, `a.attribute == b.attribute`
    /// (the views swapped under `directionRightToLeft`). An alignment on the
    /// layout's own axis is an error here, at the first pair of views. Each
    /// constraint's range spans the two views.
    private mutating func align(_ earlier: LayoutView, _ later: LayoutView, caret: Int) throws(VisualFormatError) {
        let (first, second) = edges.swapsItems ? (later, earlier) : (earlier, later)
        for raw in 1 ... 12 where alignmentBits & (1 << raw) != 0 {
            guard let attribute = LayoutAttribute(rawValue: raw) else { continue }
            if attribute.axis == axis { throw error(.alignmentOnLayoutAxis(axis), at: caret ..< caret) }
            alignments.append(makeConstraint(
                first, attribute, .equal, second, attribute, .points(0), .required, earlierStart ..< caret))
        }
    }

    @inline(__always) private func checkBaselineSpacing(caret: Int) throws(VisualFormatError) {
        if axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
            throw error(.baselineSpacingInHorizontalLayout, at: caret ..< caret)
        }
    }

    /// A constraint of this format. Every one the lowering makes is valid by
    /// construction (same-kind, same-axis attributes, finite constants,
    /// priorities in (0, 1000]), so it is not checked again.
    @inline(__always) private func makeConstraint(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, _ constant: Constant,
        _ priority: LayoutPriority, _ range: Range<Int>
    ) -> LayoutConstraint {
        let layoutConstant: LayoutConstant
        switch constant {
        case .points(let points): layoutConstant = .points(points)
        case .standardSpacing: layoutConstant = .standardSpacing
        case .symbolic(let index): layoutConstant = symbolicConstants[index]
        }
        return LayoutConstraint(
            checked: firstItem, firstAttribute, relation, secondItem, secondAttribute, constant: layoutConstant,
            priority: priority, visualFormat: text, bytes: range)
    }

    // MARK: Errors

    /// `value` as a constant: finite, and not a nonzero number that reads as 0.
    @inline(__always) private func checkedConstant(_ value: Double, range: Range<Int>) throws(VisualFormatError) -> Double {
        guard value.isFinite else { throw error(.nonFiniteNumber(lexeme(range)), at: range) }
        if value == 0, NumberScanner.hasNonzeroDigits(in: text.utf8.dropFirst(range.lowerBound).prefix(range.count)) {
            throw error(.numberUnderflows(lexeme(range)), at: range)
        }
        return value
    }

    /// The text of a number or name, for a message.
    private func lexeme(_ range: Range<Int>) -> String {
        String(decoding: text.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
    }

    private func undefinedMetric(_ name: VisualFormat.Name) -> VisualFormatError {
        error(
            .undefinedMetric(name.text), at: name.range,
            suggestion: NameSuggestion.closest(
                to: name.text, among: (metrics.map { Array($0.keys) } ?? []) + (symbolicMetrics.map { Array($0.keys) } ?? []) + Array(views.keys)))
    }

    /// A view's name where a space's number belongs; suggests a metric it may be a typo of.
    private func viewInConnection(_ name: VisualFormat.Name) -> VisualFormatError {
        error(.viewInConnection, at: name.range, suggestion: NameSuggestion.closest(to: name.text, among: metrics.map { Array($0.keys) } ?? []))
    }

    /// An error whose caret sits at the end of `range`, as Apple places it after the name or number it blames.
    private func error(_ kind: VisualFormatError.Kind, at range: Range<Int>, suggestion: String? = nil) -> VisualFormatError {
        VisualFormatError(kind, format: text, range: range, caretIndex: range.upperBound, suggestion: suggestion)
    }
}
