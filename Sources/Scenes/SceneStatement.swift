import Constraints
import Layout

/// A word of a scene file: its text and where it is.
struct SceneToken {
    let text: String
    let range: SourceRange
}

/// One statement of a scene file (SceneFormat.md), as read, before it is applied.
enum SceneStatement {
    /// `container [NAME] SIZE {attribute}`
    case container(name: SceneToken?, size: LayoutSize, attributes: [ViewAttribute])
    /// `view NAME {attribute}`
    case view(name: SceneToken, attributes: [ViewAttribute])
    /// `metric NAME=VALUE`
    case metric(name: String, value: Double)
    /// `spacing appkit|margins`
    case spacing(StandardSpacing)
    /// `vfl FORMAT {option NAME | metric NAME=VALUE}`
    case visualFormat(format: SceneToken, options: [SceneToken], metrics: [String: Double])
    /// `constraint CANONICAL-TEXT`
    case constraint(text: SceneToken)
    /// `include PATH`: the constraints of a Swift file or a console log.
    case include(path: SceneToken)

    /// A property a `view` or `container` statement sets.
    enum ViewAttribute {
        case parent(SceneToken)
        case intrinsicSize(LayoutSize)
        /// `drawn WxH`: the size Interface Builder drew the view at, which a stack view keeps where nothing else sizes it.
        case drawnSize(LayoutSize)
        case hugging(horizontal: LayoutPriority, vertical: LayoutPriority)
        case compressionResistance(horizontal: LayoutPriority, vertical: LayoutPriority)
        case margins(EdgeInsets)
        case safeArea(EdgeInsets)
        case direction(UserInterfaceLayoutDirection)
        case baselines(first: Double, last: Double)
        case frame(LayoutRect)
        /// `class NAME`: the class code makes (for a reader; the layout does not depend on it).
        case className(String)
        case hidden
        /// `stack AXIS {distribution NAME | alignment NAME | spacing N | baseline-relative | margins-relative | fitting P
        /// | length-fitting P}`
        case stack(StackViewArrangement)
        /// `arranged`: an arranged subview of its superview, a stack view.
        case arranged
        /// `scrolls`: a scroll view, with its content and frame layout guides.
        case scrolls
        case alignmentInsets(EdgeInsets)
        /// `autoresizing NAME,NAME…`: the mask of a view placed by its `frame`.
        case autoresizing(AutoresizingMask)
        /// `superview-size WxH`: the superview's size the `frame` is for, from which the mask follows it.
        case autoresizingReferenceSize(LayoutSize)
        /// `scale N`, the container's only: the screen's pixels per point, to which frames are rounded.
        case pixelScale(Double)
        /// `appkit`, the container's only: the screen's views are AppKit's, whose stack views make their
        /// constraints after the file's (a `UIStackView` makes them before).
        case appKit
    }
}
