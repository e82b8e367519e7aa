import SourceModel
import SwiftSyntax

/// What the reader learns from a whole file before it reads any constraint
/// (its first pass): which view each view is added to, which items are
/// layout guides, the constants the file defines, and which names are
/// declared as numbers or as views.
final class FileFacts: TypeScopedVisitor {
    /// What a name is declared as, from its type or initializer.
    enum Kind: Equatable {
        case number
        /// A geometry struct (`CGSize`, `UIEdgeInsets`, …): a number for each field.
        case structure(StructValue.Kind)
        case item
    }

    /// The superview (or owning view, for a guide) each item is added to, the first place the file adds it.
    private(set) var parents: [ItemReference: ItemReference] = [:]
    /// Items the file adds with `addLayoutGuide` or makes with `UILayoutGuide()`.
    private(set) var guides: Set<ItemReference> = []
    /// The initializers of `let`s and the one expression of each computed
    /// property (`static var margin: CGFloat { 16 }`) by name, bare and qualified (`definitions(of:)`).
    private var constantDefinitions: [String: [ExprSyntax]] = [:]
    /// Where each name is first declared (a variable, constant or parameter), for what is said about it.
    private(set) var declarations: [String: Syntax] = [:]
    /// The initializers of `var`s by name, bare and qualified, each with the
    /// bare name: a definition only where the file never assigns that name.
    private var variableDefinitions: [String: [(name: String, value: ExprSyntax)]] = [:]
    /// Whether the file assigns a name (`x = …`, `self.x += …`), for those asked about.
    private var assigned: [String: Bool] = [:]
    /// The names the file declares as constraints (`NSLayoutConstraint`, an
    /// array of them, optional or not), and whether each is an `@IBOutlet`.
    private(set) var constraintDeclarations: [String: Bool] = [:]
    /// What names are declared as, where all declarations agree.
    private(set) var kinds = DeclaredKinds<Kind>()
    /// The class each name is declared or made as, where all declarations agree.
    private(set) var classes = DeclaredKinds<String>()
    /// The classes the file declares or extends, in order.
    private(set) var declaredTypes: [String] = []
    /// The functions that return the constraints they make, and which the file calls.
    private(set) var constraintFunctions = ConstraintFunctions()
    /// The elements a loop variable stands for while a loop body is walked.
    private var substitutions: [String: ExprSyntax] = [:]
    private var loopBudget = LoopBudget()

    /// The file, and its places, for the text of its types.
    private let file: SourceFileSyntax, places: SourcePlaces
    /// Where the file's constraint words (`ConstraintWords.file`) and view-hierarchy words are.
    private let constraintWords: ConstraintWords.Occurrences, hierarchyWords: ConstraintWords.Occurrences
    /// The local declarations of the file's statement lists, as names are looked up (the walk after this pass goes on with it).
    let locals = LocalDeclarationIndex()

    /// The facts of `file`, whose constraint words `constraintWords` found.
    init(_ file: SourceFileSyntax, places: SourcePlaces, constraintWords: ConstraintWords.Occurrences) {
        self.file = file
        self.places = places
        self.constraintWords = constraintWords
        hierarchyWords = places.occurrences(of: .hierarchy)
        super.init(viewMode: .sourceAccurate)
        walk(file)
        let calls = calls(of: constraintFunctions.names, in: file)
        readLeftOutBodies(holding: calls.map(\.call))
        constraintFunctions.noteCalls(calls)
    }

    /// The values of constants by name: bare (`margin`) and qualified by
    /// their types (`Layout.margin`, `Outer.Layout.margin`): the initializers
    /// of `let`s, then of `var`s the file never assigns, and the one
    /// expression of a computed property (`static var margin: CGFloat { 16 }`).
    func definitions(of name: String) -> [ExprSyntax]? {
        let variables = variableDefinitions[name]?.filter { !assigns($0.name) }.map(\.value) ?? []
        let all = (constantDefinitions[name] ?? []) + variables
        return all.isEmpty ? nil : all
    }

    /// Whether the file assigns `name` anywhere (`x = …`, `self.x += …`, the
    /// last part of the target): asked only of the names whose value is
    /// wanted, and found where the text spells the name, which few places do.
    private func assigns(_ name: String) -> Bool {
        if let known = assigned[name] { return known }
        let found = places.wholeWordOccurrences(of: ConstraintWords([name])).contains { spelled in
            guard let token = Self.token(spelled, in: file) else { return false }
            return Self.assignedName(byTargetHolding: token) == name
        }
        assigned[name] = found
        return found
    }

    // MARK: Bodies left out

