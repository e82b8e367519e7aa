import ConsoleLog
import Constraints

extension JSONReporter {
    /// Console logs explained, as one JSON document (README, "vfl-tool explain"), keys
    /// sorted: `{"logs": [ {"kind", "lines", "constraints", "broken",
    /// "conflict", "suggestion", "unreadable", …} ], "schemaVersion": "1.0"}`. Constraints are in log
    /// order; `broken` and `conflict` refer to them by address, or by index
    /// in `constraints` for one printed without an address.
    public func explanation(_ report: ExplainReport) -> String {
        let logs = report.files.flatMap { file in file.log.sections.indices.map { LogJSON(file: file, section: $0) } }
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

    init(file: ExplainReport.File, section index: Int) {
        let log = file.log, section = log.sections[index], analysis = file.analyses[index]
        func reference(_ constraint: Int) -> ReferenceJSON {
            log.constraints[constraint].address.map(ReferenceJSON.address)
                ?? .index(section.constraintIndices.firstIndex(of: constraint) ?? constraint)
        }
        self.file = log.file
        kind = section.kind.rawValue
        lines = [section.lines.lowerBound, section.lines.upperBound]
        constraints = section.constraintIndices.map { LoggedConstraintJSON(log.constraints[$0]) }
        broken = section.brokenIndex.map(reference)
        conflict = analysis.conflict.map(reference)
        nonNegativeSizes = analysis.nonNegativeSizes.map { "\(log.items[$0.item].name).\($0.attribute) >= 0" }
        axes = analysis.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }
        uninvolved = analysis.conflict.isEmpty ? [] : analysis.uninvolved.map(reference)
        explanation = file.explanations[index].sentences
        suggestion = file.explanations[index].fix
        suggestionVerified = analysis.suggestion?.isVerified
        unreadable = section.unreadable.map { UnreadableJSON(line: $0.line, text: $0.text, reason: $0.reason) }
    }

    private enum CodingKeys: String, CodingKey {
        case file, kind, lines, constraints, broken, conflict, nonNegativeSizes, axes, uninvolved, explanation, suggestion
        case suggestionVerified, unreadable
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
    }
}

/// A logged constraint: the package's one JSON shape of a constraint
/// (`ConstraintJSON`), and where it came from.
private struct LoggedConstraintJSON: Encodable {
    let logged: LoggedConstraint

    init(_ logged: LoggedConstraint) { self.logged = logged }

    private enum CodingKeys: String, CodingKey {
        case address, key, `class`, identifier, active, line, creator
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
    }
}

private struct UnreadableJSON: Encodable {
    let line: Int
    let text: String
    let reason: String
}
