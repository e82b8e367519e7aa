import Constraints

/// What a person can act on in a finished layout beyond its frames: why each
/// ambiguous item is ambiguous with a hint to fix it, and warnings about views
/// that overlap a sibling or stick out of their superview.
public struct LayoutAdvice {
    /// Why an item's attributes on one axis are free, and what would pin them.
    public struct Ambiguity {
        public let item: LayoutItem
        /// The free attributes on this axis.
        public let attributes: [FrameAttribute]
        public let reason: String
        public let hint: String
    }

    /// A view that overlaps a sibling, or is not inside its superview.
    public struct Warning {
        public let views: [LayoutView]
        public let message: String
    }

    public let ambiguities: [Ambiguity]
    public let warnings: [Warning]

    /// No advice: for a layout with no views.
    package static var none: LayoutAdvice { LayoutAdvice(ambiguities: [], warnings: []) }

    private init(ambiguities: [Ambiguity], warnings: [Warning]) {
        self.ambiguities = ambiguities
        self.warnings = warnings
    }

    /// The most warnings reported; more are summed up in one last warning.
    public static let warningLimit = 50

    /// Advice on `result`, a layout of the tree under `root`. No geometry
    /// warning is about a view for which `isStandIn` is true: one a reader
    /// made up, such as the superview it gives a view a Swift file adds nowhere.
    public init(_ result: LayoutResult, root: LayoutView, isStandIn: (LayoutView) -> Bool = { _ in false }) {
        let constraints = Self.activeConstraints(under: root)
        var ambiguities: [Ambiguity] = []
        for item in result.ambiguous {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let free = item.attributes.filter { $0.axis == axis }
                guard !free.isEmpty else { continue }
                ambiguities.append(Self.explain(item.item, free, axis: axis, constraints: constraints, in: result))
            }
        }
        self.ambiguities = ambiguities
        warnings = Self.geometryWarnings(result, isStandIn: isStandIn)
    }

    // MARK: Ambiguity

    private static func explain(
        _ item: LayoutItem, _ free: [FrameAttribute], axis: LayoutAxis, constraints: [LayoutConstraint], in result: LayoutResult
    ) -> Ambiguity {
        let name = item.name
        let size = axis == .horizontal ? "width" : "height"
        let edges = axis == .horizontal ? "leading, trailing or centerX" : "top, bottom or centerY"
        let example = axis == .horizontal ? "H:|-[\(name)]-|" : "V:|-[\(name)]-|"
        let mentioning = constraints.filter { $0.mentions(item, on: axis) }
        let sizeFree = free.contains { $0.isSize }
        let view = item as? LayoutView
        let intrinsic = view?.intrinsicContentSize.map { $0[axis] } ?? LayoutView.noIntrinsicMetric
        func make(_ reason: String, _ hint: String) -> Ambiguity {
            Ambiguity(item: item, attributes: free, reason: reason, hint: hint)
        }
        if mentioning.isEmpty, intrinsic < 0 {
            return make(
                "no constraint mentions \(name) \(axis == .horizontal ? "horizontally" : "vertically")",
                "add its position and \(size), or pin both edges: \(example)")
        }
        if sizeFree, intrinsic >= 0, let view, let rival = equalPriorityRival(of: view, axis: axis, in: result) {
            let priority = view.contentHuggingPriority(for: axis)
            return make(
                "\(name) and \(rival.name) have the same content hugging priority (\(priority)) \(axis == .horizontal ? "horizontally" : "vertically"), so nothing decides which one takes the extra space",
                "raise one of them: \(name).setContentHuggingPriority(\(CanonicalNumber.text(for: Double(priority.rawValue) + 1)), for: .\(axis == .horizontal ? "horizontal" : "vertical"))")
        }
        if sizeFree, intrinsic < 0 {
            return make(
                "nothing sets \(name)'s \(size): no \(size) constraint, no intrinsic \(size), and not both edges pinned",
                "add \(name).\(size) == …, give \(name) an intrinsic \(size), or pin both edges: \(example)")
        }
        let placed = mentioning.contains { constraint in
            (constraint.firstItem === item && constraint.firstAttribute.isPosition)
                || (constraint.secondItem === item && constraint.secondAttribute.isPosition)
        }
        if !sizeFree, !placed {
            return make(
                "\(name)'s \(size) is set, but nothing places it \(axis == .horizontal ? "horizontally" : "vertically")",
                "add a constraint on \(name)'s \(edges)")
        }
        return make(
            "the constraints on \(name) bound its \(free.map(\.name).joined(separator: " and ")) only with inequalities or optional priorities that do not pick one value",
            "add an equality on \(name)'s \(size) or position, or raise one of the competing priorities")
    }

    /// Another ambiguous view with an intrinsic size on `axis` and the same hugging priority, in the same superview.
    private static func equalPriorityRival(of view: LayoutView, axis: LayoutAxis, in result: LayoutResult) -> LayoutView? {
        let priority = view.contentHuggingPriority(for: axis)
        return result.ambiguous.lazy.compactMap { $0.item as? LayoutView }.first { other in
            other !== view && other.superview === view.superview && other.contentHuggingPriority(for: axis) == priority
                && (other.intrinsicContentSize.map { $0[axis] } ?? -1) >= 0
        }
    }

    /// Every active constraint installed in the tree, in tree order.
    private static func activeConstraints(under root: LayoutView) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            found += view.constraints.filter(\.isActive)
            stack += view.subviews.reversed()
        }
        return found
    }

    // MARK: Geometry

    /// Siblings that overlap and views that stick out of their superview, in
    /// tree order, stand-ins left out; a sweep along x keeps this
    /// near-linear for rows of views. A view is the rectangle it aligns: a control may draw past
    /// it (a push button's bezel shadow), into its neighbour's or its superview's margin.
    private static func geometryWarnings(_ result: LayoutResult, isStandIn: (LayoutView) -> Bool) -> [Warning] {
        var warnings: [Warning] = []
        var total = 0
        func warn(_ views: [LayoutView], _ message: String) {
            total += 1
            if warnings.count < warningLimit { warnings.append(Warning(views: views, message: message)) }
        }
        var children: [ObjectIdentifier: [(view: LayoutView, frame: LayoutRect)]] = [:]
        var parents: [LayoutView] = []
        let tolerance = 0.5
        for (index, entry) in result.frames.enumerated() where index > 0 && !isStandIn(entry.view) {
            guard let parent = entry.view.superview else { continue }
            let key = ObjectIdentifier(parent)
            if children[key] == nil { parents.append(parent) }
            let aligned = entry.frame.inset(by: entry.view.alignmentRectInsets)
            children[key, default: []].append((entry.view, aligned))
            guard let bounds = result.frame(of: parent), entry.frame.isFinite else { continue }
            // A container laid out with no size (a console log's stand-in root) bounds nothing, nor does a scroll view its content.
            if parent === result.frames.first?.view, bounds.width == 0, bounds.height == 0 { continue }
            if parent.scrollsContent { continue }
            let f = aligned
            if f.x < -tolerance || f.y < -tolerance || f.x + f.width > bounds.width + tolerance || f.y + f.height > bounds.height + tolerance {
                warn([entry.view], "\(entry.view.name) sticks out of its superview \(parent.name): "
                    + "\(text(f)) is not inside 0 0 \(CanonicalNumber.text(for: bounds.width)) \(CanonicalNumber.text(for: bounds.height))")
            }
        }
        for parent in parents {
            for pair in overlappingPairs(children[ObjectIdentifier(parent)] ?? [], tolerance: tolerance) {
                warn([pair.first, pair.second], "\(pair.first.name) and \(pair.second.name) overlap: \(text(pair.area)) in \(parent.name)")
            }
        }
        if total > warnings.count {
            let more = total - warnings.count
            warnings.append(Warning(views: [], message: more == 1 ? "and 1 more warning like these" : "and \(more) more warnings like these"))
        }
        return warnings
    }

    /// Two siblings that share some area, the earlier in the tree first.
    private struct Overlap {
        let firstIndex: Int, secondIndex: Int
        let first: LayoutView, second: LayoutView
        let area: LayoutRect
    }

    /// Every pair of `siblings` that overlap by more than `tolerance` on both
    /// axes, in tree order: a sweep along x compares only views whose x ranges meet.
    private static func overlappingPairs(_ siblings: [(view: LayoutView, frame: LayoutRect)], tolerance: Double) -> [Overlap] {
        let order = siblings.indices
            .filter { siblings[$0].frame.isFinite && siblings[$0].frame.width > tolerance && siblings[$0].frame.height > tolerance }
            .sorted { (siblings[$0].frame.x, $0) < (siblings[$1].frame.x, $1) }
        var open: [Int] = []
        var pairs: [Overlap] = []
        for index in order {
            let frame = siblings[index].frame
            open.removeAll { siblings[$0].frame.x + siblings[$0].frame.width <= frame.x + tolerance }
            for other in open {
                let area = siblings[other].frame.intersection(frame)
                guard area.width > tolerance, area.height > tolerance else { continue }
                let (low, high) = (min(other, index), max(other, index))
                pairs.append(Overlap(firstIndex: low, secondIndex: high, first: siblings[low].view, second: siblings[high].view, area: area))
            }
            open.append(index)
        }
        return pairs.sorted { ($0.firstIndex, $0.secondIndex) < ($1.firstIndex, $1.secondIndex) }
    }

    private static func text(_ rect: LayoutRect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates `item` (or one of its guides) on `axis`.
    func mentions(_ item: LayoutItem, on axis: LayoutAxis) -> Bool {
        (firstItem === item && firstAttribute.axis == axis) || (secondItem === item && secondAttribute.axis == axis)
    }
}

extension LayoutRect {
    /// Whether every coordinate is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The area both rectangles cover (zero-sized when they do not meet).
    func intersection(_ other: LayoutRect) -> LayoutRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return LayoutRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }
}
