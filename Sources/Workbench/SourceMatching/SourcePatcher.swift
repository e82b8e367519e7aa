@_spi(Readers) import Constraints
import ConsoleLog
import Reports
import SourceModel

/// Writes a log's checked fix into the source as a patch, at the place the
/// ranking put first, then checks it: the patched file, read again, makes
/// what the fix asks for (the constraint at its new priority, or without it)
/// and every other constraint as before.
///
/// Lowering a priority appends `.priority(999)` to a SnapKit or Masonry
/// chain (or changes the one it has) and wraps an anchor or
/// `NSLayoutConstraint(item:…)` call in a closure that sets the priority
/// (Swift has no expression that does); removing takes the attribute out of
/// a chain that makes several, or deletes a chain or call that stands on
/// lines of its own; in a VFL literal, lowering gives the piece's predicate
/// `@999` (`[a(100@999)]`, `-(8@999)-`); not translating the autoresizing mask
/// sets `translatesAutoresizingMaskIntoConstraints` before the view is added.
/// In an Interface Builder document, lowering sets the `<constraint>`
/// element's `priority` attribute (or adds it), and removing deletes the
/// element where it stands on lines of its own.
struct SourcePatcher {
    let sources: ProjectSources

    /// The patch for `fix`, given the candidates of the log's constraints (by index), or why there is none.
    func patch(
        _ fix: FixSuggestion, in log: ConsoleLog, candidates: [Int: [SourceMatches.Candidate]]
    ) -> Result<SourceMatches.Patch, SourceMatches.UnpatchedReason> {
        switch fix.action {
        case .lowerPriority(let index, let priority):
            guard let (file, constraint) = place(of: candidates[index]?.first) else {
                return .failure(.init("no place in the source makes \(log.constraints[index].reference)"))
            }
            return lower(constraint, of: file, to: priority)
        case .remove(let index):
            guard let (file, constraint) = place(of: candidates[index]?.first) else {
                return .failure(.init("no place in the source makes \(log.constraints[index].reference)"))
            }
            return remove(constraint, of: file)
        case .stopTranslatingAutoresizingMask(let item, _):
            return stopTranslating(log.items[item], in: log, candidates: candidates)
        }
    }

    /// The file and constraint a candidate names.
    private func place(of candidate: SourceMatches.Candidate?) -> (ProjectSources.File, SourceConstraint)? {
        guard let candidate, let file = sources.files.first(where: { $0.name == candidate.file }),
              let constraint = file.reading.constraints.first(where: {
                  $0.location.start.line == candidate.line && $0.location.start.column == candidate.column
                      && $0.constraint.description == candidate.text
              })
        else { return nil }
        return (file, constraint)
    }

    // MARK: The changes

