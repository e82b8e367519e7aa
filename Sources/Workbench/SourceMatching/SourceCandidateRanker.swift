import ConsoleLog
import Constraints
import Reports
import SourceModel

/// Ranks the places in a project's source that could have made a logged
/// constraint: every source constraint with the same attributes and
/// relation (read either way round) is a candidate, scored by the evidence
/// for and against it (one with more against than for is none). The weights, strongest first: SnapKit's `@File.swift#line`
/// and a matching identifier decide; the items' classes against the
/// classes the source declares them as, the notation against the
/// constraint's class, the constant, the multiplier and the priority weigh.
struct SourceCandidateRanker {
    let sources: ProjectSources

    /// A source constraint scored as the maker of a logged one, with the source's name for each logged item.
    private struct Scored {
        let file: ProjectSources.File
        let constraint: SourceConstraint
        var score: Double
        var evidence: [String]
        /// The source's name for each item of the logged constraint (by index in the log's items).
        let names: [Int: String]

        /// Where a name names one view: the file, or an IB document's scene (IB names views uniquely
        /// per scene only, and every scene's root is `view`).
        var scope: (key: String, said: String) {
            constraint.notation == .interfaceBuilder ? ("\(file.name) scene \(constraint.body)", "in this scene") : (file.name, "in this file")
        }
    }

    /// The best `limit` candidates for each of `indices` (constraints of `log` listed together, as one
    /// conflict), best first; none for what UIKit makes itself. A candidate gains where the
    /// best candidates of the other constraints name the same view the same way in the same file (the
    /// same scene of an IB document): a log lists constraints that share views, and so does the code that made them.
    func candidates(for indices: [Int], in log: ConsoleLog, limit: Int = 3) -> [Int: [SourceMatches.Candidate]] {
        var scored: [Int: [Scored]] = [:]
        // Which (view, file or scene, name) each constraint's best candidates vouch for: all that share the
        // best score, not only those among the first few, since a constraint common in the project (a
        // leading edge pinned to its superview's) has many equal candidates, and which of them made the cut
        // would be the order of the files' paths; and none weaker, which would lift a file that merely
        // repeats the views' classes.
        var vouchers: [String: Set<Int>] = [:]
        for index in indices where scored[index] == nil {
            let found = self.scored(log.constraints[index], in: log)
            for candidate in found where candidate.score == found[0].score {
                for (item, name) in candidate.names { vouchers["\(item) \(candidate.scope.key) \(name)", default: []].insert(index) }
            }
            if !found.isEmpty { scored[index] = Array(found.prefix(Self.considered)) }
        }
        var result: [Int: [SourceMatches.Candidate]] = [:]
        for (index, list) in scored {
            var rescored = list.map { candidate in
                var candidate = candidate
                for (item, name) in candidate.names.sorted(by: { $0.key < $1.key }) {
                    let others = vouchers["\(item) \(candidate.scope.key) \(name)", default: []].subtracting([index])
                    guard !others.isEmpty else { continue }
                    let lines = others.map { log.constraints[$0].line }.sorted().map(String.init)
                    let named = lines.count == 1 ? "line " + lines[0] : "lines " + lines.dropLast().joined(separator: ", ") + " and " + lines.last!
                    candidate.score += Double(min(others.count, 3)) * 2
                    candidate.evidence.append("+\(min(others.count, 3) * 2) \(named) also \(others.count == 1 ? "finds" : "find") \(log.items[item].name) as \(name) \(candidate.scope.said)")
                }
                return candidate
            }
            rescored.sort(by: Self.isRankedBefore)
            let total = rescored.reduce(0) { $0 + max($1.score, 0) }
            result[index] = rescored.prefix(limit).map { entry in
                let location = entry.constraint.location
                return SourceMatches.Candidate(
                    file: entry.file.name, line: location.start.line, column: location.start.column, notation: entry.constraint.notation.rawValue,
                    text: entry.constraint.constraint.description, score: entry.score, confidence: total > 0 ? max(entry.score, 0) / total : 0,
                    evidence: entry.evidence)
            }
        }
        return result
    }

    /// How many candidates of each constraint are weighed against the others.
    private static let considered = 12

