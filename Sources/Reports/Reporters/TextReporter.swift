import ConsoleLog
import Constraints
import Layout
import VFL

/// Writes every subject as plain text for people: a layout's frames and
/// problems, an explanation of console logs, `check`'s diagnostics in the
/// compiler's format, canonical constraints and parsed formats.
public struct TextReporter: Reporter {
    public var format: ReportFormat { .text }

    public init() {}

    /// One line per named view, `name: x y width height` (frames in the
    /// superview's coordinates, numbers in canonical form); then each broken
    /// constraint, `broken: …`, with `  written at: …` where it was written
    /// and `  conflicts with: …` or `  because: …` (the reason); then each
    /// ambiguous item, `ambiguous: name: x, y, …`, with `  why (…): …` and
    /// `  hint: …` per axis; then `warning: …` for views that overlap a
    /// sibling or leave their superview.
    public func layout(_ report: LayoutReport) -> String {
        var lines: [String] = []
        for (name, frame, _) in report.namedFrames {
            lines.append("\(name): " + [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " "))
        }
        for broken in report.result.broken {
            lines.append("broken: \(report.text(of: broken.rule))")
            if let location = report.location(of: broken.rule) { lines.append("  written at: \(location)") }
            lines.append(report.explanation(of: broken))
        }
        for item in report.result.ambiguous {
            lines.append("ambiguous: \(item.item.name): \(item.attributes.map(\.name).joined(separator: ", "))")
            for reason in report.advice.ambiguities where reason.item === item.item {
                lines.append("  why (\(reason.attributes.map(\.name).joined(separator: ", "))): \(reason.reason)")
                lines.append("  hint: \(reason.hint)")
            }
        }
        for warning in report.advice.warnings { lines.append("warning: \(warning.message)") }
        for (view, stored, laidOut) in report.misplaced {
            let id = report.annotations.ids[ObjectIdentifier(view)].map { " (\($0))" } ?? ""
            lines.append("misplaced: \(view.name)\(id): stored at \(Self.text(stored)), laid out at \(Self.text(laidOut)); the frame will be different at run time")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The report as text: for each log, its constraints, the conflict with a
    /// sentence per member, why, the fix, what plays no part, what could not be read.
    public func explanation(_ report: ExplainReport) -> String {
        var lines: [String] = []
        if let sources = report.sources {
            lines.append("Source: \(sources.filesRead) files read, \(sources.constraintsRead) constraints")
        }
        for (fileIndex, file) in report.files.enumerated() {
            if report.files.count > 1 { lines.append("== \(file.log.file ?? "<stdin>")") }
            if file.log.sections.isEmpty { lines.append("No constraint description found.") }
            for index in file.log.sections.indices {
                if index > 0 || report.files.count > 1 { lines.append("") }
                lines += Self.text(of: file, section: index)
                if let sources = report.sources { lines += Self.sourceText(of: file, section: index, in: sources.section(index, ofFile: fileIndex)) }
            }
            let outside = file.log.diagnostics.filter { diagnostic in
                diagnostic.severity == .error && !file.log.sections.contains { $0.unreadable.contains { $0.diagnostic == diagnostic } }
            }
            for diagnostic in outside { lines.append("could not read: \(diagnostic)") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func text(of file: ExplainReport.File, section index: Int) -> [String] {
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

    /// Every diagnostic as the compiler prints it, `path:line:column: error: message`
    /// with the line and a caret under the place (what Xcode and editors pick up).
    /// Several scenes, each as `layout(_:)` writes it under `== title (id)`, a blank line between them.
    public func layouts(_ reports: [LayoutReport]) -> String {
        if reports.count == 1, let only = reports.first { return layout(only) }
        return reports.map { report in
            let id = report.annotations.sceneID.map { " (\($0))" } ?? ""
            return "== \(report.annotations.title ?? "scene")\(id)\n" + layout(report)
        }.joined(separator: "\n")
    }

    private static func text(_ frame: LayoutRect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
    }

    public func check(_ report: CheckReport) -> String {
        report.files.map { file in file.diagnostics.map { $0.rendered(source: file.text) + "\n" }.joined() }.joined()
    }

    /// `parse`: the constraints of one format, one per line; nothing for a rejected format.
    public func parsed(_ parsed: ParsedFormat, standardSpacing spacing: StandardSpacing) -> String {
        guard case .success(let constraints) = parsed.result else { return "" }
        return self.constraints(constraints, standardSpacing: spacing)
    }

    /// Constraints in canonical text, one per line, standard spaces resolved by `spacing` (`convert --to canonical`).
    public func constraints(_ constraints: [LayoutConstraint], standardSpacing spacing: StandardSpacing) -> String {
        constraints.map { "\($0.resolvingStandardSpacing(spacing))\n" }.joined()
    }
}
