import Constraints

/// Which axes of a view have an intrinsic content size in UIKit and AppKit,
/// by the view's element; the size itself is the one Xcode measured, the
/// stored frame (a label's text, an image's size, a switch's size), unless
/// the file gives a placeholder intrinsic size. Plain views, containers,
/// scroll views and stack views have none (a stack view's comes from its
/// arranged subviews' constraints), except a view of the app's own class
/// whose hugging or compression resistance on an axis differs from a plain
/// view's (250, 750): priorities only matter to a view with content, and
/// Xcode renders such a view (IBDesignable) and measures it (habitica's
/// currency and login views: 291 views of its git history laid out as
/// Xcode stored them, 1 lost; the 14 such views of 5 other projects unchanged).
///
/// An AppKit matrix (`NSMatrix`) is as large as its cells and their spacing, as
/// a control is: Xcode does not call one ambiguous whose constraints fix only its
/// position. Over CotEditor's history (Xcode 5 to 8), 924 views move onto
/// Xcode's frames and 366 off, those below two one-row radio matrices whose
/// neighbours Xcode stored 2 points lower in some saves and not in others.
enum IBIntrinsicSize {
    /// Elements whose width and height are both intrinsic.
    private static let bothAxes: Set<String> = [
        "label", "button", "switch", "segmentedControl", "activityIndicatorView", "stepper", "pageControl", "textField",
        "datePicker", "pickerView", "popUpButton", "comboBox", "searchField", "secureTextField", "levelIndicator",
        "pathControl", "colorWell", "progressIndicator", "tokenField", "matrix",
    ]
    /// Elements whose height only is intrinsic (their width stretches).
    private static let heightOnly: Set<String> = ["slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]

    /// The intrinsic size of `view`, or `nil` when it has none; an axis without one is `LayoutView.noIntrinsicMetric`.
    static func size(of view: IBView, document: IBDocument, controlsBuild: Int?) -> LayoutSize? {
        let platform = document.platform
        let insets = IBAlignmentInsets.insets(of: view, document: document, controlsBuild: controlsBuild), stored = view.frame ?? .zero
        // The size of what the view aligns: its frame less the part it draws beyond that.
        let frame = LayoutRect(
            x: stored.x, y: stored.y, width: stored.width - insets.left - insets.right, height: stored.height - insets.top - insets.bottom)
        let none = LayoutView.noIntrinsicMetric
        var width: Double, height: Double
        // A circular slider is a knob of its own size; a linear one stretches along its bar.
        let isKnob = view.element == "slider" && platform == .cocoa && view.appKitCell.sliderType == "circular"
        if bothAxes.contains(view.element) || isKnob {
            (width, height) = (frame.width, frame.height)
        } else if heightOnly.contains(view.element) {
            (width, height) = (none, frame.height)
        } else if view.element == "imageView", view.hasImage {
            (width, height) = (frame.width, frame.height)
        } else if view.element == "textView", !view.scrolls {
            (width, height) = (frame.width, frame.height)
        } else if view.element == "box", view.appKitCell.boxType == "separator" {
            // A separator is as thin as AppKit draws it, and as long as its constraints make it.
            (width, height) = view.isStandingSeparator ? (frame.width, none) : (none, frame.height)
        } else if view.element == "view", view.customClass != nil {
            // A view of the app's own class whose priorities were changed from a plain view's: Xcode renders it
            // (IBDesignable) and it measures its content on those axes.
            let priorities = view.priorities
            let horizontal = priorities.horizontalHugging != 250 || priorities.horizontalCompressionResistance != 750
            let vertical = priorities.verticalHugging != 250 || priorities.verticalCompressionResistance != 750
            (width, height) = (horizontal ? frame.width : none, vertical ? frame.height : none)
        } else {
            (width, height) = (none, none)
        }
        if let placeholder = view.placeholderIntrinsicSize.width { width = placeholder }
        if let placeholder = view.placeholderIntrinsicSize.height { height = placeholder }
        return width == none && height == none ? nil : LayoutSize(width: width, height: height)
    }
}
