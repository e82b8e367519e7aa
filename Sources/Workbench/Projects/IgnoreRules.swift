/// Which paths a walk leaves out: `.gitignore`-style rules, each belonging
/// to a folder, read from `.gitignore` files, a configuration file or
/// `--exclude`. The last rule that matches a path decides: it is left out,
/// unless that rule is a negation (`!Generated/Keep.swift`).
public struct IgnoreRules: Sendable {
    /// One line of a `.gitignore`: a glob, whether it is negated (`!`), whether
    /// it matches folders only (a trailing `/`), and the folder it belongs to.
    struct Rule: Sendable {
        let glob: FileGlob
        let isNegated: Bool
        let isFolderOnly: Bool
        /// The absolute, standardized folder the pattern is relative to, with a trailing `/`, in UTF-8.
        let base: [UInt8]
    }

    private(set) var rules: [Rule] = []

    /// No rules: nothing is left out.
    public init() {}

    /// The rules of `patterns`, each a line as `.gitignore` writes one, relative to the folder `base`.
    public init(patterns: [String], base: String) {
        add(patterns, base: base)
    }

    /// Adds the rules of `text`, a `.gitignore` file's text, relative to the folder `base`:
    /// blank lines and `#` comments are skipped, `\#` and `\!` start a literal pattern.
    public mutating func add(gitignore text: String, base: String) {
        add(text.split(whereSeparator: \.isNewline).map(String.init), base: base)
    }

    /// Adds `other`'s rules after these, so they win where both match.
    public mutating func add(_ other: IgnoreRules) {
        rules += other.rules
    }

    private mutating func add(_ lines: [String], base: String) {
        let base = base.hasSuffix("/") ? base : base + "/"
        for line in lines {
            var pattern = Substring(line)
            // Trailing spaces are not part of a pattern unless escaped.
            while pattern.hasSuffix(" "), !pattern.hasSuffix("\\ ") { pattern.removeLast() }
            guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
            let isNegated = pattern.hasPrefix("!")
            if isNegated { pattern.removeFirst() }
            if pattern.hasPrefix("\\#") || pattern.hasPrefix("\\!") { pattern.removeFirst() }
            let isFolderOnly = pattern.hasSuffix("/")
            while pattern.hasSuffix("/") { pattern.removeLast() }
            guard !pattern.isEmpty else { continue }
            rules.append(Rule(glob: FileGlob(String(pattern)), isNegated: isNegated, isFolderOnly: isFolderOnly, base: Array(base.utf8)))
        }
    }

    /// Whether these rules leave out `path`, an absolute standardized path, a folder when `isFolder`.
    public func excludes(_ path: String, isFolder: Bool) -> Bool {
        guard !rules.isEmpty else { return false }
        let bytes = Array(path.utf8)
        for rule in rules.reversed() where !rule.isFolderOnly || isFolder {
            guard bytes.count > rule.base.count, bytes.starts(with: rule.base) else { continue }
            if rule.glob.matches(bytes, from: rule.base.count) { return !rule.isNegated }
        }
        return false
    }
}
