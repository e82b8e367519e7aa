/// Names a person recognises for every view of a document, unique in it,
/// given in document order: the outlet's property name where an outlet points
/// at the view; else its `userLabel` made an identifier (`Header View` is
/// `headerView`); else `view` for a root view and `contentView` for a cell's;
/// else a name made from its class (`label`, `stackView`, `profileCard`), with
/// `2`, `3`, … after the first of a name.
enum IBNaming {
    static func name(_ roots: [IBView], outlets: [String: String], platform: IBDocument.Platform) {
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
        for root in roots {
            for view in root.descendantsAndSelf {
                let base = outlets[view.id]
                    ?? view.userLabel.flatMap(identifier)
                    ?? (view === root && view.key == "view" ? "view" : nil)
                    ?? view.key.flatMap { roleKeys.contains($0) ? $0 : nil }
                    ?? lowerCamel(IBClassNames.className(of: view.element, platform: platform).droppingFrameworkPrefix, or: view.customClass)
                view.name = unique(base)
            }
        }
    }

    /// The keys under which a container holds a view for one role, which name it better than its class.
    private static let roleKeys: Set<String> = [
        "contentView", "titleView", "customView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "inputAccessoryView",
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
