import Foundation

/// A process-wide counter, safe across threads, that orders activations.
final class ActivationClock: @unchecked Sendable {
    private let lock = NSLock()
    private var count: UInt64 = 0

    /// The next number, starting at 1.
    func tick() -> UInt64 {
        lock.withLock {
            count += 1
            return count
        }
    }
}
