import ConsoleLog
import Constraints

extension JSONReporter {
    /// Console logs explained, as one JSON document (README, "vfl-tool explain"), keys
    /// sorted: `{"logs": [ {"kind", "lines", "constraints", "broken",
    /// "conflict", "suggestion", "unreadable", …} ], "schemaVersion": "1.1"}`. Constraints are in log
    /// order; `broken` and `conflict` refer to them by address, or by index
    /// in `constraints` for one printed without an address.
    public func explanation(_ report: ExplainReport) -> String {
        let logs = report.files.enumerated().flatMap { fileIndex, file in
            file.log.sections.indices.map { section in
                LogJSON(file: file, section: section, sources: report.sources?.section(section, ofFile: fileIndex))
            }
        }
        // JSONText fails only for a number that is not finite; the report holds none (the reader refuses them).
        return ((try? JSONText.encode(DocumentJSON(logs: logs))) ?? "{}") + "\n"
    }
}

private struct DocumentJSON: Encodable {
    let logs: [LogJSON]
    let schemaVersion = JSONSchemaVersion.current
}

/// A constraint by address, or by its index in the log's `constraints` when it has none.
private enum ReferenceJSON: Encodable {
    case address(String)
    case index(Int)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .address(let address): try container.encode(address)
        case .index(let index): try container.encode(index)
        }
    }
}

private struct LogJSON: Encodable {
    let file: String?
    let kind: String
    let lines: [Int]
    let constraints: [LoggedConstraintJSON]
    let broken: ReferenceJSON?
    let conflict: [ReferenceJSON]
    let nonNegativeSizes: [String]
    let axes: [String]
    let uninvolved: [ReferenceJSON]
    let explanation: [String]
    let suggestion: String?
    let suggestionVerified: Bool?
    let unreadable: [UnreadableJSON]
    let patch: PatchJSON?
    let unpatched: String?

    init(
        file: ExplainReport.File, section index: Int,
        sources: SourceMatches.Section?
    ) {
        let log = file.log, section = log.sections[index], analysis = file.analyses[index]
        func reference(_ constraint: Int) -> ReferenceJSON {
            log.constraints[constraint].address.map(ReferenceJSON.address)
                ?? .index(section.constraintIndices.firstIndex(of: constraint) ?? constraint)
        }
        self.file = log.file
        kind = section.kind.rawValue
        lines = [section.lines.lowerBound, section.lines.upperBound]
        constraints = section.constraintIndices.map { index in LoggedConstraintJSON(log.constraints[index], madeAt: sources.map { $0.candidates[index] ?? [] }) }
        broken = section.brokenIndex.map(reference)
        conflict = analysis.conflict.map(reference)
        nonNegativeSizes = analysis.nonNegativeSizes.map { "\(log.items[$0.item].name).\($0.attribute) >= 0" }
        axes = analysis.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }
        uninvolved = analysis.conflict.isEmpty ? [] : analysis.uninvolved.map(reference)
        explanation = file.explanations[index].sentences
        suggestion = file.explanations[index].fix
        suggestionVerified = analysis.suggestion?.isVerified
        unreadable = section.unreadable.map { UnreadableJSON(line: $0.line, text: $0.text, reason: $0.reason) }
        switch sources?.patch {
        case .success(let patch)?: (self.patch, unpatched) = (PatchJSON(patch), nil)
        case .failure(let reason)?: (patch, unpatched) = (nil, reason.reason)
        case nil: (patch, unpatched) = (nil, nil)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case file, kind, lines, constraints, broken, conflict, nonNegativeSizes, axes, uninvolved, explanation, suggestion
        case suggestionVerified, unreadable, patch, unpatched
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(kind, forKey: .kind)
        try container.encode(lines, forKey: .lines)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(broken, forKey: .broken)
        try container.encode(conflict, forKey: .conflict)
        try container.encode(nonNegativeSizes, forKey: .nonNegativeSizes)
        try container.encode(axes, forKey: .axes)
        try container.encode(uninvolved, forKey: .uninvolved)
        try container.encode(explanation, forKey: .explanation)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(suggestionVerified, forKey: .suggestionVerified)
        try container.encode(unreadable, forKey: .unreadable)
        try container.encodeIfPresent(patch, forKey: .patch)
        try container.encodeIfPresent(unpatched, forKey: .unpatched)
    }
}

/// A logged constraint: the package's one JSON shape of a constraint
/// (`ConstraintJSON`), and where it came from.
private struct LoggedConstraintJSON: Encodable {
    let logged: LoggedConstraint
    /// With `--source`: the places that could have made it, best first.
    let madeAt: [CandidateJSON]?

    init(_ logged: LoggedConstraint, madeAt: [SourceMatches.Candidate]?) {
        self.logged = logged
        self.madeAt = madeAt?.map(CandidateJSON.init)
    }

    private enum CodingKeys: String, CodingKey {
        case address, key, `class`, identifier, active, line, creator, madeAt
    }

    func encode(to encoder: any Encoder) throws {
        try ConstraintJSON(logged.constraint, spacing: .appKit).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(logged.address, forKey: .address)
        try container.encodeIfPresent(logged.key, forKey: .key)
        try container.encode(logged.constraintClass, forKey: .class)
        try container.encode(logged.identifier, forKey: .identifier)
        switch logged.state {
        case .active: try container.encode(true, forKey: .active)
        case .inactive: try container.encode(false, forKey: .active)
        case .unknown: try container.encodeNil(forKey: .active)
        }
        try container.encode(logged.line, forKey: .line)
        try container.encode(logged.creator.name, forKey: .creator)
        try container.encodeIfPresent(madeAt, forKey: .madeAt)
    }
}

/// A place in the source that could have made a logged constraint.
private struct CandidateJSON: Encodable {
    let file: String
    let line: Int
    let column: Int
    let notation: String
    let text: String
    let score: Double
    let confidence: Double
    let evidence: [String]

    init(_ candidate: SourceMatches.Candidate) {
        (file, line, column, notation, text) = (candidate.file, candidate.line, candidate.column, candidate.notation, candidate.text)
        (score, confidence, evidence) = (candidate.score, (candidate.confidence * 1000).rounded() / 1000, candidate.evidence)
    }
}

/// A fix written into the source.
private struct PatchJSON: Encodable {
    let file: String
    let summary: String
    let diff: String
    let checked: Bool
    let check: String

    init(_ patch: SourceMatches.Patch) {
        (file, summary, diff, checked, check) = (patch.file, patch.summary, patch.diff, patch.isChecked, patch.check)
    }
}

private struct UnreadableJSON: Encodable {
    let line: Int
    let text: String
    let reason: String
}
