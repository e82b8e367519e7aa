import Constraints
import SourceModel
import SwiftSyntax

extension ItemReference {
    /// The reference `expression` makes, or `nil` when it is not a path
    /// (a literal, an operator, a closure). Names are looked up where the
    /// expression is written, or at `context` for one made up by the reader;
    /// a walk that keeps the types around it gives their name, which is
    /// otherwise found by climbing to the root; a walk that keeps an index of
    /// the file's local declarations gives it.
    init?(
        _ expression: ExprSyntax, at context: (some SyntaxProtocol)? = Syntax?.none, enclosingTypeName: String? = nil,
        locals: LocalDeclarationIndex = LocalDeclarationIndex()
    ) {
        guard let (name, root) = Self.path(of: expression) else { return nil }
        let place = expression.parent == nil ? context.map { Syntax($0) } ?? Syntax(expression) : Syntax(expression)
        guard root != "self", let declaration = LexicalLookup.localDeclaration(of: root, at: place, index: locals) else {
            self.init(name: name, scope: enclosingTypeName ?? LexicalLookup.enclosingTypeName(of: place))
            return
        }
        // A local that is another name for an item is that item: `window.topAnchor` after
        // `guard let window = UIApplication.shared.keyWindow` is the key window's, written as
        // here (`window`); a configuring closure's `$0` and another name for `self` are written
        // as what they stand for (`label`, not `$0`; `title`, not `weakSelf.title`).
        if let (path, context) = LexicalLookup.aliasedPath(of: root, declaredBy: declaration),
           let item = ItemReference(path, at: context, enclosingTypeName: enclosingTypeName, locals: locals)
        {
            let extended = item.extended(by: name.dropFirst(root.count))
            self = item.name == "self" || declaration.is(ClosureExprSyntax.self) ? extended : extended.written(as: name)
            return
        }
        self.init(name: name, scope: Self.localScopePrefix + "\(declaration.position.utf8Offset)")
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
        // `view as Any`, `view as! UIView`: the same object (unfolded, the parser leaves a cast as a sequence).
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first
        {
            return path(of: first)
        }
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
