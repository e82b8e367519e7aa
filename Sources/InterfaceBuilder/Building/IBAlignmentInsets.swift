import Constraints

/// How far UIKit controls draw beyond the rectangle their constraints align,
/// by element, as the frames Xcode stores show:
///
/// - a switch's frame reaches 2 points past its trailing edge;
/// - a slider's frame reaches 2 points past each side and 1 point below its
///   bottom (its 31-point frame aligns a 30-point track area: a slider pinned
///   to a view's bottom, or to a view below it, stands 1 point further down
///   than its frame says, while one pinned at its top does not move; shown by
///   the sliders of 21 files of 5 projects saved by Xcode 7 to 15, builds 8191
///   to 22154). Xcode 16 (from build 24412 on; none between 22154 and 24412 in
///   the corpus) draws sliders whose frame is the rectangle they align.
enum IBAlignmentInsets {
    /// The first Xcode build known to draw sliders without alignment insets.
    static let flushSliderBuild = 24_000

    static func insets(of view: IBView, document: IBDocument) -> EdgeInsets {
        guard document.platform == .cocoaTouch, view.customClass == nil || view.element != "view" else { return .zero }
        switch view.element {
        case "switch":
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider":
            guard (document.toolsBuild ?? 0) < flushSliderBuild else { return .zero }
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default:
            return .zero
        }
    }
}
