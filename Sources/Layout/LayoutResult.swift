import Constraints

/// What a layout pass found: frames, the required constraints it had to
/// break, and the items whose position or size the constraints leave open.
public struct LayoutResult {
    /// A required rule that could not hold, left out as UIKit does ("Will
    /// attempt to recover by breaking constraint"), with a minimal set of rules
    /// it conflicts with: without any one of them it could have held.
    public struct BrokenRule {
        public let rule: LayoutRule
        public let conflictsWith: [LayoutRule]
    }

    /// An item with undetermined geometry, as UIKit's `hasAmbiguousLayout`.
    public struct AmbiguousItem {
        public let item: LayoutItem
        /// Which of x, y, width and height are undetermined, in that order.
        public let attributes: [FrameAttribute]
    }

    /// Every view of the tree with its frame in its superview's coordinates (the root's is at 0, 0), in tree order.
    public let frames: [(view: LayoutView, frame: LayoutRect)]
    public let broken: [BrokenRule]
    public let ambiguous: [AmbiguousItem]

    /// The frame of `view`, if it is in the tree.
    public func frame(of view: LayoutView) -> LayoutRect? {
        frames.first { $0.view === view }?.frame
    }
}
