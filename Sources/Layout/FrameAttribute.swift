import Constraints

/// One of the four numbers of an item's frame, as the layout engine solves
/// them: what an ambiguous layout leaves undetermined.
public enum FrameAttribute: CaseIterable, Sendable, CustomStringConvertible {
    case x
    case y
    case width
    case height

    /// `x`, `y`, `width` or `height`.
    public var name: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        }
    }

    public var description: String { name }

    /// The axis the number lies along.
    public var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }

    /// Whether it is a width or height rather than a position.
    public var isSize: Bool { self == .width || self == .height }
}
