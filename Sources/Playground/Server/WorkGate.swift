import Foundation

/// Runs the workbench's calls, which are synchronous and may be long, off the
/// server's event loops: at most `slots` at once, each on a thread of its own
/// with a command's stack, the others waiting their turn in arrival order, at
/// most `queueLimit` of them. A caller past its deadline, waiting or worked
/// on, is answered at once; a call cannot be stopped halfway, so it keeps its
/// slot until it ends, and what runs at once (so memory) stays bounded
/// however many callers give up.
final class WorkGate: @unchecked Sendable {
    /// Why a call was not run or not waited for.
    enum Refusal: Error, Equatable {
        /// `queueLimit` callers are waiting already.
        case busy
        /// The deadline passed first.
        case timedOut
    }

    let slots: Int
    let queueLimit: Int
    private let lock = NSLock()
    private var running = 0
    private var waiting: [(id: Int, admit: (Bool) -> Void)] = []
    private var nextID = 0

    /// How many calls are running, and how many wait for a slot.
    var load: (running: Int, waiting: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (running, waiting.count)
    }

    init(slots: Int, queueLimit: Int) {
        self.slots = max(1, slots)
        self.queueLimit = max(0, queueLimit)
    }

    /// `work`'s result, if it is run and ends before `deadline`.
    func run<T: Sendable>(deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () -> T) async throws(Refusal) -> T {
        try await admission(before: deadline)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Refusal>, Never>) in
            let answer = Once(continuation)
            let thread = Thread { [self] in
                let value = work()
                release()
                answer.resume(.success(value))
            }
            thread.stackSize = 16 << 20
            thread.start()
            Self.after(deadline) { answer.resume(.failure(.timedOut)) }
        }
        return try result.get()
    }

    /// Returns once a slot is this caller's, in arrival order.
    private func admission(before deadline: ContinuousClock.Instant) async throws(Refusal) {
        let admitted = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, Refusal>, Never>) in
            lock.lock()
            if running < slots {
                running += 1
                lock.unlock()
                continuation.resume(returning: .success(()))
                return
            }
            guard waiting.count < queueLimit else {
                lock.unlock()
                continuation.resume(returning: .failure(.busy))
                return
            }
            let id = nextID
            nextID += 1
            waiting.append((id, { continuation.resume(returning: $0 ? .success(()) : .failure(.timedOut)) }))
            lock.unlock()
            Self.after(deadline) { [self] in
                lock.lock()
                let index = waiting.firstIndex { $0.id == id }
                let waiter = index.map { waiting.remove(at: $0) }
                lock.unlock()
                waiter?.admit(false)
            }
        }
        try admitted.get()
    }

    /// Hands the slot to the first caller waiting, or frees it.
    private func release() {
        lock.lock()
        if waiting.isEmpty {
            running -= 1
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.admit(true)
        }
    }

    /// Calls `body` at `deadline`, on a queue of Dispatch's.
    private static func after(_ deadline: ContinuousClock.Instant, _ body: @escaping @Sendable () -> Void) {
        let remaining = ContinuousClock.now.duration(to: deadline).components
        let nanoseconds = max(0, remaining.seconds * 1_000_000_000 + remaining.attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), execute: body)
    }
}

/// A continuation resumed by whichever of two racers comes first.
private final class Once<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?

    init(_ continuation: CheckedContinuation<T, Never>) {
        self.continuation = continuation
    }

    func resume(_ value: T) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: value)
    }
}
