/// Distances inset from each absolute edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets of the given sizes, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Every inset zero.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// SnapKit's name for edge insets (on iOS it is `UIEdgeInsets`).
public typealias ConstraintInsets = EdgeInsets
