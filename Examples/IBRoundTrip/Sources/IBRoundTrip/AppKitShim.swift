import Constraints
import Layout

// AppKit's names on Linux, beside UIKit's (UIKitShim.swift), so that the code `vfl-tool convert
// --with-views` writes for macOS compiles here unchanged. AppKit's view classes (`NSTextField`,
// `NSStackView`…) are the package's `LayoutView`, as the proof's generated aliases name them.

typealias NSImage = UIImage
typealias NSFont = UIFont
typealias NSEdgeInsets = EdgeInsets

extension UIImage {
    convenience init?(systemSymbolName name: String, accessibilityDescription: String?) { self.init(systemName: name) }
}

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Priority`.
    typealias Priority = LayoutPriority
}

extension LayoutPriority {
    /// AppKit's name for priority 50.
    static let fittingSizeCompression = LayoutPriority(50)
}

extension AutoresizingMask {
    // AppKit's mask, whose y margins are measured from the bottom: `maxYMargin` is UIKit's flexible top margin.
    static let minXMargin = flexibleLeftMargin, width = flexibleWidth, maxXMargin = flexibleRightMargin
    static let minYMargin = flexibleBottomMargin, height = flexibleHeight, maxYMargin = flexibleTopMargin
}

extension LayoutView {
    /// `NSTextField(labelWithString:)`.
    convenience init(labelWithString text: String) {
        self.init()
        recorded(self).text = text
    }
    /// `NSButton(title:target:action:)`.
    convenience init(title: String, target: AnyObject?, action: AnyObject?) {
        self.init()
        recorded(self).text = title
    }
    /// `NSButton(checkboxWithTitle:target:action:)`.
    convenience init(checkboxWithTitle title: String, target: AnyObject?, action: AnyObject?) { self.init(title: title, target: target, action: action) }
    /// `NSButton(radioButtonWithTitle:target:action:)`.
    convenience init(radioButtonWithTitle title: String, target: AnyObject?, action: AnyObject?) {
        self.init(title: title, target: target, action: action)
    }

    var stringValue: String {
        get { recorded(self).text ?? "" }
        set { recorded(self).text = newValue }
    }
    var title: String {
        get { recorded(self).text ?? "" }
        set { recorded(self).text = newValue }
    }
    var placeholderString: String? { get { nil } set {} }
    /// `NSBox.BoxType`: the layout takes a separator's thickness from the document.
    enum BoxType { case primary, separator, custom }
    var boxType: BoxType { get { .primary } set {} }
    var maximumNumberOfLines: Int { get { 0 } set {} }

    /// `NSStackView.orientation`.
    var orientation: LayoutAxis {
        get { axis }
        set { axis = newValue }
    }
    /// `NSStackView.edgeInsets`: the stack view arranges its views within them.
    var edgeInsets: NSEdgeInsets {
        get { layoutMargins }
        set {
            layoutMargins = newValue
            isLayoutMarginsRelativeArrangement = true
        }
    }
}

/// `NSStackView()`: a stack view with NSStackView's defaults, its views centred across its axis, 8 points apart (a
/// function, as `LayoutView` cannot be subclassed to start with other defaults).
func NSStackView() -> LayoutView {
    let view = LayoutView()
    let record = recorded(view)
    record.isStack = true
    record.stack.alignment = .center
    record.stack.spacing = 8
    return view
}
