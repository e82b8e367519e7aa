import Constraints

/// A view or guide as an expression names it: the name the model gives it
/// (the expression with `self.`, `!` and `?` removed: `titleLabel`,
/// `view.safeAreaLayoutGuide`, `self`) and the scope that tells apart two
/// items of the same name (a local's declaration, or a member's type).
///
/// Two references are one item when their name and scope are; `written`
/// only says how the file spells the item where the reference is made.
package struct ItemReference: Hashable {
    package let name: String
    package let scope: String
    /// The name as written where the reference is made: `name`, except
    /// through a local that is another name for an item, whose own name it
    /// keeps (`window.topAnchor` after `guard let window =
    /// UIApplication.shared.keyWindow` is the key window's, written `window`).
    package let written: String

    /// How the scope of a local begins (the rest is its declaration's offset).
    package static let localScopePrefix = "local@"

    package init(name: String, scope: String, written: String? = nil) {
        self.name = name
        self.scope = scope
        self.written = written ?? name
    }

    package static func == (lhs: ItemReference, rhs: ItemReference) -> Bool {
        lhs.name == rhs.name && lhs.scope == rhs.scope
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(scope)
    }

    /// The same item, written `written` here.
    package func written(as written: String) -> ItemReference {
        ItemReference(name: name, scope: scope, written: written)
    }

    /// The reference that `rest` of a path (`.member…` or `[index]…`) makes from this item.
    package func extended(by rest: Substring) -> ItemReference {
        guard !rest.isEmpty else { return self }
        if rest.first == "." { return appending(String(rest.dropFirst())) }
        return ItemReference(name: name + rest, scope: scope, written: written + rest)
    }

    /// The reference to `member` of this item (`view` → `view.superview`).
    package func appending(_ member: String) -> ItemReference {
        ItemReference(
            name: name == "self" ? member : "\(name).\(member)", scope: scope,
            written: written == "self" ? member : "\(written).\(member)")
    }

    /// A path's last part: `margin` of `Layout.margin`, `titleLabel` of `titleLabel`.
    package static func lastPart(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[path.index(after: dot)...])
    }

    /// Whether a path whose declaration the reader cannot see names a view or
    /// guide rather than a number, by its last part: `superview`, `self` and
    /// names ending in `view` or `guide` are items; names ending in a word
    /// for a length (`height`, `padding`, `spacing`, …) or named after an edge
    /// (`inset.left`) are numbers, and so is a static member of a type
    /// (`Styles.Sizes.gutter`, a constant kept in another file); any other
    /// name is taken as an item.
    package static func nameSuggestsItem(_ name: String) -> Bool {
        let last = lastPart(of: name).lowercased()
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
    package static func wouldReadAsItem(_ constant: MetricExpression) -> Bool {
        guard constant.constant == 0, constant.terms.count == 1, let term = constant.terms.first, term.coefficient == 1 else { return false }
        return nameSuggestsItem(term.name)
    }
}
