import SwiftSyntax

/// SnapKit's entry points on `view.snp`.
enum SnapKitVerb: String {
    case makeConstraints, remakeConstraints, updateConstraints, prepareConstraints
}

/// `X.snp.makeConstraints { make in … }` and its kin, in every closure shape:
/// trailing or as the argument, `make in`, `(make) in`, `(make: ConstraintMaker) -> Void in`, `$0`.
struct SnapKitCall {
    let node: FunctionCallExprSyntax
    let verb: SnapKitVerb
    /// The view or guide, or `nil` for `snp.makeConstraints` on `self`.
    let receiver: ExprSyntax?
    let closure: ClosureExprSyntax
    /// The closure's name for the maker: `make`, or `$0`.
    let maker: String

    init?(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let verb = SnapKitVerb(rawValue: member.declName.baseName.text),
              let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
              let maker = LexicalLookup.parameterNames(of: closure).first
        else { return nil }
        if let snp = member.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp" {
            receiver = snp.base
        } else if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "snp" {
            receiver = nil
        } else {
            return nil
        }
        self.node = node
        self.verb = verb
        self.closure = closure
        self.maker = maker
    }
}

/// A chain of member accesses and calls, from its root outwards:
/// `make.top.equalTo(other).offset(8)` is `make`, then `top`, `equalTo(…)`, `offset(…)`.
struct SnapKitChain {
    enum Link {
        case member(String, MemberAccessExprSyntax)
        case call(String, FunctionCallExprSyntax)
    }

    let root: ExprSyntax
    let links: [Link]

    init(_ expression: ExprSyntax) {
        var links: [Link] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base
            {
                links.insert(.call(member.declName.baseName.text, call), at: 0)
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                links.insert(.member(member.declName.baseName.text, member), at: 0)
                current = base
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else {
                break
            }
        }
        root = current
        self.links = links
    }

    /// Whether the chain starts at the maker's name.
    func starts(at maker: String) -> Bool {
        root.as(DeclReferenceExprSyntax.self)?.baseName.text == maker
    }
}
