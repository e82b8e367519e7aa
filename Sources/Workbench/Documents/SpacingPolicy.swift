import Constraints

/// What the standard space `-` is worth, by the name a front end offers
/// (`--spacing appkit|margins`, the playground's control).
public enum SpacingPolicy: String, CaseIterable, Sendable {
    /// AppKit's: 8 between siblings, 20 to the superview.
    case appkit
    /// iOS 8 and later: the superview's layout margins, 8 between siblings.
    case margins

    public var standardSpacing: StandardSpacing {
        switch self {
        case .appkit: return .appKit
        case .margins: return .margins(betweenSiblings: 8)
        }
    }
}
