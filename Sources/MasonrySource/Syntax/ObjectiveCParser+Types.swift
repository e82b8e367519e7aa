/// Types, where the parser meets them: casts, declarations and parameters.
extension ObjectiveCParser {
    /// Words that qualify a type without naming it.
    static let qualifiers: Set<String> = [
        "const", "volatile", "static", "extern", "register", "inline", "__weak", "__strong", "__block",
        "__unsafe_unretained", "__autoreleasing", "__kindof", "_Nonnull", "_Nullable", "_Null_unspecified", "nonnull",
        "nullable", "__nonnull", "__nullable", "struct", "enum", "union", "NS_VALID_UNTIL_END_OF_SCOPE",
    ]

    /// Words that are types by themselves, or with another (`unsigned long`).
    static let sizeWords: Set<String> = ["unsigned", "signed", "long", "short"]

    /// Types a one-word cast names for certain: `(CGFloat)x - 1` is a cast, `(width) - 1` is not.
    static let builtInTypes: Set<String> = [
        "CGFloat", "NSInteger", "NSUInteger", "int", "float", "double", "long", "short", "char", "BOOL", "bool", "id",
        "unsigned", "signed", "void", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSEdgeInsets", "UILayoutPriority",
        "NSLayoutPriority", "MASLayoutPriority", "int32_t", "int64_t", "uint32_t", "uint64_t", "size_t",
    ]

    /// Statement keywords, which no type or variable is named.
    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto", "sizeof",
        "typedef",
    ]

    /// type-name := (qualifier | `__attribute__((…))`)* (typeof-group | name generics?)? (qualifier | size-word)* (`*` qualifier*)*
    /// The type's text, or `nil` (with the position unchanged) when no type is here.
    mutating func typeName() -> String? {
        let start = index
        var sawBase = false
        while current.kind == .identifier {
            let word = current.text
            if Self.qualifiers.contains(word) || Self.sizeWords.contains(word) {
                sawBase = sawBase || Self.sizeWords.contains(word)
                advance()
            } else if word == "__attribute__" {
                advance()
                guard current.is("("), skipBalanced() else { return restore(start) }
            } else if ["typeof", "__typeof", "__typeof__"].contains(word), !sawBase {
                advance()
                guard current.is("("), skipBalanced() else { return restore(start) }
                sawBase = true
            } else if !sawBase, !Self.keywords.contains(word) {
                advance()
                sawBase = true
                if current.is("<"), !skipGenerics() { return restore(start) }
            } else {
                break
            }
        }
        guard sawBase else { return restore(start) }
        while current.is("*") || (current.kind == .identifier && Self.qualifiers.contains(current.text)) { advance() }
        return text(from: start)
    }

    /// generics := `<` (name | `*` | `,` | generics)* `>`, as in `NSArray<UIView *> *`; whether they closed.
    private mutating func skipGenerics() -> Bool {
        var depth = 0
        repeat {
            if current.is("<") { depth += 1 } else if current.is(">") { depth -= 1 } else if current.is(">>") { depth -= 2 }
            guard current.kind == .identifier || current.is("<") || current.is(">") || current.is(">>") || current.is("*")
                || current.is(",")
            else { return false }
            advance()
        } while depth > 0
        return depth == 0
    }

    /// cast := `(` type-name `)`, when what follows makes it a cast (an
    /// operand, `{` of a compound literal, or a type that cannot be a value);
    /// the type's text, or `nil` with the position unchanged.
    mutating func castType() -> String? {
        let start = index
        guard consume("("), let type = typeName() else { return restore(start) }
        if current.is("("), peek(1).is("^") {  // a block type: `(void (^)(void))`
            guard skipBalanced(), current.is("("), skipBalanced() else { return restore(start) }
        }
        guard consume(")") else { return restore(start) }
        let words = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let certain = type.contains("*") || words.contains { Self.builtInTypes.contains(String($0)) }
        let next = current
        let startsOperand = [.identifier, .number, .string, .atKeyword, .character].contains(next.kind)
            || ["(", "[", "@", "^", "{"].contains { next.is($0) }
        guard certain || startsOperand else { return restore(start) }
        return type
    }

    /// parameters := `(` (type-name name? (`,` type-name name?)*)? `)`: the
    /// names, in order (`(void)` has none).
    mutating func parameterNames() -> [String]? {
        guard consume("(") else { return nil }
        var names: [String] = []
        while !consume(")") {
            var last: String?
            while !current.is(",") && !current.is(")") {
                if isAtEnd { return nil }
                if current.is("(") || current.is("[") {
                    guard skipBalanced() else { return nil }
                    continue
                }
                if current.kind == .identifier, !Self.qualifiers.contains(current.text) { last = current.text }
                advance()
            }
            if let last, last != "void" { names.append(last) }
            _ = consume(",")
        }
        return names
    }

    /// The source text of the tokens from `start` to the current one, single-spaced.
    func text(from start: Int) -> String {
        var result = ""
        var previous: ObjectiveCToken?
        for token in tokens[start ..< index] {
            if let previous, previous.range.upperBound < token.range.lowerBound { result += " " }
            result += token.text
            previous = token
        }
        return result
    }

    /// Goes back to `start`; `nil`, for the caller to return.
    private mutating func restore(_ start: Int) -> String? {
        index = start
        return nil
    }
}
