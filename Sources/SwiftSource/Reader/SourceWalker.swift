import Constraints
import SourceModel
import SwiftSyntax

/// The reader's second pass: walks the file in source order and reads every
/// constraint where it is made (SnapKit closures, anchors,
/// `NSLayoutConstraint(item:…)`, VFL literals), following the variables that
/// hold constraints, their activation and their priorities. Code it cannot
/// follow becomes a diagnostic and the walk goes on.
final class SourceWalker: TypeScopedVisitor {
    let items: ItemTable
    let values: ValueEvaluator
    /// The file's places, and its bytes.
    let places: SourcePlaces
    /// The functions that return constraints, read where the file calls them.
    let functions: ConstraintFunctions
    /// The call whose function's body is being read (the outermost, for a call inside one):
    /// where what the body makes is placed, and the `if` and body around it.
    var callSite: Syntax?
    /// The functions whose bodies are being read, so that one that calls itself is not read again.
    var readingFunctions: Set<SyntaxIdentifier> = []
    /// The constraints read so far, with what the walk learns of them later.
    private(set) var records: [SourceConstraint] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Constraint variables (`let c = …`, `self.top = …`, `var all: [NSLayoutConstraint] = []`) and the records they hold.
    var bindings: [ItemReference: [Int]] = [:]
    /// The elements loop variables stand for while a loop body is walked.
    var substitutions: [String: ExprSyntax] = [:]
    /// Activations of constraint properties the walk has not seen made yet
    /// (a method above the one that makes them), tried again when the walk ends.
    var pendingActivations: [(expression: ExprSyntax, node: Syntax, enclosingTypeName: String)] = []
    /// When each record takes its place in the reading: the event that made
    /// it, or the one that last activated it after that (README, "Order").
    private var orderKeys: [Int] = []
    private var events = 0
    private var loopBudget = LoopBudget()
    /// Loops already reported as not followed (a loop inside a followed one is met once per element).
    private var reportedLoops: Set<SyntaxIdentifier> = []
    /// Conditional statements already reported.
    private var reportedConditions: Set<SyntaxIdentifier> = []
    /// The local declarations of the file's statement lists, as names are looked up.
    private let locals: LocalDeclarationIndex
    /// Where the file says the words of `ConstraintWords.file`.
    private let constraintWords: ConstraintWords.Occurrences
    /// The last part of each constraint variable's name, searched for as `mayMatter` asks, and how many variables they are of.
    private var bindingWords = (count: 0, words: ConstraintWords([]))
    /// The names of the functions that return constraints, searched for as `mayMatter` asks.
    private let functionWords: ConstraintWords

    init(
        places: SourcePlaces, constraintWords: ConstraintWords.Occurrences, locals: LocalDeclarationIndex, items: ItemTable,
        values: ValueEvaluator, functions: ConstraintFunctions
    ) {
        self.places = places
        self.constraintWords = constraintWords
        self.locals = locals
        self.items = items
        self.values = values
        self.functions = functions
        functionWords = ConstraintWords(functions.names)
        super.init(viewMode: .sourceAccurate)
        values.substitute = { [unowned self] in substituted($0) }
    }

    // MARK: The walk (each case is read in SourceWalker+Statements.swift)

    /// A statement or a member is walked only when it may matter (see `mayMatter`).
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { mayMatter(node) ? .visitChildren : .skipChildren }
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { mayMatter(node) ? .visitChildren : .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { readCall(node) }
    /// A function the file calls for the constraints it returns is read at the calls (`ConstraintFunction`).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { functions.isCalled(node) ? .skipChildren : .visitChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { readLoop(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { readDeclaration(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { readAssignment(node) }

    /// Whether code may make, hold or activate a constraint: only when it has
    /// one of the words every way of doing so needs (`ConstraintWords.file`),
    /// the name of a constraint variable or of a function that returns
    /// constraints, or is in a loop or function the walk follows, whose
    /// variable or parameters stand for other names. Whatever else it holds,
    /// reading it would find nothing, so the walk does not descend into it.
    private func mayMatter(_ node: some SyntaxProtocol) -> Bool {
        guard substitutions.isEmpty else { return true }
        let range = SourcePlaces.span(of: node)
        if constraintWords.any(within: range) || places.contains(anyOf: functionWords, in: range) { return true }
        if bindingWords.count != bindings.count {
            bindingWords = (bindings.count, ConstraintWords(bindings.keys.map { ItemReference.lastPart(of: $0.name) }))
        }
        return places.contains(anyOf: bindingWords.words, in: range)
    }

    // MARK: Places

    /// Where `node` starts, as a point; inside a function read at a call, where the call starts.
    func location(of node: some SyntaxProtocol) -> SourceRange {
        let start = (callSite ?? Syntax(node)).positionAfterSkippingLeadingTrivia
        return range(of: start ..< start)
    }

    /// The range of `node`, without its trivia.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        range(of: node.positionAfterSkippingLeadingTrivia ..< node.endPositionBeforeTrailingTrivia)
    }

