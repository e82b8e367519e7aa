import SourceModel

/// Walks the bodies of an Objective-C file in source order, as both passes
/// of the Masonry reader do, keeping track of what names mean there: the
/// locals in scope (parameters, declarations, block parameters), `self` and
/// its aliases (`__weak typeof(self) weakSelf = self;`, a macro such as
/// `WS(weakSelf)`), the elements loop variables stand for (a `for … in @[a, b]`
/// loop, or `enumerateObjectsUsingBlock:` on an array literal, is walked once
/// per element; the local a statement expression returns stands for what it is
/// assigned to), the `if`, `switch` or `?:` around a statement, and the body
/// (method, function or block) it is in.
///
/// Subclasses read what they need in `visit(_:)` and `visitDeclaration(_:)`.
class ObjectiveCWalk {
    /// A local variable or parameter.
    struct Local {
        /// Where its name is declared: what tells it apart from another of the same name.
        let offset: Int
        let type: String
        let initializer: ObjectiveCExpression?
        /// Whether it is `self` under another name.
        let isSelf: Bool
    }

    /// The file's bytes, for the text of expressions.
    let bytes: [UInt8]
    /// The macros that declare their argument as `self` (`#define WS(weakSelf) __weak typeof(self) weakSelf = self;`).
    let selfMacros: Set<String>
    /// The locals in scope, innermost last.
    private(set) var scopes: [[String: Local]] = []
    /// The elements loop variables stand for while a loop body is walked.
    private(set) var substitutions: [String: ObjectiveCExpression] = [:]
    /// The class whose method is walked (`nil` in a C function).
    private(set) var className: String?
    /// Where the innermost `if`, `switch` or loop around the current statement starts, within its body.
    private(set) var condition: Range<Int>?
    /// Where the current body (method, function or block) starts: what `check` solves together.
    private(set) var body = 0
    private var loopBudget = LoopBudget()

    init(bytes: [UInt8], selfMacros: Set<String>) {
        self.bytes = bytes
        self.selfMacros = selfMacros
    }

    /// Walks every body of `file`, in order.
    func walk(_ file: ObjectiveCFile) {
        for fileBody in file.bodies {
            className = fileBody.className
            enterBody(at: fileBody.range.lowerBound, parameters: fileBody.parameters.map { ($0, fileBody.range.lowerBound) }) {
                for statement in fileBody.statements { walk(statement) }
            }
        }
    }

    /// Runs `walkBody` as a new body with `parameters` in scope and no condition around it.
    func enterBody(at start: Int, parameters: [(String, Int)], _ walkBody: () -> Void) {
        let saved = (body, condition)
        (body, condition) = (start, nil)
        enterScope(parameters: parameters, walkBody)
        (body, condition) = saved
    }

    /// Runs `walkInside` with `parameters` in a scope of their own, in the same body.
    func enterScope(parameters: [(String, Int)], _ walkInside: () -> Void) {
        scopes.append(Dictionary(parameters.map { ($0.0, Local(offset: $0.1, type: "", initializer: nil, isSelf: false)) },
                                 uniquingKeysWith: { first, _ in first }))
        walkInside()
        scopes.removeLast()
    }

    /// Walks a statement and those inside it.
    func walk(_ statement: ObjectiveCStatement) {
        switch statement.kind {
        case .compound(let statements):
            scopes.append([:])
            statements.forEach(walk)
            scopes.removeLast()
        case .declaration(let type, let variables):
            for variable in variables {
                declare(variable, type: type)  // in scope in its own initializer, as in C
                if let initializer = variable.initializer { visit(initializer, assignedTo: variable.nameExpression) }
            }
            visitDeclaration(statement)
        case .expression(let expression):
            if case .call(let callee, let arguments) = expression.kind, let macro = callee.identifier, selfMacros.contains(macro),
               let name = arguments.first?.identifier
            {
                if scopes.isEmpty { scopes.append([:]) }
                scopes[scopes.count - 1][name] = Local(offset: expression.range.lowerBound, type: "", initializer: nil, isSelf: true)
            } else {
                visit(expression)
            }
        case .returnStatement(let value):
            value.map(visit)
        case .branch(let test, let then, let otherwise, let keyword):
            visit(test)
            if case .availability = test.kind {
                walk(then)
                otherwise.map(skippedFallback)
            } else if isInitializerCheck(test) {
                walk(then)  // `if (self = [super init…])` runs whenever the object exists
                otherwise.map(walk)
            } else {
                within(keyword) {
                    walk(then)
                    otherwise.map(walk)
                }
            }
        case .loop(let variable, let collection, let loopBody, let keyword):
            if let variable, let collection, let elements = arrayElements(collection), followsLoop(of: elements.count) {
                collection.forEachChild(visit)
                walk(loopBody, substituting: variable, with: elements)
            } else {
                collection.map(visit)
                unfollowedLoop(loopBody, keyword: keyword)
            }
        case .switchStatement(let switchBody, let keyword):
            within(keyword) { walk(switchBody) }
        case .empty, .unreadable:
            visitOther(statement)
        }
    }

