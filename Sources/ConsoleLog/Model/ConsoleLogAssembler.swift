import Constraints

/// Turns what the segmenter found into a `ConsoleLog`: binds items across
/// the paste, lowers each description, merges repeats, and settles each
/// log's constraints and broken constraint (S13: matched by address, never
/// by position).
struct ConsoleLogAssembler {
    private let segmenter: LogSegmenter
    private(set) var items: [LoggedItem] = []
    private(set) var constraints: [LoggedConstraint] = []
    private(set) var sections: [LogSection] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The constraint each occurrence became, if it could.
    private var constraintOfOccurrence: [Int?] = []
    private var unreadable: [UnreadableLine] = []
    private var unreadableSection: [Int?] = []
    private var notes: [(diagnostic: Diagnostic, section: Int?)]

    init(segmenter: LogSegmenter) {
        self.segmenter = segmenter
        notes = segmenter.notes
    }

    mutating func assemble() {
        for failure in segmenter.failures {
            let more = failure.more == 0 ? "" : " (and \(failure.more) more description\(failure.more == 1 ? "" : "s") on this line)"
            addUnreadable(line: failure.line, reason: failure.reason.reason + more, failure.diagnostic, section: failure.section)
        }
        var table = LogItemTable()
        let bindings = segmenter.occurrences.enumerated().map { table.bind($1.syntax, occurrence: $0) }
        items = table.makeItems()
        for note in table.notes {
            let occurrence = segmenter.occurrences[note.occurrence]
            notes.append((Diagnostic(note.note, at: range(of: occurrence)), occurrence.section))
        }
        lowerOccurrences(bindings: bindings)
        var occurrencesBySection = Array(repeating: [Int](), count: segmenter.drafts.count)
        for (index, occurrence) in segmenter.occurrences.enumerated() { occurrencesBySection[occurrence.section].append(index) }
        for (index, draft) in segmenter.drafts.enumerated() {
            sections.append(section(index, draft, occurrences: occurrencesBySection[index]))
        }
        var unreadableBySection = Array(repeating: [UnreadableLine](), count: sections.count)
        var notesBySection = Array(repeating: [Diagnostic](), count: sections.count)
        for (line, section) in zip(unreadable, unreadableSection) { if let section { unreadableBySection[section].append(line) } }
        for note in notes { if let section = note.section { notesBySection[section].append(note.diagnostic) } }
        sections = sections.enumerated().map { index, section in
            LogSection(
                kind: section.kind, lines: section.lines, constraintIndices: section.constraintIndices, brokenIndex: section.brokenIndex,
                isRedacted: section.isRedacted, unreadable: unreadableBySection[index], notes: notesBySection[index])
        }
        diagnostics = (unreadable.map(\.diagnostic) + notes.map(\.diagnostic)).sorted { lhs, rhs in
            let left = lhs.range?.bytes?.lowerBound ?? 0, right = rhs.range?.bytes?.lowerBound ?? 0
            return left != right ? left < right : lhs.severity.rank < rhs.severity.rank
        }
    }

    // MARK: Constraints

