import Foundation

extension Notation {
    /// The notation of pasted text, which has no file name to tell it: the
    /// first notation of `signs` whose sign the text shows, else VFL.
    ///
    /// A paste is one notation; where signs of two appear (a Swift file that
    /// quotes a console log in a comment), the one earlier in `signs` wins.
    /// Linear in the text, and fast on a megabyte: it runs on every keystroke.
    public static func detected(in text: String) -> Notation {
        var text = text
        return text.withUTF8 { bytes in
            let pasted = PastedText(bytes: bytes)
            return signs.first { $0.isShown(pasted) }?.notation ?? .vfl
        }
    }

    /// Each notation's sign in pasted text, in the order they are tried: a new
    /// notation is one more row. VFL, which has none, is what is left.
    private static let signs: [(notation: Notation, isShown: @Sendable (PastedText) -> Bool)] = [
        (.interfaceBuilder, { $0.contains(anyOf: ["<document type=\"com.apple.InterfaceBuilder"]) }),
        (.log, { $0.contains(anyOf: logMarks) || $0.containsItemAddress }),
        (.masonry, { $0.contains(anyOf: objectiveCMarks) }),
        (.swift, { $0.contains(anyOf: swiftMarks) }),
        (.scene, { $0.hasLine { sceneKeywords.contains($0) } }),
        (.canonical, { !$0.contains(anyOf: ["[", "|"]) && $0.contains(anyOf: ["==", "<=", ">="]) }),
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

/// Pasted text as UTF-8 bytes, searched with the C library's `memchr` and `memcmp`.
private struct PastedText {
    let bytes: UnsafeBufferPointer<UInt8>

    func contains(anyOf needles: [String]) -> Bool {
        needles.contains { offset(of: $0, from: 0) != nil }
    }

    /// Where `needle` first occurs at or after `start`.
    func offset(of needle: String, from start: Int) -> Int? {
        let needle = Array(needle.utf8)
        guard let base = bytes.baseAddress, let first = needle.first else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            guard let found = memchr(base + index, Int32(first), bytes.count - index) else { return nil }
            let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            guard at + needle.count <= bytes.count else { return nil }
            if memcmp(base + at, needle, needle.count) == 0 { return at }
            index = at + 1
        }
        return nil
    }

    /// Whether the text names an object by class and address, `UILabel:0x7f8b…`, as logs do.
    var containsItemAddress: Bool {
        var start = 0
        while let colon = offset(of: ":0x", from: start) {
            if colon > 0, colon + 3 < bytes.count, Self.isWordByte(bytes[colon - 1]), Self.isHexDigit(bytes[colon + 3]) { return true }
            start = colon + 1
        }
        return false
    }

    /// Whether a line's first word, followed by a blank, is one that `isKeyword`.
    func hasLine(startingWith isKeyword: (String) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
            let wordStart = index
            while index < bytes.count, !Self.isBlank(bytes[index]), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count, Self.isBlank(bytes[index]), index - wordStart <= 10 {
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart ..< index]), as: UTF8.self)
                if isKeyword(word) { return true }
            }
            guard let base = bytes.baseAddress, let lineEnd = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) else {
                return false
            }
            index = UnsafePointer(lineEnd.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        return false
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a") ... UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
