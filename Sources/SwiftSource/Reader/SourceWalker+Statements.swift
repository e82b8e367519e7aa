@_spi(Readers) import Constraints
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
             "activateConstraints" where receiver.map(Self.isLayoutConstraintType) ?? false,
             "addConstraint", "addConstraints":
            // UIKit's take one unlabeled argument; a project's helper of the same name (anchors, labels) is not these.
            guard node.arguments.count == 1, node.arguments.first?.label == nil, let argument = node.arguments.first?.expression
            else { break }
            guard let indices = constraints(from: argument) else {
                if namesUnboundProperty(argument) {
                    pendingActivations.append((argument, Syntax(node), enclosingTypeName))
                } else {
                    report(.unseenConstraints(expression: ValueEvaluator.shortText(of: argument)), at: argument)
                }
                return .skipChildren
            }
            activate(indices, at: node)
            return .skipChildren
        case "deactivate" where receiver.map(Self.isLayoutConstraintType) ?? false,
             "deactivateConstraints" where receiver.map(Self.isLayoutConstraintType) ?? false,
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
           let property = Self.constraintProperties[member.declName.baseName.text]
        {
            guard let indices = constraints(from: base) else {
                let activates = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                guard property == "isActive", activates, namesUnboundProperty(base) else { return .visitChildren }
                pendingActivations.append((base, Syntax(node), enclosingTypeName))
                return .skipChildren
            }
            // The value as written: the rebuilt `value` has positions of its own.
            let written = elements[2].positionAfterSkippingLeadingTrivia ..< elements[elements.count - 1].endPositionBeforeTrailingTrivia
            set(property, of: indices, to: value, writtenAt: range(of: written), at: node)
            return .skipChildren
        }
        // A sum's parts are read where they stand: the rebuilt `value` has positions of its own.
        guard mayHoldConstraints(value), let reference = reference(target, at: node),
              let indices = elements.count == 3 ? constraints(from: value) : constraints(fromSum: Array(elements.dropFirst(2)))
        else { return .visitChildren }
        bindings[reference] = isAppend ? (bindings[reference] ?? []) + indices : indices
        return .skipChildren
    }

    /// The properties of a constraint the walk follows, by the names code sets them by (Swift 2's `active` too).
    private static let constraintProperties = ["isActive": "isActive", "active": "isActive", "priority": "priority", "identifier": "identifier"]

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

    /// Sets `property` of the constraints at `indices` to `value`, written at `valueRange`, by the statement `node`.
    private func set(_ property: String, of indices: [Int], to value: ExprSyntax, writtenAt valueRange: SourceRange, at node: some SyntaxProtocol) {
        switch property {
        case "isActive":
            switch value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
            case .keyword(.true)?: activate(indices, at: node)
            case .keyword(.false)?: deactivate(indices)
            default:
                report(Diagnostic(SwiftSourceDiagnostic.runtimeActivation, at: valueRange))
                markIncomplete(indices)
            }
        case "priority":
            guard let priority = values.priority(value) else {
                report(Diagnostic(SwiftSourceDiagnostic.unknownAssignedPriority(expression: ValueEvaluator.text(of: value)), at: valueRange))
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
            return constraints(fromFunction: call) ?? constraints(fromHelper: call)
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
        if let sequence = expression.as(SequenceExprSyntax.self) { return constraints(fromSum: Array(sequence.elements)) }
        guard mayBeBinding(expression), let reference = reference(expression, at: expression) else { return nil }
        return bindings[reference]
    }

    /// The constraints of `a + b + …` (the sequence's elements, operators between):
    /// `[…] + helper(…)` keeps what can be read and reports each part that cannot.
    private func constraints(fromSum elements: [ExprSyntax]) -> [Int]? {
        guard elements.count % 2 == 1, stride(from: 1, to: elements.count, by: 2).allSatisfy({
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        }) else { return nil }
        var indices: [Int] = [], unknown: [ExprSyntax] = []
        for index in stride(from: 0, to: elements.count, by: 2) {
            if let held = constraints(from: elements[index]) { indices += held } else { unknown.append(elements[index]) }
        }
        guard unknown.count < (elements.count + 1) / 2 else { return nil }
        for part in unknown { report(.unknownArrayElement(expression: ValueEvaluator.shortText(of: part)), at: part) }
        return indices
    }

    /// Whether an expression only names constraint variables (`c`, `self.c!`,
    /// `[a, b]`, `a + b`), one of them a property the walk has not seen
    /// made yet, which a method further down may make: one the file declares
    /// as constraints, or one declared elsewhere that is named as one
    /// (`heightConstraint`, not `searchController`, whose `isActive` is its own).
    private func namesUnboundProperty(_ expression: ExprSyntax) -> Bool {
        var unboundProperty = false
        func onlyNames(_ expression: ExprSyntax) -> Bool {
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { onlyNames($0.expression) } }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                return sequence.elements.enumerated().allSatisfy { index, element in
                    index % 2 == 1 ? element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" : onlyNames(element)
                }
            }
            guard ItemReference.path(of: expression) != nil, let reference = reference(expression, at: expression) else { return false }
            if bindings[reference] == nil {
                let name = ItemReference.lastPart(of: reference.name)
                guard !reference.scope.hasPrefix(ItemReference.localScopePrefix),
                      values.isDeclaredConstraint(name) ?? name.lowercased().contains("constraint")
                else { return false }
                unboundProperty = true
            }
            return true
        }
        return onlyNames(expression) && unboundProperty
    }

    /// `{ let c = …; c.priority = …; return c }()`: the body is walked, and
    /// the constraints it returns are the call's.
    private func constraints(returnedBy closure: ClosureExprSyntax) -> [Int]? {
        guard let last = closure.statements.last else { return nil }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression
        guard let returned, mentionsConstraints(closure) else { return nil }
        return constraints(returnedBy: closure.statements.dropLast(), returned)
    }

    /// The constraints a body returns, once its statements before the return are walked.
    private func constraints(returnedBy statements: CodeBlockItemListSyntax.SubSequence, _ returned: ExprSyntax) -> [Int] {
        for statement in statements { walk(statement) }
        // The body has been walked: `[]` keeps the walk from reading it twice.
        return constraints(from: returned) ?? []
    }

    /// `pair(left: a, right: b)`: a function of the file that returns the
    /// constraints it makes (`ConstraintFunction`), its body read here with
    /// the arguments standing for its parameters; `nil` for any other call,
    /// and for a function calling itself.
    private func constraints(fromFunction call: FunctionCallExprSyntax) -> [Int]? {
        guard let function = functions.function(calledBy: call, in: enclosingTypeName), let arguments = function.arguments(of: call),
              !readingFunctions.contains(function.declaration.id), followsCall(call)
        else { return nil }
        readingFunctions.insert(function.declaration.id)
        let walking = (substitutions, callSite)
        // The arguments mean what they do at the call, loop variables there included.
        substitutions = arguments.mapValues(substituted)
        callSite = callSite ?? Syntax(call)
        defer {
            (substitutions, callSite) = walking
            readingFunctions.remove(function.declaration.id)
        }
        return constraints(returnedBy: function.statements, function.returned)
    }

    /// The helpers projects add to `NSLayoutConstraint` and everyone reads the
    /// same way: `c.priority(.defaultHigh)`, `c.withPriority(…)`,
    /// `c.with(priority: …)`, `c.identifier("…")`.
    private func constraints(fromHelper call: FunctionCallExprSyntax) -> [Int]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let property = Self.helperProperty(member.declName.baseName.text, label: call.arguments.first?.label?.text),
              call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let indices = constraints(from: base)
        else { return nil }
        set(property, of: indices, to: argument, writtenAt: range(of: argument), at: call)
        return indices
    }

    /// The property a helper sets (`priority` or `identifier`), by its name and its argument's label.
    private static func helperProperty(_ name: String, label: String?) -> String? {
        switch (name, label) {
        case ("priority", nil), ("withPriority", nil), ("with", "priority"?): return "priority"
        case ("identifier", nil), ("withIdentifier", nil), ("with", "identifier"?): return "identifier"
        default: return nil
        }
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
           Self.helperProperty(member.declName.baseName.text, label: call.arguments.first?.label?.text) != nil
        {
            return isConstraintExpression(base)
        }
        return AnchorCall(call) != nil || Self.isItemInitializer(call) || VisualFormatCall(call) != nil
            || functions.function(calledBy: call, in: enclosingTypeName) != nil
    }

    /// `NSLayoutConstraint` (or none) as the receiver of `activate`.
    private static func isLayoutConstraintType(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
    }

    /// `NSLayoutConstraint(item:…)`, also spelled `NSLayoutConstraint.init(item:…)`,
    /// and `.init(item:…)` with UIKit's seven labels where the type is inferred.
    static func isItemInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        // The label first: the callee's text would cost a chain's length at every call of a chain.
        guard call.arguments.first?.label?.text == "item" else { return false }
        switch call.calledExpression.trimmedDescription {
        case "NSLayoutConstraint", "NSLayoutConstraint.init": return true
        case ".init": return call.arguments.map { $0.label?.text ?? "" } == itemInitializerLabels
        default: return false
        }
    }

    /// The labels of `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    static let itemInitializerLabels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]

    /// `var c: [NSLayoutConstraint] = []` or `= [NSLayoutConstraint]()`.
    private static func isConstraintArrayType(_ binding: PatternBindingSyntax) -> Bool {
        // The type, or what makes the value (`[NSLayoutConstraint]` of `[NSLayoutConstraint]()`), never a whole initializer's text.
        let type = binding.typeAnnotation?.type.trimmedDescription
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
        return type.hasPrefix("[NSLayoutConstraint]")
    }

    /// Whether code mentions a way of making or activating constraints, so
    /// that skipping it loses some: a maker (`ConstraintWords.body`), or
    /// `isActive` (Swift 2's `active`) set on something named as a
    /// constraint (a model's own `server.isActive` or `activeURL()` is not one).
    func mentionsConstraints(_ node: some SyntaxProtocol) -> Bool {
        let range = SourcePlaces.span(of: node)
        if places.contains(anyOf: .body, in: range) { return true }
        return Self.activatesNamedConstraint(places.bytes[range.clamped(to: 0 ..< places.bytes.count)])
    }

    /// Whether `.isActive` or `.active` follows a name with "onstraint" in it (`heightConstraint?.isActive`).
    private static func activatesNamedConstraint(_ bytes: ArraySlice<UInt8>) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool { byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") }
        for suffix in [Array(".isActive".utf8), Array(".active".utf8)] {
            var index = bytes.startIndex
            while index + suffix.count <= bytes.endIndex {
                if bytes[index] == UInt8(ascii: "."), bytes[index ..< index + suffix.count].elementsEqual(suffix) {
                    let after = index + suffix.count
                    let endsWord = after == bytes.endIndex || !isWordByte(bytes[after])
                    var start = index
                    while start > bytes.startIndex, [UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[start - 1]) { start -= 1 }
                    var nameStart = start
                    while nameStart > bytes.startIndex, isWordByte(bytes[nameStart - 1]) { nameStart -= 1 }
                    if endsWord, String(decoding: bytes[nameStart ..< start], as: UTF8.self).contains("onstraint") { return true }
                }
                index += 1
            }
        }
        return false
    }
}
