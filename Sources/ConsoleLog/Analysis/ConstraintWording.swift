import Constraints

/// A logged constraint in words a developer recognises, with the log's
/// display names: `UIButton #1 is 25 points high`, `UILabel 'Hi''s top is
/// 8 points below UIView #2's bottom`; and what UIKit means by the
/// constraints it makes itself (the glossary of S11 in the log grammar).
package struct ConstraintWording {
    package let log: ConsoleLog
    package let names: DisplayNames

    package init(log: ConsoleLog, names: DisplayNames) {
        self.log = log
        self.names = names
    }

    /// `constraint` (a model constraint of the log) as a sentence without a final period.
    package func sentence(for constraint: LayoutConstraint) -> String {
        sentence(constraint.heldFirstItem, constraint.firstAttribute, constraint.relation, constraint.secondItem,
                 constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant.points ?? 0)
    }

    /// `first.attribute relation second.secondAttribute * multiplier + constant` in words.
    package func sentence(
        _ firstItem: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
    ) -> String {
        let first = name(firstItem)
        let bound = Self.boundWord(relation)
        guard let secondItem else {
            if attribute.isSize {
                return "\(first) is \(bound)\(Self.points(constant)) \(attribute == .width ? "wide" : "high")"
            }
            return "the \(Self.words(attribute)) of \(first) is \(bound)\(Self.number(constant))"
        }
        let second = name(secondItem)
        let scale = multiplier == 1 ? "" : "\(Self.number(multiplier)) × "
        if attribute.isSize {
            if attribute == secondAttribute, multiplier == 1, constant == 0 {
                return "\(first) is \(bound)as \(attribute == .width ? "wide" : "high") as \(second)"
            }
            return "the \(attribute) of \(first) is \(bound)\(scale)the \(secondAttribute) of \(second)\(Self.signed(constant))"
        }
        let subject = "the \(Self.words(attribute)) of \(first)", object = "the \(Self.words(secondAttribute)) of \(second)"
        guard multiplier == 1 else { return "\(subject) is \(bound)\(scale)\(object)\(Self.signed(constant))" }
        if constant == 0 {
            let verb = relation == .equal ? "lines up with" : relation == .lessThanOrEqual ? "is at or before" : "is at or after"
            return "\(subject) \(verb) \(object)"
        }
        let direction = attribute.axis == .vertical ? (constant > 0 ? "below" : "above") : (constant > 0 ? "after" : "before")
        return "\(subject) is \(bound)\(Self.points(abs(constant))) \(direction) \(object)"
    }

    /// An attribute as people say it: `leading edge`, `vertical center`, `first baseline`.
    package static func words(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left, .right, .leading, .trailing: return "\(attribute) edge"
        case .centerX: return "horizontal center"
        case .centerY: return "vertical center"
        case .firstBaseline: return "first baseline"
        case .lastBaseline: return "last baseline"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return "\(attribute.edgeCounterpart) margin"
        case .centerXWithinMargins: return "horizontal center within the margins"
        case .centerYWithinMargins: return "vertical center within the margins"
        default: return attribute.name
        }
    }

    /// Sentences on who made the members of a conflict (indices into the log's
    /// constraints), one per kind: the autoresizing constraints together, the
    /// SnapKit ones together, and what each of UIKit's own means.
    package func glosses(for members: [Int]) -> [String] {
        var sentences: [String] = []
        let autoresizing = members.filter { if case .autoresizingMask = log.constraints[$0].creator { true } else { false } }
        if !autoresizing.isEmpty {
            let views = autoresizing.reduce(into: [Int]()) { views, member in
                if !views.contains(log.constraints[member].subjectItem) { views.append(log.constraints[member].subjectItem) }
            }
            let masks = autoresizing.compactMap { log.constraints[$0].autoresizingMask?.codes }
            sentences.append("UIKit made \(ConflictExplanation.lines(autoresizing.map { log.constraints[$0].line })) from the autoresizing mask"
                + " of \(ConflictExplanation.list(views.map { names[$0] }))"
                + (masks.isEmpty ? "" : " (\(ConflictExplanation.list(Array(Set(masks)).sorted())))")
                + (views.count == 1
                    ? ", because its translatesAutoresizingMaskIntoConstraints is true: they keep the frame it was given."
                    : ", because their translatesAutoresizingMaskIntoConstraints is true: they keep the frames the views were given."))
        }
        let snapKit = members.filter { if case .snapKit = log.constraints[$0].creator { true } else { false } }
        if !snapKit.isEmpty {
            let sources = snapKit.compactMap { member -> String? in
                if case .snapKit(let source) = log.constraints[member].creator { return source }
                return nil
            }
            sentences.append("SnapKit made \(ConflictExplanation.lines(snapKit.map { log.constraints[$0].line }))"
                + (sources.isEmpty ? "." : " (\(ConflictExplanation.list(sources)))."))
        }
        for (creator, what) in [(ConstraintCreator.layoutMargins, "the layout margins guide from the view's layoutMargins"),
                                (.safeArea, "the safe-area guide from the safe-area insets")] {
            let guides = members.filter { log.constraints[$0].creator == creator }
            guard !guides.isEmpty else { continue }
            let identifiers = guides.map { "'\(log.constraints[$0].identifier ?? "")'" }
            sentences.append(ConflictExplanation.list(identifiers) + (guides.count == 1 ? " places " : " place ") + what
                + " (\(ConflictExplanation.lines(guides.map { log.constraints[$0].line }))).")
        }
        var seen: Set<String> = []
        for member in members {
            guard let gloss = gloss(for: log.constraints[member]), seen.insert(gloss).inserted else { continue }
            sentences.append(gloss.prefix(1).uppercased() + gloss.dropFirst() + " (line \(log.constraints[member].line)).")
        }
        return sentences
    }

    /// What UIKit or AppKit means by a constraint it made itself; `nil` for the app's own,
    /// a library's, and those `glosses(for:)` groups (autoresizing, margins, safe area).
    package func gloss(for logged: LoggedConstraint) -> String? {
        let first = names[logged.subjectItem]
        switch logged.creator {
        case .app, .interfaceBuilder, .masonry, .snapKit, .autoresizingMask, .layoutMargins, .safeArea:
            return nil
        case .contentSize:
            return "\(first)'s intrinsic content size, kept at the hugging and compression-resistance priorities"
        case .encapsulatedLayout:
            let what = logged.identifier?.hasPrefix("NSTableRowView") == true ? "the row height NSTableView gave the row" :
                "the \(logged.constraint.firstAttribute) the table or collection view (or other container) gave \(first)"
            return "'\(logged.identifier ?? "")' is \(what); the constraints inside must add up to it exactly, or one of them must be optional"
        case .temporaryLayout:
            return "'\(logged.identifier ?? "")' is a size UIKit fixes for a moment while it measures \(first) (often 0 before the view is shown)"
        case .stackView(let identifier):
            return Self.stackViewGloss(identifier, subject: first)
        case .layoutSupport:
            return "the legacy topLayoutGuide/bottomLayoutGuide of a view controller (iOS 7–10)"
        case .systemInternal:
            return "a constraint among UIKit's own private views"
        }
    }

    private static func stackViewGloss(_ identifier: String, subject: String) -> String {
        switch identifier {
        case "UISV-hiding":
            return "'UISV-hiding' is how UIStackView collapses a hidden arranged view (\(subject)) to 0; required constraints inside that view that need room conflict with it"
        case "UISV-spacing":
            return "'UISV-spacing' is the stack view's spacing between two arranged views"
        case "UISV-canvas-connection":
            return "'UISV-canvas-connection' pins the first or last arranged view to the stack view's edges"
        case "UISV-alignment":
            return "'UISV-alignment' lines the arranged views up across the stack view's axis"
        default:
            return "'\(identifier)' is one of the stack view's own constraints"
        }
    }

    package func name(_ item: LayoutItem) -> String {
        log.index(of: item).map { names[$0] } ?? item.name
    }

    private static func boundWord(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return ""
        case .lessThanOrEqual: return "at most "
        case .greaterThanOrEqual: return "at least "
        }
    }

    /// A number as people read it in a sentence: `CanonicalNumber`'s `.solved` precision.
    package static func number(_ value: Double) -> String {
        CanonicalNumber.text(for: value, .solved)
    }

    /// `1 point`, `24 points`.
    package static func points(_ value: Double) -> String {
        number(value) + (value == 1 ? " point" : " points")
    }

    package static func signed(_ value: Double) -> String {
        value == 0 ? "" : value > 0 ? " + \(number(value))" : " - \(number(-value))"
    }
}
