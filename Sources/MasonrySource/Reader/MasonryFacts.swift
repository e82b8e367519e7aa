import SourceModel

/// What the Masonry reader learns from a whole Objective-C file before it
/// reads any constraint (its first pass): which view each view is added to
/// (`addSubview:` and its kin), which items are layout guides, the constants
/// the file defines (`#define`, `static const`, locals never assigned again),
/// what names are declared as, and the switches Masonry reads
/// (`MAS_SHORTHAND`, `MAS_SHORTHAND_GLOBALS`, an AppKit file).
final class MasonryFacts: ObjectiveCWalk {
    /// What a name is declared as.
    enum Kind: Equatable {
        case number
        case size
        case point
        case insets
        case array
        case guide
        case constraint
        case item
    }

    /// The superview (or owning view, for a guide) each item is added to, the first place the file adds it.
    private(set) var parents: [ItemReference: ItemReference] = [:]
    private(set) var guides: Set<ItemReference> = []
    /// The expressions names are defined as: macros, `const` and file-level
    /// declarations, locals; by name (an instance variable's `_` removed).
    private(set) var definitions: [String: [ObjectiveCExpression]] = [:]
    /// What names are declared as, where all declarations agree.
    private(set) var kinds = DeclaredKinds<Kind>()
    /// The class each name is declared as (`UILabel *titleLabel`), where all declarations agree.
    private(set) var classes = DeclaredKinds<String>()
    /// Names assigned after their declaration, whose initializers are not their values.
    private(set) var reassigned: Set<String> = []
    /// Arrays assigned to members (`self.tabs = @[a, b];`), by path; empty for one assigned more than once.
    private var memberArrays: [String: [ObjectiveCExpression]] = [:]
    /// `#define MAS_SHORTHAND` in the file.
    private let definesShorthand: Bool
    /// Whether the file sends `makeConstraints:` (or its kin) with a block: the
    /// shorthand is on, defined where the file does not show (a prefix header).
    private var sendsShorthandMessages = false
    /// `MAS_SHORTHAND`: views have `left`, `top`, … and `makeConstraints:`.
    var isShorthand: Bool { definesShorthand || sendsShorthandMessages }
    /// `#define MAS_SHORTHAND_GLOBALS`: `equalTo` and `offset` box their argument.
    let isShorthandGlobals: Bool
    /// An AppKit file (it imports Cocoa or AppKit): Masonry's medium priority is 501 there.
    let isMacOS: Bool

    init(_ file: ObjectiveCFile, bytes: [UInt8]) {
        let macros = file.preprocessor.macros
        definesShorthand = macros.contains { $0.name == "MAS_SHORTHAND" }
        isShorthandGlobals = macros.contains { $0.name == "MAS_SHORTHAND_GLOBALS" }
        isMacOS = file.preprocessor.imports.contains { $0.hasPrefix("Cocoa/") || $0.hasPrefix("AppKit/") }
        super.init(bytes: bytes, selfMacros: Self.selfMacros(in: macros))
        for macro in macros where macro.parameters == nil {
            var parser = ObjectiveCParser(tokens: macro.body)
            if let value = parser.expression(), parser.isAtEnd { definitions[macro.name, default: []].append(value) }
        }
        for member in file.members { record(type: member.type, for: MasonryNames.memberName(member.name)) }
        for declaration in file.declarations { walkFileLevel(declaration) }
        walk(file)
    }

    /// Macros whose body declares their argument as `self`: `#define WS(weakSelf) __weak typeof(self) weakSelf = self;`.
    private static func selfMacros(in macros: [ObjectiveCPreprocessor.Macro]) -> Set<String> {
        var names: Set<String> = []
        for macro in macros {
            guard let parameter = macro.parameters?.first, macro.parameters?.count == 1 else { continue }
            let body = macro.body
            if body.indices.dropLast(2).contains(where: { body[$0].isIdentifier(parameter) && body[$0 + 1].is("=") && body[$0 + 2].isIdentifier("self") }) {
                names.insert(macro.name)
            }
        }
        return names
    }

    private func walkFileLevel(_ declaration: ObjectiveCStatement) {
        guard case .declaration(let type, let variables) = declaration.kind else { return }
        for variable in variables { define(variable, type: type) }
    }

    // MARK: Declarations and assignments

    override func visitDeclaration(_ statement: ObjectiveCStatement) {
        guard case .declaration(let type, let variables) = statement.kind else { return }
        for variable in variables {
            define(variable, type: type)
            if Self.kind(ofType: type) == .guide || variable.initializer.map(Self.makesGuide) == true,
               let reference = reference(variable.nameExpression)
            {
                guides.insert(reference)
            }
        }
    }

    private func define(_ variable: ObjectiveCStatement.Variable, type: String) {
        let name = MasonryNames.memberName(variable.name)
        record(type: type, for: name)
        if let initializer = variable.initializer { definitions[name, default: []].append(initializer) }
    }

