/// Which of Apple's view frameworks a screen's views belong to: it decides how
/// code spells them (`UILabel()` or `NSTextField(labelWithString:)`,
/// `UILayoutPriority` or `NSLayoutConstraint.Priority`, a stack view's `axis`
/// or `orientation`).
public enum ViewFramework: Sendable {
    /// UIKit: iOS, iPadOS, tvOS, Mac Catalyst.
    case uiKit
    /// AppKit: macOS.
    case appKit
}
