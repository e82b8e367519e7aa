import Constraints
import SourceModel
import SwiftSyntax

/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` and every
/// other anchor factory: relative to an anchor (with `constant:` and, for
/// dimensions, `multiplier:`), to a constant, or to the system spacing; also
/// as Swift 2 spelled them (`constraintEqualToAnchor(b, constant: 8)`).
struct AnchorCall {
    /// What the anchor is related to.
    enum Target {
        case anchor(ExprSyntax)
        case constant
        /// `…SystemSpacingAfter:` / `…SystemSpacingBelow:`.
        case systemSpacing(ExprSyntax)
    }

    let node: FunctionCallExprSyntax
    /// The first item's expression, or `nil` for an anchor of `self`.
    let item: ExprSyntax?
    let attribute: LayoutAttribute
    let relation: LayoutRelation
    let target: Target
    let multiplier: ExprSyntax?
    let constant: ExprSyntax?

    init?(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("constraint"),
              let anchor = member.base, let (item, attribute) = Self.anchor(anchor)
        else { return nil }
        // Swift 2 spelled the label into the name: `constraintEqualToAnchor(b, constant: 8)`.
        let method = member.declName.baseName.text
        guard let first = method == "constraint" ? node.arguments.first?.label?.text
            : node.arguments.first?.label == nil ? Self.swift2Label(of: method) : nil
        else { return nil }
        var arguments = Dictionary(node.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                                   uniquingKeysWith: { first, _ in first })
        if method != "constraint", let value = node.arguments.first?.expression { arguments[first] = value }
        let relations: [(String, LayoutRelation)] = [
            ("equalTo", .equal), ("lessThanOrEqualTo", .lessThanOrEqual), ("greaterThanOrEqualTo", .greaterThanOrEqual),
        ]
        guard let (prefix, relation) = relations.first(where: { first.hasPrefix($0.0) }), let value = arguments[first] else {
            return nil
        }
        switch first.dropFirst(prefix.count) {
        case "": target = .anchor(value)
        case "Constant": target = .constant
        case "SystemSpacingAfter", "SystemSpacingBelow": target = .systemSpacing(value)
        default: return nil
        }
        self.node = node
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.multiplier = arguments["multiplier"]
        if case .constant = target { constant = value } else { constant = arguments["constant"] }
    }

    /// The first label a Swift 2 method name stands for: `constraintEqualToAnchor` is `equalTo`,
    /// `constraintGreaterThanOrEqualToConstant` is `greaterThanOrEqualToConstant`.
    private static func swift2Label(of method: String) -> String? {
        let rest = method.dropFirst("constraint".count)
        guard let first = rest.first, first.isUppercase else { return nil }
        let label = first.lowercased() + rest.dropFirst()
        return label.hasSuffix("ToAnchor") ? String(label.dropLast("Anchor".count)) : label
    }

    /// `X.topAnchor` as `X` and `.top`; a bare `topAnchor` is `self`'s.
    ///
    /// A local is looked up first, as item names are (`LexicalLookup.aliasedPath`):
    /// one that is another name for an anchor is that anchor (`bottom` after
    /// `let bottom = view.bottomAnchor` is `view`'s bottom, written `view`); any
    /// other local (a parameter, a `var`) is no anchor the reader can follow,
    /// even when named `topAnchor`. `aliases` bounds how many such names are
    /// followed (`let a = a` names itself).
    static func anchor(_ expression: ExprSyntax, aliases: Int = 8) -> (item: ExprSyntax?, attribute: LayoutAttribute)? {
        // `(container?.leftAnchor)!` is the container's left anchor.
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return anchor(unwrap.expression, aliases: aliases) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return anchor(chain.expression, aliases: aliases) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return anchor(only.expression, aliases: aliases)
        }
        let name: String
        let base: ExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let declaration = LexicalLookup.localDeclaration(of: name, at: Syntax(reference)) {
                guard aliases > 0, let (path, _) = LexicalLookup.aliasedPath(of: name, declaredBy: declaration) else { return nil }
                return anchor(path, aliases: aliases - 1)
            }
            base = nil
        } else {
            return nil
        }
        guard name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast("Anchor".count))),
              !attribute.name.hasSuffix("Margin"), !attribute.name.hasSuffix("WithinMargins")
        else { return nil }
        return (base, attribute)
    }
}
