import Foundation
import Workbench

/// A progress line on standard error, redrawn in place, for runs over many
/// files: only when standard error is a terminal, so that nothing of it
/// reaches a log or a pipe.
final class ProgressLine: @unchecked Sendable {
    private let verb: String
    private let lock = NSLock()
    private var shownPercent = -1

    /// A line saying `verb` (`checking`) and how far, or `nil` when standard error is not a terminal.
    init?(_ verb: String) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.verb = verb
    }

    /// Redraws the line when the percentage done has changed.
    func update(_ progress: WorkerPool.Progress) {
        let percent = progress.total == 0 ? 100 : progress.done * 100 / progress.total
        lock.withLock {
            guard percent != shownPercent else { return }
            shownPercent = percent
            FileHandle.standardError.write(Data("\r\(verb) \(progress.done) of \(progress.total) files (\(percent)%)\u{1B}[K".utf8))
        }
    }

    /// Clears the line, so that what follows starts on a clean one.
    func finish() {
        lock.withLock {
            if shownPercent >= 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
