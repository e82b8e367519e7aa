import Constraints

/// Binds the items of every description of a paste to objects (S1, S6 of the
/// log grammar): an address is one object wherever it appears; a debug name
/// is bound to its address by the description's names suffix; `|` is the
/// object under `'|'`, or a placeholder superview. Records superviews and
/// guide owners from `|`, then names every object and makes its model item.
struct LogItemTable {
    /// One object as far as it is known.
    struct Entry {
        var className: String?
        var address: String?
        var key: String?
        var debugName: String?
        var label: String?
        var parent: Int?
        /// The item whose unnamed superview this is.
        var placeholderChild: Int?
    }

    /// The objects of one description: its terms or VFL views in order, and `|`.
    struct Binding {
        var items: [Int]
        var superview: Int?
    }

    private(set) var entries: [Entry] = []
    private var byAddress: [String: Int] = [:]
    private var byKey: [String: Int] = [:]
    private var byName: [String: Int] = [:]
    private var placeholders: [Int: Int] = [:]
    /// What binding noticed, with the description it was about.
    private(set) var notes: [(note: ConsoleLogDiagnostic, occurrence: Int)] = []

    // MARK: Binding

    /// Binds the items of description number `occurrence`.
    mutating func bind(_ syntax: DescriptionSyntax, occurrence: Int) -> Binding {
        var nameUses: [String: Int] = [:]
        var items: [Int] = []
        for item in Self.items(of: syntax) {
            if case .keyed = item.form, let written = item.written, syntax.namedAddresses.contains(where: { $0.name == written }) {
                items.append(bindName(written, use: nameUses[written, default: 0], in: syntax, occurrence: occurrence))
                nameUses[written, default: 0] += 1
            } else if case .named(let name) = item.form {
                items.append(bindName(name, use: nameUses[name, default: 0], in: syntax, occurrence: occurrence))
                nameUses[name, default: 0] += 1
            } else if item.form == .superview {
                items.append(-1)
            } else {
                items.append(bindObject(item, occurrence: occurrence))
            }
        }
        var superview: Int?
        if let written = syntax.superview {
            superview = bindObject(written, occurrence: occurrence)
        } else if Self.needsSuperview(syntax), let child = items.first(where: { $0 >= 0 }) {
            superview = placeholder(for: child)
            notes.append((.superviewAssumed(child: describe(child)), occurrence))
        }
        if let superview {
            for child in Self.children(of: syntax, items: items) { setParent(superview, of: child, occurrence: occurrence) }
        }
        return Binding(items: items, superview: superview)
    }

    /// The items written in a body, in order (`|` included as `.superview`).
    static func items(of syntax: DescriptionSyntax) -> [ItemSyntax] {
        switch syntax.body {
        case .equation(let equation): return [equation.first.item] + (equation.second.map { [$0.item] } ?? [])
        case .visualFormat(let format): return format.views.map(\.item)
        }
    }

    /// Whether the body relates to a superview it does not name: a VFL `|`, or a frame coordinate against a constant.
    private static func needsSuperview(_ syntax: DescriptionSyntax) -> Bool {
        switch syntax.body {
        case .visualFormat(let format): return format.leadingConnection != nil || format.trailingConnection != nil
        case .equation(let equation): return equation.first.isFrameCoordinate && equation.second == nil
        }
    }

    /// The items `|` (or an autoresizing constraint's `'|'`) is the superview of.
    private static func children(of syntax: DescriptionSyntax, items: [Int]) -> [Int] {
        switch syntax.body {
        case .visualFormat(let format):
            var children: [Int] = []
            if format.leadingConnection != nil, let first = items.first { children.append(first) }
            if format.trailingConnection != nil, let last = items.last { children.append(last) }
            return children.filter { $0 >= 0 }
        case .equation(let equation):
            let bySuperview = syntax.constraintClass == "NSAutoresizingMaskLayoutConstraint" || equation.first.isFrameCoordinate
            return bySuperview ? Array(items.prefix(1)) : []
        }
    }

    private mutating func bindObject(_ item: ItemSyntax, occurrence: Int) -> Int {
        switch item.form {
        case .object(let className, let address):
            if let index = byAddress[address] {
                if let known = entries[index].className {
                    let debugName = entries[index].debugName
                    if Self.baseClass(known) != Self.baseClass(className), className != debugName, known != debugName {
                        notes.append((.twoClasses(address: address, known: known, className: className), occurrence))
                    }
                } else {
                    entries[index].className = className
                }
                if entries[index].label == nil { entries[index].label = item.label }
                return index
            }
            entries.append(Entry(className: className, address: address, label: item.label))
            byAddress[address] = entries.count - 1
            return entries.count - 1
        case .keyed(let className, let key):
            let identity = className + ":" + key
            if let index = byKey[identity] { return index }
            entries.append(Entry(className: className, key: key, label: item.label))
            byKey[identity] = entries.count - 1
            return entries.count - 1
        case .named(let name):
            if let index = byName[name] { return index }
            entries.append(Entry(debugName: name))
            byName[name] = entries.count - 1
            return entries.count - 1
        case .superview, .invalidAddress:
            return -1
        }
    }

