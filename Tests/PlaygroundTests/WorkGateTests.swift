import Foundation
import Testing
@testable import Playground

/// The gate in front of the workbench: bounded work at once, a bounded
/// queue, deadlines that answer the caller while a call that cannot be
/// stopped keeps its slot.
@Suite("The work gate")
struct WorkGateTests {
    /// A call that blocks until the test lets it end.
    final class Latch: @unchecked Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        func wait() { semaphore.wait() }
        func open() { semaphore.signal() }
    }

    static func soon(_ seconds: Double = 30) -> ContinuousClock.Instant { .now + .milliseconds(Int(seconds * 1000)) }

    /// Returns once the gate's load is `load` (tasks start when the pool has a thread for them).
    static func until(_ gate: WorkGate, is load: (running: Int, waiting: Int)) async throws {
        while gate.load != load { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test("a call runs on its own thread and its result comes back")
    func runs() async throws {
        let gate = WorkGate(slots: 2, queueLimit: 4)
        let value = try await gate.run(deadline: Self.soon()) { Thread.isMainThread ? -1 : 42 }
        #expect(value == 42)
    }

    @Test("with every slot taken and the queue full, a call is refused at once")
    func busy() async throws {
        let gate = WorkGate(slots: 1, queueLimit: 0), latch = Latch()
        let first = Task { try await gate.run(deadline: Self.soon()) { latch.wait(); return 1 } }
        try await Self.until(gate, is: (1, 0))
        await #expect(throws: WorkGate.Refusal.busy) { try await gate.run(deadline: Self.soon()) { 2 } }
        latch.open()
        #expect(try await first.value == 1)
        #expect(try await gate.run(deadline: Self.soon()) { 3 } == 3)
    }

    @Test("a call past its deadline is answered, and keeps its slot until it ends; waiters go in arrival order")
    func deadline() async throws {
        let gate = WorkGate(slots: 1, queueLimit: 4), latch = Latch()
        // Answered while the call is still stuck: the latch opens only further down.
        await #expect(throws: WorkGate.Refusal.timedOut) {
            try await gate.run(deadline: Self.soon(0.3)) { latch.wait(); return 0 }
        }
        // The slot is still the stuck call's: a waiter past its own deadline is answered too.
        await #expect(throws: WorkGate.Refusal.timedOut) { try await gate.run(deadline: Self.soon(0.3)) { 1 } }
        let order = OrderLog()
        let second = Task { try await gate.run(deadline: Self.soon()) { order.append(2) } }
        try await Self.until(gate, is: (1, 1))
        let third = Task { try await gate.run(deadline: Self.soon()) { order.append(3) } }
        try await Self.until(gate, is: (1, 2))
        #expect(order.values.isEmpty)
        latch.open()
        _ = try await (second.value, third.value)
        #expect(order.values == [2, 3])
    }

    /// Values appended from several threads.
    final class OrderLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int] = []
        func append(_ value: Int) { lock.lock(); stored.append(value); lock.unlock() }
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
    }
}
