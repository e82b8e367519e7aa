import Constraints

/// Apple's `NSLayoutFormatOptions`, with Apple's names and raw values: which
/// edges to align the views of a format on, which way `H:` runs, and how `V:`
/// measures space.
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = LayoutFormatOptions(aligningAll: .left)
    public static let alignAllRight = LayoutFormatOptions(aligningAll: .right)
    public static let alignAllTop = LayoutFormatOptions(aligningAll: .top)
    public static let alignAllBottom = LayoutFormatOptions(aligningAll: .bottom)
    public static let alignAllLeading = LayoutFormatOptions(aligningAll: .leading)
    public static let alignAllTrailing = LayoutFormatOptions(aligningAll: .trailing)
    public static let alignAllCenterX = LayoutFormatOptions(aligningAll: .centerX)
    public static let alignAllCenterY = LayoutFormatOptions(aligningAll: .centerY)
    public static let alignAllLastBaseline = LayoutFormatOptions(aligningAll: .lastBaseline)
    public static let alignAllFirstBaseline = LayoutFormatOptions(aligningAll: .firstBaseline)
    /// Apple's older name for `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignmentMask = LayoutFormatOptions(rawValue: 0xFFFF)

    /// Leading to trailing (the default, raw value 0).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
    public static let directionMask = LayoutFormatOptions(rawValue: 3 << 16)

    /// Edge to edge (the default, raw value 0).
    public static let spacingEdgeToEdge = LayoutFormatOptions([])
    public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)
    public static let spacingMask = LayoutFormatOptions(rawValue: 1 << 19)

    /// The attributes the alignment options name, in ascending raw value.
    public var alignmentAttributes: [LayoutAttribute] {
        Self.alignable.filter { contains(LayoutFormatOptions(aligningAll: $0)) }
    }

    /// Every named option, with and without Apple's `NSLayoutFormat` prefix, by name.
    public static let named: [(name: String, option: LayoutFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Looks an option up by Apple's name: `alignAllTop` or `NSLayoutFormatAlignAllTop`.
    public init?(name: String) {
        var key = name
        if key.hasPrefix("NSLayoutFormat") {
            key = String(key.dropFirst("NSLayoutFormat".count))
            guard let first = key.first else { return nil }
            key = first.lowercased() + key.dropFirst()
        }
        guard let entry = Self.named.first(where: { $0.name == key }) else { return nil }
        self = entry.option
    }
}
