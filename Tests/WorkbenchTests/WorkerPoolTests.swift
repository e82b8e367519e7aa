import Foundation
import Testing
import Workbench

/// Work spread over threads comes back in order, with progress heard once per piece.
@Suite("Worker pool")
struct WorkerPoolTests {
    @Test("results keep the elements' order whatever the number of jobs, and progress counts up to the total", arguments: [1, 2, 7])
    func order(jobs: Int) {
        let heard = Heard()
        let squares = WorkerPool(jobs: jobs).map(Array(0 ..< 200), progress: heard.record) { value in
            if value % 17 == 0 { Thread.sleep(forTimeInterval: 0.002) }
            return value * value
        }
        #expect(squares == (0 ..< 200).map { $0 * $0 })
        #expect(heard.values == (1 ... 200).map { WorkerPool.Progress(done: $0, total: 200) })
    }

    @Test("as many pieces are worked on at once as jobs are asked for, and no more", arguments: [1, 3])
    func concurrency(jobs: Int) {
        let active = Active()
        _ = WorkerPool(jobs: jobs).map(Array(0 ..< 12)) { _ in
            active.enter()
            Thread.sleep(forTimeInterval: 0.02)
            active.leave()
        }
        #expect(active.most == jobs)
        #expect(WorkerPool(jobs: 0).jobs == 1 && WorkerPool().jobs == WorkerPool.coreCount)
    }
}

/// How many pieces are being worked on, and the most that ever were at once.
private final class Active: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private(set) var most = 0

    func enter() { lock.withLock { now += 1; most = max(most, now) } }
    func leave() { lock.withLock { now -= 1 } }
}

/// The progress a pool reported, in the order it was reported.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [WorkerPool.Progress] = []

    var values: [WorkerPool.Progress] { lock.withLock { recorded } }

    func record(_ progress: WorkerPool.Progress) { lock.withLock { recorded.append(progress) } }
}
