import Constraints

/// Writes model constraints, from any source, back as VFL: a small set of
/// format strings (each with the options it needs) whose lowering gives back
/// exactly the constraints VFL can express, and the list of those it cannot
/// (multipliers other than 1, centers, cross-axis pairs, aspect ratios,
/// standard spaces with a relation or priority, non-VFL names, constants over
/// metrics other than one metric with a VFL name, …). A metric is printed by
/// its name, as VFL writes it (`-padding-`).
public struct VisualFormatPrinter {
    /// One printed format and the options to lower it with.
    public struct Format: Equatable, Sendable, CustomStringConvertible {
        public var text: String
        public var options: LayoutFormatOptions

        public var description: String {
            let names = LayoutFormatOptions.named.filter { !$0.option.isEmpty && options.contains($0.option) }.map(\.name)
            let unique = names.filter { $0 != "alignAllBaseline" }
            return unique.isEmpty ? text : "\(text)  [options: \(unique.joined(separator: ", "))]"
        }
    }

    /// What the printer made of a set of constraints.
    public struct Output {
        /// The formats, in the order their first constraint appeared.
        public var formats: [Format]
        /// The constraints no format expresses, in their original order.
        public var inexpressible: [LayoutConstraint]
    }

    /// A run of nodes joined by connections, each connection a list of constraints.
    private struct Chain {
        var nodes: [VisualFormatPiece.Node]
        var connections: [[LayoutConstraint]]
        let flavor: VisualFormatPiece.Flavor
        var options: LayoutFormatOptions
    }

    /// A group of constraints between the same two nodes that one connection
    /// writes, with the alignments (one per attribute) it carries between two views.
    private struct Edge {
        let earlier: VisualFormatPiece.Node
        let later: VisualFormatPiece.Node
        let flavor: VisualFormatPiece.Flavor
        var constraints: [LayoutConstraint]
        var alignments = LayoutFormatOptions()
        var isUsed = false

        /// Whether both ends are views, so that alignment options apply to it.
        var isBetweenViews: Bool {
            if case .view = earlier, case .view = later { return true }
            return false
        }
    }

    /// A printer; it holds no state between calls.
    public init() {}

    /// Prints `constraints` as VFL. Deterministic: the same constraints in the
    /// same order give the same formats.
    public func print(_ constraints: [LayoutConstraint]) -> Output {
        var views: [ObjectIdentifier: LayoutView] = [:]
        var sizes: [(view: LayoutView, axis: LayoutAxis, constraints: [LayoutConstraint])] = []
        var edges: [Edge] = []
        var alignments: [Alignment] = []
        var inexpressible: [LayoutConstraint] = []

        for constraint in constraints {
            guard let piece = VisualFormatPiece(constraint) else {
                inexpressible.append(constraint)
                continue
            }
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = item as? LayoutView { views[ObjectIdentifier(view)] = view }
            }
            switch piece {
            case .size(let view, let axis):
                if let index = sizes.firstIndex(where: { $0.view === view && $0.axis == axis }) {
                    sizes[index].constraints.append(constraint)
                } else {
                    sizes.append((view, axis, [constraint]))
                }
            case .connection(let earlier, let later, let flavor):
                let standard = constraint.constant.isStandardSpacing
                if !standard, let index = edges.firstIndex(where: {
                    $0.earlier == earlier && $0.later == later && $0.flavor == flavor
                        && !$0.constraints[0].constant.isStandardSpacing
                }) {
                    edges[index].constraints.append(constraint)
                } else {
                    edges.append(Edge(earlier: earlier, later: later, flavor: flavor, constraints: [constraint]))
                }
            case .alignment(let first, let second, let attribute):
                alignments.append((constraint, first, second, attribute))
            }
        }
        for alignment in alignments where !Self.attach(alignment, to: &edges) {
            inexpressible.append(alignment.constraint)
        }

        let chains = Self.chains(from: &edges)

