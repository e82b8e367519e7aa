import ConsoleLog
import Constraints

extension HTMLReporter {
    /// Console logs explained, as one self-contained HTML page (no scripts, fonts or
    /// anything fetched), to attach to a bug report: per log, the picture,
    /// the explanation and fix, the constraints read with the conflict
    /// marked, and the lines that could not be read.
    public func explanation(_ report: ExplainReport) -> String {
        var body: [String] = []
        for (fileIndex, file) in report.files.enumerated() {
            if report.files.count > 1 { body.append("<h2>\(XMLText.escaped(file.log.file ?? "standard input"))</h2>") }
            if file.log.sections.isEmpty { body.append("<p>No constraint description found.</p>") }
            for section in file.log.sections.indices {
                body += Self.html(of: file, section: section, sources: report.sources?.section(section, ofFile: fileIndex))
            }
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Auto Layout conflict explained</title>
            <style>
            body { font: 14px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: #222; margin: 24px auto; max-width: 1080px; padding: 0 16px; }
            h1 { font-size: 20px; margin: 0 0 16px; }
            h2 { font-size: 16px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            .log { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
            .picture { flex: 0 0 auto; border: 1px solid #ddd; border-radius: 6px; padding: 4px; background: #fff; }
            .words { flex: 1 1 380px; min-width: 320px; }
            .fix { background: #eef8ee; border-left: 4px solid #2a9d5b; padding: 8px 12px; margin: 12px 0; }
            .nofix { background: #f6f6f6; border-left: 4px solid #999; padding: 8px 12px; margin: 12px 0; }
            table { border-collapse: collapse; width: 100%; margin-top: 12px; font-size: 12.5px; }
            td, th { text-align: left; padding: 3px 6px; border-bottom: 1px solid #eee; vertical-align: top; }
            th { color: #666; font-weight: normal; }
            tr.conflict td { background: #fff7e6; }
            tr.broken td:first-child { border-left: 3px solid #d11a1a; }
            code { font: 12px Menlo, Consolas, monospace; word-break: break-all; }
            .tag { font-size: 11px; color: #fff; background: #888; border-radius: 3px; padding: 0 4px; white-space: nowrap; }
            .tag.broken { background: #d11a1a; }
            .tag.conflict { background: #b26b00; }
            .unreadable { color: #8a1f1f; }
            pre.patch { font: 12px Menlo, Consolas, monospace; background: #f6f8fa; border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; overflow-x: auto; }
            pre.patch .added { color: #116329; background: #e6ffec; }
            pre.patch .removed { color: #82071e; background: #ffebe9; }
            </style>
            </head>
            <body>
            <h1>Auto Layout conflict explained</h1>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private static func html(
        of file: ExplainReport.File, section index: Int,
        sources: SourceMatches.Section?
    ) -> [String] {
        let log = file.log, section = log.sections[index], analysis = file.analyses[index]
        let explanation = file.explanations[index]
        let title = section.kind == .unsatisfiable ? "Unable to simultaneously satisfy constraints" : "Constraint descriptions"
        var lines = ["<h2>Log \(index + 1), lines \(section.lines.lowerBound)–\(section.lines.upperBound): \(title)</h2>", "<div class=\"log\">"]
        lines.append("<div class=\"picture\">\(ConflictPicture(file: file, section: index).svg(title: nil).text)</div>")
        lines.append("<div class=\"words\">")
        lines.append("<p>" + explanation.sentences.map(escaped).joined(separator: " ") + "</p>")
        if let fix = explanation.fix {
            lines.append("<div class=\"fix\"><strong>Fix:</strong> \(escaped(fix))</div>")
        } else if !analysis.conflict.isEmpty {
            lines.append("<div class=\"nofix\">No constraint of the app takes part in this conflict.</div>")
        }
        lines.append("</div>")
        lines.append("</div>")
        lines.append("<table>")
        lines.append("<tr><th>line</th><th>constraint</th><th>class, address, identifier</th><th></th>"
            + (sources == nil ? "" : "<th>made at (best of the ranked places)</th>") + "</tr>")
        for member in section.constraintIndices {
            let logged = log.constraints[member]
            var classes: [String] = [], tags: [String] = []
            if let number = analysis.conflict.firstIndex(of: member) {
                classes.append("conflict")
                tags.append("<span class=\"tag conflict\">\(number + 1) in conflict</span>")
            }
            if member == section.brokenIndex {
                classes.append("broken")
                tags.append("<span class=\"tag broken\">broken by UIKit</span>")
            }
            let origin = [logged.constraintClass, logged.reference, logged.identifier.map { "'\($0)'" }].compactMap { $0 }.joined(separator: " ")
            var madeAt = ""
            if let sources {
                let best = sources.candidates[member]?.first
                madeAt = "<td>" + (best.map { "<code title=\"\(XMLText.escaped($0.evidence.joined(separator: "; ")))\">\(XMLText.escaped($0.place))</code> "
                    + "\(Int(($0.confidence * 100).rounded()))%" } ?? (logged.creator.isSystem ? "UIKit's" : "not found")) + "</td>"
            }
            lines.append("<tr class=\"\(classes.joined(separator: " "))\"><td>\(logged.line)</td><td><code>\(escaped(logged.constraint.description))</code></td>"
                + "<td><code>\(escaped(origin))</code></td><td>\(tags.joined(separator: " "))</td>\(madeAt)</tr>")
        }
        lines.append("</table>")
        switch sources?.patch {
        case .success(let patch)?:
            lines.append("<p><strong>Patch:</strong> \(XMLText.escaped(patch.summary)) (\(patch.isChecked ? "checked" : "not checked"): \(XMLText.escaped(patch.check)))</p>")
            let diff = patch.diff.split(separator: "\n").map { line -> String in
                let text = XMLText.escaped(String(line))
                if line.hasPrefix("+"), !line.hasPrefix("+++") { return "<span class=\"added\">\(text)</span>" }
                if line.hasPrefix("-"), !line.hasPrefix("---") { return "<span class=\"removed\">\(text)</span>" }
                return text
            }
            lines.append("<pre class=\"patch\">" + diff.joined(separator: "\n") + "</pre>")
        case .failure(let reason)?:
            lines.append("<p><strong>Patch:</strong> none, \(XMLText.escaped(reason.reason))</p>")
        case nil:
            break
        }
        for line in section.unreadable {
            lines.append("<p class=\"unreadable\">Could not read line \(line.line): \(escaped(line.reason))<br><code>\(escaped(line.text))</code></p>")
        }
        return lines
    }

    private static func escaped(_ text: String) -> String {
        var result = XMLText.escaped(text)
        // Inline code in a fix: `…` as <code>.
        var parts = result.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 2, parts.count % 2 == 1 else { return result }
        for index in stride(from: 1, to: parts.count, by: 2) { parts[index] = "<code>" + parts[index] + "</code>" }
        result = parts.joined()
        return result
    }
}
