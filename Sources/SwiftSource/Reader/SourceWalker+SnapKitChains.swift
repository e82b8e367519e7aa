@_spi(Readers) import Constraints
import SourceModel
import SwiftSyntax

/// Reading one SnapKit chain into a `ChainProgram`: its attributes, its
/// relation and target, and its modifiers, each value evaluated once.
extension SourceWalker {
    private static let relations: [String: (LayoutRelation, toSuperview: Bool)] = [
        "equalTo": (.equal, false), "lessThanOrEqualTo": (.lessThanOrEqual, false),
        "greaterThanOrEqualTo": (.greaterThanOrEqual, false), "equalToSuperview": (.equal, true),
        "lessThanOrEqualToSuperview": (.lessThanOrEqual, true), "greaterThanOrEqualToSuperview": (.greaterThanOrEqual, true),
    ]

    /// SnapKit 4's priority shortcuts.
    private static let priorityShortcuts: [String: Float] = [
        "priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250,
    ]

    /// The program of `make.attributes….relation(target).modifiers…`; `nil`
    /// (with a diagnostic) when the chain is not one SnapKit has.
    func program(_ chain: SnapKitChain, node: ExprSyntax) -> ChainProgram? {
        var links = chain.links[...]
        var attributes = ConstraintAttributes()
        var names: [String] = []
        while case .member(let name, _)? = links.first, let named = ConstraintAttributes(name: name) {
            attributes.formUnion(named)
            names.append(name)
            links = links.dropFirst()
        }
        guard !attributes.isEmpty else {
            report(.noAttribute(chain: ValueEvaluator.shortText(of: node)), at: node)
            return nil
        }
        guard case .call(let name, let call)? = links.first, let (relation, toSuperview) = Self.relations[name] else {
            report(.noRelation(chain: ValueEvaluator.shortText(of: node)), at: node)
            return nil
        }
        links = links.dropFirst()
        let composite = names.count == 1 ? Self.compositeStructs[names[0]] : nil
        let target: ChainSpec.Target
        if toSuperview {
            guard let picked = superviewPick(call) else { return nil }
            target = picked
        } else {
            guard let argument = call.arguments.first?.expression else {
                report(.relationWithoutArgument(relation: name), at: call)
                return nil
            }
            target = .value(relatable(argument, assuming: composite))
        }
        var modifiers: [ChainSpec.Modifier] = []
        var isComplete = true
        for link in links {
            // Insets the reader cannot see are the chain's own kind: `directionalEdges` takes directional insets.
            switch modifier(link, insets: composite == .directionalInsets ? .directionalInsets : .insets) {
            case .read(let modifier): modifiers.append(modifier)
            case .none: break
            case .skipped: isComplete = false
            }
        }
        let spec = ChainSpec(
            attributes: attributes, relation: relation, target: target, modifiers: modifiers, location: location(of: node))
        return ChainProgram(spec: spec, node: node, isComplete: isComplete)
    }

