/// Names a person recognises for every view of a document, unique in its
/// scene (each scene is its own screen, and its code its own controller's),
/// given in document order: the outlet's property name where an outlet points
/// at the view; else its `userLabel` made an identifier (`Header View` is
/// `headerView`); else `view` for a root view and `contentView` for a table or collection cell's;
/// else a name made from its class (`label`, `stackView`, `profileCard`), with
/// `2`, `3`, … after the first of a name; a word Swift or Objective-C reserves
/// gets `View` after it (`switchView`).
enum IBNaming {
    static func name(_ roots: [IBView], outlets: [String: String], platform: IBDocument.Platform) {
        for root in roots {
            name(root, outlets: outlets, platform: platform)
        }
    }

    /// Names the views of one scene, `root` and everything below it.
    private static func name(_ root: IBView, outlets: [String: String], platform: IBDocument.Platform) {
        var used: [String: Int] = [:]
        func unique(_ base: String) -> String {
            let count = used[base, default: 0] + 1
            used[base] = count
            guard count > 1 else { return base }
            var candidate = "\(base)\(count)"
            while used[candidate] != nil {
                used[base, default: 0] += 1
                candidate = "\(base)\(used[base, default: 0])"
            }
            used[candidate] = 1
            return candidate
        }
        // A grid cell holds its view under `contentView` too, but whatever the view is: its class names it better.
        let gridCellViews = Set(root.descendantsAndSelf.flatMap { $0.grid?.cells.map(\.content) ?? [] })
        for view in root.descendantsAndSelf {
            let base = outlets[view.id]
                ?? view.userLabel.flatMap(identifier)
                ?? (view === root && view.key == "view" ? "view" : nil)
                ?? view.key.flatMap { roleKeys.contains($0) && !gridCellViews.contains(view.id) ? $0 : nil }
                ?? lowerCamel(IBClassNames.className(of: view.element, platform: platform).droppingFrameworkPrefix, or: view.customClass)
            view.name = unique(reservedWords.contains(base) ? base + "View" : base)
        }
    }

    /// The keys under which a container holds a view for one role, which name it better than its class.
    private static let roleKeys: Set<String> = [
        "contentView", "titleView", "customView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "inputAccessoryView",
    ]

    /// Words Swift or Objective-C reserve, which code could not name a variable (a `UISwitch` is `switchView`).
    private static let reservedWords: Set<String> = [
        "switch", "case", "default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "if", "else", "for",
        "while", "repeat", "do", "return", "break", "continue", "in", "is", "as", "import", "init", "deinit", "self", "super",
        "true", "false", "nil", "try", "catch", "throw", "throws", "static", "private", "public", "internal", "operator", "where",
        "guard", "defer", "inout", "typealias", "subscript", "associatedtype", "id", "int", "float", "double", "char", "long",
        "short", "void", "unsigned", "signed", "const", "volatile", "goto", "register", "sizeof", "typedef", "union", "auto",
        "extern",
    ]

    /// `Header View` → `headerView`; `nil` when nothing of it is an identifier.
    static func identifier(_ label: String) -> String? {
        let words = label.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = words.first else { return nil }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let head = joined.first, head.isLetter || head == "_" else { return "_" + joined }
        return joined
    }

    /// `UILabel` → `label`; a custom class wins: `ProfileCard` → `profileCard`, `MyApp.ProfileCard` → `profileCard`.
    private static func lowerCamel(_ className: String, or customClass: String?) -> String {
        let name = customClass.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? className
        return identifier(name) ?? "view"
    }
}

extension String {
    /// `UILabel` → `Label`, `NSButton` → `Button`, `MKMapView` → `MapView`.
    fileprivate var droppingFrameworkPrefix: String {
        for prefix in ["UI", "NS", "MK", "WK", "SK", "GLK", "AR", "MTK", "SCN"] where hasPrefix(prefix) && count > prefix.count {
            let rest = dropFirst(prefix.count)
            if rest.first?.isUppercase == true { return String(rest) }
        }
        return self
    }
}
