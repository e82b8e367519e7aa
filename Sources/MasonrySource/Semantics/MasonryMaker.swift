@_spi(Readers) import Constraints

/// Masonry's semantics, written once (its `MASConstraintMaker`): runs the
/// chains of one block on a view and makes the constraints Masonry installs,
/// in its order. It differs from SnapKit's (the package's DSL) where Masonry does:
///
/// - a chain is a list, not a set: `make.top.left` is top then left, and
///   `edges` is left, right, top, bottom; duplicates are kept;
/// - every step acts at once on each constraint of the chain, keyed on its
///   left-hand attribute: the last constant wins, and a value that does not
///   reach an attribute (insets on centerX, a size on left) leaves its
///   constant as it was;
/// - a constant target, or no relation at all (`make.height.offset(44)`),
///   relates to the superview's same attribute (centerX to centerX), or, for
///   a width or height, to nothing;
/// - `equalTo(@[a, b])` makes one constraint per element.
///
/// What Masonry would assert on (an attribute after the relation, a second
/// relation) is an error, and the chain makes nothing.
struct MasonryMaker {
    /// The view constrained.
    let view: LayoutView
    /// Each chain's node and where the chain is, in order.
    private(set) var chains: [(node: MasonryNode, location: SourceRange)] = []
    /// What Masonry would assert on, or UIKit refuse.
    private(set) var diagnostics: [Diagnostic] = []

    init(view: LayoutView) {
        self.view = view
    }

    /// Runs one chain's steps.
    mutating func run(_ chain: MasonryChain) {
        var node: MasonryNode?
        var isRelated = false
        for step in chain.steps {
            switch step {
            case .attributes(let attributes, let composite):
                let nodes = attributes.map { MasonryNode.leaf(MasonryViewConstraint($0)) }
                switch node {
                case nil:
                    node = composite ? .composite(nodes) : nodes.first
                case .leaf(let leaf)? where !isRelated:
                    node = .composite([.leaf(leaf)] + nodes)
                case .composite(let children)? where !isRelated:
                    node = .composite(children + nodes)
                default:
                    return fail(.attributeAfterRelation, at: chain.location)
                }
            case .relation(let relation, let targets, let isArray):
                guard let current = node, !isRelated else {
                    return fail(.secondRelation, at: chain.location)
                }
                node = current.relating(relation, to: targets, isArray: isArray)
                isRelated = true
            case .key(let key):
                node?.setKey(key)
            default:
                for leaf in node?.leaves ?? [] { leaf.apply(step) }
            }
        }
        if let node { chains.append((node, chain.location)) }
    }

    private mutating func fail(_ message: MasonryDiagnostic, at location: SourceRange) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// The constraints Masonry installs for the chains run, in order, each
    /// with where its chain is: a view constraint with no second item is
    /// related to the superview's same attribute (a width or height to
    /// nothing). One Apple rejects, or of a view without a superview, is left
    /// out and reported.
    mutating func constraints() -> [(constraint: LayoutConstraint, location: SourceRange)] {
        var made: [(LayoutConstraint, SourceRange)] = []
        for (node, location) in chains {
            for leaf in node.leaves {
                var second = leaf.second
                if second == nil, !leaf.firstAttribute.isSize {
                    guard let superview = view.superview else {
                        diagnostics.append(Diagnostic(
                            MasonryDiagnostic.noSuperview(view: view.name, attribute: "\(leaf.firstAttribute)"), at: location))
                        continue
                    }
                    second = (superview, leaf.firstAttribute)
                }
                do {
                    made.append((try LayoutConstraint(
                        item: view, attribute: leaf.firstAttribute, relatedBy: leaf.relation, toItem: second?.item,
                        attribute: second?.attribute ?? .notAnAttribute,
                        symbolicMultiplier: second == nil ? nil : leaf.multiplier, constant: LayoutConstant(leaf.constant),
                        priority: LayoutPriority(leaf.priority), identifier: leaf.key, origin: .sourceCode(location)), location))
                } catch {
                    let refused = MasonryDiagnostic.refused(
                        first: "\(view.name).\(leaf.firstAttribute)", second: second.map { "\($0.item.name).\($0.attribute)" },
                        reason: "\(error)")
                    diagnostics.append(Diagnostic(refused, at: location))
                }
            }
        }
        return made
    }
}
