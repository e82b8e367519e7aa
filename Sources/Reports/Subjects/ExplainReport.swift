import ConsoleLog
import Constraints

/// What `vfl-tool explain` prints for console logs: per log, the readable
/// constraints (UIKit's broken one marked), the minimal conflict, the
/// explanation and the suggested fix, then what could not be read; as text,
/// JSON, an SVG picture or one self-contained HTML page.
public struct ExplainReport {
    /// One pasted file, read and analysed.
    public struct File {
        public let log: ConsoleLog
        public let analyses: [ConflictAnalysis]
        public let names: DisplayNames
        public let explanations: [ConflictExplanation]

        /// `log` with every one of its sections analysed.
        public init(_ log: ConsoleLog) {
            self.log = log
            analyses = log.analyses()
            names = DisplayNames(log)
            explanations = analyses.map { [names] in ConflictExplanation($0, of: log, names: names) }
        }
    }

    public let files: [File]
    /// Where the logs' constraints were written, when the project's source was read (`explain --source`).
    public var sources: SourceMatches?

    /// The report of `logs` (one per pasted file, in order).
    public init(_ logs: [ConsoleLog]) {
        files = logs.map(File.init)
    }

    /// Whether any log holds a constraint description at all.
    public var foundAnyDescription: Bool { files.contains { !$0.log.sections.isEmpty } }

    /// Whether a log has a conflict or a line that could not be read (what `--strict` fails on).
    public var hasProblems: Bool {
        files.contains { file in file.analyses.contains { !$0.conflict.isEmpty } || !file.log.unreadable.isEmpty }
    }

    /// The files' names for a message, `a.log, b.log`, or `standard input`.
    public var sourceNames: String {
        let names = files.compactMap(\.log.file)
        return names.isEmpty ? "standard input" : names.joined(separator: ", ")
    }
}
