import Constraints
import Layout

// UIKit's names on Linux, so that the code `vfl-tool convert --with-views` writes for iOS
// compiles here unchanged: every view class is the package's `LayoutView`, and what a view
// is told (its text, its stack view properties…) is recorded for the checks, since the
// layout takes measured sizes from the document.

typealias UIView = LayoutView
typealias UILabel = LayoutView
typealias UIButton = LayoutView
typealias UIImageView = LayoutView
typealias UITextField = LayoutView
typealias UITextView = LayoutView
typealias UIStackView = LayoutView
typealias UIScrollView = LayoutView
typealias UITableView = LayoutView
typealias UICollectionView = LayoutView
typealias UISwitch = LayoutView
typealias UISlider = LayoutView
typealias UISegmentedControl = LayoutView
typealias UIActivityIndicatorView = LayoutView
typealias UIPageControl = LayoutView
typealias UIProgressView = LayoutView
typealias UIStepper = LayoutView
typealias UIDatePicker = LayoutView
typealias UIPickerView = LayoutView
typealias UIVisualEffectView = LayoutView
typealias UITableViewCellContentView = LayoutView
typealias UICollectionReusableView = LayoutView
typealias UILayoutPriority = LayoutPriority

/// What the written code told each view, by view.
final class Recorded {
    var stack = StackViewArrangement()
    var isStack = false
    var arranged: [LayoutView] = []
    var text: String?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var scrollGuides: ScrollViewGuides?
}

nonisolated(unsafe) var recordings: [ObjectIdentifier: Recorded] = [:]

func recorded(_ view: LayoutView) -> Recorded {
    if let known = recordings[ObjectIdentifier(view)] { return known }
    let made = Recorded()
    recordings[ObjectIdentifier(view)] = made
    return made
}

/// `UITraitCollection`'s size classes, which the code that switches constraints by size class reads.
struct UITraitCollection {
    let horizontalSizeClass: UIUserInterfaceSizeClass
    let verticalSizeClass: UIUserInterfaceSizeClass
}

enum UIUserInterfaceSizeClass { case unspecified, compact, regular }

/// `UIFont`: only made and assigned here.
final class UIFont {
    struct Weight { static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(),
        semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight() }
    enum TextStyle { case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2 }
    init?(name: String, size: Double) {}
    private init() {}
    static func systemFont(ofSize size: Double) -> UIFont { UIFont() }
    static func systemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont() }
    static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont() }
    static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont() }
    static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

/// `UIImage`: only made and assigned here.
final class UIImage {
    init?(named name: String) {}
    init?(systemName name: String) {}
}

extension LayoutView {
    convenience init() { self.init(name: "view") }

    enum ButtonType { case custom, system, roundedRect, detailDisclosure, infoLight, infoDark, contactAdd, close }
    enum ControlState { case normal }
    enum BorderStyle { case none, line, bezel, roundedRect }
    /// `UIStackView.Alignment`, with a horizontal stack's `top` and `bottom`, and the attributes
    /// `NSStackView` aligns by (`centerY`, `height`…).
    enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline, centerX, centerY, width, height }

    convenience init(type: ButtonType) { self.init() }
    convenience init(items: [Any]) { self.init() }

    var text: String? {
        get { recorded(self).text }
        set { recorded(self).text = newValue }
    }
    var placeholder: String? { get { nil } set {} }
    var font: UIFont? { get { nil } set {} }
    var image: UIImage? { get { nil } set {} }
    var numberOfLines: Int { get { 1 } set {} }
    var borderStyle: BorderStyle { get { .none } set {} }
    var isScrollEnabled: Bool { get { true } set {} }
    var titleLabel: LayoutView? { LayoutView() }
    func setTitle(_ title: String?, for state: ControlState) { recorded(self).text = title }
    func setImage(_ image: UIImage?, for state: ControlState) {}

    var axis: LayoutAxis {
        get { recorded(self).stack.axis }
        set { stackRecord.stack.axis = newValue }
    }
    var distribution: StackViewArrangement.Distribution {
        get { recorded(self).stack.distribution }
        set { stackRecord.stack.distribution = newValue }
    }
    var alignment: Alignment {
        get { .fill }
        set {
            let map: [Alignment: StackViewArrangement.Alignment] = [
                .fill: .fill, .leading: .leading, .top: .leading, .firstBaseline: .firstBaseline, .center: .center, .trailing: .trailing,
                .bottom: .trailing, .lastBaseline: .lastBaseline, .centerX: .center, .centerY: .center, .width: .fill, .height: .fill,
            ]
            stackRecord.stack.alignment = map[newValue] ?? .fill
        }
    }
    var spacing: Double {
        get { recorded(self).stack.spacing }
        set { stackRecord.stack.spacing = newValue }
    }
    var isBaselineRelativeArrangement: Bool {
        get { recorded(self).stack.isBaselineRelativeArrangement }
        set { stackRecord.stack.isBaselineRelativeArrangement = newValue }
    }
    var isLayoutMarginsRelativeArrangement: Bool {
        get { recorded(self).stack.isLayoutMarginsRelativeArrangement }
        set { stackRecord.stack.isLayoutMarginsRelativeArrangement = newValue }
    }
    func addArrangedSubview(_ view: LayoutView) {
        addSubview(view)
        stackRecord.arranged.append(view)
    }
    private var stackRecord: Recorded {
        let record = recorded(self)
        record.isStack = true
        return record
    }

    var tableHeaderView: LayoutView? { get { nil } set { newValue.map(addSubview) } }
    var tableFooterView: LayoutView? { get { nil } set { newValue.map(addSubview) } }
    var backgroundView: LayoutView? { get { nil } set { newValue.map(addSubview) } }

    var preservesSuperviewLayoutMargins: Bool {
        get { recorded(self).preservesSuperviewLayoutMargins }
        set { recorded(self).preservesSuperviewLayoutMargins = newValue }
    }
    var insetsLayoutMarginsFromSafeArea: Bool {
        get { recorded(self).insetsLayoutMarginsFromSafeArea }
        set { recorded(self).insetsLayoutMarginsFromSafeArea = newValue }
    }
    var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// A scroll view's guides, installed the first time code asks for one, as `UIScrollView` has them.
    var contentLayoutGuide: LayoutGuide { scrollGuides.contentLayoutGuide }
    var frameLayoutGuide: LayoutGuide { scrollGuides.frameLayoutGuide }
    var scrollGuides: ScrollViewGuides {
        let record = recorded(self)
        if let guides = record.scrollGuides { return guides }
        let guides = ScrollViewGuides(installingOn: self)
        record.scrollGuides = guides
        return guides
    }
}

typealias CGRect = LayoutRect