    func range(of positions: Range<AbsolutePosition>) -> SourceRange {
        places.range(of: positions)
    }

    // MARK: Results

    func report(_ message: SwiftSourceDiagnostic, at node: some SyntaxProtocol) {
        report(Diagnostic(message, at: range(of: node)))
    }

    /// Reports `diagnostic`; a function read at each of its calls says the same of its body once.
    func report(_ diagnostic: Diagnostic) {
        if callSite != nil, diagnostics.contains(diagnostic) { return }
        diagnostics.append(diagnostic)
    }

    /// Records a constraint made at `node`; returns its index.
    @discardableResult
    func record(
        _ constraint: LayoutConstraint, at location: SourceRange, notation: SourceNotation, node: some SyntaxProtocol,
        isComplete: Bool = true
    ) -> Int {
        let conditional = condition(around: node) ?? callSite.flatMap { condition(around: $0) }
        if let conditional, reportedConditions.insert(conditional.id).inserted {
            report(.conditional, at: Self.keyword(of: conditional))
        }
        records.append(SourceConstraint(
            constraint: constraint, location: callSite == nil ? location : self.location(of: node), notation: notation,
            isConditional: conditional != nil, isComplete: isComplete, body: Self.body(around: callSite ?? Syntax(node))))
        orderKeys.append(nextEvent())
        return records.count - 1
    }

    /// The records in the order UIKit would create or activate them: each
    /// where it is made, or where it is activated when that comes later (an
    /// array activated at once in its final order).
    var orderedRecords: [SourceConstraint] {
        records.indices.sorted { orderKeys[$0] < orderKeys[$1] }.map { records[$0] }
    }

    private func nextEvent() -> Int {
        events += 1
        return events
    }

    /// Activates the records, as UIKit does when they are activated in `node`'s
    /// body; each that was inactive takes its place in the order here, unless
    /// `keepingOrder` (an activation written above where the constraint is made).
    func activate(_ indices: [Int], at node: some SyntaxProtocol, keepingOrder: Bool = false) {
        let body = Self.body(around: node)
        for index in indices {
            do {
                let wasActive = records[index].constraint.isActive
                try records[index].constraint.activate()
                records[index].body = body
                if !wasActive, !keepingOrder { orderKeys[index] = nextEvent() }
            } catch {
                report(.notActivated(constraint: "\(records[index].constraint)", reason: "\(error)"), at: node)
            }
        }
    }

    /// Activates what the pending activations name, now that the whole file
    /// is read; what is still unknown is reported.
    func finishPendingActivations() {
        for pending in pendingActivations {
            guard let indices = inEnclosingTypes(pending.enclosingTypeName, { constraints(from: pending.expression) }) else {
                let name = ItemReference.path(of: pending.expression).map { ItemReference.lastPart(of: $0.name) }
                if let name, values.isOutlet(name) {
                    report(.outletConstraints(name: name), at: pending.expression)
                } else {
                    report(.unseenConstraints(expression: ValueEvaluator.shortText(of: pending.expression)), at: pending.expression)
                }
                continue
            }
            activate(indices, at: pending.node, keepingOrder: true)
        }
        pendingActivations = []
    }

    /// Notes that part of what made the records was skipped, so `check` does not rely on them.
    func markIncomplete(_ indices: [Int]) {
        for index in indices { records[index].isComplete = false }
    }

    func deactivate(_ indices: [Int]) {
        for index in indices { records[index].constraint.deactivate() }
    }

    // MARK: Context

