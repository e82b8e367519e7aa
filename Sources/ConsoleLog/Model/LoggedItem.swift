import Constraints

/// A view or layout guide a console log mentions, with what the log says
/// about it, and the model item that stands for it.
///
/// Items are shared across the whole paste: the same address (or debug
/// name, or SnapKit label/Masonry key) is the same object.
public struct LoggedItem {
    /// The item's name in canonical text and every output: `Class:0xADDR`
    /// (the label kept apart), a debug name, or `X.superview` for the
    /// superview of `X` that `|` stands for when the log does not name it.
    public let name: String
    /// The class as printed (`UILabel`, `Trust.BrowserNavigationBar`), or `nil` for a bare debug name.
    public let className: String?
    /// The address (`0x7f9a77b3cd20`), when the log gives one.
    public let address: String?
    /// SnapKit's label or Masonry's key printed in place of the address.
    public let key: String?
    /// The debug name (accessibility identifier, Interface Builder label, VFL name) it is written with.
    public let debugName: String?
    /// The first label the log prints after its address: a label's text, a button's title, a guide's identifier.
    public let label: String?
    /// Whether it is a layout guide (`UILayoutGuide`, `_UILayoutSpacer` …) rather than a view.
    public let isLayoutGuide: Bool
    /// The index (in the log's items) of its superview, or of the view that owns the guide, when the log says.
    public let parent: Int?
    /// Whether the item stands for an unnamed superview (`X.superview`).
    public let isPlaceholder: Bool
    /// The model item: a `LayoutView`, or a `LayoutGuide` added to its owning view.
    public let item: LayoutItem

    /// The class without a key-value-observing prefix (`NSKVONotifying_`).
    public var modelClassName: String? {
        className.map { $0.hasPrefix("NSKVONotifying_") ? String($0.dropFirst("NSKVONotifying_".count)) : $0 }
    }

    /// The class as source declares it: without its module (`Trust.BrowserNavigationBar` is
    /// `BrowserNavigationBar`), a mangled Swift name read (`_TtC…16TimelineFeedCell` is `TimelineFeedCell`).
    public var shortClassName: String? {
        modelClassName.map(DisplayNames.shortClassName)
    }
}
