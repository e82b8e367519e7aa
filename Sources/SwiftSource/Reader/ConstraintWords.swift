/// Words without one of which no Swift text makes, activates or skips a
/// constraint the reader would read, searched for in bytes: a file, a
/// statement or a member that has none of `file`'s (nor the name of a
/// constraint variable) is not walked, and a closure or loop body that has
/// none of `body`'s is not said to be skipped.
struct ConstraintWords {
    /// What every entry point of the walk needs: `snp` (SnapKit), `Anchor` (anchors, Swift 2's
    /// `constraintEqualToAnchor` too), `LayoutConstraint` (`NSLayoutConstraint(item:…)`, `.activate`),
    /// `VisualFormat` (`withVisualFormat`, Swift 2's `constraintsWithVisualFormat`), `addConstraint`,
    /// `isActive` and Swift 2's `.active =` (a property activated, or a loop that toggles constraints;
    /// `.active` alone is mostly an enum case, `case .active:`, and would walk files that make nothing).
    static let file = ConstraintWords([
        "snp", "Anchor", "LayoutConstraint", "init(item", "VisualFormat", "addConstraint", "isActive", ".active =", ".active=",
    ])
    /// What code that makes constraints says, for the reports of skipped closures and loops (setting
    /// `isActive` counts only on something named as a constraint: `SourceWalker.mentionsConstraints`).
    static let body = ConstraintWords(["snp.", "Anchor.constraint", "NSLayoutConstraint", "ithVisualFormat", "addConstraint"])

    private let words: [[UInt8]]
    /// For each byte, whether some word starts with it.
    private let starts: [Bool]

    /// The words `words`, such as the names of the file's constraint variables.
    init(_ words: [String]) {
        self.words = words.filter { !$0.isEmpty }.map { Array($0.utf8) }
        var starts = Array(repeating: false, count: 256)
        for word in self.words { starts[Int(word[0])] = true }
        self.starts = starts
    }

    /// Whether any word occurs in `bytes`.
    func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !words.isEmpty else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            if starts[Int(bytes[index])] {
                for word in words where index + word.count <= count && bytes[index] == word[0] {
                    var matched = 1
                    while matched < word.count, bytes[index + matched] == word[matched] { matched += 1 }
                    if matched == word.count { return true }
                }
            }
            index += 1
        }
        return false
    }
}
