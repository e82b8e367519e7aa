import SourceModel
import SwiftSyntax

/// Which declaration a name refers to, found by walking up the syntax tree
/// from where it is used: a local (`let`, a parameter, a closure's `$0`, an
/// `if let`, a `for` variable) or, when none is found before the type's
/// members, a member or a global.
enum LexicalLookup {
    /// The node that declares `name` as a local visible at `node`; `nil` for a
    /// member or global. `index` keeps what each statement list declares, for
    /// the next name asked about in the same file.
    static func localDeclaration(of name: String, at node: Syntax, index: LocalDeclarationIndex = LocalDeclarationIndex()) -> Syntax? {
        var child = node
        while let parent = child.parent {
            switch parent.kind {
            case .memberBlock: return nil
            case .codeBlockItemList:
                if let statement = index.firstStatement(declaring: name, in: parent.cast(CodeBlockItemListSyntax.self)),
                   statement.position < child.position
                {
                    return Syntax(statement)
                }
            case .closureExpr, .functionDecl, .initializerDecl, .forStmt, .ifExpr, .whileStmt:
                if let found = declaration(in: parent, of: name, reachedFrom: child) { return found }
            default: break
            }
            child = parent
        }
        return nil
    }

    /// What a local declared by `declaration` stands for when it is another
    /// name for an item: `let guide = view.safeAreaLayoutGuide`,
    /// `guard let container = superview`, `if let superview` (Swift 5.7's
    /// shorthand, the same name outside). The expression is a path, to be
    /// looked up at `context`; `nil` for a local made any other way (a `var`,
    /// a call, a parameter, a loop variable).
    static func aliasedPath(of name: String, declaredBy declaration: Syntax) -> (path: ExprSyntax, context: Syntax)? {
        let conditions: ConditionElementListSyntax
        if let variable = declaration.as(CodeBlockItemSyntax.self)?.item.as(VariableDeclSyntax.self) {
            guard let binding = variable.bindings.first(where: { names(in: $0.pattern) == [name] && $0.pattern.is(IdentifierPatternSyntax.self) }),
                  binding.accessorBlock == nil, let value = binding.initializer?.value, ItemReference.path(of: value) != nil
            else { return nil }
            // A `var` may change, so it is a local of its own, except `weak var weakSelf = self`.
            guard variable.bindingSpecifier.tokenKind == .keyword(.let) || isWeakSelf(variable, value) else { return nil }
            return (value, Syntax(value))
        } else if let closure = declaration.as(ClosureExprSyntax.self) {
            return configuredItem(of: closure, parameter: name)
        } else if let guardStatement = declaration.as(CodeBlockItemSyntax.self)?.item.as(GuardStmtSyntax.self) {
            conditions = guardStatement.conditions
        } else if let statement = declaration.as(IfExprSyntax.self) {
            conditions = statement.conditions
        } else {
            return nil
        }
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.bindingSpecifier.tokenKind == .keyword(.let), names(in: binding.pattern) == [name]
            else { continue }
            let value = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            return ItemReference.path(of: value) != nil ? (value, declaration) : nil
        }
        return nil
    }

    /// `weak var weakSelf = self` (or `unowned`): another name for `self`.
    private static func isWeakSelf(_ variable: VariableDeclSyntax, _ value: ExprSyntax) -> Bool {
        value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            && variable.modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
    }

    /// The helpers that run a closure on an item to configure it, by their
    /// name: `x.then { $0… }`, `x.do { … }`, `x.apply { … }`, `with(x) { … }`.
    private static let configuringHelpers: Set<String> = ["then", "do", "apply", "with", "configure"]

    /// What the first parameter of a configuring closure stands for: `x`
    /// in `x.then { $0… }` and `with(x) { $0… }`; the variable being declared
    /// in `let card = UIView().then { $0… }`.
    private static func configuredItem(of closure: ClosureExprSyntax, parameter name: String) -> (path: ExprSyntax, context: Syntax)? {
        guard parameterNames(of: closure).first == name else { return nil }
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let subject: ExprSyntax
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), configuringHelpers.contains(member.declName.baseName.text),
           let base = member.base {
            subject = base
        } else if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "with",
                  let first = call.arguments.first?.expression, first.as(ClosureExprSyntax.self)?.id != closure.id {
            subject = first
        } else {
            return nil
        }
        if ItemReference.path(of: subject) != nil { return (subject, Syntax(subject)) }
        // `UIView().then { … }` configures what the declaration it initializes names: looked up
        // from the declaration's end, where a local is visible and a member is found as one.
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let declared = binding.pattern.as(IdentifierPatternSyntax.self),
              let declaration = binding.parent?.parent
        else { return nil }
        let after = declaration.nextToken(viewMode: .sourceAccurate).map(Syntax.init) ?? declaration
        return (ExprSyntax(DeclReferenceExprSyntax(baseName: declared.identifier.trimmed)), after)
    }

    /// A declaration of `name` that `parent` makes visible to `child`.
    private static func declaration(in parent: Syntax, of name: String, reachedFrom child: Syntax) -> Syntax? {
        if let closure = parent.as(ClosureExprSyntax.self) {
            return parameterNames(of: closure).contains(name) ? parent : nil
        }
        if let function = parent.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { parameterName($0) == name } ? parent : nil
        }
        if let initializer = parent.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.contains { parameterName($0) == name } ? parent : nil
        }
        if let statement = parent.as(ForStmtSyntax.self), child.id == statement.body.id {
            return names(in: statement.pattern).contains(name) ? parent : nil
        }
        if let statement = parent.as(IfExprSyntax.self), child.id == statement.body.id {
            return statement.conditions.contains { bindsName($0, name) } ? parent : nil
        }
        if let statement = parent.as(WhileStmtSyntax.self), child.id == statement.body.id {
            return statement.conditions.contains { bindsName($0, name) } ? parent : nil
        }
        return nil
    }

    /// The scope of the names a variable declaration makes: the declaration
    /// itself for a local (as `localDeclaration` finds it), else its type.
    static func scope(of declaration: VariableDeclSyntax) -> String {
        if let item = declaration.parent?.as(CodeBlockItemSyntax.self), item.parent?.is(CodeBlockItemListSyntax.self) == true {
            return ItemReference.localScopePrefix + "\(item.position.utf8Offset)"
        }
        return enclosingTypeName(of: Syntax(declaration))
    }

    /// The names a closure's parameters have: `make`, `(make)`, `(make: ConstraintMaker)`, or `$0` when it names none.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0", "$1"]
        }
    }

    private static func parameterName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    /// The names a statement declares for the statements after it: a `let`'s
    /// or `var`'s, a `guard let`'s.
    static func declaredNames(_ item: CodeBlockItemSyntax.Item) -> [String] {
        if let declaration = item.as(VariableDeclSyntax.self) {
            return declaration.bindings.flatMap { names(in: $0.pattern) }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.flatMap(boundNames)
        }
        return []
    }

    private static func bindsName(_ condition: ConditionElementSyntax, _ name: String) -> Bool {
        boundNames(condition).contains(name)
    }

    /// The names an `if let` or `guard let` condition binds.
    private static func boundNames(_ condition: ConditionElementSyntax) -> [String] {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { return [] }
        return names(in: binding.pattern)
    }

    /// The identifiers a pattern binds: `x`, `(a, b)`, `let x`.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    /// The name of the innermost type or extension around `node`, outermost
    /// first and dot-joined (`Outer.Cell`); empty at the top level.
    static func enclosingTypeName(of node: Syntax) -> String {
        var names: [String] = []
        var current = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) { names.insert(name, at: 0) }
            current = candidate.parent
        }
        return names.joined(separator: ".")
    }

    /// The name a type or extension declaration gives, if `node` is one.
    static func typeName(of node: Syntax) -> String? {
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ProtocolDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
        return nil
    }
}
