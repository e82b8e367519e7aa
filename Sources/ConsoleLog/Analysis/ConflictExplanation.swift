import Constraints

/// A log's conflict in sentences, and its fix in one: what cannot hold,
/// which constraint UIKit broke, what the others make of it, what UIKit's own
/// constraints mean, and what to change.
public struct ConflictExplanation {
    /// The explanation, one sentence each.
    public let sentences: [String]
    /// The fix in a sentence, or `nil` when there is none to suggest.
    public let fix: String?

    /// The explanation of `analysis` of `log`.
    public init(_ analysis: ConflictAnalysis, of log: ConsoleLog, names: DisplayNames) {
        let wording = ConstraintWording(log: log, names: names)
        let section = log.sections[analysis.section]
        var sentences: [String] = []
        func line(_ index: Int) -> String { "line \(log.constraints[index].line)" }
        if analysis.conflict.isEmpty {
            sentences.append(Self.noConflict(section, log: log, line: line))
        } else {
            sentences.append(Self.headline(analysis, of: log, wording: wording))
            if let uikit = section.brokenIndex {
                sentences.append(analysis.uikitBrokenIsInConflict == true
                    ? "UIKit broke \(line(uikit)), one of them."
                    : "UIKit broke \(line(uikit)), which is not one of them: breaking it does not end this conflict.")
            } else if let broken = analysis.broken {
                sentences.append("The log does not say which constraint UIKit broke; solving it again gives up \(line(broken)).")
            }
            if let implied = analysis.implied, analysis.conflict.count > 1 {
                sentences.append(Self.implied(implied, of: log, wording: wording, line: line))
            }
            sentences += wording.glosses(for: analysis.conflict)
            if analysis.conflict.contains(where: { Self.usesMargins(log.constraints[$0].constraint) }) {
                sentences.append("Margin attributes are solved with UIKit's default margins of 8 points: the log does not print the views' layout margins.")
            }
            if !analysis.furtherConflicts.isEmpty {
                sentences.append("\(analysis.furtherConflicts.count) more conflict(s) remain once this one is broken: "
                    + analysis.furtherConflicts.map { Self.lines($0.map { log.constraints[$0].line }) }.joined(separator: "; ") + ".")
            }
        }
        if !analysis.conflict.isEmpty, analysis.suggestion == nil {
            sentences.append("Every constraint of this conflict is UIKit's own: there is no constraint of the app to change; look for what gave the views these sizes.")
        }
        self.sentences = sentences
        fix = analysis.suggestion.map { Self.fix($0, of: log, names: names) }
    }

    // MARK: Sentences

    private static func noConflict(_ section: LogSection, log: ConsoleLog, line: (Int) -> String) -> String {
        if section.isRedacted, section.constraintIndices.isEmpty {
            return "The unified log redacted every description of this log ('<private>'): there is nothing to solve."
        }
        if section.constraintIndices.isEmpty { return "No constraint of this log could be read." }
        let count = section.constraintIndices.count
        var sentence = count == 1 ? "The one readable constraint can hold" : "The \(count) readable constraints can all hold together"
        if section.kind == .unsatisfiable {
            sentence += ": the paste does not hold all of the conflict UIKit reported"
            if let broken = section.brokenIndex { sentence += " when it broke \(line(broken))" }
        }
        return sentence + "."
    }

    /// What cannot hold, over which lines, and the sizes it needs non-negative.
    private static func headline(_ analysis: ConflictAnalysis, of log: ConsoleLog, wording: ConstraintWording) -> String {
        let sizes = analysis.nonNegativeSizes.map { "the \($0.attribute) of \(wording.names[$0.item])" }
        let sizeClause = sizes.isEmpty ? "" : ", as UIKit never lets a width or height below 0 (here \(list(sizes)))"
        if analysis.conflict.count == 1, let only = analysis.conflict.first {
            let logged = log.constraints[only]
            return "Line \(logged.line) cannot hold on its own (\(wording.sentence(for: logged.constraint)))\(sizeClause)."
        }
        let axes = analysis.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }
        let axisText = axes.count == 1 ? "the \(axes[0]) axis" : "the horizontal and vertical axes"
        return "These \(analysis.conflict.count) constraints, \(lines(analysis.conflict.map { log.constraints[$0].line })), cannot all hold on \(axisText)"
            + "\(sizeClause); without any one of them the others can."
    }

    /// `lines 7, 8 and 9`, or `line 7`.
    static func lines(_ numbers: [Int]) -> String {
        (numbers.count == 1 ? "line " : "lines ") + list(numbers.map(String.init))
    }

    private static func usesMargins(_ constraint: LayoutConstraint) -> Bool {
        [constraint.firstAttribute, constraint.secondAttribute].contains { $0.edgeCounterpart != $0 || $0 == .centerXWithinMargins || $0 == .centerYWithinMargins }
    }

    private static func implied(_ implied: ConflictAnalysis.ImpliedValue, of log: ConsoleLog, wording: ConstraintWording, line: (Int) -> String) -> String {
        let constraint = log.constraints[implied.constraint].constraint
        func holds(_ relation: LayoutRelation, _ value: Double) -> String {
            wording.sentence(constraint.heldFirstItem, constraint.firstAttribute, relation, constraint.secondItem,
                             constraint.secondAttribute, multiplier: constraint.multiplier, constant: value)
        }
        let start = "Without \(line(implied.constraint)) (\(wording.sentence(for: constraint))), the others hold only if "
        let asked = constraint.constant.points ?? 0
        if let exact = implied.value { return start + holds(.equal, exact) + "." }
        if let highest = implied.highest, asked > highest { return start + holds(.lessThanOrEqual, highest) + "." }
        if let lowest = implied.lowest { return start + holds(.greaterThanOrEqual, lowest) + "." }
        if let highest = implied.highest { return start + holds(.lessThanOrEqual, highest) + "." }
        return start + "it does not."
    }

    private static func fix(_ suggestion: FixSuggestion, of log: ConsoleLog, names: DisplayNames) -> String {
        let checked = suggestion.isVerified
            ? " Checked: solved again with this change, the rest of the conflict holds."
            : " Solving again with this change still breaks a constraint of the conflict: look further."
        switch suggestion.action {
        case .lowerPriority(let index, let priority):
            let logged = log.constraints[index]
            return "Lower line \(logged.line), `\(logged.constraint)`, to priority \(priority): \(suggestion.reason).\(checked)"
        case .remove(let index):
            let logged = log.constraints[index]
            return "Remove line \(logged.line), `\(logged.constraint)`: \(suggestion.reason).\(checked)"
        case .stopTranslatingAutoresizingMask(let item, let removing):
            return "Set translatesAutoresizingMaskIntoConstraints = false on \(names[item]) (`\(log.items[item].name)`): "
                + "\(suggestion.reason); its autoresizing constraints (\(lines(removing.map { log.constraints[$0].line }))) then go away.\(checked)"
        }
    }

    /// `a, b and c`.
    package static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
