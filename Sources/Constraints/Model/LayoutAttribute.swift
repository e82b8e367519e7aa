/// A part of a view's or layout guide's frame that a constraint can relate,
/// with Apple's names and Apple's raw values (`NSLayoutAttribute`).
public enum LayoutAttribute: Int, CaseIterable, Sendable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20

    /// Apple's spelling, indexed by raw value.
    private static let names = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing",
        "width", "height", "centerX", "centerY", "lastBaseline", "firstBaseline",
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// Looks an attribute up by Apple's name (`"leading"`, `"centerYWithinMargins"`).
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: index)
    }

    /// Looks an attribute up by a name source code spells it with: Apple's,
    /// and `baseline`, the old name of the last baseline (Objective-C's
    /// `NSLayoutAttributeBaseline`, Swift 2's `.Baseline`, Masonry's
    /// `mas_baseline`, Interface Builder's `baseline`).
    public init?(sourceName name: String) {
        self.init(name: name == "baseline" ? Self.lastBaseline.name : name)
    }

    /// Apple's name of the attribute, as used in canonical constraint text.
    public var name: String { Self.names[rawValue] }

    public var description: String { name }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute:
            return nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Whether the attribute is a length (width or height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a location on its axis (an edge, center, baseline or margin).
    public var isPosition: Bool { self != .notAnAttribute && !isSize }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is an absolute horizontal edge (left/right and their margins).
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// The margin attribute paired with an edge (left → leftMargin); other attributes are returned unchanged.
    public var marginCounterpart: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return self
        }
    }

    /// The edge attribute paired with a margin (leftMargin → left); other attributes are returned unchanged.
    public var edgeCounterpart: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        default: return self
        }
    }
}
