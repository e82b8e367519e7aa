@_spi(Readers) import Constraints

/// What part of a VFL format a constraint can be written as, if any: the
/// printer's classification of model constraints.
enum VisualFormatPiece {
    /// One end of a connection: a view, or the superview `|` stands for at the
    /// start or the end of a format.
    enum Node: Hashable {
        case view(ObjectIdentifier)
        case leadingSuperview(ObjectIdentifier)
        case trailingSuperview(ObjectIdentifier)
    }

    /// Which attributes a connection relates, and so which options its format needs.
    enum Flavor: Hashable {
        /// `leading`/`trailing`, the default for `H:`.
        case leadingTrailing
        /// `left`/`right`: `H:` with `directionLeftToRight`.
        case leftRight
        /// `top`/`bottom`: `V:`.
        case topBottom
        /// `firstBaseline`/`lastBaseline` between views: `V:` with `spacingBaselineToBaseline`.
        case baselines

        var axis: LayoutAxis { self == .leadingTrailing || self == .leftRight ? .horizontal : .vertical }

        var options: LayoutFormatOptions {
            switch self {
            case .leadingTrailing, .topBottom: return []
            case .leftRight: return .directionLeftToRight
            case .baselines: return .spacingBaselineToBaseline
            }
        }

        /// The attributes a connection of this flavor relates: a view's near
        /// edge (as the later item) and far edge (as the earlier item), and
        /// the superview's, which under baselines stay its top and bottom.
        var edges: (viewNear: LayoutAttribute, viewFar: LayoutAttribute, superviewNear: LayoutAttribute, superviewFar: LayoutAttribute) {
            switch self {
            case .leadingTrailing: return (.leading, .trailing, .leading, .trailing)
            case .leftRight: return (.left, .right, .left, .right)
            case .topBottom: return (.top, .bottom, .top, .bottom)
            case .baselines: return (.firstBaseline, .lastBaseline, .top, .bottom)
            }
        }
    }

    /// `[view(…)]` predicate: `view.width REL constant` or `view.width REL other.width`.
    case size(view: LayoutView, axis: LayoutAxis)
    /// A connection from `earlier` to `later` along the flavor's axis.
    case connection(earlier: Node, later: Node, flavor: Flavor)
    /// `a.attribute == b.attribute`, printable as an alignment option when `a`
    /// and `b` are adjacent in a format on the other axis.
    case alignment(first: LayoutView, second: LayoutView, attribute: LayoutAttribute)

    /// Classifies `constraint`, or returns `nil` when VFL cannot write it.
    init?(_ constraint: LayoutConstraint) {
        guard constraint.multiplier == 1, constraint.symbolicMultiplier == nil,
              constraint.constant.expression == nil || constraint.constant.points != nil
                || constraint.constant.visualFormatMetric != nil,
              let first = constraint.firstItem as? LayoutView,
              VisualFormatPiece.isVisualFormatName(first.name)
        else { return nil }
        let secondView = constraint.secondItem as? LayoutView
        if let secondView, !VisualFormatPiece.isVisualFormatName(secondView.name) { return nil }
        if constraint.secondItem != nil, secondView == nil { return nil }

        if constraint.firstAttribute.isSize {
            guard let axis = constraint.firstAttribute.axis, !constraint.constant.isStandardSpacing else { return nil }
            if secondView != nil, constraint.secondAttribute != constraint.firstAttribute || constraint.constant != 0 {
                return nil
            }
            self = .size(view: first, axis: axis)
            return
        }
        guard let second = secondView else { return nil }
        if let piece = Self.connection(constraint, first: first, second: second) {
            self = piece
            return
        }
        if constraint.firstAttribute == constraint.secondAttribute, constraint.relation == .equal,
           constraint.constant == 0, constraint.priority.isRequired,
           LayoutFormatOptions.alignable.contains(constraint.firstAttribute)
        {
            self = .alignment(first: first, second: second, attribute: constraint.firstAttribute)
            return
        }
        return nil
    }

    /// The connection shapes lowering produces: `L.lead REL E.trail + c`,
    /// `L.lead REL S.lead + c` and `S.trail REL E.trail + c`, where `S` is the
    /// other view's superview.
    private static func connection(_ constraint: LayoutConstraint, first: LayoutView, second: LayoutView) -> VisualFormatPiece? {
        if constraint.constant.isStandardSpacing, constraint.relation != .equal || !constraint.priority.isRequired {
            return nil
        }
        let id: (LayoutView) -> ObjectIdentifier = { ObjectIdentifier($0) }
        let attributes = (constraint.firstAttribute, constraint.secondAttribute)
        for flavor in [Flavor.leadingTrailing, .leftRight, .topBottom, .baselines] {
            let edges = flavor.edges
            if attributes == (edges.viewNear, edges.viewFar) {
                return .connection(earlier: .view(id(second)), later: .view(id(first)), flavor: flavor)
            }
            if attributes == (edges.viewNear, edges.superviewNear), first.superview === second {
                return .connection(earlier: .leadingSuperview(id(second)), later: .view(id(first)), flavor: flavor)
            }
            if attributes == (edges.superviewFar, edges.viewFar), second.superview === first {
                return .connection(earlier: .view(id(second)), later: .trailingSuperview(id(first)), flavor: flavor)
            }
        }
        return nil
    }

    /// Whether `name` is a VFL view name: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isVisualFormatName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first.isNameStart else { return false }
        return name.utf8.allSatisfy { $0.isNameStart || $0.isDigit }
    }
}

extension LayoutConstant {
    /// The metric VFL can write for this constant: an expression that is one
    /// metric with a VFL name (`padding`), nothing added or multiplied.
    var visualFormatMetric: String? {
        guard case .expression(let expression) = self, expression.constant == 0, expression.terms.count == 1,
              expression.terms[0].coefficient == 1, VisualFormatPiece.isVisualFormatName(expression.terms[0].name)
        else { return nil }
        return expression.terms[0].name
    }
}

extension LayoutFormatOptions {
    /// The attributes an alignment option can name, in ascending raw value.
    static let alignable: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
    ]

    /// The alignment option for `attribute`.
    init(aligningAll attribute: LayoutAttribute) {
        self.init(rawValue: 1 << UInt(attribute.rawValue))
    }
}
