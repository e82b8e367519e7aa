/// A set of attributes the DSL constrains at once: one of the 20 single
/// attributes, or a composite such as `edges` (SnapKit's `ConstraintAttributes`).
///
/// Every static member is also a property of `make`, of `make.left` (to chain
/// `make.left.right`) and of `view.snp` (as a target), through dynamic member
/// lookup. `named` spells the same names once more, for readers and writers of
/// source code; a test checks the two lists agree.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(.left)
    public static let top = ConstraintAttributes(.top)
    public static let right = ConstraintAttributes(.right)
    public static let bottom = ConstraintAttributes(.bottom)
    public static let leading = ConstraintAttributes(.leading)
    public static let trailing = ConstraintAttributes(.trailing)
    public static let width = ConstraintAttributes(.width)
    public static let height = ConstraintAttributes(.height)
    public static let centerX = ConstraintAttributes(.centerX)
    public static let centerY = ConstraintAttributes(.centerY)
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)
    public static let leftMargin = ConstraintAttributes(.leftMargin)
    public static let rightMargin = ConstraintAttributes(.rightMargin)
    public static let topMargin = ConstraintAttributes(.topMargin)
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Every attribute and composite by its SnapKit name, singles first in
    /// raw-value order, then the composites.
    public static let named: [(name: String, attributes: ConstraintAttributes)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("width", .width), ("height", .height), ("centerX", .centerX), ("centerY", .centerY),
        ("lastBaseline", .lastBaseline), ("firstBaseline", .firstBaseline), ("leftMargin", .leftMargin),
        ("rightMargin", .rightMargin), ("topMargin", .topMargin), ("bottomMargin", .bottomMargin),
        ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
        ("centerXWithinMargins", .centerXWithinMargins), ("centerYWithinMargins", .centerYWithinMargins),
        ("edges", .edges), ("horizontalEdges", .horizontalEdges), ("verticalEdges", .verticalEdges),
        ("directionalEdges", .directionalEdges), ("directionalHorizontalEdges", .directionalHorizontalEdges),
        ("directionalVerticalEdges", .directionalVerticalEdges), ("size", .size), ("center", .center),
        ("margins", .margins), ("directionalMargins", .directionalMargins), ("centerWithinMargins", .centerWithinMargins),
    ]

    /// The attribute or composite SnapKit calls `name`.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.attributes
    }

    /// The single attribute `attribute`.
    public init(_ attribute: LayoutAttribute) {
        self.init(rawValue: attribute == .notAnAttribute ? 0 : 1 << UInt32(attribute.rawValue))
    }

    /// SnapKit's expansion order: left, top, right, bottom, leading, trailing,
    /// width, height, centerX, centerY, lastBaseline, firstBaseline, then the
    /// margins in raw-value order. So `edges` is left, top, right, bottom and
    /// `directionalEdges` is top, bottom, leading, trailing.
    private static let expansionOrder: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// The single attributes in the set, in SnapKit's expansion order.
    public var layoutAttributes: [LayoutAttribute] {
        Self.expansionOrder.filter { contains(ConstraintAttributes($0)) }
    }

    // MARK: Composites that pair one to one

    /// SnapKit's composites whose attributes correspond one to one across the
    /// pair, edge to margin: `make.edges.equalTo(other.snp.margins)` relates
    /// `left` to `leftMargin`, and so on. The one table of this pairing, read
    /// both ways.
    static let marginPairs: [(edges: ConstraintAttributes, margins: ConstraintAttributes)] = [
        (.edges, .margins), (.directionalEdges, .directionalMargins),
    ]

    /// Whether the chain's attributes `self` may be related to `target`'s: a
    /// whole item or one attribute, the same set, or a pair of `marginPairs`.
    func canPair(with target: ConstraintAttributes) -> Bool {
        target.layoutAttributes.count <= 1 || target == self || isMarginPair(with: target)
    }

    /// The attribute of `target` that `attribute` of `self` relates to when
    /// the two form a pair of `marginPairs`; `nil` otherwise.
    func counterpart(of attribute: LayoutAttribute, in target: ConstraintAttributes) -> LayoutAttribute? {
        guard isMarginPair(with: target) else { return nil }
        return Self.marginPairs.contains { $0.edges == self } ? attribute.marginCounterpart : attribute.edgeCounterpart
    }

    private func isMarginPair(with target: ConstraintAttributes) -> Bool {
        Self.marginPairs.contains { ($0.edges == self && $0.margins == target) || ($0.margins == self && $0.edges == target) }
    }
}