    /// The innermost `if`, `switch` case, `guard` or `?:` around `node` within its body, if any.
    func condition(around node: some SyntaxProtocol) -> Syntax? {
        var child = Syntax(node)
        while let parent = child.parent {
            switch parent.kind {
            case .ifExpr:
                let statement = parent.cast(IfExprSyntax.self)
                if !statement.conditions.contains(where: { $0.id == child.id }), !Self.isAvailabilityCheck(statement) || child.id != statement.body.id {
                    return parent
                }
            case .switchCase, .ternaryExpr: return parent
            case .guardStmt: if child.id == parent.cast(GuardStmtSyntax.self).body.id { return parent }
            case .sequenceExpr:
                if parent.children(viewMode: .sourceAccurate).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { return parent }
            default: if Self.isBody(parent) { return nil }
            }
            child = parent
        }
        return nil
    }

    /// `if #available(…)`: its body is what runs on current systems, so it is not conditional.
    static func isAvailabilityCheck(_ statement: IfExprSyntax) -> Bool {
        statement.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    private static func keyword(of condition: Syntax) -> Syntax {
        condition.firstToken(viewMode: .sourceAccurate).map(Syntax.init) ?? condition
    }

    /// The function, initializer, accessor or closure `node` is in: its offset identifies it.
    static func body(around node: some SyntaxProtocol) -> Int {
        var current = node.parent
        while let candidate = current {
            if isBody(candidate) { return candidate.position.utf8Offset }
            current = candidate.parent
        }
        return 0
    }

    private static func isBody(_ node: Syntax) -> Bool {
        switch node.kind {
        case .functionDecl, .initializerDecl, .accessorDecl, .deinitializerDecl: true
        case .closureExpr: !isSnapKitClosure(node)
        default: false
        }
    }

    /// A closure given to `snp.makeConstraints` and its kin belongs to the body that calls it.
    private static func isSnapKitClosure(_ node: Syntax) -> Bool {
        var parent = node.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return SnapKitVerb(rawValue: member.declName.baseName.text) != nil
    }

    // MARK: Loops

    /// Whether the body of a function the file calls for its constraints is
    /// read at `call`: each read spends one of the file's `LoopBudget`, as
    /// calls within calls multiply as nested loops do; when it is spent,
    /// warns at `call` instead.
    func followsCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard loopBudget.follows(1) else {
            if reportedLoops.insert(call.id).inserted {
                report(.callBudgetSpent(bodies: LoopBudget.bodiesPerFile), at: call.calledExpression)
            }
            return false
        }
        return true
    }

    /// Runs `read` once per element of a loop over an array literal, with
    /// `name` standing for the element; when the file's `LoopBudget` is spent,
    /// warns at `keyword` instead and runs nothing.
    func followLoop(over elements: [ExprSyntax], as name: String, at keyword: some SyntaxProtocol, _ read: () -> Void) {
        guard loopBudget.follows(elements.count) else {
            if reportedLoops.insert(keyword.id).inserted {
                report(.loopBudgetSpent(bodies: LoopBudget.bodiesPerFile), at: keyword)
            }
            return
        }
        let saved = substitutions[name]
        for element in elements {
            substitutions[name] = substituted(element)
            read()
        }
        substitutions[name] = saved
    }

    /// The element a loop variable stands for, or the expression itself.
    func substituted(_ expression: ExprSyntax) -> ExprSyntax {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let element = substitutions[name]
        else { return expression }
        return element
    }

    /// The reference of an item expression, through loop variables and implicit `self`.
    func reference(_ expression: ExprSyntax?, at node: some SyntaxProtocol) -> ItemReference? {
        guard let expression else {
            return ItemReference(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: node, enclosingTypeName: enclosingTypeName, locals: locals)
        }
        let substituted = self.substituted(expression)
        if let member = substituted.as(MemberAccessExprSyntax.self), let base = member.base,
           let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, substitutions[name] != nil,
           let baseReference = reference(base, at: node)
        {
            return baseReference.appending(member.declName.baseName.text)
        }
        return ItemReference(substituted, at: node, enclosingTypeName: enclosingTypeName, locals: locals)
    }

    /// The item an expression names.
    func item(_ expression: ExprSyntax?, at node: some SyntaxProtocol) -> LayoutItem? {
        reference(expression, at: node).map(items.item)
    }
}
