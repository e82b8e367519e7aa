import Constraints

/// What a `UIScrollView` adds to a view: its content layout guide, whose
/// origin is the scroll view's (content offset 0) and whose size its content
/// decides, and its frame layout guide, which is the scroll view's frame. The
/// view then scrolls its content (`scrollsContent`), so content beyond its
/// bounds is not "sticking out". UIKit's constraints for them carry its
/// identifiers (`UIScrollView-content-origin`, `UIScrollView-frame`).
public struct ScrollViewGuides {
    public let contentLayoutGuide: LayoutGuide
    public let frameLayoutGuide: LayoutGuide
    /// The constraints UIKit installs for the two guides.
    public let constraints: [LayoutConstraint]

    /// The identifier of a content layout guide.
    static let contentGuideIdentifier = "UIScrollView-contentLayoutGuide"

    /// Makes `view` a scroll view, with guides named `<view>.contentLayoutGuide` and
    /// `<view>.frameLayoutGuide`; the content guide's size is reported ambiguous only when
    /// `reportsContentAmbiguity` (the code or document uses the guide).
    @discardableResult
    public init(installingOn view: LayoutView, reportsContentAmbiguity: Bool = true) {
        view.scrollsContent = true
        let content = LayoutGuide(name: "\(view.name).contentLayoutGuide")
        content.identifier = Self.contentGuideIdentifier
        content.isSystemGuide = !reportsContentAmbiguity
        view.addLayoutGuide(content)
        let frame = LayoutGuide(name: "\(view.name).frameLayoutGuide")
        frame.identifier = "UIScrollView-frameLayoutGuide"
        frame.isSystemGuide = true
        view.addLayoutGuide(frame)
        var made: [LayoutConstraint] = []
        func pin(_ identifier: String, _ guide: LayoutGuide, _ attributes: [LayoutAttribute]) {
            for attribute in attributes {
                guard let constraint = try? LayoutConstraint(
                    item: guide, attribute: attribute, toItem: view, attribute: attribute, identifier: identifier)
                else { continue }
                try? constraint.activate()
                made.append(constraint)
            }
        }
        pin("UIScrollView-content-origin", content, [.left, .top])
        pin("UIScrollView-frame", frame, [.left, .top, .width, .height])
        contentLayoutGuide = content
        frameLayoutGuide = frame
        constraints = made
    }
}
