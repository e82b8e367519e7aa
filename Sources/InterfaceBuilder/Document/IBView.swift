import Constraints
import Layout

/// One view of a document, as Interface Builder stores it: what it is, the
/// frame Xcode placed it at (relative to its superview), how it takes part in
/// layout, its subviews, guides and constraints.
public final class IBView {
    /// The IB object id (`bti-l0-Gek`).
    public let id: String
    /// The element's name: `view`, `label`, `stackView`, `tableViewCellContentView`, …
    public let element: String
    /// `customClass`, when the view is of the app's own class.
    public let customClass: String?
    /// The `key` the view is stored under in its parent element (`view`, `contentView`, `backgroundView`).
    public let key: String?
    /// `userLabel`, the name given in Interface Builder's outline.
    public let userLabel: String?
    /// The name the package gives it (outlet, label or class), unique in its document.
    public internal(set) var name: String
    /// The stored frame, relative to the superview (top-left origin for UIKit).
    public let frame: LayoutRect?
    /// The autoresizing mask, when the view translates it into constraints.
    public let autoresizingMask: AutoresizingMask
    /// Whether the view's frame is turned into constraints (`translatesAutoresizingMaskIntoConstraints`).
    public let translatesAutoresizingMask: Bool
    /// Placed by its frame, without constraints, even where the XML says it does not translate: `fixedFrame="YES"`,
    /// a part its container places (a cell's content view), or a view no constraint names (prototyping constraints).
    public let hasFixedFrame: Bool
    public let isHidden: Bool
    /// Xcode's own verdict that the stored frame is not what the constraints give.
    public let isMisplaced: Bool
    /// Xcode's own verdict that the constraints do not decide the frame.
    public let isAmbiguous: Bool
    public let priorities: IBContentPriorities
    /// `placeholderIntrinsicWidth/Height`: the intrinsic size IB assumes (`nil` for an axis without one,
    /// `LayoutView.noIntrinsicMetric` for `infinite`).
    public let placeholderIntrinsicSize: (width: Double?, height: Double?)
    public let margins: IBMargins
    public internal(set) var subviews: [IBView] = []
    /// The view's own layout guides: the safe area, its margins, a scroll view's content and frame guides.
    public let guides: [IBViewGuide]
    /// The constraints the view holds (installed on it).
    public internal(set) var constraints: [IBConstraint] = []
    /// The stack view's properties, when it is one.
    public let stack: IBStackProperties?
    /// The grid view's rows, columns and cells, when it is an `NSGridView`.
    public let grid: GridArrangement?
    /// Size-class variations of what is installed on the view.
    public let variations: [IBVariation]
    /// What it shows (text, title, image, font…), which decides its size on a device.
    public let content: ViewContent
    /// Whether a text view scrolls (`scrollEnabled`), so that it has no intrinsic size.
    public var scrolls: Bool { !content.scrollingDisabled }
    /// Whether an image view shows an image, so that it has a size of its own.
    public var hasImage: Bool { content.imageName != nil }
    /// The text a label, button, text field or text view shows: its font's size (UIKit's defaults where
    /// IB writes none: 17 for labels and text views, 15 for buttons, 14 for text fields) and lines.
    public var text: IBText? {
        let defaults: [String: Double] = ["label": 17, "button": 15, "textField": 14, "textView": 17]
        guard let fallback = defaults[element] else { return nil }
        let size = content.font?.pointSize.flatMap { $0 > 0 ? $0 : nil } ?? fallback
        let lines = element == "label" ? content.numberOfLines ?? 1 : element == "textView" ? 0 : 1
        return IBText(pointSize: size, numberOfLines: lines, centresItsLine: element != "label")
    }
    /// Whether the view is hidden under `traits`: as the most specific variation that applies and says
    /// (`<variation key="widthClass=compact" hidden="YES"/>`) has it, else as the view is.
    public func isHidden(for traits: IBTraits) -> Bool {
        variations.filter { $0.hidden != nil }.mostSpecific(under: traits) { $0.traits }?.hidden ?? isHidden
    }

    /// Whether Interface Builder lays the view out although it is hidden: an activity indicator that
    /// hides when stopped is stored hidden, yet takes its place in a stack view as Xcode draws it
    /// (2 files of 2 projects, builds 18122 and 21701; other hidden views of 5 stack views give theirs up).
    public internal(set) var isLaidOutWhenHidden = false
    /// Whether a scroll view always bounces vertically (`alwaysBounceVertical`), so that it scrolls vertically however
    /// short its content is.
    public internal(set) var alwaysBouncesVertically = false
    /// A table view's style (`plain`, `grouped`, `insetGrouped`), which its cells' margins follow.
    public let tableStyle: String?
    /// An AppKit control's cell, which decides how far its frame reaches beyond what it aligns.
    public let appKitCell: IBAppKitCell
    /// The bytes of the start of the view's tag (`<label`).
    public let range: Range<Int>

    init(
        id: String, element: String, customClass: String?, key: String?, userLabel: String?, frame: LayoutRect?,
        autoresizingMask: AutoresizingMask, translatesAutoresizingMask: Bool, hasFixedFrame: Bool, isHidden: Bool,
        isMisplaced: Bool, isAmbiguous: Bool, priorities: IBContentPriorities,
        placeholderIntrinsicSize: (width: Double?, height: Double?), margins: IBMargins, guides: [IBViewGuide],
        stack: IBStackProperties?, grid: GridArrangement? = nil, variations: [IBVariation], content: ViewContent, tableStyle: String?,
        appKitCell: IBAppKitCell = IBAppKitCell(), range: Range<Int>
    ) {
        self.id = id
        self.element = element
        self.customClass = customClass
        self.key = key
        self.userLabel = userLabel
        name = id
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.hasFixedFrame = hasFixedFrame
        self.isHidden = isHidden
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
        self.priorities = priorities
        self.placeholderIntrinsicSize = placeholderIntrinsicSize
        self.margins = margins
        self.guides = guides
        self.stack = stack
        self.grid = grid
        self.variations = variations
        self.content = content
        self.tableStyle = tableStyle
        self.appKitCell = appKitCell
        self.range = range
    }

