import SwiftSyntax

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`,
/// and Swift 2's `constraintsWithVisualFormat(_:options:metrics:views:)`.
struct VisualFormatCall {
    let format: ExprSyntax
    let options: ExprSyntax?
    let metrics: ExprSyntax?
    let views: ExprSyntax?

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let first = call.arguments.first else { return nil }
        switch member.declName.baseName.text {
        case "constraints" where first.label?.text == "withVisualFormat": break
        case "constraintsWithVisualFormat" where first.label == nil: break
        default: return nil
        }
        let arguments = Dictionary(call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                                   uniquingKeysWith: { first, _ in first })
        format = first.expression
        options = arguments["options"]
        metrics = arguments["metrics"]
        views = arguments["views"]
    }
}

/// A dictionary literal the reader can see: written in place, or the
/// initializer of a local `let`/`var`, with the `name["key"] = value`
/// assignments that follow it in the same body.
struct DictionaryLiteral {
    /// The entries with a string literal key, in the order written.
    var entries: [(key: String, value: ExprSyntax)] = []
    /// Whether some entry has a key the reader cannot read.
    var isOpen = false

    /// The dictionary `expression` is, or `nil` when the reader cannot see it (`nil` is an empty one).
    init?(_ expression: ExprSyntax) {
        if expression.is(NilLiteralExprSyntax.self) { return }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            add(dictionary)
            return
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declaration = LexicalLookup.localDeclaration(of: name, at: Syntax(expression)),
              let variable = declaration.as(CodeBlockItemSyntax.self)?.item.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first(where: { LexicalLookup.names(in: $0.pattern) == [name] }),
              let initializer = binding.initializer?.value.as(DictionaryExprSyntax.self)
        else { return nil }
        add(initializer)
        guard let list = declaration.parent?.as(CodeBlockItemListSyntax.self) else { return }
        for assignment in AssignmentFinder(name: name, before: expression.position, in: list).assignments {
            entries.append(assignment)
        }
    }

    private mutating func add(_ dictionary: DictionaryExprSyntax) {
        guard case .elements(let elements) = dictionary.content else { return }
        for element in elements {
            if let key = element.key.as(StringLiteralExprSyntax.self).flatMap(StringLiteral.init) {
                entries.append((key.value, element.value))
            } else {
                isOpen = true
            }
        }
    }

    /// The `name["key"] = value` statements of a body before a position.
    private final class AssignmentFinder: SyntaxVisitor {
        let name: String
        let limit: AbsolutePosition
        var assignments: [(String, ExprSyntax)] = []

        init(name: String, before limit: AbsolutePosition, in list: CodeBlockItemListSyntax) {
            self.name = name
            self.limit = limit
            super.init(viewMode: .sourceAccurate)
            walk(list)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard node.position < limit, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let subscriptCall = elements[0].as(SubscriptCallExprSyntax.self),
                  subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                  let key = subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self).flatMap(StringLiteral.init)
            else { return .visitChildren }
            assignments.append((key.value, elements[2]))
            return .skipChildren
        }
    }
}
