import Constraints
import SourceModel

/// How the Masonry reader names items, as the Swift reader does: by their
/// expressions, `self.` removed; an instance variable's leading `_` removed
/// too, so that `_titleLabel`, `self.titleLabel`, `self->_titleLabel`,
/// `[self titleLabel]` and `weakSelf.titleLabel` are all `titleLabel`.
extension ObjectiveCWalk {
    /// Selectors that make an object rather than read a property, so `[UIView new]` names no item.
    private static let makingSelectors: Set<String> = ["new", "alloc", "init", "copy", "mutableCopy", "class", "self"]

    /// The path an expression names and its first identifier (`self` for a
    /// member of `self`); `nil` for anything else (a literal, a call, an operator).
    func path(of expression: ObjectiveCExpression) -> (name: String, root: String)? {
        let expression = substituted(expression.uncast)
        switch expression.kind {
        case .identifier(let name):
            if isSelfExpression(expression) { return ("self", "self") }
            if MasonryNames.isInstanceVariable(name), local(name) == nil { return (MasonryNames.memberName(name), "self") }
            return (name, name)
        case .member(let base, let member):
            return path(of: base, member: member)
        case .message(let receiver, let parts) where parts.count == 1 && parts[0].argument == nil:
            guard !Self.makingSelectors.contains(parts[0].name), !parts[0].name.hasPrefix("mas_"), let (name, root) = path(of: receiver),
                  root.first?.isUppercase != true
            else { return nil }
            return joined(name, root, parts[0].name)
        case .subscripted(let base, let index):
            guard let (name, root) = path(of: base) else { return nil }
            return (name + "[" + text(of: index) + "]", root)
        default:
            return nil
        }
    }

    /// `nil` for `v.mas_top` and its kin: a Masonry attribute of a view, not an item; `nil` too for a
    /// member with bytes no ASCII identifier has, whose expression is then named by its text as written.
    private func path(of base: ObjectiveCExpression, member: String) -> (name: String, root: String)? {
        guard !member.hasPrefix("mas_"), MasonryNames.isASCIIIdentifier(member), let (name, root) = path(of: base) else { return nil }
        return joined(name, root, member)
    }

    /// Members of `self` that are other items than a property: its superview and its guides.
    private static let membersKeepingSelf: Set<String> = [
        "superview", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide",
    ]

    /// `base.member`; `member` alone on `self` (its `_` removed), but `self.superview` and `self`'s guides stay whole.
    private func joined(_ base: String, _ root: String, _ member: String) -> (name: String, root: String) {
        guard base == "self" else { return ("\(base).\(member)", root) }
        if Self.membersKeepingSelf.contains(member) { return ("self.\(member)", root) }
        return (MasonryNames.memberName(member), root)
    }

    /// The item reference an expression makes: its path, scoped by the local
    /// it starts at, or by the class for members of `self` and anything else;
    /// a statement expression's is its last statement's.
    func reference(_ expression: ObjectiveCExpression) -> ItemReference? {
        if case .statementExpression(let statements) = expression.uncast.kind { return reference(returnedBy: statements) }
        guard let (name, root) = path(of: expression) else { return nil }
        if root != "self", let local = local(root), !local.isSelf {
            return ItemReference(name: name, scope: ItemReference.localScopePrefix + "\(local.offset)")
        }
        return ItemReference(name: name, scope: className ?? "")
    }

    /// The guide a view controller's `mas_topLayoutGuide…` or `mas_bottomLayoutGuide…`
    /// names (`guideName` is `topLayoutGuide` or `bottomLayoutGuide`), and the
    /// controller's `view` it is in: `topLayoutGuide` and `view` on `self`, `vc.topLayoutGuide` and `vc.view` on `vc`.
    func viewControllerGuide(_ guideName: String, of controller: ObjectiveCExpression) -> (guide: ItemReference, view: ItemReference)? {
        reference(controller).map { ($0.appending(guideName), $0.appending("view")) }
    }

    /// The expression's source text as a name: one line, single spaces, `self.` removed, without
    /// parentheses around the whole (`(a * b)` is `a * b`, as writers put them back).
    func text(of expression: ObjectiveCExpression) -> String {
        var text = MetricName.normalized(String(decoding: bytes[clamped(expression.range)], as: UTF8.self))[...]
        while text.hasPrefix("("), text.hasSuffix(")"), Self.closingParenthesis(of: text) == text.index(before: text.endIndex) {
            text = text.dropFirst().dropLast().drop { $0 == " " }
            while text.last == " " { text = text.dropLast() }
        }
        return String(text)
    }

    /// Where the parenthesis that opens `text` closes, if it does.
    private static func closingParenthesis(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private func clamped(_ range: Range<Int>) -> Range<Int> {
        min(range.lowerBound, bytes.count) ..< min(max(range.lowerBound, range.upperBound), bytes.count)
    }
}
