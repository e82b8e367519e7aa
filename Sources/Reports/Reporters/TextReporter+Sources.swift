import ConsoleLog

extension TextReporter {
    /// Where a section's constraints were written (`explain --source`): for
    /// each constraint of the conflict (each of the section when there is
    /// none), its candidates with their places and evidence; then the fix's patch.
    static func sourceText(of file: ExplainReport.File, section index: Int, in sources: SourceMatches.Section) -> [String] {
        let log = file.log, analysis = file.analyses[index]
        let members = analysis.conflict.isEmpty ? log.sections[index].constraintIndices : analysis.conflict
        var lines = ["Made at:"]
        for member in members {
            let logged = log.constraints[member]
            lines.append("  line \(logged.line) \(logged.constraint.description)")
            guard let candidates = sources.candidates[member] else {
                lines.append(logged.creator.isSystem ? "    made by UIKit, not by the source" : "    no place in the source makes it")
                continue
            }
            for (rank, candidate) in candidates.enumerated() {
                let confidence = Int((candidate.confidence * 100).rounded())
                lines.append("    \(rank + 1). \(candidate.place): \(candidate.text) (\(candidate.notation), \(confidence)%)")
                lines.append("       " + candidate.evidence.joined(separator: "; "))
            }
        }
        switch sources.patch {
        case .success(let patch)?:
            lines.append("Patch: \(patch.summary) in \(patch.file) (\(patch.isChecked ? "checked" : "NOT checked"): \(patch.check))")
            lines += patch.diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
        case .failure(let unpatched)?:
            lines.append("Patch: none, \(unpatched.reason)")
        case nil:
            break
        }
        return lines
    }
}