    /// A function's, closure's or accessor's body that is in no other body
    /// and has no word of those that make a constraint or add a view is left
    /// out of the pass: what it declares is local to it, and it adds no view.
    /// (A block in a body that has such words is read: a SnapKit closure's
    /// `else { let width = …; $0.width.equalTo(width) }` has none of its own.)
    /// Whether it assigns a variable is looked for by name when asked
    /// (`assigns`); one that calls a function that returns constraints
    /// (`calls(of:in:)`) is read after all, for that call is read where it is
    /// made, with what the body declares. Most of a file's code is such bodies.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: CodeBlockSyntax) { bodyDepth -= 1 }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }

    /// How many bodies the pass is in.
    private var bodyDepth = 0
    /// The bodies left out, each with the types around it.
    private var leftOut: [(body: Syntax, typeName: String)] = []
    /// Whether the pass leaves out no body, as when it reads the left-out ones that call a constraint function.
    private var readsEveryBody = false

    /// A statement in a body that is read, with no word of those that add a
    /// view and none that declares (`let`, `var`, `func`, `class`, found in
    /// bytes, so `outlet` counts too), is left out as a body is:
    /// `label.text = …`, `stack.axis = .vertical`, and the constraints
    /// themselves (`NSLayoutConstraint.activate([…])`, which the walk after
    /// this pass reads).
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        let range = SourcePlaces.span(of: node)
        guard !hierarchyWords.any(within: range), !places.contains(anyOf: .declaration, in: range) else { return .visitChildren }
        return .skipChildren
    }

    // MARK: What holds nothing the pass reads

    /// Modifiers, types and the clauses made of types (a return type, an
    /// inheritance or generic clause) hold no body, no declaration and no
    /// call: the pass does not descend into them.
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// Attributes hold code only in their arguments (`@Wrapper(make: { … })`).
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { mayHoldFacts(node) ? .visitChildren : .skipChildren }

    /// Whether the pass can learn anything inside `node` beyond what its own
    /// visit reads: only where it has a body (a `{`, found in bytes) or a word
    /// that adds a view. A property's `= UIStackView()`, a parameter's
    /// `= .zero` have neither.
    private func mayHoldFacts(_ node: some SyntaxProtocol) -> Bool {
        let range = SourcePlaces.span(of: node)
        return places.contains(UInt8(ascii: "{"), in: range) || hierarchyWords.any(within: range)
    }

    /// Enters `body` (its `visitPost` leaves it, whether or not it was read).
    private func enter(_ body: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        defer { bodyDepth += 1 }
        guard bodyDepth == 0, !readsEveryBody else { return .visitChildren }
        let range = SourcePlaces.span(of: body)
        guard !constraintWords.any(within: range), !hierarchyWords.any(within: range) else { return .visitChildren }
        leftOut.append((Syntax(body), enclosingTypeName))
        return .skipChildren
    }

    /// Reads each left-out body that holds one of `calls`, in the types around it.
    private func readLeftOutBodies(holding calls: [FunctionCallExprSyntax]) {
        readsEveryBody = true
        for (body, typeName) in leftOut where calls.contains(where: { SourcePlaces.span(of: body).contains(SourcePlaces.span(of: $0).lowerBound) }) {
            inEnclosingTypes(typeName) { walk(body) }
        }
        readsEveryBody = false
    }

    /// The calls `file` makes by one of the names `functions` (`f(…)`, `self.f(…)`), each with
    /// the types it is made in: found where the text spells a name, which few places do.
    private func calls(of functions: [String], in file: SourceFileSyntax) -> [(call: FunctionCallExprSyntax, typeName: String)] {
        guard !functions.isEmpty else { return [] }
        return places.wholeWordOccurrences(of: ConstraintWords(functions)).compactMap { spelled in
            guard let token = Self.token(spelled, in: file), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map { ExprSyntax($0) } ?? ExprSyntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
            return (call, LexicalLookup.enclosingTypeName(of: Syntax(call)))
        }
    }

    /// The token that is exactly the bytes `spelled` of the text, if one is.
    private static func token(_ spelled: Range<Int>, in node: some SyntaxProtocol) -> TokenSyntax? {
        guard let token = node.token(at: AbsolutePosition(utf8Offset: spelled.lowerBound)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == spelled.lowerBound,
              token.endPositionBeforeTrailingTrivia.utf8Offset == spelled.upperBound
        else { return nil }
        return token
    }

    /// The name the assignment whose target holds `token` assigns (`assignedName(by:)`).
    private static func assignedName(byTargetHolding token: TokenSyntax) -> String? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let list = parent.as(ExprListSyntax.self) {
                guard list.first?.id == node.id, let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
                return assignedName(by: sequence)
            }
            node = parent
        }
        return nil
    }

    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "Float64", "Float32"]
    private static let guideTypes: Set<String> = ["UILayoutGuide", "NSLayoutGuide"]
    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]

    // MARK: Declarations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeName = binding.typeAnnotation.map { places.typeName(of: $0.type) }
            let initializer = binding.initializer?.value
            if let className = Self.className(typeName: typeName, initializer: initializer) { classes.record(className, for: name) }
            if let kind = kind(typeName: typeName, initializer: initializer) { kinds.record(kind, for: name) }
            if binding.typeAnnotation?.type.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "NSLayoutConstraint" }) == true {
                constraintDeclarations[name] = node.attributes.contains { $0.trimmedDescription.contains("IBOutlet") }
            }
            let names = qualifiedNames(name)
            for qualified in names where declarations[qualified] == nil { declarations[qualified] = Syntax(binding) }
            if let initializer, binding.accessorBlock == nil {
                if isConstant {
                    for qualified in names { constantDefinitions[qualified, default: []].append(initializer) }
                } else {
                    for qualified in names { variableDefinitions[qualified, default: []].append((name, initializer)) }
                }
            } else if let value = Self.onlyExpression(of: binding.accessorBlock) {
                for qualified in names { constantDefinitions[qualified, default: []].append(value) }
            }
            if typeName.map(Self.guideTypes.contains) == true || initializer.map(isGuideInitializer) == true {
                guides.insert(ItemReference(name: name, scope: LexicalLookup.scope(of: node)))
            }
        }
        return mayHoldFacts(node) ? .visitChildren : .skipChildren
    }

    /// The one expression a computed property's getter returns:
    /// `{ 16 }`, `{ return 16 }`, `{ get { 16 } }`; `nil` for any other body.
    private static func onlyExpression(of accessors: AccessorBlockSyntax?) -> ExprSyntax? {
        let statements: CodeBlockItemListSyntax
        switch accessors?.accessors {
        case .getter(let body)?: statements = body
        case .accessors(let list)?:
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = getter.body?.statements
            else { return nil }
            statements = body
        case nil: return nil
        }
        guard statements.count == 1, let only = statements.first?.item else { return nil }
        return only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression
    }

    /// The name `sequence` assigns, when it is an assignment (`x = …`, `self.x += …`): its target's last part.
    private static func assignedName(by sequence: SequenceExprSyntax) -> String? {
        var elements = sequence.elements.makeIterator()
        guard let target = elements.next(), let operation = elements.next(), elements.next() != nil,
              operation.is(AssignmentExprSyntax.self)
                || ["+=", "-=", "*=", "/="].contains(operation.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""),
              let (name, _) = ItemReference.path(of: target)
        else { return nil }
        return ItemReference.lastPart(of: name)
    }

    /// A function's or initializer's parameter with its type: `depth: CGFloat` is a number, `view: UIView` an item.
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if name != "_", let kind = kind(typeName: places.typeName(of: node.type), initializer: nil) {
            kinds.record(kind, for: name)
        }
        if name != "_", declarations[name] == nil { declarations[name] = Syntax(node) }
        return mayHoldFacts(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let function = ConstraintFunction(node, typeName: enclosingTypeName) { constraintFunctions.add(function) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.append(node.name.text)
        return super.visit(node)
    }

    /// The view class a declaration names: its type (`UILabel?`, `UIKit.UILabel`) or the class its
    /// initializer calls (`UIImageView()`, `UIButton(type: .system)`, `UILabel.init(frame: .zero)`).
    private static func className(typeName: String?, initializer: ExprSyntax?) -> String? {
        func viewClass(_ name: String) -> String? {
            let base = ItemReference.lastPart(of: name)
            guard base.first?.isUppercase == true, Self.isIdentifier(base),
                  !numberTypes.contains(base), StructValue.kind(ofType: base) == nil, !base.hasPrefix("NSLayout"), !base.hasPrefix("UILayoutPriority")
            else { return nil }
            return base
        }
        if let typeName { return viewClass(typeName) }
        guard let call = initializer?.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return viewClass(reference.baseName.text) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return viewClass(base.baseName.text)
        }
        return nil
    }

    /// Whether `name` is letters, digits and `_` only: bytes for ASCII, characters past it.
    private static func isIdentifier(_ name: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }

    private func kind(typeName: String?, initializer: ExprSyntax?) -> Kind? {
        if let typeName {
            if let kind = StructValue.kind(ofType: typeName) { return .structure(kind) }
            return Self.numberTypes.contains(typeName) ? .number : .item
        }
        guard let initializer else { return nil }
        if initializer.is(IntegerLiteralExprSyntax.self) || initializer.is(FloatLiteralExprSyntax.self) { return .number }
        if let value = StructValue(initializer) { return .structure(value.kind) }
        // Arithmetic makes a number, never a view: `gutter + avatar.width`, `compact ? 8 : gutter * 2`, `-inset`.
        if let sequence = initializer.as(SequenceExprSyntax.self), sequence.elements.contains(where: {
            $0.as(BinaryOperatorExprSyntax.self).map { Self.arithmeticOperators.contains($0.operator.text) } ?? false
        }) {
            return .number
        }
        if let prefix = initializer.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return .number }
        if let call = initializer.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return Self.numberTypes.contains(callee) ? .number : callee.first?.isUppercase == true ? .item : nil
        }
        return nil
    }

    private func isGuideInitializer(_ expression: ExprSyntax) -> Bool {
        guard let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return Self.guideTypes.contains(callee.baseName.text)
    }

    /// `name`, then `Type.name`, `Outer.Type.name`, … for the types around the declaration being visited.
    private func qualifiedNames(_ name: String) -> [String] {
        [name] + enclosingTypePaths.map { $0 + "." + name }
    }

    // MARK: Subviews

    /// A call that adds a view or a guide (or a loop over views that may): a call with no such word is passed through.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard hierarchyWords.any(within: SourcePlaces.span(of: node)), let (receiver, method) = Self.callee(of: node) else { return .visitChildren }
        if method == "forEach" {
            if let loop = LoopBinding.elements(of: node) {
                followLoop(loop.body, substituting: loop.name, with: loop.elements)
                return .skipChildren
            }
            if let (parent, children) = Self.forEachAdd(node), let parentReference = reference(parent, at: node) {
                for child in children {
                    guard let reference = reference(substituted(child), at: node), parents[reference] == nil else { continue }
                    parents[reference] = parentReference
                }
                return .skipChildren
            }
            return .visitChildren
        }
        let isGuide = method == "addLayoutGuide"
        let children: [ExprSyntax]
        switch method {
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide":
            children = node.arguments.first.map { [$0.expression] } ?? []
        case "addSubviews", "addArrangedSubviews":
            let arguments = node.arguments.map(\.expression)
            children = arguments.count == 1 ? arguments[0].as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? arguments : arguments
        default:
            return .visitChildren
        }
        guard let parent = reference(receiver.map { substituted($0) } ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: node)
        else { return .visitChildren }
        for child in children {
            guard let reference = reference(substituted(child), at: node) else { continue }
            if parents[reference] == nil, reference != parent { parents[reference] = parent }
            if isGuide { guides.insert(reference) }
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let loop = LoopBinding.elements(of: node) else { return .visitChildren }
        followLoop(node.body, substituting: loop.name, with: loop.elements)
        return .skipChildren
    }

    /// Walks `body` once per element, `name` standing for it, while the file's
    /// `LoopBudget` lasts; a body that adds no view or guide learns the same
    /// whatever the element, and is walked once.
    private func followLoop(_ body: some SyntaxProtocol, substituting name: String, with elements: [ExprSyntax]) {
        guard hierarchyWords.any(within: SourcePlaces.span(of: body)) else { return walk(body) }
        guard loopBudget.follows(elements.count) else { return }
        for element in elements { walk(body, substituting: name, with: element) }
    }

    private func walk(_ body: some SyntaxProtocol, substituting name: String, with element: ExprSyntax) {
        let saved = substitutions[name]
        substitutions[name] = substituted(element)
        walk(body)
        substitutions[name] = saved
    }

    /// The element a loop variable stands for, or the expression itself.
    private func substituted(_ expression: ExprSyntax) -> ExprSyntax {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let element = substitutions[name]
        else { return expression }
        return element
    }

    /// The reference an expression makes, scoped where it is written (an
    /// expression made up here, such as `self`, is scoped at `node`).
    private func reference(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> ItemReference? {
        ItemReference(expression, at: node, enclosingTypeName: enclosingTypeName, locals: locals)
    }

    /// `[a, b].forEach(view.addSubview)`: the receiver of the method given, and the elements.
    private static func forEachAdd(_ call: FunctionCallExprSyntax) -> (parent: ExprSyntax, children: [ExprSyntax])? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let array = member.base?.as(ArrayExprSyntax.self), call.arguments.count == 1,
              let method = call.arguments.first?.expression
        else { return nil }
        let name: String, receiver: ExprSyntax
        if let access = method.as(MemberAccessExprSyntax.self), let base = access.base {
            (name, receiver) = (access.declName.baseName.text, base)
        } else if let reference = method.as(DeclReferenceExprSyntax.self) {
            (name, receiver) = (reference.baseName.text, ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))))
        } else {
            return nil
        }
        guard ["addSubview", "addArrangedSubview"].contains(name) else { return nil }
        return (receiver, array.elements.map(\.expression))
    }

    /// The receiver (or `nil` for an implicit `self`) and the method name of a call.
    static func callee(of call: FunctionCallExprSyntax) -> (receiver: ExprSyntax?, method: String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return nil
    }
}