    /// The UIKit or AppKit class of the view: its custom class, else the element's (`UILabel`, `NSButton`).
    public func className(platform: IBDocument.Platform) -> String {
        customClass ?? IBClassNames.className(of: element, platform: platform)
    }

    /// Whether the view is an AppKit separator standing up (a vertical line): its stored frame taller than wide.
    public var isStandingSeparator: Bool {
        appKitCell.boxType == "separator" && (frame?.height ?? 0) > (frame?.width ?? 0)
    }

    /// The width the view's own required constraint gives it (`width == c`, held by the view), if it has one.
    public var ownWidth: Double? { ownConstant(of: .width) }

    /// The height the view's own required constraint gives it (`height == c`, held by the view), if it has one.
    public var ownHeight: Double? { ownConstant(of: .height) }

    /// The constant of the view's own required `attribute == c` constraint, if it has one.
    private func ownConstant(of attribute: LayoutAttribute) -> Double? {
        constraints.first {
            $0.firstItem == id && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal && $0.priority >= 1000
        }?.constant
    }

    /// The view and every view below it, in document order.
    public var descendantsAndSelf: [IBView] {
        [self] + subviews.flatMap(\.descendantsAndSelf)
    }
}

/// The content hugging and compression-resistance priorities IB stores.
public struct IBContentPriorities: Equatable, Sendable {
    public var horizontalHugging: Float
    public var verticalHugging: Float
    public var horizontalCompressionResistance: Float
    public var verticalCompressionResistance: Float
}

/// How a view's layout margins are set in Interface Builder.
public struct IBMargins: Equatable, Sendable {
    /// `layoutMargins` (absolute), or `directionalLayoutMargins` read as left-to-right.
    public var insets: EdgeInsets?
    /// Whether `insets` were set as `directionalLayoutMargins` (leading and trailing).
    public var isDirectional = false
    public var preservesSuperviewLayoutMargins = false
    public var insetsFromSafeArea = true
    public var followReadableWidth = false
}

/// A layout guide a view declares: its safe area, its margins guide, a scroll view's content and frame
/// guides, or its keyboard guide (`<keyboardLayoutGuide key="keyboard">`, iOS 15).
public struct IBViewGuide: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case safeArea
        case layoutMargins
        case contentLayoutGuide
        case frameLayoutGuide
        case keyboard
    }

    public let id: String
    public let kind: Kind
}

/// A stack view's properties as IB stores them.
public struct IBStackProperties: Equatable, Sendable {
    public var axis: LayoutAxis = .horizontal
    public var distribution = "fill"
    public var alignment = "fill"
    public var spacing: Double = 0
    public var baselineRelativeArrangement = false
    public var layoutMarginsRelativeArrangement = false
    /// An `NSStackView`'s horizontal hugging priority (`horizontalStackHuggingPriority`).
    public var horizontalHugging: Double?
    /// An `NSStackView`'s vertical hugging priority (`verticalStackHuggingPriority`).
    public var verticalHugging: Double?
    /// What size-class variations change (`<variation key="widthClass=compact" axis="vertical"/>`).
    public var variations: [IBStackVariation] = []

    /// The properties under `traits`: each the most specific applying variation's that gives it, else the
    /// stack view's own.
    public func resolved(for traits: IBTraits) -> IBStackProperties {
        /// The value of `property` the most specific applying variation that gives one gives.
        func given<Value>(_ property: KeyPath<IBStackVariation, Value?>) -> Value? {
            variations.filter { $0[keyPath: property] != nil }.mostSpecific(under: traits) { $0.traits }?[keyPath: property] ?? nil
        }
        var properties = self
        properties.axis = given(\.axis) ?? axis
        properties.distribution = given(\.distribution) ?? distribution
        properties.alignment = given(\.alignment) ?? alignment
        properties.spacing = given(\.spacing) ?? spacing
        properties.variations = []
        return properties
    }
}

/// A size-class variation of a stack view's properties: those it gives, for its traits.
public struct IBStackVariation: Equatable, Sendable {
    public let traits: IBTraitPredicate
    public var axis: LayoutAxis?
    public var distribution: String?
    public var alignment: String?
    public var spacing: Double?
}

/// A size-class variation: which constraints (or subviews) it removes or adds, and constants it changes.
public struct IBVariation: Equatable, Sendable {
    /// The traits it applies to (`default`, `heightClass=compact-widthClass=regular`).
    public let traits: IBTraitPredicate
    public let excludedConstraints: [String]
    public let includedConstraints: [String]
    public let excludedSubviews: [String]
    public let includedSubviews: [String]
    /// Whether it hides the view or shows it (`hidden="YES"`), when it says.
    public var hidden: Bool?
}

/// What lays out a view's text: the point size of its font (`<fontDescription>`: a size, or a
/// text style's size at the default content size category) and how many lines it may take
/// (`numberOfLines`; 0 is any number).
public struct IBText: Equatable, Sendable {
    public var pointSize: Double
    public var numberOfLines: Int
    /// Whether its one line is centred in its height (a button's title, a text field's text); a label's
    /// first line starts at its top however tall Xcode drew it.
    public var centresItsLine = false
}
