/// A width and a height in points, platform-free (`CGSize` without CoreGraphics).
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size of the given axis.
    public subscript(axis: LayoutAxis) -> Double {
        axis == .horizontal ? width : height
    }

    public static let zero = LayoutSize(width: 0, height: 0)
}
