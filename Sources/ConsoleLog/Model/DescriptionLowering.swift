import Constraints
import VFL

/// Turns a description read from a log into model constraints (S3–S10 of
/// the log grammar), once its items are bound:
///
/// - an equation is already the model's form; AppKit's frame coordinates
///   (`A.minX == 0`) against a constant are relative to the superview `|`
///   (`A.left == S.left`); `NSSpace(n)` adds `n` points;
/// - a VFL-like body is lowered exactly as Apple's VFL parser lowers it,
///   through `VFL`'s public API, with `(LTR)`/`(RTL)` as the direction
///   options, and the placeholder views it is given replaced by the log's items;
/// - a content-size constraint (`Hug:h CompressionResistance:r`) becomes
///   `>= c` at `r` and `<= c` at `h`.
struct DescriptionLowering {
    let items: [LoggedItem]

    /// Why a description cannot be a model constraint.
    struct Failure: Error {
        let reason: ConsoleLogDiagnostic.Unreadable
    }

    /// The constraint (and, for content size, its hugging half) of `syntax` with its items bound by `binding`.
    func lower(_ syntax: DescriptionSyntax, binding: LogItemTable.Binding, origin: SourceRange) throws(Failure)
        -> (constraint: LayoutConstraint, hugging: LayoutConstraint?)
    {
        var constraint: LayoutConstraint
        switch syntax.body {
        case .equation(let equation):
            constraint = try lower(equation, binding: binding, identifier: syntax.identifier, origin: origin)
        case .visualFormat(let format):
            constraint = try lower(format, binding: binding, identifier: syntax.identifier, origin: origin)
        }
        if let priority = syntax.priority {
            constraint = try rebuilt(constraint, priority: LayoutPriority(priority))
        }
        guard let contentSize = syntax.contentSize else { return (constraint, nil) }
        let resistance = try rebuilt(
            constraint, relation: .greaterThanOrEqual, priority: LayoutPriority(contentSize.compressionResistance))
        let hugging = try rebuilt(constraint, relation: .lessThanOrEqual, priority: LayoutPriority(contentSize.hugging))
        return (resistance, hugging)
    }

    // MARK: Equations

    private func lower(_ equation: EquationSyntax, binding: LogItemTable.Binding, identifier: String?, origin: SourceRange) throws(Failure) -> LayoutConstraint {
        guard let first = item(binding.items.first) else { throw Failure(reason: .firstItemUnbound) }
        var second: LayoutItem?, secondAttribute = LayoutAttribute.notAnAttribute, multiplier = equation.multiplier
        if let term = equation.second {
            guard let item = item(binding.items.count > 1 ? binding.items[1] : nil) else {
                throw Failure(reason: .secondItemUnbound)
            }
            (second, secondAttribute) = (item, term.attribute)
        } else if equation.first.isFrameCoordinate, let superview = item(binding.superview) {
            second = superview
            secondAttribute = equation.first.attribute.axis == .horizontal ? .left : .top
            multiplier = 1
        }
        var constant = equation.constant
        if let spacing = equation.systemSpacing { constant = .points((constant.points ?? 0) + spacing) }
        do {
            return try LayoutConstraint(
                item: first, attribute: equation.first.attribute, relatedBy: equation.relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant, identifier: identifier,
                origin: .consoleLog(origin))
        } catch {
            throw Failure(reason: .invalidConstraint(reason: "\(error)"))
        }
    }

    // MARK: VFL-like bodies

    private func lower(_ format: VisualFormatSyntax, binding: LogItemTable.Binding, identifier: String?, origin: SourceRange) throws(Failure) -> LayoutConstraint {
        let container = LayoutView(name: "superview")
        let placeholders = format.views.indices.map { LayoutView(name: "v\($0)") }
        for view in placeholders { container.addSubview(view) }
        var options = LayoutFormatOptions()
        switch format.direction {
        case .leftToRight?: options = .directionLeftToRight
        case .rightToLeft?: options = .directionRightToLeft
        case nil: break
        }
        let text = Self.formatText(format)
        let lowered: [LayoutConstraint]
        do {
            lowered = try LayoutConstraint.constraints(
                withVisualFormat: text, options: options,
                views: Dictionary(uniqueKeysWithValues: placeholders.map { ($0.name, $0) }))
        } catch {
            throw Failure(reason: .rejectedFormat(text, reason: error.message))
        }
        guard lowered.count == 1, let only = lowered.first else {
            throw Failure(reason: .severalConstraints(count: lowered.count))
        }
        func mapped(_ item: LayoutItem?) throws(Failure) -> LayoutItem? {
            guard let item else { return nil }
            if item === container {
                guard let superview = self.item(binding.superview) else { throw Failure(reason: .superviewUnbound) }
                return superview
            }
            guard let index = placeholders.firstIndex(where: { $0 === item }), index < binding.items.count,
                  let bound = self.item(binding.items[index])
            else { throw Failure(reason: .viewsUnbound) }
            return bound
        }
        guard let first = try mapped(only.firstItem) else { throw Failure(reason: .firstItemUnbound) }
        let second = try mapped(only.secondItem)
        do {
            return try LayoutConstraint(
                item: first, attribute: only.firstAttribute, relatedBy: only.relation, toItem: second,
                attribute: only.secondAttribute, multiplier: only.multiplier, constant: only.constant,
                priority: only.priority, identifier: identifier, origin: .consoleLog(origin))
        } catch {
            throw Failure(reason: .invalidConstraint(reason: "\(error)"))
        }
    }

    /// The VFL of a body with its views named `v0`, `v1`, … and every predicate parenthesised.
    static func formatText(_ format: VisualFormatSyntax) -> String {
        func predicate(_ predicate: PredicateSyntax) -> String {
            let relation = predicate.relation == .equal ? "" : predicate.relation.symbol
            let priority = predicate.priority.map { "@" + CanonicalNumber.text(for: $0) } ?? ""
            return relation + CanonicalNumber.text(for: predicate.value) + priority
        }
        var text = format.axis == .horizontal ? "H:" : "V:"
        if let connection = format.leadingConnection { text += "|-(\(predicate(connection)))-" }
        for (index, view) in format.views.enumerated() {
            if index > 0, let connection = view.connectionBefore { text += "-(\(predicate(connection)))-" }
            text += "[v\(index)" + (view.size.map { "(\(predicate($0)))" } ?? "") + "]"
        }
        if let connection = format.trailingConnection { text += "-(\(predicate(connection)))-|" }
        return text
    }

    // MARK: Shared

    private func item(_ index: Int?) -> LayoutItem? {
        guard let index, index >= 0, index < items.count else { return nil }
        return items[index].item
    }

    /// `constraint` with another relation or priority (the rest unchanged).
    private func rebuilt(_ constraint: LayoutConstraint, relation: LayoutRelation? = nil, priority: LayoutPriority) throws(Failure) -> LayoutConstraint {
        do {
            return try LayoutConstraint(
                item: constraint.heldFirstItem, attribute: constraint.firstAttribute, relatedBy: relation ?? constraint.relation,
                toItem: constraint.secondItem, attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: priority, identifier: constraint.identifier, origin: constraint.origin)
        } catch {
            throw Failure(reason: .invalidPriority("\(priority)", reason: "\(error)"))
        }
    }
}
