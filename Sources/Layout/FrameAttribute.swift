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
}