    private func lower(
        _ constraint: SourceConstraint, of file: ProjectSources.File, to priority: LayoutPriority
    ) -> Result<SourceMatches.Patch, SourceMatches.UnpatchedReason> {
        let value = CanonicalNumber.text(for: Double(priority.rawValue))
        guard constraint.constraint.priority != priority else {
            return .failure(.init("line \(constraint.location.start.line) already makes it at priority \(value): the log is older than the source"))
        }
        let bytes = Array(file.text.utf8)
        let start = offset(of: constraint.location.start, in: bytes)
        let extent = ChainExtent(bytes: bytes)
        let siblings = Self.siblings(of: constraint, in: file)
        let summary = "lower line \(constraint.location.start.line)'s constraint to priority \(value)"
            + (siblings.isEmpty ? "" : " (and \(siblings.map(\.constraint.description).joined(separator: ", ")), which the same chain makes)")
        let range: Range<Int>, replacement: String
        switch constraint.notation {
        case .snapKit, .masonry:
            range = start ..< extent.end(from: start)
            replacement = Self.prioritized(chain: String(decoding: bytes[range], as: UTF8.self), value: value)
        case .anchor, .layoutConstraintInitializer:
            guard let callEnd = extent.firstCallEnd(from: start, before: extent.end(from: start)) else {
                return .failure(.init("the call at line \(constraint.location.start.line) has no arguments the patcher can find"))
            }
            range = start ..< callEnd
            let call = String(decoding: bytes[range], as: UTF8.self)
            replacement = "{ let constraint = \(call); constraint.priority = UILayoutPriority(\(value)); return constraint }()"
        case .visualFormat:
            range = start ..< max(start, offset(of: constraint.location.end, in: bytes))
            let isConnection = start > 0 && bytes[start - 1] == .dash
            guard let predicate = Self.prioritized(predicate: String(decoding: bytes[range], as: UTF8.self), value: value, inConnection: isConnection)
            else {
                return .failure(.init("a VFL piece at line \(constraint.location.start.line) without a predicate: give it one with @\(value) by hand"))
            }
            replacement = predicate
        case .interfaceBuilder:
            guard let element = ConstraintElement(bytes: bytes, start: start) else {
                return .failure(.init("no whole <constraint> element at line \(constraint.location.start.line): give it priority=\"\(value)\" by hand"))
            }
            (range, replacement) = element.prioritized(value)
        }
        return make(file, replacing: range, with: replacement, in: bytes, summary: summary) { reading, original in
            check(reading, against: original, changed: constraint) { $0.priority == priority }
        }
    }

    /// A SnapKit or Masonry chain whose attributes (before its first call) name `attribute` once,
    /// without it: `make.leading.trailing.bottom.equalToSuperview()` without `bottom`.
    static func chain(_ chain: String, without attribute: String) -> String? {
        guard let call = chain.firstIndex(of: "("), let lastDot = chain[..<call].lastIndex(of: ".") else { return nil }
        var parts = chain[..<lastDot].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 2, parts.filter({ $0 == attribute }).count == 1, let index = parts.firstIndex(where: { $0 == attribute }), index > 0
        else { return nil }
        parts.remove(at: index)
        return parts.joined(separator: ".") + chain[lastDot...]
    }

    /// A SnapKit or Masonry chain with `.priority(value)`: its own priority's argument replaced, or the
    /// modifier added before what must end a SnapKit chain (`.labeled`, `.constraint`), else at its end.
    static func prioritized(chain: String, value: String) -> String {
        if let range = chain.range(of: ".priority(") {
            var depth = 1
            var index = range.upperBound
            while index < chain.endIndex, depth > 0 {
                if chain[index] == "(" { depth += 1 } else if chain[index] == ")" { depth -= 1 }
                if depth > 0 { index = chain.index(after: index) }
            }
            return chain[..<range.upperBound] + value + chain[index...]
        }
        for ending in [".labeled(", ".constraint"] {
            if let range = chain.range(of: ending, options: .backwards) { return chain[..<range.lowerBound] + ".priority(\(value))" + chain[range.lowerBound...] }
        }
        return chain + ".priority(\(value))"
    }

    /// A VFL predicate (`100`, `>=50@750`, `metric`) with `@value`: its own priority replaced, or the
    /// priority added; a connection's bare number (`-8-`) in parentheses, where VFL takes a priority
    /// (`-(8@999)-`); `nil` for a standard space (`-`), which has no predicate to give one.
    static func prioritized(predicate: String, value: String, inConnection: Bool) -> String? {
        guard !predicate.isEmpty, predicate != "-" else { return nil }
        let prioritized = (predicate.firstIndex(of: "@").map { predicate[..<$0] } ?? predicate[...]) + "@" + value
        return inConnection ? "(" + prioritized + ")" : prioritized
    }

