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
}
