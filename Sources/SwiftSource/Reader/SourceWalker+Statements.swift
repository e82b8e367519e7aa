import Constraints
import SourceModel
import SwiftSyntax

/// The statements the walk reads: calls that make, activate or collect
/// constraints, loops it can follow, and assignments to constraint variables
/// (`c.isActive = true`, `c.priority = .defaultHigh`, `self.top = …`).
extension SourceWalker {
    /// A call: a loop, a SnapKit closure, `activate`/`addConstraints` and their
    /// opposites, `append` to a constraint array, or a constraint made on its own.
    func readCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let loop = LoopBinding.elements(of: node) {
            followLoop(over: loop.elements, as: loop.name, at: node.calledExpression) { walk(loop.body.statements) }
            return .skipChildren
        }
        if LoopBinding.isUnfollowedForEach(node), let closure = LoopBinding.forEachClosure(of: node), mentionsConstraints(closure) {
            report(.forEachOverUnknownCollection, at: node.calledExpression)
            return .skipChildren
        }
        if let call = SnapKitCall(node) {
            readSnapKit(call)
            return .skipChildren
        }
        guard let (receiver, method) = FileFacts.callee(of: node) else { return .visitChildren }
        if SnapKitVerb(rawValue: method) != nil, receiver?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snp" {
            report(.unseenClosure(method: method), at: node.calledExpression)
            return .skipChildren
        }
        switch method {
        case "activate" where receiver.map(Self.isLayoutConstraintType) ?? false,
             "addConstraint", "addConstraints":
            // UIKit's take one unlabeled argument; a project's helper of the same name (anchors, labels) is not these.
            guard node.arguments.count == 1, node.arguments.first?.label == nil, let argument = node.arguments.first?.expression
            else { break }
            guard let indices = constraints(from: argument) else {
                report(.unseenConstraints(expression: ValueEvaluator.shortText(of: argument)), at: argument)
                return .skipChildren
            }
            activate(indices, at: node)
            return .skipChildren
        case "deactivate" where receiver.map(Self.isLayoutConstraintType) ?? false,
             "removeConstraint", "removeConstraints":
            guard let argument = node.arguments.first?.expression, let indices = constraints(from: argument) else { break }
            deactivate(indices)
            return .skipChildren
        case "append":
            guard let receiver, let target = reference(receiver, at: node), bindings[target] != nil,
                  let argument = node.arguments.first?.expression, let indices = constraints(from: argument)
            else { break }
            bindings[target, default: []] += indices
            return .skipChildren
        default:
            if constraints(from: ExprSyntax(node)) != nil { return .skipChildren }
        }
        return .visitChildren
    }

    /// `for v in [a, b] { … }` is walked once per element; any other loop
    /// that makes constraints is skipped with a warning.
    func readLoop(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let loop = LoopBinding.elements(of: node) {
            followLoop(over: loop.elements, as: loop.name, at: node.forKeyword) { walk(node.body.statements) }
            return .skipChildren
        }
        guard mentionsConstraints(node.body) else { return .visitChildren }
        report(.loopOverUnknownCollection(sequence: ValueEvaluator.text(of: node.sequence)), at: node.forKeyword)
        return .skipChildren
    }

    /// `let c = a.topAnchor.constraint(…)`, `var all = [NSLayoutConstraint]()`: the variable holds the constraints.
    func readDeclaration(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        var handled = false
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // The scope is looked up only for a variable that holds constraints: most hold none.
            if let value = binding.initializer?.value, mayHoldConstraints(value), let indices = constraints(from: value) {
                // A closure that built a view (`lazy var v = { …; return v }()`) holds no constraint.
                if !indices.isEmpty { bindings[ItemReference(name: name, scope: LexicalLookup.scope(of: node))] = indices }
                handled = true
            } else if Self.isConstraintArrayType(binding) {
                bindings[ItemReference(name: name, scope: LexicalLookup.scope(of: node))] = []
            }
        }
        return handled && node.bindings.count == 1 ? .skipChildren : .visitChildren
    }

    /// `x.isActive = true/false`, `x.priority = …`, `x.identifier = "…"`,
    /// `target = constraints` and `target += constraints`.
    func readAssignment(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return .visitChildren }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
        let isAppend = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        guard isAssignment || isAppend else { return .visitChildren }
        // Assignment binds loosest: everything after `=` is the value.
        let target = elements[0]
        let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
        if isAssignment, let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
           ["isActive", "priority", "identifier"].contains(member.declName.baseName.text)
        {
            guard let indices = constraints(from: base) else { return .visitChildren }
            set(member.declName.baseName.text, of: indices, to: value, at: node)
            return .skipChildren
        }
        guard mayHoldConstraints(value), let reference = reference(target, at: node), let indices = constraints(from: value)
        else { return .visitChildren }
        bindings[reference] = isAppend ? (bindings[reference] ?? []) + indices : indices
        return .skipChildren
    }

    /// Whether `expression` may make or hold constraints, judged without
    /// looking a name up (which walks the tree): a call, an array or a sum
    /// may; a name may only when a constraint variable has that name.
    private func mayHoldConstraints(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) || expression.is(ArrayExprSyntax.self) || expression.is(SequenceExprSyntax.self) {
            return true
        }
        return mayBeBinding(expression)
    }

    /// Whether a constraint variable is named as `expression`'s path is (always, inside a followed loop,
    /// whose variable stands for other paths).
    private func mayBeBinding(_ expression: ExprSyntax) -> Bool {
        guard substitutions.isEmpty else { return true }
        guard let name = ItemReference.path(of: expression)?.name else { return false }
        return bindings.keys.contains { $0.name == name }
    }

    private func set(_ property: String, of indices: [Int], to value: ExprSyntax, at node: some SyntaxProtocol) {
        switch property {
        case "isActive":
            switch value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
            case .keyword(.true)?: activate(indices, at: node)
            case .keyword(.false)?: deactivate(indices)
            default:
                report(.runtimeActivation, at: value)
                markIncomplete(indices)
            }
        case "priority":
            guard let priority = values.priority(value) else {
                report(.unknownAssignedPriority(expression: ValueEvaluator.text(of: value)), at: value)
                markIncomplete(indices)
                return
            }
            for index in indices {
                do {
                    try records[index].constraint.setPriority(LayoutPriority(priority))
                } catch {
                    report(.priorityRefused(constraint: "\(records[index].constraint)", reason: "\(error)"), at: node)
                }
            }
        default:
            let text = value.as(StringLiteralExprSyntax.self).flatMap(StringLiteral.init)?.value
            for index in indices { records[index].constraint.identifier = text }
        }
    }

    /// The constraints an expression makes or holds: a constraint made here,
    /// a constraint variable, an array literal of them, or their `+`.
    func constraints(from expression: ExprSyntax) -> [Int]? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let anchor = AnchorCall(call) { return readAnchor(anchor).map { [$0] } ?? [] }
            if Self.isItemInitializer(call) { return readItemInitializer(call).map { [$0] } ?? [] }
            if VisualFormatCall(call) != nil { return readVisualFormat(call) }
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
                return constraints(returnedBy: closure)
            }
            return constraints(fromHelper: call)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            // An array of anything else (`[title, subtitle]`) is not read at all.
            guard array.elements.contains(where: { isConstraintExpression($0.expression) }) else {
                return array.elements.isEmpty ? nil : bindingsOfAll(array)
            }
            var indices: [Int] = []
            for element in array.elements {
                guard let held = constraints(from: element.expression) else {
                    report(.unknownArrayElement(expression: ValueEvaluator.shortText(of: element.expression)), at: element.expression)
                    continue
                }
                indices += held
            }
            return indices
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1, stride(from: 1, to: elements.count, by: 2).allSatisfy({
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            }) else { return nil }
            var indices: [Int] = []
            for index in stride(from: 0, to: elements.count, by: 2) {
                guard let held = constraints(from: elements[index]) else { return nil }
                indices += held
            }
            return indices
        }
        guard mayBeBinding(expression), let reference = reference(expression, at: expression) else { return nil }
        return bindings[reference]
    }

    /// `{ let c = …; c.priority = …; return c }()`: the body is walked, and
    /// the constraints it returns are the call's.
    private func constraints(returnedBy closure: ClosureExprSyntax) -> [Int]? {
        guard let last = closure.statements.last else { return nil }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression
        guard let returned, mentionsConstraints(closure) else { return nil }
        for statement in closure.statements.dropLast() { walk(statement) }
        // The body has been walked: `[]` keeps the walk from reading it twice.
        return constraints(from: returned) ?? []
    }

    /// The helpers projects add to `NSLayoutConstraint` and everyone reads the
    /// same way: `c.priority(.defaultHigh)`, `c.withPriority(…)`, `c.identifier("…")`.
    private func constraints(fromHelper call: FunctionCallExprSyntax) -> [Int]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              ["priority", "withPriority", "identifier", "withIdentifier"].contains(member.declName.baseName.text),
              call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let indices = constraints(from: base)
        else { return nil }
        set(member.declName.baseName.text.hasSuffix("riority") ? "priority" : "identifier", of: indices, to: argument, at: call)
        return indices
    }

    /// The records of an array of constraint variables (`[top, bottom]`), or `nil` unless every element is one.
    private func bindingsOfAll(_ array: ArrayExprSyntax) -> [Int]? {
        var indices: [Int] = []
        for element in array.elements {
            guard let reference = reference(element.expression, at: element), let held = bindings[reference] else { return nil }
            indices += held
        }
        return indices
    }

    /// Whether an expression makes constraints where it stands: an anchor
    /// call, `NSLayoutConstraint(item:…)`, `constraints(withVisualFormat:…)`.
    func isConstraintExpression(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) { return mentionsConstraints(closure) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["priority", "withPriority", "identifier", "withIdentifier"].contains(member.declName.baseName.text)
        {
            return isConstraintExpression(base)
        }
        return AnchorCall(call) != nil || Self.isItemInitializer(call) || VisualFormatCall(call) != nil
    }

    /// `NSLayoutConstraint` (or none) as the receiver of `activate`.
    private static func isLayoutConstraintType(_ expression: ExprSyntax) -> Bool {
        expression.trimmedDescription == "NSLayoutConstraint"
    }

    /// `NSLayoutConstraint(item:…)`.
    static func isItemInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        // The label first: the callee's text would cost a chain's length at every call of a chain.
        call.arguments.first?.label?.text == "item" && call.calledExpression.trimmedDescription == "NSLayoutConstraint"
    }

    /// `var c: [NSLayoutConstraint] = []` or `= [NSLayoutConstraint]()`.
    private static func isConstraintArrayType(_ binding: PatternBindingSyntax) -> Bool {
        // The type, or what makes the value (`[NSLayoutConstraint]` of `[NSLayoutConstraint]()`), never a whole initializer's text.
        let type = binding.typeAnnotation?.type.trimmedDescription
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
        return type.hasPrefix("[NSLayoutConstraint]")
    }

    /// Whether code mentions a way of making constraints, so that skipping it loses some.
    func mentionsConstraints(_ node: some SyntaxProtocol) -> Bool {
        places.contains(
            anyOf: .body, in: node.positionAfterSkippingLeadingTrivia.utf8Offset ..< node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
