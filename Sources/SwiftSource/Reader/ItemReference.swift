import Constraints
import SwiftSyntax

/// A view or guide as an expression names it: the name the model gives it
/// (the expression with `self.`, `!` and `?` removed: `titleLabel`,
/// `view.safeAreaLayoutGuide`, `self`) and the scope that tells apart two
/// items of the same name (a local's declaration, or a member's type).
struct ItemReference: Hashable {
    let name: String
    let scope: String

    /// The reference `expression` makes, or `nil` when it is not a path
    /// (a literal, an operator, a closure). Names are looked up where the
    /// expression is written, or at `context` for one made up by the reader.
    init?(_ expression: ExprSyntax, at context: (some SyntaxProtocol)? = Syntax?.none) {
        guard let (name, root) = Self.path(of: expression) else { return nil }
        let place = expression.parent == nil ? context.map { Syntax($0) } ?? Syntax(expression) : Syntax(expression)
        guard root != "self", let declaration = LexicalLookup.localDeclaration(of: root, at: place) else {
            self.init(name: name, scope: LexicalLookup.enclosingTypeName(of: place))
            return
        }
        // A local that is another name for an item is that item: `guide.topAnchor` after
        // `let guide = view.safeAreaLayoutGuide` is `view.safeAreaLayoutGuide.topAnchor`.
        if let (path, context) = LexicalLookup.aliasedPath(of: root, declaredBy: declaration),
           let item = ItemReference(path, at: context)
        {
            self = item.extended(by: name.dropFirst(root.count))
            return
        }
        self.init(name: name, scope: Self.localScopePrefix + "\(declaration.position.utf8Offset)")
    }

    /// How the scope of a local begins (the rest is its declaration's offset).
    static let localScopePrefix = "local@"

    init(name: String, scope: String) {
        self.name = name
        self.scope = scope
    }

    /// The reference that `rest` of a path (`.member…` or `[index]…`) makes from this item.
    private func extended(by rest: Substring) -> ItemReference {
        guard !rest.isEmpty else { return self }
        if rest.first == "." { return appending(String(rest.dropFirst())) }
        return ItemReference(name: name + rest, scope: scope)
    }

    /// The reference to `member` of this item (`view` → `view.superview`).
    func appending(_ member: String) -> ItemReference {
        ItemReference(name: name == "self" ? member : "\(name).\(member)", scope: scope)
    }

    /// Whether a path whose declaration the reader cannot see names a view or
    /// guide rather than a number, by its last part: `superview`, `self` and
    /// names ending in `view` or `guide` are items; names ending in a word
    /// for a length (`height`, `padding`, `spacing`, …) or named after an edge
    /// (`inset.left`) are numbers, and so is a static member of a type
    /// (`Styles.Sizes.gutter`, a constant kept in another file); any other
    /// name is taken as an item.
    static func nameSuggestsItem(_ name: String) -> Bool {
        let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        if last == "superview" || last == "self" || last.hasSuffix("guide") || last.hasSuffix("view") { return true }
        let numberWords = ["height", "width", "size", "margin", "padding", "inset", "spacing", "offset", "constant", "length",
                           "radius", "multiplier", "ratio", "gap", "space", "dimension", "value", "amount"]
        if numberWords.contains(where: { last.hasSuffix($0) }) { return false }
        // A view has no property named after an edge: `inset.left` is a part of insets, `frame.top` a number.
        let edgeNames: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "centerx", "centery"]
        if edgeNames.contains(last) { return false }
        let isMemberOfType = name.contains(".") && name.first?.isUppercase == true
        return !isMemberOfType
    }

    /// Whether a constant written alone where a view could stand (SnapKit's
    /// `equalTo(…)`, Masonry's `mas_equalTo(…)`) would be read back as a view:
    /// one metric whose name suggests an item (`ht`, `badge`). The writers
    /// write such a constant so that it is plainly a number.
    static func wouldReadAsItem(_ constant: MetricExpression) -> Bool {
        guard constant.constant == 0, constant.terms.count == 1, let term = constant.terms.first, term.coefficient == 1 else { return false }
        return nameSuggestsItem(term.name)
    }

    /// The path's name and its first identifier (`self` for `self.a.b`).
    static func path(of expression: ExprSyntax) -> (name: String, root: String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return (name, name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, let (baseName, root) = path(of: base) else { return nil }
            let name = member.declName.baseName.text
            return (baseName == "self" ? name : "\(baseName).\(name)", root)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return path(of: unwrap.expression) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return path(of: chain.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil
        {
            return path(of: only.expression)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let (baseName, root) = path(of: subscriptCall.calledExpression)
        {
            return (baseName + "[" + subscriptCall.arguments.trimmedDescription + "]", root)
        }
        return nil
    }
}
