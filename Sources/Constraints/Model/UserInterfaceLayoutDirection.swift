/// Which way leading and trailing run, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left, trailing is right (English).
    case leftToRight = 0
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft = 1
}
