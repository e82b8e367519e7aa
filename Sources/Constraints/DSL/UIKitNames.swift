#if !canImport(UIKit)
/// UIKit's name for edge insets, so SnapKit code pasted from an iOS project
/// (`.inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))`) compiles
/// unchanged where UIKit does not exist. With UIKit present, UIKit's own type wins.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's name for directional insets, for the same reason.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
#endif
