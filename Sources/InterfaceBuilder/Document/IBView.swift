import Constraints

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
    /// `fixedFrame="YES"`: placed by its frame, without constraints, even where the XML says it does not translate.
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
    /// Size-class variations of what is installed on the view.
    public let variations: [IBVariation]
    /// Whether a text view scrolls (`scrollEnabled`), so that it has no intrinsic size.
    public let scrolls: Bool
    /// Whether an image view shows an image, so that it has a size of its own.
    public let hasImage: Bool
    /// A table view's style (`plain`, `grouped`, `insetGrouped`), which its cells' margins follow.
    public let tableStyle: String?
    /// The bytes of the start of the view's tag (`<label`).
    public let range: Range<Int>

    init(
        id: String, element: String, customClass: String?, key: String?, userLabel: String?, frame: LayoutRect?,
        autoresizingMask: AutoresizingMask, translatesAutoresizingMask: Bool, hasFixedFrame: Bool, isHidden: Bool,
        isMisplaced: Bool, isAmbiguous: Bool, priorities: IBContentPriorities,
        placeholderIntrinsicSize: (width: Double?, height: Double?), margins: IBMargins, guides: [IBViewGuide],
        stack: IBStackProperties?, variations: [IBVariation], scrolls: Bool, hasImage: Bool, tableStyle: String?,
        range: Range<Int>
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
        self.variations = variations
        self.scrolls = scrolls
        self.hasImage = hasImage
        self.tableStyle = tableStyle
        self.range = range
    }

    /// The UIKit or AppKit class of the view: its custom class, else the element's (`UILabel`, `NSButton`).
    public func className(platform: IBDocument.Platform) -> String {
        customClass ?? IBClassNames.className(of: element, platform: platform)
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
    public var preservesSuperviewLayoutMargins = false
    public var insetsFromSafeArea = true
    public var followReadableWidth = false
}

/// A layout guide a view declares: its safe area, its margins guide, or a scroll view's content and frame guides.
public struct IBViewGuide: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case safeArea
        case layoutMargins
        case contentLayoutGuide
        case frameLayoutGuide
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
}

/// A size-class variation: which constraints (or subviews) it removes or adds, and constants it changes.
public struct IBVariation: Equatable, Sendable {
    /// The traits it applies to (`default`, `heightClass=compact-widthClass=regular`).
    public let traits: IBTraitPredicate
    public let excludedConstraints: [String]
    public let includedConstraints: [String]
    public let excludedSubviews: [String]
    public let includedSubviews: [String]
}
