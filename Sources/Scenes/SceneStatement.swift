import Constraints

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
        case hugging(horizontal: LayoutPriority, vertical: LayoutPriority)
        case compressionResistance(horizontal: LayoutPriority, vertical: LayoutPriority)
        case margins(EdgeInsets)
        case safeArea(EdgeInsets)
        case direction(UserInterfaceLayoutDirection)
        case baselines(first: Double, last: Double)
        case frame(LayoutRect)
    }
}