    /// What a declared type makes a name: a number, a struct, an array, a guide, a constraint, or an item.
    /// Notes what `name`'s declared type makes it, and its class when it is an item.
    private func record(type: String, for name: String) {
        let kind = Self.kind(ofType: type)
        kinds.record(kind, for: name)
        if kind == .item, let className = Self.baseWord(ofType: type), className.first?.isUppercase == true { classes.record(className, for: name) }
    }

    /// The class or base type a declared type names, without qualifiers (`UILabel` of `__kindof UILabel *`).
    static func baseWord(ofType type: String) -> String? {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            .first { !ObjectiveCParser.qualifiers.contains($0) }
    }

    static func kind(ofType type: String) -> Kind {
        let words = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            .filter { !ObjectiveCParser.qualifiers.contains($0) }
        let numberTypes: Set<String> = [
            "CGFloat", "NSInteger", "NSUInteger", "int", "float", "double", "long", "short", "unsigned", "signed", "char",
            "BOOL", "bool", "NSTimeInterval", "MASLayoutPriority", "UILayoutPriority", "NSLayoutPriority", "int32_t", "int64_t",
        ]
        guard let base = words.first else { return .item }
        if numberTypes.contains(base) { return .number }
        switch base {
        case "CGSize", "NSSize": return .size
        case "CGPoint", "NSPoint": return .point
        case "UIEdgeInsets", "NSEdgeInsets": return .insets
        case "NSArray", "NSMutableArray": return .array
        case "UILayoutGuide", "NSLayoutGuide": return .guide
        case "MASConstraint", "NSLayoutConstraint": return .constraint
        default: return .item
        }
    }

    /// `[UILayoutGuide new]`, `[[UILayoutGuide alloc] init]`.
    private static func makesGuide(_ expression: ObjectiveCExpression) -> Bool {
        guard case .message(let receiver, _) = expression.uncast.kind else { return false }
        if let name = receiver.identifier { return name == "UILayoutGuide" || name == "NSLayoutGuide" }
        return makesGuide(receiver)
    }

    override func memberArray(named name: String) -> [ObjectiveCExpression]? {
        memberArrays[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: Subviews

    /// The messages that add a subview or a guide (the first argument) to the receiver.
    private static let addingSelectors: Set<String> = [
        "addSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:", "insertSubview:aboveSubview:",
        "addArrangedSubview:", "insertArrangedSubview:atIndex:", "addLayoutGuide:",
    ]

    override func visit(_ expression: ObjectiveCExpression) {
        switch expression.kind {
        case .assignment(let symbol, let target, let value):
            if let name = substituted(target.uncast).identifier { reassigned.insert(MasonryNames.memberName(name)) }
            if symbol == "=", case .arrayLiteral(let elements) = value.kind, let (name, _) = path(of: target) {
                memberArrays[name] = memberArrays[name] == nil ? elements : []
            }
        case .member(let base, let name) where name.hasPrefix("mas_topLayoutGuide") || name.hasPrefix("mas_bottomLayoutGuide"):
            // A view controller's legacy guides, in its `view`.
            if let (guide, view) = viewControllerGuide(name.hasPrefix("mas_top") ? "topLayoutGuide" : "bottomLayoutGuide", of: base) {
                guides.insert(guide)
                parents[guide] = parents[guide] ?? view
            }
        case .message(let receiver, let parts):
            let selector = ObjectiveCExpression.selector(of: parts)
            if ["makeConstraints:", "updateConstraints:", "remakeConstraints:"].contains(selector),
               case .block = parts.first?.argument?.kind
            {
                sendsShorthandMessages = true
            }
            if Self.addingSelectors.contains(selector), let child = parts.first?.argument {
                add(child, to: receiver, isGuide: selector == "addLayoutGuide:")
            } else if selector.hasPrefix("mas_distributeViewsAlongAxis:"), let elements = arrayElements(receiver) {
                shareSuperview(elements)
            }
        default:
            break
        }
        super.visit(expression)
    }

    private func add(_ child: ObjectiveCExpression, to parent: ObjectiveCExpression, isGuide: Bool) {
        guard let parentReference = reference(parent), let childReference = reference(child) else { return }
        if parents[childReference] == nil, childReference != parentReference { parents[childReference] = parentReference }
        if isGuide { guides.insert(childReference) }
    }

    /// Views distributed together share a superview: those the file adds
    /// nowhere are placed in the first one's.
    private func shareSuperview(_ elements: [ObjectiveCExpression]) {
        let references = elements.compactMap(reference)
        guard let first = references.first else { return }
        let parent = parents[first] ?? first.appending("superview")
        for reference in references.dropFirst() where parents[reference] == nil { parents[reference] = parent }
    }
}