        var printedSizes: Set<SizeKey> = []
        var formats: [Format] = []
        for chain in chains {
            var text = chain.flavor.axis == .vertical ? "V:" : ""
            for (position, node) in chain.nodes.enumerated() {
                if position > 0 { text += Self.connectionText(chain.connections[position - 1]) }
                switch node {
                case .leadingSuperview, .trailingSuperview:
                    text += "|"
                case .view(let id):
                    guard let view = views[id] else { continue }
                    let size = sizes.first { $0.view === view && $0.axis == chain.flavor.axis }
                    let printSize = size != nil && printedSizes.insert(SizeKey(view, chain.flavor.axis)).inserted
                    text += Self.viewText(view, sizes: printSize ? size?.constraints ?? [] : [])
                }
            }
            formats.append(Format(text: text, options: chain.options))
        }
        for size in sizes where !printedSizes.contains(SizeKey(size.view, size.axis)) {
            let prefix = size.axis == .vertical ? "V:" : ""
            formats.append(Format(text: prefix + Self.viewText(size.view, sizes: size.constraints), options: []))
        }
        // The same constraint may be passed twice; its first position counts.
        let originalOrder = Dictionary(constraints.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: min)
        inexpressible.sort { (originalOrder[ObjectIdentifier($0)] ?? 0) < (originalOrder[ObjectIdentifier($1)] ?? 0) }
        return Output(formats: formats, inexpressible: inexpressible)
    }

    // MARK: Chains

    /// Covers the edges with chains: each starts at the first unused edge and
    /// grows backwards and forwards along unused edges of the same flavor and,
    /// between views, the same alignments, never visiting a node twice.
    private static func chains(from edges: inout [Edge]) -> [Chain] {
        var chains: [Chain] = []
        for start in edges.indices where !edges[start].isUsed {
            edges[start].isUsed = true
            let flavor = edges[start].flavor
            var chain = Chain(
                nodes: [edges[start].earlier, edges[start].later], connections: [edges[start].constraints],
                flavor: flavor, options: flavor.options)
            // A format aligns every pair of views alike, so its edges between views must align alike.
            var alignments: LayoutFormatOptions? = edges[start].isBetweenViews ? edges[start].alignments : nil
            func fits(_ edge: Edge) -> Bool {
                !edge.isUsed && edge.flavor == flavor
                    && (!edge.isBetweenViews || alignments == nil || alignments == edge.alignments)
            }
            func take(_ index: Int) {
                edges[index].isUsed = true
                if edges[index].isBetweenViews { alignments = edges[index].alignments }
            }
            while let index = edges.firstIndex(where: {
                $0.later == chain.nodes[0] && !chain.nodes.contains($0.earlier) && fits($0)
            }) {
                take(index)
                chain.nodes.insert(edges[index].earlier, at: 0)
                chain.connections.insert(edges[index].constraints, at: 0)
            }
            while let index = edges.firstIndex(where: {
                $0.earlier == chain.nodes.last && !chain.nodes.contains($0.later) && fits($0)
            }) {
                take(index)
                chain.nodes.append(edges[index].later)
                chain.connections.append(edges[index].constraints)
            }
            chain.options.formUnion(alignments ?? [])
            chains.append(chain)
        }
        return chains
    }

    /// An alignment constraint `first.attribute == second.attribute`.
    private typealias Alignment = (constraint: LayoutConstraint, first: LayoutView, second: LayoutView, attribute: LayoutAttribute)

    /// Gives `alignment` to a connection from `first` to `second` on the
    /// other axis that does not align that attribute yet, splitting a
    /// constraint off a connection that has several when each already does
    /// (a pair written twice in one format aligns twice). In VFL an alignment
    /// exists only with its connection: false when there is none to give it to.
    /// (Right-to-left formats swap both the connection's and the alignment's
    /// items, so their constraints read as a left-to-right chain's.)
    private static func attach(_ alignment: Alignment, to edges: inout [Edge]) -> Bool {
        let option = LayoutFormatOptions(aligningAll: alignment.attribute)
        let ends = (VisualFormatPiece.Node.view(ObjectIdentifier(alignment.first)), VisualFormatPiece.Node.view(ObjectIdentifier(alignment.second)))
        let candidates = edges.indices.filter {
            edges[$0].earlier == ends.0 && edges[$0].later == ends.1 && edges[$0].flavor.axis != alignment.attribute.axis
        }
        if let index = candidates.first(where: { !edges[$0].alignments.contains(option) }) {
            edges[index].alignments.insert(option)
            return true
        }
        guard let index = candidates.first(where: { edges[$0].constraints.count > 1 }) else { return false }
        let moved = edges[index].constraints.removeLast()
        edges.append(Edge(earlier: ends.0, later: ends.1, flavor: edges[index].flavor, constraints: [moved], alignments: option))
        return true
    }

    // MARK: Text

    /// A view on one axis, to print each view's size predicates once per axis.
    private struct SizeKey: Hashable {
        let view: ObjectIdentifier
        let axis: LayoutAxis

        init(_ view: LayoutView, _ axis: LayoutAxis) {
            self.view = ObjectIdentifier(view)
            self.axis = axis
        }
    }

    /// `[name]` or `[name(p1,p2)]`.
    private static func viewText(_ view: LayoutView, sizes: [LayoutConstraint]) -> String {
        guard !sizes.isEmpty else { return "[\(view.name)]" }
        return "[\(view.name)(" + sizes.map { predicateText($0) }.joined(separator: ",") + ")]"
    }

    /// `` (touching), `-` (standard), `-10-`, or `-(>=8,<=20@750)-`.
    private static func connectionText(_ constraints: [LayoutConstraint]) -> String {
        if constraints.count == 1, let only = constraints.first, only.relation == .equal, only.priority.isRequired {
            switch only.constant {
            case .standardSpacing: return "-"
            case .points(0): return ""
            case .points(let value) where value > 0: return "-\(CanonicalNumber.text(for: value))-"
            case .points: break
            case .expression: return "-\(only.constant.visualFormatMetric ?? "")-"
            }
        }
        return "-(" + constraints.map { predicateText($0) }.joined(separator: ",") + ")-"
    }

    /// `[relation]object[@priority]`, `==` left out.
    private static func predicateText(_ constraint: LayoutConstraint) -> String {
        var text = constraint.relation == .equal ? "" : constraint.relation.symbol
        if constraint.secondAttribute.isSize, let other = constraint.secondItem {
            text += other.name
        } else {
            text += constraint.constant.visualFormatMetric ?? CanonicalNumber.text(for: constraint.constant.points ?? 0)
        }
        if !constraint.priority.isRequired { text += "@\(constraint.priority)" }
        return text
    }
}
