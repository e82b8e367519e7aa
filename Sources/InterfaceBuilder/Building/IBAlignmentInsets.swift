import Constraints

/// How far UIKit controls draw beyond the rectangle their constraints align,
/// by element, as the frames Xcode stores show: a switch's frame reaches 2
/// points past its trailing edge, a slider's 2 points past each side.
enum IBAlignmentInsets {
    static func insets(of view: IBView, platform: IBDocument.Platform) -> EdgeInsets {
        guard platform == .cocoaTouch, view.customClass == nil || view.element != "view" else { return .zero }
        switch view.element {
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        default: return .zero
        }
    }
}
