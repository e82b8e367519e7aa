import Constraints

/// Constraints whose items have names that are not Swift identifiers (a
/// console log's `UILabel:0x7f8b1c40a2e0`, `'|'`), copied onto items named
/// as identifiers (`uiLabel_7f8b1c40a2e0`), with the same tree and the same
/// guides, so that the Swift writers can print them.
public struct SwiftIdentifierRenaming {
    /// The constraints over the renamed items, in the original order.
    public let constraints: [LayoutConstraint]
    /// Each original name the writers print that changed, with its identifier, in order of first appearance.
    public let renamed: [(original: String, identifier: String)]
    /// The renamed views (the constraints refer to them weakly): keep this value while writing.
    private let views: [LayoutView]

    /// The copy of `constraints`; constraints whose items are gone, or that
    /// cannot be copied, are left out.
    public init(_ constraints: [LayoutConstraint]) {
        var names = NameTable()
        var views: [ObjectIdentifier: LayoutView] = [:], order: [LayoutView] = []
        var guides: [ObjectIdentifier: LayoutGuide] = [:]

        func view(for original: LayoutView) -> LayoutView {
            if let copy = views[ObjectIdentifier(original)] { return copy }
            let copy = LayoutView(name: names.identifier(for: original.name))
            views[ObjectIdentifier(original)] = copy
            order.append(copy)
            if let parent = original.superview { view(for: parent).addSubview(copy) }
            return copy
        }
        func item(for original: LayoutItem) -> LayoutItem? {
            if let original = original as? LayoutView { return view(for: original) }
            guard let guide = original as? LayoutGuide, let owner = guide.owningView else { return nil }
            let host = view(for: owner)
            if let builtIn = host.builtInGuide(guide.kind) { return builtIn }
            if let copy = guides[ObjectIdentifier(guide)] { return copy }
            let copy = LayoutGuide(name: names.identifier(for: guide.name))
            host.addLayoutGuide(copy)
            guides[ObjectIdentifier(guide)] = copy
            return copy
        }

        var copies: [LayoutConstraint] = []
        var written: Set<String> = []  // the names the writers print: items, and the views that own built-in guides
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                let guide = item as? LayoutGuide
                written.insert(guide.flatMap { $0.kind == .custom ? nil : $0.owningView?.name } ?? item.name)
            }
            guard let first = constraint.firstItem.flatMap(item(for:)) else { continue }
            let second = constraint.secondItem.flatMap(item(for:))
            guard constraint.secondItemName == nil || second != nil,
                  let copy = try? LayoutConstraint(
                      item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation, toItem: second,
                      attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                      symbolicMultiplier: constraint.symbolicMultiplier, constant: constraint.constant,
                      priority: constraint.priority, identifier: constraint.identifier, origin: constraint.origin)
            else { continue }
            copies.append(copy)
        }
        self.constraints = copies
        self.views = order
        renamed = names.changes.filter { written.contains($0.original) }
    }

    /// Identifiers for names, each unique.
    private struct NameTable {
        private var byName: [String: String] = [:]
        private var used: Set<String> = []
        private(set) var changes: [(original: String, identifier: String)] = []

        mutating func identifier(for name: String) -> String {
            if let known = byName[name] { return known }
            var candidate = Self.identifier(from: name), number = 2
            let base = candidate
            while !used.insert(candidate).inserted {
                candidate = "\(base)\(number)"
                number += 1
            }
            byName[name] = candidate
            if candidate != name { changes.append((name, candidate)) }
            return candidate
        }

        /// `UILabel:0x7f8b` → `uiLabel_7f8b`; a name that is already an identifier path (`view.titleLabel`) is kept.
        static func identifier(from name: String) -> String {
            if name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) { return name }
            var words: [String] = []
            var current = ""
            for character in name {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
            words = words.map { $0.hasPrefix("0x") ? String($0.dropFirst(2)) : $0 }
            guard var identifier = words.first.map(lowercasedFirstWord) else { return "item" }
            for word in words.dropFirst() { identifier += "_" + word }
            if identifier.first?.isNumber ?? true { identifier = "item_" + identifier }
            return identifier
        }

        private static func isIdentifier(_ part: Substring) -> Bool {
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        /// `UILabel` → `uiLabel`, `View` → `view`: the leading capitals lowered, but the last of several.
        private static func lowercasedFirstWord(_ word: String) -> String {
            let capitals = word.prefix { $0.isUppercase }
            guard !capitals.isEmpty else { return word }
            let lowered = capitals.count > 1 && capitals.count < word.count ? capitals.dropLast() : capitals
            return lowered.lowercased() + word.dropFirst(lowered.count)
        }
    }
}