    private func remove(_ constraint: SourceConstraint, of file: ProjectSources.File) -> Result<SourceMatches.Patch, SourceMatches.UnpatchedReason> {
        let bytes = Array(file.text.utf8)
        let start = offset(of: constraint.location.start, in: bytes)
        var end: Int
        let siblings = Self.siblings(of: constraint, in: file)
        if constraint.notation == .interfaceBuilder {
            guard let element = ConstraintElement(bytes: bytes, start: start) else {
                return .failure(.init("no whole <constraint> element at line \(constraint.location.start.line): remove it by hand"))
            }
            if let id = element.id, element.isReferenced(as: id) {
                return .failure(.init("an outlet or size class of the document refers to constraint \(id) at line \(constraint.location.start.line): remove it in Interface Builder"))
            }
            end = element.end
        } else {
            end = ChainExtent(bytes: bytes).end(from: start)
        }
        if !siblings.isEmpty {
            // A chain of several attributes (`make.leading.trailing.bottom.equalTo…`) loses the one attribute.
            let chain = String(decoding: bytes[start ..< end], as: UTF8.self)
            guard constraint.notation == .snapKit || constraint.notation == .masonry,
                  let shortened = Self.chain(chain, without: constraint.constraint.firstAttribute.name)
            else {
                return .failure(.init("line \(constraint.location.start.line) makes \(siblings.count + 1) constraints in one chain: remove this one by hand"))
            }
            return make(file, replacing: start ..< end, with: shortened, in: bytes,
                        summary: "remove \(constraint.constraint.firstAttribute.name) from line \(constraint.location.start.line)'s chain",
                        check: Self.removalCheck(of: constraint))
        }
        let lineStart = bytes[..<start].lastIndex(of: .lineFeed).map { $0 + 1 } ?? 0
        guard bytes[lineStart ..< start].allSatisfy(\.isBlank) else {
            return .failure(.init("line \(constraint.location.start.line) makes more than this constraint: remove it by hand"))
        }
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || bytes[end] == .comma || bytes[end].isBlank { end += 1 }
        guard end == bytes.count || bytes[end] == .lineFeed else {
            return .failure(.init("line \(constraint.location.start.line) goes on after this constraint: remove it by hand"))
        }
        return make(file, replacing: lineStart ..< min(end + 1, bytes.count), with: "", in: bytes,
                    summary: "remove line \(constraint.location.start.line)'s constraint", check: Self.removalCheck(of: constraint))
    }

    /// `translatesAutoresizingMaskIntoConstraints = false` for the view the log names, before the
    /// source adds it: the view is the source's name for it in its constraints' best candidates.
    private func stopTranslating(
        _ item: LoggedItem, in log: ConsoleLog, candidates: [Int: [SourceMatches.Candidate]]
    ) -> Result<SourceMatches.Patch, SourceMatches.UnpatchedReason> {
        for (index, logged) in log.constraints.enumerated() where !logged.creator.isSystem {
            guard let (file, constraint) = place(of: candidates[index]?.first) else { continue }
            let pairs = [(logged.constraint.firstItem, constraint.constraint.firstItemName), (logged.constraint.secondItem, constraint.constraint.secondItemName)]
            guard let name = pairs.first(where: { $0.0 === item.item })?.1 ?? nil else { continue }
            let isObjectiveC = constraint.notation == .masonry || Notation(fileName: file.name) == .masonry
            let line = isObjectiveC ? "\(name).translatesAutoresizingMaskIntoConstraints = NO;" : "\(name).translatesAutoresizingMaskIntoConstraints = false"
            let bytes = Array(file.text.utf8)
            let adds = isObjectiveC ? ["addSubview:\(name)]", "addSubview:self.\(name)]"] : ["addSubview(\(name))", "addSubview(self.\(name))"]
            guard let added = adds.lazy.compactMap({ file.text.range(of: $0) }).first else { continue }
            let addOffset = file.text.utf8.distance(from: file.text.utf8.startIndex, to: added.lowerBound)
            let lineStart = bytes[..<addOffset].lastIndex(of: .lineFeed).map { $0 + 1 } ?? 0
            let indent = String(decoding: bytes[lineStart...].prefix(while: \.isBlank), as: UTF8.self)
            return make(file, replacing: lineStart ..< lineStart, with: indent + line + "\n", in: bytes,
                        summary: "set \(name).translatesAutoresizingMaskIntoConstraints before it is added") { reading, original in
                reading.constraints.map(\.constraint.description) == original.constraints.map(\.constraint.description)
                    ? (true, "the patched file, read again, makes the same constraints")
                    : (false, "the patched file, read again, makes other constraints")
            }
        }
        return .failure(.init("no place in the source adds \(item.name)"))
    }

