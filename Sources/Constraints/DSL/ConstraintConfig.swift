import Foundation

/// Process-wide DSL settings (SnapKit's `ConstraintConfig`).
public enum ConstraintConfig {
    private static let direction = LockedDirection()

    /// The direction used to turn insets into leading/trailing constants;
    /// left-to-right unless set.
    public static var interfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { direction.value }
        set { direction.value = newValue }
    }
}

/// A layout direction behind a lock, so the setting is safe to share across threads.
private final class LockedDirection: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue = UserInterfaceLayoutDirection.leftToRight

    var value: UserInterfaceLayoutDirection {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }
}
