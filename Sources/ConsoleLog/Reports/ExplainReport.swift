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
            analyses = log.sections.indices.map(log.analysis(ofSection:))
            names = DisplayNames(log)
            explanations = analyses.map { [names] in ConflictExplanation($0, of: log, names: names) }
        }
    }

    public let files: [File]

    /// The report of `logs` (one per pasted file, in order).
    public init(_ logs: [ConsoleLog]) {
        files = logs.map(File.init)
    }

    // MARK: Text

    /// The report as text: for each log, its constraints, the conflict with a
    /// sentence per member, why, the fix, what plays no part, what could not be read.
    public var text: String {
        var lines: [String] = []
        for file in files {
            if files.count > 1 { lines.append("== \(file.log.file ?? "<stdin>")") }
            if file.log.sections.isEmpty { lines.append("No constraint description found.") }
            for index in file.log.sections.indices {
                if index > 0 || files.count > 1 { lines.append("") }
                lines += Self.text(of: file, section: index)
            }
            let outside = file.log.diagnostics.filter { diagnostic in
                diagnostic.severity == .error && !file.log.sections.contains { $0.unreadable.contains { $0.diagnostic == diagnostic } }
            }
            for diagnostic in outside { lines.append("could not read: \(diagnostic)") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func text(of file: File, section index: Int) -> [String] {
        let log = file.log, section = log.sections[index], analysis = file.analyses[index]
        let wording = ConstraintWording(log: log, names: file.names)
        let title = section.kind == .unsatisfiable ? "Unable to simultaneously satisfy constraints" : "constraint descriptions"
        var lines = ["Log \(index + 1), lines \(section.lines.lowerBound)–\(section.lines.upperBound): \(title), \(section.constraintIndices.count) read"]
        let width = section.constraintIndices.map { log.constraints[$0].constraint.description.count }.max() ?? 0
        for member in section.constraintIndices {
            let logged = log.constraints[member]
            var row = "  " + pad("line \(logged.line)", 9) + pad(logged.constraint.description, width)
            var marks: [String] = []
            if member == section.brokenIndex { marks.append("broken by UIKit") }
            if analysis.conflict.contains(member) { marks.append("in conflict") }
            if !marks.isEmpty { row += "  [" + marks.joined(separator: ", ") + "]" }
            lines.append(trimmedEnd(row))
        }
        if !analysis.conflict.isEmpty {
            lines.append("Conflict:")
            for member in analysis.conflict {
                let logged = log.constraints[member]
                lines.append("  - line \(logged.line): \(wording.sentence(for: logged.constraint))")
            }
        }
        let explanation = file.explanations[index]
        lines.append("Why: " + explanation.sentences.joined(separator: " "))
        if let fix = explanation.fix { lines.append("Fix: " + fix) }
        if !analysis.conflict.isEmpty {
            let uninvolved = analysis.uninvolved.map { String(log.constraints[$0].line) }
            lines.append("Not in the conflict: " + (uninvolved.isEmpty ? "none" : "line " + uninvolved.joined(separator: ", ")))
        }
        for line in section.unreadable { lines.append("Could not read line \(line.line): \(line.reason)") }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count + 1)
    }

    private static func trimmedEnd(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
