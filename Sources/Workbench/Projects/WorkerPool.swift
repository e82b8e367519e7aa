import Foundation

/// Work spread over threads, one piece at a time: each thread takes the
/// next element not yet taken, so a slow file holds up one thread only.
/// Results come back in the elements' order, whatever order they finish in.
public struct WorkerPool: Sendable {
    /// How many threads work at most (the calling thread is one of them).
    public let jobs: Int

    /// A pool of `jobs` threads (at least 1); the machine's active cores when `nil`.
    public init(jobs: Int? = nil) {
        self.jobs = max(1, jobs ?? Self.coreCount)
    }

    /// The cores this process may run on.
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// How far the work is: pieces done, of how many.
    public struct Progress: Equatable, Sendable {
        public let done: Int
        public let total: Int

        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    /// The stack each worker thread gets: the main thread's usual 8 MB, as
    /// the parsers recurse as deep on a worker as they would on the main thread.
    private static let stackSize = 8 << 20

    /// `transform` of every element, worked on by up to `jobs` threads;
    /// `progress` is called after each piece, one call at a time.
    public func map<Element: Sendable, Result>(
        _ elements: [Element], progress: (@Sendable (Progress) -> Void)? = nil, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        let work: @Sendable () -> Void = {
            while let index = slots.take() {
                let result = transform(elements[index])
                slots.store(result, at: index) { done in progress?(Progress(done: done, total: elements.count)) }
            }
        }
        let threads = min(jobs, elements.count)
        let finished = DispatchGroup()
        for _ in 0 ..< max(0, threads - 1) {
            finished.enter()
            let thread = Thread {
                work()
                finished.leave()
            }
            thread.stackSize = Self.stackSize
            thread.start()
        }
        work()
        finished.wait()
        return slots.results()
    }
}

/// The results of a pool's work as they come in: which element is next, and a slot per element.
/// Each slot is written by one thread and read after every thread has finished, under a lock.
private final class Slots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result?]
    private var next = 0
    private var done = 0

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    /// The index of the next element to work on, or `nil` when every one is taken.
    func take() -> Int? {
        lock.withLock {
            guard next < values.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Keeps `result` for element `index`, then reports how many are done.
    func store(_ result: Result, at index: Int, then report: (Int) -> Void) {
        lock.withLock {
            values[index] = result
            done += 1
            report(done)
        }
    }

    /// Every result, in order; called once all the work is done.
    func results() -> [Result] {
        lock.withLock { values.map { $0! } }
    }
}
