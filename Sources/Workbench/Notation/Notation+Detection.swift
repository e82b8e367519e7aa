extension Notation {
    /// The notation of pasted text, which has no file name to tell it: the
    /// first notation of `signs` whose sign the text shows, else VFL.
    ///
    /// A paste is one notation; where signs of two appear (a Swift file that
    /// quotes a console log in a comment), the one earlier in `signs` wins.
    public static func detected(in text: String) -> Notation {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return signs.first { $0.isShown(text, lines) }?.notation ?? .vfl
    }

    /// Each notation's sign in pasted text, in the order they are tried: a new
    /// notation is one more row. VFL, which has none, is what is left.
    static let signs: [(notation: Notation, isShown: @Sendable (_ text: String, _ lines: [String]) -> Bool)] = [
        (.log, { text, _ in text.contains(anyOf: logMarks) || text.containsItemAddress }),
        (.masonry, { text, _ in text.contains(anyOf: objectiveCMarks) }),
        (.swift, { text, _ in text.contains(anyOf: swiftMarks) }),
        (.scene, { _, lines in lines.contains { sceneKeywords.contains(String($0.prefix { !$0.isWhitespace })) && $0.contains(" ") } }),
        (.canonical, { text, lines in !text.contains(anyOf: ["[", "|"]) && lines.contains { $0.contains(anyOf: ["==", "<=", ">="]) } }),
    ]

    /// What UIKit, AppKit, SnapKit and Masonry print about constraints.
    private static let logMarks = [
        "Unable to simultaneously satisfy constraints", "<NSLayoutConstraint", "<NSAutoresizingMaskLayoutConstraint",
        "<NSContentSizeLayoutConstraint", "<NSIBPrototypingLayoutConstraint", "<SnapKit.LayoutConstraint", "<MASLayoutConstraint",
        "LayoutConstraint:0x",
    ]
    /// What only Objective-C, and Masonry in it, is written with.
    private static let objectiveCMarks = [
        "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints", "MASConstraintMaker", "@implementation",
        "@interface", "#import",
    ]
    /// What Swift that makes constraints is written with.
    private static let swiftMarks = [
        ".snp.", "Anchor.constraint(", "NSLayoutConstraint(", "NSLayoutConstraint.activate", "import ", "func ", "let ", "var ",
        "addSubview(",
    ]
    /// The first words of a scene file's statements (SceneFormat.md).
    private static let sceneKeywords: Set<String> = ["container", "view", "metric", "spacing", "vfl", "constraint", "include"]
}

extension String {
    fileprivate func contains(anyOf needles: [String]) -> Bool {
        needles.contains { contains($0) }
    }

    /// Whether the text names an object by class and address, `UILabel:0x7f8b…`, as logs do.
    fileprivate var containsItemAddress: Bool {
        var rest = self[...]
        while let colon = rest.range(of: ":0x") {
            let before = rest[..<colon.lowerBound].last, after = rest[colon.upperBound...].first
            if let before, before.isLetter || before.isNumber, let after, after.isHexDigit { return true }
            rest = rest[colon.upperBound...]
        }
        return false
    }
}
