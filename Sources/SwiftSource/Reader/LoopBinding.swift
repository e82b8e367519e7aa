import SwiftSyntax

/// Loops the reader follows: `for v in [a, b] { … }` and `[a, b].forEach { … }`
/// run their body once per element of an array literal, with the loop
/// variable standing for that element.
enum LoopBinding {
    /// The loop variable and the elements of a `for … in [a, b]` loop; `nil` for any other loop.
    static func elements(of loop: ForStmtSyntax) -> (name: String, elements: [ExprSyntax])? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
              let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let array = loop.sequence.as(ArrayExprSyntax.self)
        else { return nil }
        return (name, array.elements.map(\.expression))
    }

    /// The closure parameter and the elements of `[a, b].forEach { v in … }`
    /// (or `$0`); `nil` for any other call.
    static func elements(of call: FunctionCallExprSyntax) -> (name: String, elements: [ExprSyntax], body: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let array = member.base?.as(ArrayExprSyntax.self), let closure = forEachClosure(of: call),
              let name = LexicalLookup.parameterNames(of: closure).first
        else { return nil }
        return (name, array.elements.map(\.expression), closure)
    }

    /// The closure of a `forEach` call, trailing or as its only argument.
    static func forEachClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
    }

    /// Whether `call` is `.forEach` on something other than an array literal.
    static func isUnfollowedForEach(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach"
        else { return false }
        return member.base?.is(ArrayExprSyntax.self) != true && forEachClosure(of: call) != nil
    }
}
