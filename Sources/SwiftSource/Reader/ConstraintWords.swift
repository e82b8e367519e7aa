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

    /// What adds a view or a guide to another, as `FileFacts` reads it (`addSubviews` and
    /// `addArrangedSubviews` too).
    static let hierarchy = ConstraintWords(["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide"])

    /// What declares a name, or a type the file's first pass notes (`FileFacts`); in bytes, so also
    /// inside longer words (`outlet`, `available`): a statement without them declares nothing.
    static let declaration = ConstraintWords(["let", "var", "func", "class"])

    private let words: [[UInt8]]
    /// How far apart the scan looks: one less than the shortest word's
    /// length, so that every occurrence has one of the pairs the scan looks
    /// at within its first `stride` positions (`addSubview` and its kin are
    /// looked for at one byte in nine).
    private let stride: Int
    /// For each pair of bytes (the first times 256 plus the second), whether
    /// it is one of the first `stride` pairs of some word; a one-byte word
    /// marks every pair it starts. Most pairs of a file are none.
    private let pairs: [Bool]

    /// The words `words`, such as the names of the file's constraint variables.
    init(_ words: [String]) {
        self.words = words.filter { !$0.isEmpty }.map { Array($0.utf8) }
        stride = max(1, (self.words.map(\.count).min() ?? 1) - 1)
        guard !self.words.isEmpty else {
            pairs = []
            return
        }
        var pairs = Array(repeating: false, count: 256 * 256)
        for word in self.words {
            if word.count == 1 {
                for second in 0 ..< 256 { pairs[Int(word[0]) << 8 | second] = true }
            } else {
                for offset in 0 ..< stride { pairs[Int(word[offset]) << 8 | Int(word[offset + 1])] = true }
            }
        }
        self.pairs = pairs
    }

    /// Whether any word occurs in `bytes`.
    func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachOccurrence(in: bytes) { _ in found = true; return false }
        return found
    }

    /// Every place a word occurs in `bytes`, to be asked about many ranges of them.
    func occurrences(in bytes: UnsafeBufferPointer<UInt8>) -> Occurrences {
        var ranges: [Range<Int>] = []
        forEachOccurrence(in: bytes) { ranges.append($0); return true }
        return Occurrences(ranges: ranges)
    }

    /// Calls `body` with the range of each occurrence, in order of where it
    /// starts (a word that starts where another does comes in the words'
    /// order), until it returns `false`.
    ///
    /// The scan looks at the pair of bytes at every `stride`-th position; an
    /// occurrence starts at most `stride - 1` bytes before the one position
    /// of its own first `stride` (whose pair is marked), so each start is
    /// tried from exactly one position, and in order.
    private func forEachOccurrence(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        guard !words.isEmpty, !bytes.isEmpty else { return }
        pairs.withUnsafeBufferPointer { pairs in
            let count = bytes.count
            var position = 0
            while position < count {
                defer { position += stride }
                guard pairs[Int(bytes[position]) << 8 | (position + 1 < count ? Int(bytes[position + 1]) : 0)] else { continue }
                for start in max(0, position - stride + 1) ... position {
                    for word in words where start + word.count <= count && bytes[start] == word[0] {
                        var matched = 1
                        while matched < word.count, bytes[start + matched] == word[matched] { matched += 1 }
                        if matched == word.count, !body(start ..< start + word.count) { return }
                    }
                }
            }
        }
    }

    /// Where words occur in a text, each as its range of bytes, in order of
    /// where they start: whether a range of the text holds one is a binary
    /// search, where scanning it again would be a pass over its bytes.
    struct Occurrences {
        /// Each occurrence's range of bytes, in order of where it starts.
        let ranges: [Range<Int>]

        /// Whether no word occurs at all.
        var isEmpty: Bool { ranges.isEmpty }

        /// Whether some occurrence lies wholly within `range`.
        func any(within range: Range<Int>) -> Bool {
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            // Those that start in `range` but run past its end start within a word's length of it: few.
            while low < ranges.count, ranges[low].lowerBound < range.upperBound {
                if ranges[low].upperBound <= range.upperBound { return true }
                low += 1
            }
            return false
        }
    }
}
