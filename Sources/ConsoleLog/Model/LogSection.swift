import Constraints

/// One log found in a paste: an "Unable to simultaneously satisfy
/// constraints" report (perhaps cut: a header, a list or a recover section
/// is enough), or a plain list of descriptions (`po` output, loose lines, a
/// list without header).
public struct LogSection {
    /// What kind of log it is.
    public enum Kind: String, Sendable {
        /// UIKit's or AppKit's report of constraints it could not satisfy together.
        case unsatisfiable
        /// Descriptions with no report around them.
        case list
    }

    public let kind: Kind
    /// Its first and last line in the paste.
    public let lines: ClosedRange<Int>
    /// Its readable constraints (indices into the log's `constraints`), in log
    /// order, each once; UIKit's broken constraint last if the list lacks it.
    public let constraintIndices: [Int]
    /// The constraint UIKit broke to recover (an index into `constraints`), when the log says and it can be read or matched.
    public let brokenIndex: Int?
    /// Whether the unified log redacted its descriptions (`<private>`).
    public let isRedacted: Bool
    /// The lines of this log that could not be read, with why.
    public let unreadable: [UnreadableLine]
    /// What the reader noticed and read through: repairs, duplicates, names it had to guess.
    public let notes: [Diagnostic]
}

/// A line that could not be read: where, what it says, and why.
public struct UnreadableLine {
    /// Its number in the paste, from 1.
    public let line: Int
    /// The whole line as pasted.
    public let text: String
    /// Why it could not be read.
    public let reason: String
    /// The same as a diagnostic, with the place of the problem.
    public let diagnostic: Diagnostic
}
