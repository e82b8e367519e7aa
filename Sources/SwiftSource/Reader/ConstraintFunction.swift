import SwiftSyntax

/// A function of the file that returns the constraints it makes:
/// `func pair(left: UIView, right: UIView) -> [NSLayoutConstraint] { return […] }`,
/// or one `NSLayoutConstraint`, its body a `return` (or one expression)
/// after any statements.
///
/// Where the file calls it on `self` (`pair(left: a, right: b)`,
/// `self.pair(…)`, `Self.pair(…)`, or a global function), its body is read
/// at each call, the arguments standing for the parameters (a default value
/// for one the call leaves out), and what it makes is placed at the call.
/// The body of a function the file calls so is not read on its own: its
/// parameters are no items. A function the file never calls so is read as
/// written, as any code that is never called is.
struct ConstraintFunction {
    let declaration: FunctionDeclSyntax
    /// The type it is a member of, as `TypeScopedVisitor` names it (empty at the top level).
    let typeName: String
    /// The statements before the one that returns.
    let statements: CodeBlockItemListSyntax.SubSequence
    /// What the body returns.
    let returned: ExprSyntax

    /// The function `declaration` declares in the type `typeName`, or `nil`
    /// when it does not return constraints made in a body the reader can read
    /// (a generic function, a variadic or `inout` parameter, a body that does
    /// not end by returning).
    init?(_ declaration: FunctionDeclSyntax, typeName: String) {
        guard let returnType = declaration.signature.returnClause?.type,
              returnType.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "NSLayoutConstraint" }),
              declaration.genericParameterClause == nil,
              let body = declaration.body?.statements, let last = body.last,
              declaration.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil && !$0.type.is(AttributedTypeSyntax.self) })
        else { return nil }
        guard let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self) else { return nil }
        self.declaration = declaration
        self.typeName = typeName
        self.statements = body.dropLast()
        self.returned = returned
    }

    var name: String { declaration.name.text }

    /// The name a call calls a function of its own type by: `f(…)`, `self.f(…)`, `Self.f(…)`; `nil` for any other call.
    static func calledName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.utf8.first else { return nil }
            let isLowercase = first < 0x80 ? (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(first) : name.first?.isLowercase == true
            return isLowercase ? name : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self), ["self", "Self"].contains(base.baseName.text)
        else { return nil }
        return member.declName.baseName.text
    }

    /// Each parameter's name and the expression `call` gives it, or its
    /// default value; `nil` when the call's labels are not this function's
    /// (or it has a trailing closure).
    func arguments(of call: FunctionCallExprSyntax) -> [String: ExprSyntax]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var given = call.arguments[...]
        var arguments: [String: ExprSyntax] = [:]
        for parameter in declaration.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = given.first, next.label?.text == label {
                arguments[name] = next.expression
                given = given.dropFirst()
            } else if let value = parameter.defaultValue?.value {
                arguments[name] = value
            } else {
                return nil
            }
        }
        return given.isEmpty ? arguments : nil
    }
}

/// The file's `ConstraintFunction`s, and which of them it calls.
struct ConstraintFunctions {
    private var byName: [String: [ConstraintFunction]] = [:]
    /// The declarations of the functions the file calls.
    private var called: Set<SyntaxIdentifier> = []

    /// Notes a function of the file.
    mutating func add(_ function: ConstraintFunction) {
        byName[function.name, default: []].append(function)
    }

    /// Notes the calls the file makes (each with the type it is made in), once every function is added.
    mutating func noteCalls(_ calls: [(call: FunctionCallExprSyntax, typeName: String)]) {
        for (call, typeName) in calls {
            if let function = function(calledBy: call, in: typeName) { called.insert(function.declaration.id) }
        }
    }

    /// The names of the functions, for the walk to look for.
    var names: [String] { byName.keys.sorted() }

    /// The function `call`, made in the type `typeName`, calls: one of that
    /// type (or a global) whose labels the call gives.
    func function(calledBy call: FunctionCallExprSyntax, in typeName: String) -> ConstraintFunction? {
        guard let name = ConstraintFunction.calledName(of: call), let candidates = byName[name] else { return nil }
        return candidates.first { ($0.typeName == typeName || $0.typeName.isEmpty) && $0.arguments(of: call) != nil }
    }

    /// Whether the file calls the function `declaration` declares, so that its body is read at the calls.
    func isCalled(_ declaration: FunctionDeclSyntax) -> Bool {
        called.contains(declaration.id)
    }
}
