/// What the reader makes of preprocessor lines: the code of the first branch
/// of each `#if` (the second of `#if 0`), every `#define`, and the `#import`s.
/// Nothing is expanded; the reader looks macros up by name where they are used.
struct ObjectiveCPreprocessor {
    /// A `#define`: its name, its parameters (`nil` for an object-like macro) and its body.
    struct Macro {
        let name: String
        let parameters: [String]?
        /// The body's tokens (ending with the `.end` sentinel), with their offsets in the file.
        let body: [ObjectiveCToken]
    }

    /// The file's tokens in the branches read, directives removed.
    private(set) var tokens: [ObjectiveCToken] = []
    private(set) var macros: [Macro] = []
    /// What `#import` and `#include` name: `Masonry/Masonry.h`, `UIKit/UIKit.h`.
    private(set) var imports: [String] = []
    /// Branches left out (`#else`, `#elif`, the body of `#if 0`) that mention Masonry.
    private(set) var skippedBranches: [Range<Int>] = []

    /// One `#if` being read.
    private struct Conditional {
        let enclosingIsRead: Bool
        var isRead: Bool
        var hasTakenBranch: Bool
    }

    init(tokens input: [ObjectiveCToken], bytes: [UInt8]) {
        var stack: [Conditional] = []
        var skippedStart: Int?
        var skippedMentionsMasonry = false
        for token in input where token.kind != .end {
            let isRead = stack.last?.isRead ?? true
            guard token.kind == .directive else {
                if isRead {
                    tokens.append(token)
                } else if token.kind == .identifier, token.text.hasPrefix("mas_") || token.text.hasPrefix("MAS") {
                    skippedMentionsMasonry = true
                }
                continue
            }
            let words = Self.words(of: token, in: bytes)
            let keyword = words.first?.text ?? ""
            switch keyword {
            case "if", "ifdef", "ifndef":
                let isFalse = keyword == "if" && ["0", "false"].contains(words.dropFirst().first?.text ?? "")
                stack.append(Conditional(enclosingIsRead: isRead, isRead: isRead && !isFalse, hasTakenBranch: !isFalse))
            case "elif", "else":
                guard var conditional = stack.popLast() else { continue }
                let isFalse = keyword == "elif" && ["0", "false"].contains(words.dropFirst().first?.text ?? "")
                conditional.isRead = conditional.enclosingIsRead && !conditional.hasTakenBranch && !isFalse
                conditional.hasTakenBranch = conditional.hasTakenBranch || conditional.isRead
                stack.append(conditional)
            case "endif":
                _ = stack.popLast()
            case "define" where isRead:
                if let macro = Self.macro(words) { macros.append(macro) }
            case "import" where isRead, "include" where isRead:
                imports.append(Self.importedName(token.text))
            default:
                break
            }
            let nowRead = stack.last?.isRead ?? true
            if isRead, !nowRead {
                skippedStart = token.range.upperBound
                skippedMentionsMasonry = false
            } else if !isRead, nowRead, let start = skippedStart {
                if skippedMentionsMasonry { skippedBranches.append(start ..< token.range.lowerBound) }
                skippedStart = nil
            }
        }
        if let start = skippedStart, skippedMentionsMasonry { skippedBranches.append(start ..< bytes.count) }
        tokens.append(input.last ?? ObjectiveCToken(kind: .end, text: "", range: bytes.count ..< bytes.count))
    }

    /// The tokens of a directive after its `#`, at their offsets in the file (no `\` continuations).
    private static func words(of directive: ObjectiveCToken, in bytes: [UInt8]) -> [ObjectiveCToken] {
        let start = min(directive.range.lowerBound + 1, directive.range.upperBound)
        let tokenizer = ObjectiveCTokenizer(Array(bytes[start ..< directive.range.upperBound]), directives: false)
        return tokenizer.tokens.filter { !$0.is("\\") && $0.kind != .end }.map { token in
            ObjectiveCToken(kind: token.kind, text: token.text, value: token.value,
                            range: token.range.lowerBound + start ..< token.range.upperBound + start)
        }
    }

    /// `define NAME body` or `define NAME(a, b) body` (the `(` right after the name).
    private static func macro(_ words: [ObjectiveCToken]) -> Macro? {
        guard words.count >= 2, words[1].kind == .identifier else { return nil }
        let name = words[1]
        var rest = words.dropFirst(2)
        var parameters: [String]?
        if let open = rest.first, open.is("("), open.range.lowerBound == name.range.upperBound {
            guard let close = rest.firstIndex(where: { $0.is(")") }) else { return nil }
            parameters = rest[rest.startIndex + 1 ..< close].filter { $0.kind == .identifier || $0.is("...") }.map(\.text)
            rest = rest[(close + 1)...]
        }
        let end = ObjectiveCToken(kind: .end, text: "", range: (rest.last ?? name).range.upperBound ..< (rest.last ?? name).range.upperBound)
        return Macro(name: name.text, parameters: parameters, body: Array(rest) + [end])
    }

    /// `#import <Masonry/Masonry.h>` → `Masonry/Masonry.h`.
    private static func importedName(_ line: String) -> String {
        let body = line.drop { $0 != "<" && $0 != "\"" }.dropFirst()
        return String(body.prefix { $0 != ">" && $0 != "\"" })
    }
}
