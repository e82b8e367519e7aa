import Foundation

/// Names for the views and guides made without one, as UIKit makes them
/// (`LayoutView()` for `UIView()`, `LayoutGuide()` for `UILayoutGuide()`):
/// `view1`, `view2`, … and `guide1`, …, numbered in the order they are made
/// in the process, safe across threads.
final class UnnamedItems: @unchecked Sendable {
    static let shared = UnnamedItems()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next name starting with `prefix`: `view1`, then `view2`.
    func next(_ prefix: String) -> String {
        lock.withLock {
            let count = counts[prefix, default: 0] + 1
            counts[prefix] = count
            return "\(prefix)\(count)"
        }
    }
}