    /// Walks `statement` once per element, `name` standing for it; for itself when the element
    /// names `name` (`for (tab in @[tab.next])`), which would otherwise be substituted without end.
    func walk(_ statement: ObjectiveCStatement, substituting name: String, with elements: [ObjectiveCExpression]) {
        let saved = substitutions[name]
        for element in elements {
            let element = substituted(element)
            substitutions[name] = Self.mentions(name, in: element) ? nil : element
            scopes.append([:])
            walk(statement)
            scopes.removeLast()
        }
        substitutions[name] = saved
    }

    /// Whether `expression` or anything in it is the identifier `name`.
    private static func mentions(_ name: String, in expression: ObjectiveCExpression) -> Bool {
        var pending = [expression]
        while let next = pending.popLast() {
            if next.identifier == name { return true }
            next.forEachChild { pending.append($0) }
        }
        return false
    }

    /// Whether a loop of `count` elements is still within the file's `LoopBudget`.
    private func followsLoop(of count: Int) -> Bool {
        loopBudget.follows(count)
    }

    /// Runs `walkInside` with `keyword` as the condition around it.
    func within(_ keyword: Range<Int>, _ walkInside: () -> Void) {
        let saved = condition
        condition = condition ?? keyword
        walkInside()
        condition = saved
    }

    // MARK: Expressions

    /// Reads an expression; by default, walks the blocks in it as bodies of
    /// their own (an `enumerateObjectsUsingBlock:` on an array once per element),
    /// and the statement expressions in it where they are written.
    func visit(_ expression: ObjectiveCExpression) {
        switch expression.kind {
        case .block(let parameters, let statements):
            enterBody(at: expression.range.lowerBound, parameters: parameters.map { ($0, expression.range.lowerBound) }) {
                statements.forEach(walk)
            }
        case .statementExpression(let statements):
            walkStatementExpression(statements, at: expression.range, assignedTo: nil)
        case .assignment("=", let target, let value):
            visit(target)
            visit(value, assignedTo: target)
        case .message(let receiver, let parts)
            where ObjectiveCExpression.selector(of: parts) == "enumerateObjectsUsingBlock:":
            guard let elements = arrayElements(receiver), case .block(let parameters, let statements)? = parts[0].argument?.kind,
                  let name = parameters.first, followsLoop(of: elements.count)
            else { return expression.forEachChild(visit) }
            enterBody(at: expression.range.lowerBound, parameters: []) {
                walk(ObjectiveCStatement(kind: .compound(statements), range: expression.range), substituting: name, with: elements)
            }
        default:
            expression.forEachChild(visit)
        }
    }

    /// Reads a declaration after its variables are in scope.
    func visitDeclaration(_ statement: ObjectiveCStatement) {}

    /// An empty statement, or one the parser could not read.
    func visitOther(_ statement: ObjectiveCStatement) {}

    /// The `else` of `if (@available(…))`: not read, as the Swift reader does not read it.
    func skippedFallback(_ statement: ObjectiveCStatement) {}

    /// A loop over something other than an array literal: not walked.
    func unfollowedLoop(_ body: ObjectiveCStatement, keyword: Range<Int>) {}

    // MARK: Names

    private func declare(_ variable: ObjectiveCStatement.Variable, type: String) {
        let isSelf = variable.initializer.map { isSelfExpression($0) } ?? false
        let local = Local(offset: variable.nameRange.lowerBound, type: type, initializer: variable.initializer, isSelf: isSelf)
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][variable.name] = local
    }

    /// The local `name` is, if it is one in scope.
    func local(_ name: String) -> Local? {
        for scope in scopes.reversed() { if let local = scope[name] { return local } }
        return nil
    }

    /// The element a loop variable stands for, or the expression itself.
    func substituted(_ expression: ObjectiveCExpression) -> ObjectiveCExpression {
        guard let name = expression.identifier, let element = substitutions[name] else { return expression }
        return element
    }

    /// `self = [super init…]`, `self`, `self != nil`: the initializer's test, which holds whenever there is an object to lay out.
    private func isInitializerCheck(_ test: ObjectiveCExpression) -> Bool {
        switch test.kind {
        case .assignment("=", let target, _): return target.identifier == "self"
        case .binary("!=", let left, let right): return left.identifier == "self" && right.isNullPointer
        default: return test.identifier == "self"
        }
    }

    /// Whether the expression is `self`, or a name for it.
    func isSelfExpression(_ expression: ObjectiveCExpression) -> Bool {
        guard let name = substituted(expression.uncast).identifier else { return false }
        if name == "self" { return true }
        if let local = local(name) { return local.isSelf }
        return MasonryNames.isSelfAlias(name)
    }

    /// The elements of an array the reader can see: `@[a, b]`, a local whose
    /// initializer is one, or a member the file assigns one to once.
    func arrayElements(_ expression: ObjectiveCExpression) -> [ObjectiveCExpression]? {
        let expression = substituted(expression.uncast)
        if case .arrayLiteral(let elements) = expression.kind { return elements }
        if let name = expression.identifier, let initializer = local(name)?.initializer, case .arrayLiteral(let elements) = initializer.kind {
            return elements
        }
        return path(of: expression).flatMap { memberArray(named: $0.name) }
    }

    /// The elements of the array the file assigns to the member `name` (`self.tabs = @[a, b];`), if it assigns one once.
    func memberArray(named name: String) -> [ObjectiveCExpression]? { nil }
}
