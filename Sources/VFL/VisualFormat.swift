import Constraints

/// The syntax tree of one VFL format string, with the UTF-8 range of every
/// node, before any name is resolved: `parse` needs no views or metrics.
///
/// `H:|-50-[purpleBox]-50-|` is an orientation, a leading superview, one view
/// whose `connectionBefore` is `-50-`, a trailing connection `-50-` and a
/// trailing superview.
public struct VisualFormat: Sendable, Equatable {
    /// The format string.
    public var text: String
    /// `H` (the default) or `V`.
    public var axis: LayoutAxis
    /// The range of `H:`/`V:`, or `nil` when the orientation was left out.
    public var orientationRange: Range<Int>?
    /// The range of a leading `|`.
    public var leadingSuperview: Range<Int>?
    /// The views in order; each carries the connection written before it.
    public var views: [View]
    /// The connection before a trailing `|`.
    public var trailingConnection: Connection?
    /// The range of a trailing `|`.
    public var trailingSuperview: Range<Int>?

    /// `[name(predicates)]`.
    public struct View: Sendable, Equatable {
        public var name: Name
        /// The size predicates inside the parentheses, in order.
        public var predicates: [Predicate]
        /// The connection from the previous view, or from the leading `|`.
        public var connectionBefore: Connection?
        /// From `[` to `]` inclusive.
        public var range: Range<Int>
        /// False only in the partial tree of a format that failed inside this view.
        public var isComplete: Bool
    }

    /// A view, metric or connection name with its range.
    public struct Name: Sendable, Equatable {
        public var text: String
        public var range: Range<Int>
    }

    /// The space between two neighbours.
    public struct Connection: Sendable, Equatable {
        /// What lies between the neighbours.
        public enum Kind: Sendable, Equatable {
            /// No dash: the neighbours touch (`[a][b]`).
            case flush
            /// A lone dash: the standard space (`[a]-[b]`).
            case standard
            /// `-10-`, `-(>=10,<=20)-`, `-m@500-`.
            case predicates([Predicate])
        }

        public var kind: Kind
        /// From the first dash to the last, or an empty range where the neighbours touch.
        public var range: Range<Int>
    }

    /// `[relation] object [@priority]`.
    public struct Predicate: Sendable, Equatable {
        public var relation: LayoutRelation
        /// What the predicate relates to: a number, a metric, or (in a view) another view.
        public var object: Operand
        public var priority: Operand?
        public var range: Range<Int>
    }

    /// A number or a name; names are resolved to metrics or views when lowering.
    public enum Operand: Sendable, Equatable {
        case number(Double, range: Range<Int>)
        case name(Name)

        public var range: Range<Int> {
            switch self {
            case .number(_, let range): return range
            case .name(let name): return name.range
            }
        }
    }
}
