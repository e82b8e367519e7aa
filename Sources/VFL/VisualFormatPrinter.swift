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

    /// A group of constraints between the same two nodes that one connection writes.
    private struct Edge {
        let earlier: VisualFormatPiece.Node
        let later: VisualFormatPiece.Node
        let flavor: VisualFormatPiece.Flavor
        var constraints: [LayoutConstraint]
        var isUsed = false
    }

    /// A printer; it holds no state between calls.
    public init() {}

    /// Prints `constraints` as VFL. Deterministic: the same constraints in the
    /// same order give the same formats.
    public func print(_ constraints: [LayoutConstraint]) -> Output {
        var views: [ObjectIdentifier: LayoutView] = [:]
        var sizes: [(view: LayoutView, axis: LayoutAxis, constraints: [LayoutConstraint])] = []
        var edges: [Edge] = []
        var alignments: [(constraint: LayoutConstraint, first: LayoutView, second: LayoutView)] = []
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
            case .alignment(let first, let second, _):
                alignments.append((constraint, first, second))
            }
        }

        var chains = Self.chains(from: &edges)
        var alignmentUsed = Array(repeating: false, count: alignments.count)
        for index in chains.indices {
            Self.addAlignments(to: &chains[index], from: alignments, used: &alignmentUsed)
        }
        inexpressible += alignments.indices.filter { !alignmentUsed[$0] }.map { alignments[$0].constraint }

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
    /// grows backwards and forwards along unused edges of the same flavor,
    /// never visiting a node twice.
    private static func chains(from edges: inout [Edge]) -> [Chain] {
        var chains: [Chain] = []
        for start in edges.indices where !edges[start].isUsed {
            edges[start].isUsed = true
            let flavor = edges[start].flavor
            var chain = Chain(
                nodes: [edges[start].earlier, edges[start].later], connections: [edges[start].constraints],
                flavor: flavor, options: flavor.options)
            while let index = edges.firstIndex(where: {
                !$0.isUsed && $0.flavor == flavor && $0.later == chain.nodes[0] && !chain.nodes.contains($0.earlier)
            }) {
                edges[index].isUsed = true
                chain.nodes.insert(edges[index].earlier, at: 0)
                chain.connections.insert(edges[index].constraints, at: 0)
            }
            while let index = edges.firstIndex(where: {
                !$0.isUsed && $0.flavor == flavor && $0.earlier == chain.nodes.last && !chain.nodes.contains($0.later)
            }) {
                edges[index].isUsed = true
                chain.nodes.append(edges[index].later)
                chain.connections.append(edges[index].constraints)
            }
            chains.append(chain)
        }
        return chains
    }

    /// Adds an alignment option to `chain` for each attribute on the other axis
    /// for which every adjacent pair of its views has an unused alignment
    /// constraint. A left/right chain whose alignments run against it is
    /// reversed and written right-to-left, which lowers to the same connections.
    private static func addAlignments(
        to chain: inout Chain, from alignments: [(constraint: LayoutConstraint, first: LayoutView, second: LayoutView)],
        used: inout [Bool]
    ) {
        let viewIDs = chain.nodes.compactMap { node -> ObjectIdentifier? in
            if case .view(let id) = node { return id }
            return nil
        }
        guard viewIDs.count > 1 else { return }
        if chain.flavor == .leftRight, let first = viewIDs.first, let second = viewIDs.dropFirst().first,
           !alignments.contains(where: { ObjectIdentifier($0.first) == first && ObjectIdentifier($0.second) == second }),
           alignments.contains(where: { ObjectIdentifier($0.first) == second && ObjectIdentifier($0.second) == first })
        {
            chain = reversedRightToLeft(chain)
            return addAlignments(to: &chain, from: alignments, used: &used)
        }
        for attribute in LayoutFormatOptions.alignable where attribute.axis != chain.flavor.axis {
            var matches: [Int] = []
            for pair in zip(viewIDs, viewIDs.dropFirst()) {
                guard let match = alignments.indices.first(where: {
                    !used[$0] && !matches.contains($0) && alignments[$0].constraint.firstAttribute == attribute
                        && ObjectIdentifier(alignments[$0].first) == pair.0 && ObjectIdentifier(alignments[$0].second) == pair.1
                }) else { break }
                matches.append(match)
            }
            guard matches.count == viewIDs.count - 1 else { continue }
            for match in matches { used[match] = true }
            chain.options.formUnion(LayoutFormatOptions(aligningAll: attribute))
        }
    }

    /// `chain` written the other way round with `directionRightToLeft`: the
    /// same connections, read from the right.
    private static func reversedRightToLeft(_ chain: Chain) -> Chain {
        let nodes = chain.nodes.reversed().map { node -> VisualFormatPiece.Node in
            switch node {
            case .leadingSuperview(let id): return .trailingSuperview(id)
            case .trailingSuperview(let id): return .leadingSuperview(id)
            case .view: return node
            }
        }
        return Chain(
            nodes: nodes, connections: chain.connections.reversed(), flavor: chain.flavor,
            options: chain.options.subtracting(.directionMask).union(.directionRightToLeft))
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