    // MARK: Making and checking

    /// The other constraints the chain that makes `constraint` makes (`make.width.height…`: two at one place).
    private static func siblings(of constraint: SourceConstraint, in file: ProjectSources.File) -> [SourceConstraint] {
        file.reading.constraints.filter { $0.location.start == constraint.location.start && $0.constraint !== constraint.constraint }
    }

    /// A removal's check: the patched file (`reading`) makes every constraint of the original but `removed`, each as before.
    private static func removalCheck(of removed: SourceConstraint) -> (SourceReading, SourceReading) -> (Bool, String) {
        { reading, original in
            let kept = original.constraints.filter { $0.constraint !== removed.constraint }.map(\.constraint.description)
            guard reading.constraints.count == kept.count else {
                return (false, "the patched file, read again, makes \(reading.constraints.count) constraints, not \(kept.count)")
            }
            for (made, before) in zip(reading.constraints.map(\.constraint.description), kept) where made != before {
                return (false, "the patched file, read again, makes \(made) where it made \(before)")
            }
            return (true, "the patched file, read again, makes every constraint but this one")
        }
    }

    private func make(
        _ file: ProjectSources.File, replacing range: Range<Int>, with replacement: String, in bytes: [UInt8], summary: String,
        check: (SourceReading, SourceReading) -> (Bool, String)
    ) -> Result<SourceMatches.Patch, SourceMatches.UnpatchedReason> {
        let patched = String(decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
        let reading = ProjectSources.File(name: file.name, text: patched).reading
        let (isChecked, note) = check(reading, file.reading)
        return .success(SourceMatches.Patch(
            file: file.name, summary: summary, diff: UnifiedDiff(file: file.name, before: file.text, after: patched).text,
            patchedText: patched, originalText: file.text, check: note, isChecked: isChecked))
    }

    /// Whether `reading` (the patched file) makes `original`'s constraints, `changed` now as `holds` asks.
    private func check(
        _ reading: SourceReading, against original: SourceReading, changed: SourceConstraint, holds: (LayoutConstraint) -> Bool
    ) -> (Bool, String) {
        guard reading.constraints.count == original.constraints.count,
              let index = original.constraints.firstIndex(where: { $0.constraint === changed.constraint })
        else { return (false, "the patched file, read again, makes \(reading.constraints.count) constraints, not \(original.constraints.count)") }
        let patched = reading.constraints[index].constraint
        guard holds(patched), Self.sameRelation(patched, changed.constraint) else {
            return (false, "the patched file, read again, makes \(patched.description) there")
        }
        // The others are as they were; those the same chain makes may take the new priority with it.
        for (other, before) in zip(reading.constraints, original.constraints) where before.constraint !== changed.constraint {
            let sameChain = before.location.start == changed.location.start
            guard other.constraint.description == before.constraint.description
                || sameChain && Self.sameRelation(other.constraint, before.constraint) && holds(other.constraint)
            else { return (false, "the patched file, read again, makes \(other.constraint.description) where it made \(before.constraint.description)") }
        }
        return (true, "the patched file, read again, makes \(patched.description) there and every other constraint as before")
    }

    private static func sameRelation(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstItemName == b.firstItemName && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.secondItemName == b.secondItemName && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier
            && a.constant == b.constant
    }

    private func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int {
        let lines = LineTable(bytes)
        guard location.line >= 1, location.line <= lines.lineStarts.count else { return bytes.count }
        return min(lines.lineStarts[location.line - 1] + location.column - 1, bytes.count)
    }
}