    /// Higher score first; ties in path, line and column order.
    private static func isRankedBefore(_ a: Scored, _ b: Scored) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let (x, y) = (a.constraint.location.start, b.constraint.location.start)
        return (a.file.name, x.line, x.column) < (b.file.name, y.line, y.column)
    }

    /// Every source constraint that could have made `logged`, best first; none for what UIKit makes itself.
    private func scored(_ logged: LoggedConstraint, in log: ConsoleLog) -> [Scored] {
        guard !logged.creator.isSystem else { return [] }
        var scored: [Scored] = []
        for file in sources.files {
            for constraint in file.reading.constraints {
                if let match = match(logged, in: log, with: constraint, of: file), match.score > 0 {
                    scored.append(Scored(file: file, constraint: constraint, score: match.score, evidence: match.evidence, names: match.names))
                }
            }
        }
        return scored.sorted(by: Self.isRankedBefore)
    }

    /// The score and evidence of `source` as the maker of `logged`, read the way round that scores best;
    /// `nil` when neither way has the logged attributes and relation.
    private func match(
        _ logged: LoggedConstraint, in log: ConsoleLog, with source: SourceConstraint, of file: ProjectSources.File
    ) -> (score: Double, evidence: [String], names: [Int: String])? {
        let written = source.constraint
        var best: (score: Double, evidence: [String], names: [Int: String])?
        let loggedConstraint = logged.constraint
        // Read the other way round only where that could match: making the reversed constraint costs.
        let turnable = written.secondAttribute == loggedConstraint.firstAttribute && written.firstAttribute == loggedConstraint.secondAttribute
        for (constraint, turned) in [(written, false)] + (turnable ? written.reversed().map { [($0, true)] } ?? [] : []) {
            guard constraint.firstAttribute == loggedConstraint.firstAttribute, constraint.secondAttribute == loggedConstraint.secondAttribute,
                  constraint.relation == loggedConstraint.relation,
                  (constraint.secondItem == nil) == (loggedConstraint.secondItem == nil)
            else { continue }
            var evidence = Evidence()
            evidence.add(4, "\(loggedConstraint.firstAttribute.name)\(loggedConstraint.secondItem == nil ? "" : " to \(loggedConstraint.secondAttribute.name)") \(loggedConstraint.relation.symbol)\(turned ? ", written the other way round" : "")")
            weighCreator(logged, source: source, file: file, into: &evidence)
            weighIdentifier(loggedConstraint.identifier, written.identifier, into: &evidence)
            weighItem(loggedConstraint.firstItem, as: constraint.firstItemName, in: log, file: file, into: &evidence)
            if let item = loggedConstraint.secondItem, let name = constraint.secondItemName { weighItem(item, as: name, in: log, file: file, into: &evidence) }
            weighNumbers(loggedConstraint, constraint, into: &evidence)
            var names: [Int: String] = [:]
            if let item = loggedConstraint.firstItem, let index = log.index(of: item) { names[index] = constraint.firstItemName }
            if let item = loggedConstraint.secondItem, let index = log.index(of: item), let name = constraint.secondItemName { names[index] = name }
            if best.map({ evidence.score > $0.score }) ?? true { best = (evidence.score, evidence.facts, names) }
        }
        return best
    }

    /// SnapKit prints where a chain was made (`@Cell.swift#88`): decisive. Its class and Masonry's say the notation.
    private func weighCreator(_ logged: LoggedConstraint, source: SourceConstraint, file: ProjectSources.File, into evidence: inout Evidence) {
        switch logged.creator {
        case .snapKit(let place):
            guard source.notation == .snapKit else { return evidence.add(-4, "the log's constraint is SnapKit's; this is \(source.notation.rawValue)") }
            evidence.add(2, "a SnapKit constraint, a SnapKit chain")
            if let place, let hash = place.lastIndex(of: "#"), let line = Int(place[place.index(after: hash)...]) {
                let logFile = String(place[..<hash]).split(separator: "/").last.map(String.init) ?? ""
                let sourceFile = file.name.split(separator: "/").last.map(String.init) ?? file.name
                if logFile == sourceFile, line == source.location.start.line {
                    evidence.add(40, "SnapKit says it was made at \(place)")
                } else {
                    evidence.add(-8, "SnapKit says it was made at \(place)")
                }
            }
        case .masonry:
            if source.notation == .masonry { evidence.add(2, "a Masonry constraint, a Masonry chain") } else {
                evidence.add(-4, "the log's constraint is Masonry's; this is \(source.notation.rawValue)")
            }
        default:
            if source.notation == .snapKit || source.notation == .masonry {
                evidence.add(-4, "the log's constraint is a plain \(logged.constraintClass); \(source.notation.rawValue) makes its own class")
            }
        }
    }

    private func weighIdentifier(_ logged: String?, _ written: String?, into evidence: inout Evidence) {
        switch (logged, written) {
        case let (logged?, written?) where logged == written: evidence.add(30, "identifier '\(logged)'")
        case let (logged?, written?): evidence.add(-15, "identifier '\(logged)' in the log, '\(written)' here")
        case (let logged?, nil): evidence.add(-1, "identifier '\(logged)' in the log, none here")
        case (nil, let written?): evidence.add(-3, "identifier '\(written)' here, none in the log")
        case (nil, nil): break
        }
    }

    /// The logged item against the source's name for it: layout guide or view, the guide's kind, its
    /// debug name, and its class against the class the file declares the name (or `self`) as.
    private func weighItem(_ item: LayoutItem?, as name: String, in log: ConsoleLog, file: ProjectSources.File, into evidence: inout Evidence) {
        guard let item, let index = log.index(of: item) else { return }
        let logged = log.items[index]
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let isSourceGuide = last.hasSuffix("LayoutGuide") || last.hasSuffix("Guide")
        if logged.isLayoutGuide != isSourceGuide {
            return evidence.add(-3, "\(logged.name) is \(logged.isLayoutGuide ? "a layout guide" : "a view"), \(name) \(isSourceGuide ? "a guide" : "a view")")
        }
        if logged.isLayoutGuide {
            let kinds = ["UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide", "UIViewLayoutMarginsGuide": "layoutMarginsGuide"]
            if let label = logged.label, let kind = kinds[label] {
                if last == kind { evidence.add(2, "\(label) is \(name)") } else { evidence.add(-2, "\(label) is not \(name)") }
            }
            return
        }
        if let debugName = logged.debugName, debugName == last { evidence.add(6, "\(logged.name) is named \(debugName)") }
        guard let loggedClass = logged.shortClassName else { return }
        if last == "self" || last == "superview" && file.reading.declaredClasses[last] == nil {
            if file.reading.declaredTypes.contains(loggedClass) {
                evidence.add(3, "\(loggedClass) is declared in \(file.name.split(separator: "/").last ?? "")")
            }
            return
        }
        if last == "contentView", loggedClass.hasSuffix("ContentView") { return evidence.add(3, "\(loggedClass) is a cell's contentView") }
        // A plain UIView is what most views are, so it says little; a class of the app's or a control says much.
        let weight: Double = loggedClass == "UIView" ? 1 : 4
        guard let declared = file.reading.declaredClasses[last] else {
            if last == "view", loggedClass == "UIView" { evidence.add(weight, "a controller's view is a UIView") }
            return
        }
        if declared == loggedClass {
            evidence.add(weight, "\(loggedClass) is \(last)'s class")
        } else {
            evidence.add(-3, "\(loggedClass) in the log, \(last) is a \(declared)")
        }
    }

    /// The constant, multiplier and priority.
    private func weighNumbers(_ logged: LayoutConstraint, _ written: LayoutConstraint, into evidence: inout Evidence) {
        if let loggedConstant = logged.constant.points {
            switch written.constant {
            case .points(let value) where abs(value - loggedConstant) < 0.01:
                evidence.add(value == 0 ? 1 : 3, "constant \(CanonicalNumber.text(for: value))")
            case .points(let value):
                evidence.add(-3, "constant \(CanonicalNumber.text(for: loggedConstant)) in the log, \(CanonicalNumber.text(for: value)) here")
            case .standardSpacing:
                evidence.add(0.5, "the standard space here, \(CanonicalNumber.text(for: loggedConstant)) in the log")
            case .expression(let expression):
                evidence.add(0.5, "constant \(expression) here, unknown until run time")
            }
        }
        if written.symbolicMultiplier != nil {
            evidence.add(0.5, "multiplier \(written.symbolicMultiplier!) here, unknown until run time")
        } else if abs(written.multiplier - logged.multiplier) < 0.0005 {
            if logged.multiplier != 1 { evidence.add(3, "multiplier \(CanonicalNumber.text(for: logged.multiplier))") }
        } else {
            evidence.add(-4, "multiplier \(CanonicalNumber.text(for: logged.multiplier)) in the log, \(CanonicalNumber.text(for: written.multiplier)) here")
        }
        if written.priority == logged.priority {
            if logged.priority != .required { evidence.add(2, "priority \(logged.priority)") }
        } else {
            evidence.add(-3, "priority \(logged.priority) in the log, \(written.priority) here")
        }
    }
}

/// The facts that scored a candidate.
private struct Evidence {
    private(set) var score: Double = 0
    private(set) var facts: [String] = []

    mutating func add(_ weight: Double, _ fact: String) {
        score += weight
        facts.append("\(weight > 0 ? "+" : "")\(CanonicalNumber.text(for: weight)) \(fact)")
    }
}