    /// A debug name through the names suffix: its `use`-th occurrence takes the
    /// `use`-th entry of that name (the binding is ambiguous when there are several).
    private mutating func bindName(_ name: String, use: Int, in syntax: DescriptionSyntax, occurrence: Int) -> Int {
        let candidates = syntax.namedAddresses.filter { $0.name == name }
        guard !candidates.isEmpty else {
            let index = bindObject(ItemSyntax(form: .named(name), range: 0 ..< 0), occurrence: occurrence)
            if use == 0, entries[index].address == nil {
                notes.append((.unboundName(name), occurrence))
            }
            return index
        }
        if candidates.count > 1, use == 0 {
            notes.append((.severalAddresses(name: name, count: candidates.count), occurrence))
        }
        let address = candidates[min(use, candidates.count - 1)].address
        let index = byAddress[address] ?? {
            entries.append(Entry(address: address))
            byAddress[address] = entries.count - 1
            return entries.count - 1
        }()
        entries[index].debugName = entries[index].debugName ?? name
        return index
    }

    private mutating func placeholder(for child: Int) -> Int {
        if let parent = entries[child].parent { return parent }
        if let existing = placeholders[child] { return existing }
        entries.append(Entry(placeholderChild: child))
        placeholders[child] = entries.count - 1
        return entries.count - 1
    }

    private mutating func setParent(_ parent: Int, of child: Int, occurrence: Int) {
        guard parent != child else { return }
        if let known = entries[child].parent {
            if known != parent, entries[known].placeholderChild == nil {
                notes.append((.twoSuperviews(child: describe(child), kept: describe(known)), occurrence))
            }
            return
        }
        var ancestor: Int? = parent
        while let current = ancestor {
            if current == child { return }
            ancestor = entries[current].parent
        }
        entries[child].parent = parent
    }

    private func describe(_ index: Int) -> String {
        let entry = entries[index]
        return [entry.debugName, entry.className.map { c in entry.address.map { c + ":" + $0 } ?? c }].compactMap { $0 }.first
            ?? "an item"
    }

    static func baseClass(_ name: String) -> String {
        name.hasPrefix("NSKVONotifying_") ? String(name.dropFirst("NSKVONotifying_".count)) : name
    }

    // MARK: Items

    /// Names every object and makes its model item, superviews and guide
    /// owners attached: a debug name where the log uses one (with the address
    /// when two objects share it), else `Class:0xADDR` or `Class:key`, and
    /// `X.superview` for a placeholder.
    func makeItems() -> [LoggedItem] {
        var names = entries.map(Self.baseName)
        var debugNameCounts: [String: Int] = [:]
        for entry in entries { if let name = entry.debugName { debugNameCounts[name, default: 0] += 1 } }
        for (index, entry) in entries.enumerated() {
            if let name = entry.debugName, debugNameCounts[name, default: 0] > 1 { names[index] = name + ":" + (entry.address ?? "?") }
        }
        for (index, entry) in entries.enumerated() {
            if let child = entry.placeholderChild { names[index] = names[child] + ".superview" }
        }
        var used: Set<String> = []
        for index in names.indices {
            var candidate = names[index], number = 2
            while used.contains(candidate) {
                candidate = "\(names[index]) #\(number)"
                number += 1
            }
            names[index] = candidate
            used.insert(candidate)
        }
        let isGuide = entries.map { entry in entry.className.map(Self.isLayoutGuideClass) ?? false }
        let models: [LayoutItem] = entries.indices.map { index in
            isGuide[index] ? LayoutGuide(name: names[index]) : LayoutView(name: names[index])
        }
        for (index, entry) in entries.enumerated() {
            guard let parent = entry.parent, let owner = models[parent] as? LayoutView else { continue }
            if let view = models[index] as? LayoutView { owner.addSubview(view) }
            if let guide = models[index] as? LayoutGuide { owner.addLayoutGuide(guide) }
        }
        return entries.indices.map { index in
            let entry = entries[index]
            return LoggedItem(
                name: names[index], className: entry.className, address: entry.address, key: entry.key,
                debugName: entry.debugName, label: entry.label, isLayoutGuide: isGuide[index], parent: entry.parent,
                isPlaceholder: entry.placeholderChild != nil, item: models[index])
        }
    }

    private static func baseName(_ entry: Entry) -> String {
        if let name = entry.debugName { return name }
        let className = entry.className ?? "NSObject"
        if let address = entry.address { return className + ":" + address }
        if let key = entry.key { return className + ":" + key }
        return className
    }

    /// Whether objects of a class are layout guides: `UILayoutGuide`, `NSLayoutGuide`, UIStackView's
    /// `_UILayoutSpacer` and `_UIOLAGapGuide`, and classes named `…LayoutGuide` (but not the legacy
    /// `_UILayoutGuide`, which is a view).
    static func isLayoutGuideClass(_ name: String) -> Bool {
        let base = baseClass(name)
        if base == "_UILayoutGuide" { return false }
        return base.hasSuffix("LayoutGuide") || base == "_UILayoutSpacer" || base == "_UIOLAGapGuide"
    }
}
