/// How the items of a log are named for people: `UILabel 'My first list!'`,
/// `UIView #2`, a debug name where there is one, `safe area of UIView #1`
/// for a view's guides, `TimelineFeedCell` for a mangled Swift class.
public struct DisplayNames {
    /// The display name of each item of the log, by index.
    public let names: [String]

    /// The names of `log`'s items. Items without a label or debug name are
    /// numbered by class in order of first mention when a class has several.
    public init(_ log: ConsoleLog) {
        let bases = log.items.map { item -> String in
            Self.shortClassName(item.modelClassName ?? item.debugName ?? "item")
        }
        var counts: [String: Int] = [:]
        for (index, item) in log.items.enumerated() where Self.needsNumber(item) { counts[bases[index], default: 0] += 1 }
        var numbers: [String: Int] = [:]
        var names: [String] = []
        for (index, item) in log.items.enumerated() {
            if let name = item.debugName {
                names.append(name)
            } else if let label = item.label, !label.isEmpty, !item.isLayoutGuide || !Self.builtInGuides.keys.contains(label) {
                names.append("\(bases[index]) '\(Self.shortened(label))'")
            } else if Self.needsNumber(item), counts[bases[index], default: 0] > 1 {
                numbers[bases[index], default: 0] += 1
                names.append("\(bases[index]) #\(numbers[bases[index], default: 0])")
            } else {
                names.append(bases[index])
            }
        }
        var firstChild: [Int: Int] = [:]
        for (index, item) in log.items.enumerated() {
            if let parent = item.parent, firstChild[parent] == nil { firstChild[parent] = index }
        }
        for (index, item) in log.items.enumerated() {
            if item.isPlaceholder, let child = firstChild[index] {
                names[index] = "the superview of \(names[child])"
            } else if item.isLayoutGuide, let label = item.label, let kind = Self.builtInGuides[label] {
                names[index] = item.parent.map { "the \(kind) of \(names[$0])" } ?? "a \(kind) guide"
            }
        }
        self.names = names
    }

    public subscript(index: Int) -> String { names[index] }

    private static let builtInGuides = [
        "UIViewSafeAreaLayoutGuide": "safe area", "UIViewLayoutMarginsGuide": "layout margins",
    ]

    private static func needsNumber(_ item: LoggedItem) -> Bool {
        item.debugName == nil && (item.label ?? "").isEmpty && !item.isPlaceholder
    }

    /// A label cut to 30 characters, as people read it.
    private static func shortened(_ label: String) -> String {
        let oneLine = String(label.map { $0.isNewline ? " " : $0 })
        return oneLine.count > 30 ? String(oneLine.prefix(29)) + "…" : oneLine
    }

    /// The class as people know it: without its module (`Trust.BrowserNavigationBar` is
    /// `BrowserNavigationBar`), and a mangled Swift name read (`_TtC…16TimelineFeedCell` is `TimelineFeedCell`).
    static func shortClassName(_ name: String) -> String {
        if name.hasPrefix("_Tt"), let demangled = demangled(name) { return demangled }
        guard let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex, !name.hasSuffix("...") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The class name in a mangled Swift name (`_TtC<module><name>`, `_TtGC<module><name>…`): the second
    /// length-prefixed identifier, private discriminators left out.
    static func demangled(_ name: String) -> String? {
        let bytes = Array(name.utf8.dropFirst(3))
        var identifiers: [String] = []
        var index = 0
        while index < bytes.count, identifiers.count < 2 {
            guard bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                index += 1
                continue
            }
            var length = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), length < 10_000 {
                length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard length > 0, index + length <= bytes.count else { return nil }
            let identifier = String(decoding: bytes[index ..< index + length], as: UTF8.self)
            if !identifier.hasPrefix("_"), !identifier.hasPrefix("$") { identifiers.append(identifier) }
            index += length
        }
        return identifiers.count == 2 ? identifiers[1] : identifiers.first
    }
}
