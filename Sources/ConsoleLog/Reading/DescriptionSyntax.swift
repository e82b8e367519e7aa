@_spi(Readers) import Constraints

/// One constraint description as written, before its items are bound to
/// objects (the D, N and B rules of the log grammar): the parts of
/// `<Class:0xADDR h=--& v=--& 'identifier' BODY priority:N   (active, names: …)>`.
struct DescriptionSyntax {
    /// The bytes of the whole description (`<` to `>`) in its text.
    var range: Range<Int>
    /// The class of the constraint: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    var constraintClass: String
    /// The constraint's address, lower-case, or `nil` when a SnapKit label or Masonry key stands in its place.
    var address: String?
    /// The SnapKit label or Masonry key that stands in place of the address.
    var key: String?
    /// Where SnapKit made the constraint (`BackupWordsController.swift#61`).
    var sourceLocation: String?
    /// The autoresizing mask the codes `h=--& v=-&-` describe.
    var autoresizingMask: AutoresizingMask?
    /// The constraint's identifier (`'UIView-Encapsulated-Layout-Height'`).
    var identifier: String?
    /// What the constraint says.
    var body: Body
    /// `priority:N`, `@N` or `^N`: the priority, when not required.
    var priority: Float?
    /// `Hug:h CompressionResistance:r` of a content-size constraint.
    var contentSize: (hugging: Float, compressionResistance: Float)?
    /// `(active)`, `(inactive)`, or nothing said.
    var state: ActivationState = .unknown
    /// What `'|'` stands for in the names suffix.
    var superview: ItemSyntax?
    /// Debug names bound to addresses by the names suffix (`multilineLabel:0x1034298f0`), in order.
    var namedAddresses: [(name: String, address: String)] = []
    /// The damage read through, in words, for a warning.
    var repairs: [String] = []

    /// Records damage read through, once each.
    mutating func noteRepair(_ repair: String) {
        if !repairs.contains(repair) { repairs.append(repair) }
    }

    /// The bodies a description can have.
    enum Body {
        /// `A.attr REL [m*]B.attr [* m] [± c] [NSSpace(n)]` or `A.attr REL c`.
        case equation(EquationSyntax)
        /// `H:|-(20)-[A]`, `V:[A]-(8)-[B]`, `H:[A(320)]`, …
        case visualFormat(VisualFormatSyntax)
    }
}

/// What a description says about its constraint's activation (D7, D9).
public enum ActivationState: String, Sendable {
    /// `(active)`: installed in the layout engine.
    case active
    /// `(inactive)`: not installed.
    case inactive
    /// No suffix: older systems, SnapKit and Masonry do not say.
    case unknown
}

/// A term `item.attribute` of an equation body.
struct TermSyntax {
    var item: ItemSyntax
    var attribute: LayoutAttribute
    /// Whether the attribute was written as a frame coordinate (`minX`, `midY` …),
    /// which UIKit measures in the superview's coordinates.
    var isFrameCoordinate: Bool
}

/// An equation body (B1–B5).
struct EquationSyntax {
    var first: TermSyntax
    var relation: LayoutRelation
    var second: TermSyntax?
    var multiplier: Double
    var constant: LayoutConstant
    /// The points of a trailing `NSSpace(n)` or `NSLayoutAnchorConstraintSpace(n)` term.
    var systemSpacing: Double?
}

/// A predicate of a VFL-like body: `==20`, `>=NSSpace(8)`, `137@251` (B10).
struct PredicateSyntax: Equatable {
    var relation: LayoutRelation
    var value: Double
    /// Whether the value was printed as `NSSpace(n)` or `NSLayoutAnchorConstraintSpace(n)`.
    var isSystemSpacing: Bool
    var priority: Double?
}

/// A VFL-like body (B6–B11): one connection or one size predicate.
struct VisualFormatSyntax {
    /// A view in brackets, with the predicate in parentheses after its item.
    struct View {
        var item: ItemSyntax
        var size: PredicateSyntax?
        /// The connection from the view before it.
        var connectionBefore: PredicateSyntax?
    }

    /// `H:` or `V:`.
    var axis: LayoutAxis
    /// The connection from a leading `|` to the first view, when there is one.
    var leadingConnection: PredicateSyntax?
    var views: [View]
    /// The connection from the last view to a trailing `|`, when there is one.
    var trailingConnection: PredicateSyntax?
    /// `(LTR)` or `(RTL)`: the constraint uses left and right.
    var direction: LayoutDirectionMark?
}

/// `(LTR)` and `(RTL)` after a horizontal VFL-like body (B11, S5).
enum LayoutDirectionMark: String {
    case leftToRight = "LTR"
    case rightToLeft = "RTL"
}

/// Why a description could not be read (the reason says what was expected
/// there) and where (bytes of its text); with the constraint's head when it
/// was read, so that a cut description can still be matched by its address.
struct DescriptionFailure: Error {
    var reason: ConsoleLogDiagnostic.Unreadable
    var range: Range<Int>
    var constraintClass: String?
    var address: String?
}
