import Constraints

/// Who made a logged constraint, as its class, identifier and items tell
/// (S11 of the log grammar): the app, a library, or UIKit/AppKit itself.
public enum ConstraintCreator: Hashable, Sendable {
    /// The app's own code or storyboard: an `NSLayoutConstraint` with no system identifier.
    case app
    /// SnapKit (`SnapKit.LayoutConstraint`), where it says, the file and line (`Cell.swift#88`).
    case snapKit(source: String?)
    /// Masonry (`MASLayoutConstraint`).
    case masonry
    /// Interface Builder (`IB_…`, `UIIBSystemGenerated`, `NSIBPrototypingLayoutConstraint`).
    case interfaceBuilder
    /// `NSAutoresizingMaskLayoutConstraint`: made from a view's autoresizing
    /// mask because its `translatesAutoresizingMaskIntoConstraints` is true.
    case autoresizingMask(AutoresizingMask?)
    /// `NSContentSizeLayoutConstraint`: the intrinsic content size.
    case contentSize
    /// `UIView-Encapsulated-Layout-Width/Height/Left/Top`, `NSTableRowView-Encapsulated-Layout-Height`:
    /// the size or place a table, collection or other container gave a cell or hosted view.
    case encapsulatedLayout
    /// `_UITemporaryLayoutWidth/Height`: the size UIKit fixes while it measures a view.
    case temporaryLayout
    /// A stack view's own constraint: the identifier (`UISV-hiding`, `UISV-spacing`, `NSStackView.Edge.Top`).
    case stackView(String)
    /// `UIView-leftMargin-guide-constraint` and its siblings: a view's `layoutMarginsGuide` from its margins.
    case layoutMargins
    /// `UIViewSafeAreaLayoutGuide-left` and its siblings: a view's `safeAreaLayoutGuide` from the safe-area insets.
    case safeArea
    /// `_UILayoutSupportConstraint`: the legacy `topLayoutGuide`/`bottomLayoutGuide`.
    case layoutSupport
    /// A constraint between UIKit's or AppKit's private views (every item `_UI…` or `_NS…`).
    case systemInternal

    /// Whether UIKit or AppKit made the constraint, rather than the app or a library it uses.
    public var isSystem: Bool {
        switch self {
        case .app, .snapKit, .masonry, .interfaceBuilder: return false
        default: return true
        }
    }

    /// Who made a constraint of class `className` with `identifier` between items of `itemClasses`.
    static func of(className: String, identifier: String?, sourceLocation: String?, mask: AutoresizingMask?,
                   itemClasses: [String]) -> ConstraintCreator {
        switch className {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask(mask)
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "_UILayoutSupportConstraint": return .layoutSupport
        case "NSIBPrototypingLayoutConstraint": return .interfaceBuilder
        default: break
        }
        if let identifier {
            if identifier.contains("-Encapsulated-Layout-") { return .encapsulatedLayout }
            if identifier.hasPrefix("_UITemporaryLayout") { return .temporaryLayout }
            if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView.") { return .stackView(identifier) }
            if identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint") { return .layoutMargins }
            if identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") { return .safeArea }
            if identifier.hasPrefix("IB_") || identifier == "UIIBSystemGenerated" || identifier.hasPrefix("IB auto generated") {
                return .interfaceBuilder
            }
        }
        if className.hasPrefix("SnapKit.") { return .snapKit(source: sourceLocation) }
        if className.hasPrefix("MAS") { return .masonry }
        if !itemClasses.isEmpty, itemClasses.allSatisfy({ $0.hasPrefix("_UI") || $0.hasPrefix("_NS") }) {
            return .systemInternal
        }
        return .app
    }
}

extension ConstraintCreator {
    /// A short stable name: `app`, `snapkit`, `masonry`, `interface-builder`,
    /// `autoresizing-mask`, `content-size`, `encapsulated-layout`,
    /// `temporary-layout`, `stack-view`, `layout-margins`, `safe-area`,
    /// `layout-support`, `system-internal`.
    public var name: String {
        switch self {
        case .app: return "app"
        case .snapKit: return "snapkit"
        case .masonry: return "masonry"
        case .interfaceBuilder: return "interface-builder"
        case .autoresizingMask: return "autoresizing-mask"
        case .contentSize: return "content-size"
        case .encapsulatedLayout: return "encapsulated-layout"
        case .temporaryLayout: return "temporary-layout"
        case .stackView: return "stack-view"
        case .layoutMargins: return "layout-margins"
        case .safeArea: return "safe-area"
        case .layoutSupport: return "layout-support"
        case .systemInternal: return "system-internal"
        }
    }
}
