import Constraints
import Foundation

/// What a layout pass found: frames, the constraints it had to break, and
/// the items whose position or size the constraints leave open.
public struct LayoutResult {
    /// A rule the engine left out, as UIKit does ("Will attempt to recover
    /// by breaking constraint"): a required one that could not hold, or any
    /// whose numbers cannot be laid out to a point. Always explained: by a
    /// minimal set of rules it conflicts with, or by a stated reason.
    public struct BrokenRule {
        public let rule: LayoutRule
        /// A minimal set of rules it conflicts with: without any one of them
        /// it could have held. Not empty exactly when `reason` is `.conflict`.
        public let conflictsWith: [LayoutRule]
        public let reason: BrokenReason

        /// A rule broken for `reason`, or in conflict with `conflictsWith`.
        init(rule: LayoutRule, conflictsWith: [LayoutRule] = [], reason: BrokenReason = .conflict) {
            self.rule = rule
            self.conflictsWith = conflictsWith
            self.reason = reason
        }
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
    /// The position of each view in `frames`.
    private let frameIndex: [ObjectIdentifier: Int]

    init(frames: [(view: LayoutView, frame: LayoutRect)], broken: [BrokenRule], ambiguous: [AmbiguousItem]) {
        self.frames = frames
        self.broken = broken
        self.ambiguous = ambiguous
        frameIndex = Dictionary(frames.indices.map { (ObjectIdentifier(frames[$0].view), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The frame of `view`, if it is in the tree. O(1).
    public func frame(of view: LayoutView) -> LayoutRect? {
        frameIndex[ObjectIdentifier(view)].map { frames[$0].frame }
    }

    /// The frames as a screen of `scale` pixels to the point shows them, as UIKit and AppKit set them from
    /// the engine's values: each edge of a frame, in its superview's coordinates, rounded to the
    /// nearest pixel (halves away from zero), so a width is the difference of two rounded edges
    /// (4 columns of 93.75 points at 2× stand at 0, 94, 187.5 and 281.5). An edge within a
    /// thousandth of a pixel of a half counts as the half: a document's multipliers carry 6 digits,
    /// fewer than the numbers Xcode laid it out with (NetNewsWire's 0.689655 for 20/29 puts a
    /// row's button 0.249998 above its top, which Xcode, with 0.25, stored at -0.5).
    package func snapped(toScale scale: Double) -> LayoutResult {
        guard scale > 0 else { return self }
        func snap(_ value: Double) -> Double { ((value * scale * 1000).rounded() / 1000).rounded(.toNearestOrAwayFromZero) / scale }
        let rounded = frames.map { entry -> (view: LayoutView, frame: LayoutRect) in
            let frame = entry.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return entry }
            let x = snap(frame.x), y = snap(frame.y)
            let snappedFrame = LayoutRect(x: x, y: y, width: snap(frame.x + frame.width) - x, height: snap(frame.y + frame.height) - y)
            return (entry.view, snappedFrame)
        }
        return LayoutResult(frames: rounded, broken: broken, ambiguous: ambiguous)
    }
}

/// Why a rule was broken.
public enum BrokenReason: Equatable, Sendable, CustomStringConvertible {
    /// It conflicts with other required rules (`BrokenRule.conflictsWith`).
    case conflict
    /// It cannot hold on its own: its terms cancel (`a.width == a.width + 10`).
    case selfContradictory
    /// A number in it, or a value it gives, is beyond ±`LayoutEngine.representableMagnitude`
    /// points or not finite: there, neighbouring frames cannot be told apart to a point.
    case outsideRepresentableRange
    /// The solver kept it, but the solution misses it by `offBy` points.
    case notHeld(offBy: Double)
    /// The solver could not decide whether it can hold: its numbers are too
    /// far apart in magnitude for floating point.
    case undecidable

    public var description: String {
        switch self {
        case .conflict: return "it conflicts with the constraints listed"
        case .selfContradictory: return "it cannot hold on its own"
        case .outsideRepresentableRange:
            return "it exceeds the representable range (±1e\(Int(log10(LayoutEngine.representableMagnitude))) points)"
        case .notHeld(let offBy): return "the solution misses it by \(CanonicalNumber.text(for: offBy)) points"
        case .undecidable: return "its numbers are too far apart in magnitude to decide whether it can hold"
        }
    }
}
