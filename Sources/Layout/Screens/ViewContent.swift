/// What a view shows that decides its size on a device: the text, title or
/// image it is made with, its font and line count, a button's type, a text
/// field's border. Code that makes the view sets these, so that UIKit measures
/// it as Interface Builder did; the layout engine itself takes the measured
/// size as the view's intrinsic content size.
public struct ViewContent: Equatable, Sendable {
    /// A label's, text field's or text view's text.
    public var text: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// Whether an AppKit text field shows a label: neither editable nor bordered (`NSTextField(labelWithString:)`).
    public var isLabel = false
    /// A button's title for the normal state.
    public var title: String?
    /// The image an image view or button shows, by asset name.
    public var imageName: String?
    /// Whether `imageName` names an SF Symbol (`UIImage(systemName:)`) rather than an asset.
    public var isSystemImage = false
    public var font: ViewFont?
    /// A label's `numberOfLines` (UIKit's default is 1).
    public var numberOfLines: Int?
    /// A button's type, as `UIButton.ButtonType` names it (`system`, `custom`, `contactAdd`…); an AppKit
    /// button's cell type (`push`, `check`, `radio`…).
    public var buttonType: String?
    /// A text field's border, as `UITextField.BorderStyle` names it (`roundedRect`, `line`, `bezel`, `none`).
    public var borderStyle: String?
    /// An AppKit box's `boxType` (`separator`, `custom`; `nil` is the primary box): a separator is a line.
    public var boxType: String?
    /// A segmented control's segment titles, in order.
    public var segments: [String] = []
    /// A text view or scroll view that does not scroll (`isScrollEnabled = false`): a text view then sizes to its text.
    public var scrollingDisabled = false

    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == ViewContent() }
}

/// A font as code makes it.
public enum ViewFont: Equatable, Sendable {
    /// `UIFont.systemFont(ofSize:weight:)`; `weight` is a `UIFont.Weight` name (`bold`, `semibold`), `nil` for regular.
    case system(size: Double, weight: String?)
    /// `UIFont.italicSystemFont(ofSize:)`.
    case italicSystem(size: Double)
    /// `UIFont.preferredFont(forTextStyle:)`; the style as `UIFont.TextStyle` names it (`body`, `headline`, `largeTitle`).
    case textStyle(String)
    /// `UIFont(name:size:)`.
    case named(String, size: Double)
}

extension ViewFont {
    /// The font's point size; a text style's at the default (large) content size category, `nil` for a style UIKit does not name.
    public var pointSize: Double? {
        switch self {
        case .system(let size, _), .italicSystem(let size), .named(_, let size): size
        case .textStyle(let style): Self.textStyleSizes[style]
        }
    }

    /// The point sizes of `UIFont.TextStyle`s at the default (large) content size category.
    private static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}
