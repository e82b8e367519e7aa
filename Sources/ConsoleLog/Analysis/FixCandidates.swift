import Constraints

/// The fixes worth trying for a conflict, most fitting first (each is
/// checked by solving again before it is suggested):
///
/// 1. a view (not one of UIKit's private ones) that has both autoresizing-mask
///    constraints and the app's constraints in the conflict:
///    `translatesAutoresizingMaskIntoConstraints = false`;
/// 2. two of the app's constraints that set the same thing to different
///    values: remove one (the one UIKit broke, else the later);
/// 3. the app's constraint to lower to 999: against a size UIKit or a
///    container imposes (encapsulated layout, temporary width, a hidden stack
///    view item), the app's fixed size on that axis first, then UIKit's
///    broken constraint, then the app's last; otherwise UIKit's broken one first;
/// 4. a conflict made only of autoresizing constraints: stop translating the
///    mask of the view whose constraint is broken.
struct FixCandidates {
    let log: ConsoleLog
    let section: Int
    let conflict: [Int]
    /// The member the solver gives up: UIKit's broken constraint when it is in the conflict.
    let broken: Int?
    /// The log's items as the reasons name them, made once for the whole log.
    let names: DisplayNames

    func all() -> [FixSuggestion] {
        autoresizing() + duplicates() + lowering() + autoresizingOnly()
    }

    private func constraint(_ index: Int) -> LoggedConstraint { log.constraints[index] }

    private func subject(of index: Int) -> Int { constraint(index).subjectItem }

    /// Rule 1.
    private func autoresizing() -> [FixSuggestion] {
        var candidates: [FixSuggestion] = []
        for member in conflict {
            guard case .autoresizingMask = constraint(member).creator, case let view = subject(of: member),
                  !(log.items[view].className ?? "").hasPrefix("_"),
                  !candidates.contains(where: { if case .stopTranslatingAutoresizingMask(view, _) = $0.action { true } else { false } })
            else { continue }
            let explicit = conflict.filter { other in
                !constraint(other).creator.isSystem && constraint(other).itemIndices.contains(view)
            }
            guard !explicit.isEmpty else { continue }
            candidates.append(stopTranslating(view, reason:
                "\(names[view]) has constraints of its own (\(ConflictExplanation.lines(explicit.map { constraint($0).line }))) and keeps its frame through autoresizing constraints as well"))
        }
        return candidates
    }

    /// Rule 4.
    private func autoresizingOnly() -> [FixSuggestion] {
        guard !conflict.isEmpty, conflict.allSatisfy({ if case .autoresizingMask = constraint($0).creator { true } else { false } }),
              let broken, case let view = subject(of: broken)
        else { return [] }
        return [stopTranslating(view, reason: "every constraint of the conflict comes from an autoresizing mask; \(names[view])'s frame is the one UIKit gave up")]
    }

    private func stopTranslating(_ view: Int, reason: String) -> FixSuggestion {
        let removing = log.sections[section].constraintIndices.filter { index in
            if case .autoresizingMask = constraint(index).creator { return subject(of: index) == view }
            return false
        }
        return FixSuggestion(action: .stopTranslatingAutoresizingMask(item: view, removing: removing), reason: reason, isVerified: false)
    }

    /// Rule 2.
    private func duplicates() -> [FixSuggestion] {
        let app = conflict.filter { !constraint($0).creator.isSystem }
        for (position, first) in app.enumerated() {
            for second in app[(position + 1)...] where sameRelation(first, second) {
                let removed = broken == first ? first : second
                let kept = removed == first ? second : first
                let text = { (index: Int) in CanonicalNumber.text(for: constraint(index).constraint.constant.points ?? 0) }
                return [FixSuggestion(
                    action: .remove(constraint: removed),
                    reason: "lines \(constraint(first).line) and \(constraint(second).line) set the same thing twice, to \(text(first)) and \(text(second)); keep the one you mean (line \(constraint(kept).line))",
                    isVerified: false)]
            }
        }
        return []
    }

    private func sameRelation(_ first: Int, _ second: Int) -> Bool {
        let a = constraint(first).constraint, b = constraint(second).constraint
        return a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem === b.secondItem
            && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier && a.relation == .equal
            && b.relation == .equal && a.constant != b.constant
    }

    /// Rule 3.
    private func lowering() -> [FixSuggestion] {
        let app = conflict.filter { !constraint($0).creator.isSystem && constraint($0).constraint.priority.isRequired }
        guard !app.isEmpty else { return [] }
        let imposed = conflict.filter { index in
            switch constraint(index).creator {
            case .encapsulatedLayout, .temporaryLayout, .stackView, .layoutSupport: return true
            default: return false
            }
        }
        var preferred: [Int] = []
        if let sizer = imposed.first {
            let axis = constraint(sizer).constraint.firstAttribute.axis
            preferred += app.filter { constraint($0).constraint.secondItem == nil && constraint($0).constraint.firstAttribute.axis == axis }
        }
        if let broken, app.contains(broken) { preferred.append(broken) }
        preferred += app.reversed()
        var seen: Set<Int> = []
        return preferred.filter { seen.insert($0).inserted }.map { index in
            let why: String
            if let sizer = imposed.first {
                let what = constraint(sizer).identifier.map { "'\($0)'" } ?? "UIKit's own constraint"
                why = "line \(constraint(sizer).line) (\(what)) is UIKit's, so the app's constraint must give way; at 999 it still holds whenever it can"
            } else if index == log.sections[section].brokenIndex {
                why = "it is the constraint UIKit broke; at 999 it holds wherever the others allow"
            } else if index == broken {
                why = "it is the one the solver gives up; at 999 it holds wherever the others allow"
            } else {
                why = "at 999 it holds wherever the others allow"
            }
            return FixSuggestion(action: .lowerPriority(constraint: index, to: 999), reason: why, isVerified: false)
        }
    }
}
