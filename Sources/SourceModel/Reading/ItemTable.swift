import Constraints

/// The views and guides a file names, made on first use: each view under
/// the superview the file adds it to (its first `addSubview`), or under a
/// view named `X.superview` when the file adds it nowhere; all of them under
/// one root, so that any two items have a common ancestor, as in an app.
///
/// An item is named as the file writes it where the reader first meets it:
/// through a local that is another name for it, the local's name
/// (`window`), unless another item already has that name; a view's own
/// guides after the view (`box.safeAreaLayoutGuide`, `safeAreaLayoutGuide`
/// for `self`'s).
package final class ItemTable {
    /// The view every top-level item is placed in; nothing names it.
    package let root = LayoutView(name: "<file>")
    /// The superview (or owning view, for a guide) of each item the file adds somewhere.
    private let parents: [ItemReference: ItemReference]
    /// The items the file makes or adds as layout guides.
    private let guides: Set<ItemReference>
    private var items: [ItemReference: LayoutItem] = [:]
    /// The item each name was given to, so that a local's name is never given to two items.
    private var namesInUse: [String: ItemReference] = [:]
    /// Items being made, to stop at a file that adds a view to its own subview.
    private var making: Set<ItemReference> = []

    /// Properties that are guides of views, made as custom guides of the view.
    private static let otherGuides: Set<String> = ["readableContentGuide", "contentLayoutGuide", "frameLayoutGuide"]

    package init(parents: [ItemReference: ItemReference], guides: Set<ItemReference>) {
        self.parents = parents
        self.guides = guides
    }

    /// The item `reference` names.
    package func item(_ reference: ItemReference) -> LayoutItem {
        if let item = items[reference] { return item }
        let made = make(reference)
        items[reference] = made
        return made
    }

    /// The view `reference` names; `nil` when it names a guide.
    package func view(_ reference: ItemReference) -> LayoutView? {
        item(reference) as? LayoutView
    }

    private func make(_ reference: ItemReference) -> LayoutItem {
        let (base, member) = Self.split(reference)
        // `v.superview` while `v` itself is being made (`v.superview.addSubview(v)`) is a view of its own.
        if let base, member == "superview", !making.contains(base), let parent = view(base)?.superview { return parent }
        if let base, let kind = LayoutGuide.Kind(propertyName: member), let owner = view(base), let guide = owner.builtInGuide(kind) {
            return guide
        }
        if guides.contains(reference) || (base != nil && Self.otherGuides.contains(member)) {
            let guide = LayoutGuide(name: name(for: reference))
            let owner = parents[reference].flatMap(view) ?? base.flatMap(view) ?? placeholderParent(of: reference)
            owner.addLayoutGuide(guide)
            return guide
        }
        let view = LayoutView(name: name(for: reference))
        view.translatesAutoresizingMaskIntoConstraints = false
        making.insert(reference)
        defer { making.remove(reference) }
        if let parentReference = parents[reference], !making.contains(parentReference),
           let parent = self.view(parentReference), !parent.isDescendant(of: view)
        {
            parent.addSubview(view)
        } else {
            placeholderParent(of: reference).addSubview(view)
        }
        return view
    }

    /// The name an item made for `reference` gets: as written there, unless
    /// another item has that name already, then its path.
    private func name(for reference: ItemReference) -> String {
        let name = namesInUse[reference.written].map { $0 == reference } ?? true ? reference.written : reference.name
        if namesInUse[name] == nil { namesInUse[name] = reference }
        return name
    }

    /// `X.superview`, a view of the root, for an item the file adds nowhere.
    private func placeholderParent(of reference: ItemReference) -> LayoutView {
        let key = reference.appending("superview")
        if let existing = items[key] as? LayoutView { return existing }
        let parent = LayoutView(name: name(for: key))
        parent.translatesAutoresizingMaskIntoConstraints = false  // a view the file does not show, not a fixed frame
        root.addSubview(parent)
        items[key] = parent
        return parent
    }

    /// `a.b.c` as (`a.b`, `c`), written as the reference is (`w.c` through
    /// an alias `w` of `a.b` as `w`, `c`); a member's name alone
    /// (`superview`, `safeAreaLayoutGuide`) has `self` as its base, a local's none.
    private static func split(_ reference: ItemReference) -> (base: ItemReference?, member: String) {
        guard let dot = reference.name.lastIndex(of: "."), !reference.name.hasSuffix("]") else {
            let isMemberOfSelf = !reference.scope.hasPrefix(ItemReference.localScopePrefix)
                && (reference.name == "superview" || LayoutGuide.Kind(propertyName: reference.name) != nil || otherGuides.contains(reference.name))
            return (isMemberOfSelf ? ItemReference(name: "self", scope: reference.scope) : nil, reference.name)
        }
        let member = String(reference.name[reference.name.index(after: dot)...])
        let baseName = String(reference.name[..<dot])
        let baseWritten = reference.written.hasSuffix("." + member) ? String(reference.written.dropLast(member.count + 1)) : baseName
        return (ItemReference(name: baseName, scope: reference.scope, written: baseWritten), member)
    }
}