    /// `equalToSuperview()`, or `equalToSuperview { $0.safeAreaLayoutGuide }` / `{ $0.snp.bottom }`.
    private func superviewPick(_ call: FunctionCallExprSyntax) -> ChainSpec.Target? {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            return .superview
        }
        guard closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self),
              let parameter = LexicalLookup.parameterNames(of: closure).first
        else {
            report(.multiStatementClosure, at: closure)
            return nil
        }
        let chain = SnapKitChain(body)
        guard chain.starts(at: parameter) else {
            report(.notFromSuperview(expression: ValueEvaluator.shortText(of: body)), at: body)
            return nil
        }
        var path: [String] = []
        for link in chain.links {
            guard case .member(let name, _) = link, name == "snp" || LayoutGuide.Kind(propertyName: name) != nil
                || ConstraintAttributes(name: name) != nil
            else {
                report(.unknownSuperviewPart(expression: ValueEvaluator.shortText(of: body)), at: body)
                return nil
            }
            path.append(name)
        }
        return .superviewPart(path)
    }

    /// What the reader makes of a link after the relation.
    private enum ModifierReading {
        case read(ChainSpec.Modifier)
        /// A link that changes nothing (`.constraint`).
        case none
        /// A link the reader does not know, reported; the chain is read without it.
        case skipped
    }

    /// The modifier `link` is; an inset the reader cannot see is taken for `insets` as `ValueEvaluator.amount` says.
    private func modifier(_ link: SnapKitChain.Link, insets: StructValue.Kind) -> ModifierReading {
        switch link {
        case .member("constraint", _):
            return .none
        case .call(let name, let call):
            if let value = Self.priorityShortcuts[name] { return .read(.priority(value)) }
            guard let argument = call.arguments.first?.expression else { break }
            switch name {
            case "offset": return .read(.offset(values.number(argument)))
            case "inset":
                guard let amount = values.amount(argument, assuming: insets) else {
                    report(.unknownInset(value: ValueEvaluator.text(of: argument)), at: argument)
                    return .skipped
                }
                return .read(.inset(amount))
            case "multipliedBy": return .read(.multipliedBy(values.number(argument)))
            case "dividedBy": return .read(.dividedBy(values.number(argument)))
            case "priority":
                guard let value = values.priority(argument) else {
                    report(.unknownChainPriority(value: ValueEvaluator.text(of: argument)), at: argument)
                    return .skipped
                }
                return .read(.priority(value))
            case "labeled":
                return argument.as(StringLiteralExprSyntax.self).flatMap(StringLiteral.init).map { .read(.labeled($0.value)) } ?? .none
            default: break
            }
        case .member:
            break
        }
        let node: Syntax
        switch link {
        case .member(_, let member): node = Syntax(member.declName)
        case .call(_, let call):
            node = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        }
        report(.unknownModifier(name: node.trimmedDescription), at: node)
        return .skipped
    }

    /// The struct a value given to a chain that names one composite is
    /// taken for when the reader cannot see it (`ValueEvaluator.unseenStruct`):
    /// `make.size.equalTo(S.size)` is given a size, `make.center` a point,
    /// `make.edges` insets.
    private static let compositeStructs: [String: StructValue.Kind] = [
        "size": .size, "center": .point, "centerWithinMargins": .point,
        "edges": .insets, "horizontalEdges": .insets, "verticalEdges": .insets, "margins": .insets,
        "directionalEdges": .directionalInsets, "directionalHorizontalEdges": .directionalInsets,
        "directionalVerticalEdges": .directionalInsets, "directionalMargins": .directionalInsets,
    ]

    /// What `equalTo(…)` is given: `other.snp.top`, a view or guide, a size,
    /// point or insets, or a number (which may name metrics); a value the
    /// reader cannot see is taken for an `assumed` struct as `ValueEvaluator.amount` says.
    func relatable(_ expression: ExprSyntax, assuming assumed: StructValue.Kind? = nil) -> any ConstraintRelatableTarget {
        let expression = substituted(expression)
        if let (base, attributes) = snpTarget(expression), let item = item(base, at: expression) {
            return ChainSpec.dsl(for: item).item(attributes)
        }
        if values.structure(expression) != nil, let amount = values.amount(expression) {
            return amount
        }
        if let reference = reference(expression, at: expression), isItem(expression, named: reference) {
            let item = items.item(reference)
            if let view = item as? LayoutView { return view }
            if let guide = item as? LayoutGuide { return guide }
        }
        if values.unseenStruct(expression, assuming: assumed) != nil, let amount = values.amount(expression, assuming: assumed) {
            return amount
        }
        return values.number(expression)
    }

    /// `X.snp.attr…` as `X` and the attributes; `X` is `nil` for `snp.top` on `self`.
    private func snpTarget(_ expression: ExprSyntax) -> (ExprSyntax?, ConstraintAttributes)? {
        let chain = SnapKitChain(expression)
        guard let snp = chain.links.firstIndex(where: { if case .member("snp", _) = $0 { return true }; return false })
        else { return nil }
        var attributes = ConstraintAttributes()
        for link in chain.links[(snp + 1)...] {
            guard case .member(let name, _) = link, let named = ConstraintAttributes(name: name) else { return nil }
            attributes.formUnion(named)
        }
        guard case .member(_, let member) = chain.links[snp] else { return nil }
        return (member.base, attributes)
    }

    /// Whether an expression, which makes `reference`, names a view or guide
    /// rather than a number: what the file declares it as, else what the
    /// reference's name suggests (through a local that is another name for a
    /// path: `inset.left` after `let inset = Cell.inset` is `Cell.inset.left`).
    private func isItem(_ expression: ExprSyntax, named reference: ItemReference) -> Bool {
        if let kind = values.declaredKind(of: expression) { return kind == .item }
        return ItemReference.nameSuggestsItem(reference.name)
    }

}
