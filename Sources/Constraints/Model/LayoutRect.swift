/// A rectangle in points, platform-free (`CGRect` without CoreGraphics).
public struct LayoutRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle with its origin at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle with each edge moved inwards by `insets`.
    public func inset(by insets: EdgeInsets) -> LayoutRect {
        LayoutRect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle with its origin measured from the other horizontal edge of a superview `height` tall:
    /// from the bottom left for one measured from the top left (AppKit's unflipped coordinates), and back.
    public func flippedVertically(within height: Double) -> LayoutRect {
        LayoutRect(x: x, y: height - y - self.height, width: width, height: self.height)
    }
}
