import ConsoleLog
import Reports

extension ExplainReport {
    /// The report of the logs in `files`, each read as one paste.
    public init(explaining files: [SourceFile]) {
        self.init(files.map { ConsoleLog(reading: $0.text, file: $0.isStandardInput ? nil : $0.name) })
    }
}

extension ExplainReport {
    /// The report of the logs in `files`, with where `sources` made each
    /// constraint of every section (its best candidates) and each checked
    /// fix written as a patch at the best candidate.
    public init(explaining files: [SourceFile], sources: ProjectSources) {
        self.init(explaining: files)
        let ranker = SourceCandidateRanker(sources: sources)
        let patcher = SourcePatcher(sources: sources)
        var candidates: [[Int: [SourceMatches.Candidate]]] = []
        var patches: [[Int: Result<SourceMatches.Patch, SourceMatches.UnpatchedReason>]] = []
        for file in self.files {
            var byConstraint: [Int: [SourceMatches.Candidate]] = [:]
            var bySection: [Int: Result<SourceMatches.Patch, SourceMatches.UnpatchedReason>] = [:]
            for analysis in file.analyses {
                let found = ranker.candidates(for: file.log.sections[analysis.section].constraintIndices, in: file.log)
                byConstraint.merge(found) { first, _ in first }
                if let fix = analysis.suggestion, fix.isVerified {
                    bySection[analysis.section] = patcher.patch(fix, in: file.log, candidates: byConstraint)
                }
            }
            candidates.append(byConstraint)
            patches.append(bySection)
        }
        self.sources = SourceMatches(
            filesRead: sources.files.count, constraintsRead: sources.constraintCount, candidates: candidates, patches: patches)
    }
}
