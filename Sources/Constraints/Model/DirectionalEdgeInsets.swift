/// Distances inset from each edge, with leading and trailing instead of left and
/// right, as UIKit's `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Insets of the given sizes, in points.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Every inset zero.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// SnapKit's name for directional insets (on iOS it is `NSDirectionalEdgeInsets`).
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