    private mutating func lowerOccurrences(bindings: [LogItemTable.Binding]) {
        let lowering = DescriptionLowering(items: items)
        var byIdentity: [String: Int] = [:]
        for (index, occurrence) in segmenter.occurrences.enumerated() {
            let syntax = occurrence.syntax
            let text = occurrence.text.text(in: syntax.range)
            let identity = (syntax.address ?? syntax.key ?? "@\(index)") + " " + text
            if let existing = byIdentity[identity] {
                constraintOfOccurrence.append(existing)
                continue
            }
            do {
                let lowered = try lowering.lower(syntax, binding: bindings[index], origin: range(of: occurrence))
                let itemClasses = bindings[index].items.filter { $0 >= 0 }.compactMap { items[$0].className }
                constraints.append(LoggedConstraint(
                    constraint: lowered.constraint, contentHugging: lowered.hugging, line: occurrence.line,
                    range: range(of: occurrence), text: text, constraintClass: syntax.constraintClass,
                    address: syntax.address, key: syntax.key, identifier: syntax.identifier, state: syntax.state,
                    autoresizingMask: syntax.autoresizingMask,
                    contentSizePriorities: syntax.contentSize.map { (LayoutPriority($0.hugging), LayoutPriority($0.compressionResistance)) },
                    systemSpacing: Self.systemSpacing(of: syntax),
                    creator: .of(className: syntax.constraintClass, identifier: syntax.identifier,
                                 sourceLocation: syntax.sourceLocation, mask: syntax.autoresizingMask, itemClasses: itemClasses),
                    itemIndices: Array(Set(bindings[index].items.filter { $0 >= 0 } + (bindings[index].superview.map { [$0] } ?? []))).sorted(),
                    subjectItem: bindings[index].items.first { $0 >= 0 } ?? 0))
                byIdentity[identity] = constraints.count - 1
                if case .equation(let equation) = syntax.body, let spacing = equation.systemSpacing, spacing != 0 {
                    let note = ConsoleLogDiagnostic.unsignedSystemSpacing(points: CanonicalNumber.text(for: spacing))
                    notes.append((Diagnostic(note, at: range(of: occurrence)), occurrence.section))
                }
                constraintOfOccurrence.append(constraints.count - 1)
            } catch {
                constraintOfOccurrence.append(nil)
                let diagnostic = Diagnostic(ConsoleLogDiagnostic.unreadable(error.reason), at: range(of: occurrence))
                addUnreadable(line: occurrence.line, reason: error.reason.reason, diagnostic, section: occurrence.section)
            }
        }
    }

    private static func systemSpacing(of syntax: DescriptionSyntax) -> Double? {
        switch syntax.body {
        case .equation(let equation): return equation.systemSpacing
        case .visualFormat(let format):
            let predicates = [format.leadingConnection, format.trailingConnection] + format.views.flatMap { [$0.connectionBefore, $0.size] }
            return predicates.compactMap { $0 }.first(where: \.isSystemSpacing)?.value
        }
    }

    // MARK: Logs

    /// A log's constraints in order, each once, and its broken constraint (its unreadable lines and notes come later).
    private mutating func section(_ index: Int, _ draft: LogSegmenter.Draft, occurrences: [Int]) -> LogSection {
        var members: [Int] = []
        var seen: Set<Int> = []
        for occurrenceIndex in occurrences where occurrenceIndex != draft.brokenOccurrence {
            let occurrence = segmenter.occurrences[occurrenceIndex]
            guard let constraint = constraintOfOccurrence[occurrenceIndex] else { continue }
            if !seen.insert(constraint).inserted {
                notes.append((Diagnostic(ConsoleLogDiagnostic.duplicate, at: range(of: occurrence)), index))
            } else {
                members.append(constraint)
            }
        }
        var broken: Int?
        if let occurrence = draft.brokenOccurrence, let constraint = constraintOfOccurrence[occurrence] {
            let address = constraints[constraint].address
            broken = seen.contains(constraint) ? constraint : members.first { address != nil && constraints[$0].address == address }
            if broken == nil {
                members.append(constraint)
                broken = constraint
                notes.append((Diagnostic(ConsoleLogDiagnostic.brokenNotListed, at: range(of: segmenter.occurrences[occurrence])), index))
            }
        } else if let address = draft.brokenAddress {
            broken = members.first { constraints[$0].address == address }
            if let broken {
                let note = ConsoleLogDiagnostic.brokenFoundByAddress(address: address, line: constraints[broken].line)
                notes.append((Diagnostic(note, at: segmenter.paste.sourceRange(constraints[broken].range.bytes ?? 0 ..< 0)), index))
            }
        }
        return LogSection(
            kind: draft.kind, lines: draft.firstLine ... draft.lastLine, constraintIndices: members, brokenIndex: broken,
            isRedacted: draft.isRedacted, unreadable: [], notes: [])
    }

    // MARK: Shared

    private mutating func addUnreadable(line: Int, reason: String, _ diagnostic: Diagnostic, section: Int?) {
        unreadable.append(UnreadableLine(line: line, text: segmenter.paste.text(ofLine: line), reason: reason, diagnostic: diagnostic))
        unreadableSection.append(section)
    }

    private func range(of occurrence: LogSegmenter.Occurrence) -> SourceRange {
        segmenter.paste.sourceRange(occurrence.text.pasteOffsets(occurrence.syntax.range))
    }
}

extension Diagnostic.Severity {
    /// Errors first, then warnings, then notes.
    var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }
}
