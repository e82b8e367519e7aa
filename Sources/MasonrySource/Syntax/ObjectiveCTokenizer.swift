@_spi(Readers) import Constraints

/// Splits Objective-C source into tokens on the shared `ByteCursor`:
/// comments are dropped, preprocessor lines kept whole (`#define …` with its
/// `\` continuations), string, character and number literals (C suffixes
/// included) read as one token, `@name` as one token, and operators longest
/// first. Any byte it does not know becomes a one-byte punctuation token, so
/// that every input tokenizes; an unterminated comment or string is reported
/// and ends at the end of the file or line.
struct ObjectiveCTokenizer {
    private var cursor: ByteCursor<[UInt8]>
    private(set) var tokens: [ObjectiveCToken] = []
    /// Unterminated comments and literals: what, and the byte range it covers.
    private(set) var problems: [(problem: MasonryDiagnostic, range: Range<Int>)] = []
    /// Whether only blanks have come since the start of the line (where `#` starts a directive).
    private var atLineStart = true

    /// Operators of more than one byte, longest first.
    private static let operators = [
        "<<=", ">>=", "...", "->", "++", "--", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=",
        "|=", "^=", "<<", ">>",
    ]

    /// Whether `#` at the start of a line begins a directive (not inside one being read again).
    private let readsDirectives: Bool

    /// Tokenizes `bytes` (the sentinel `.end` token last); without
    /// `directives`, `#` is punctuation, to read the body of a `#define`.
    init(_ bytes: [UInt8], directives: Bool = true) {
        cursor = ByteCursor(bytes: bytes)
        readsDirectives = directives
        while let byte = cursor.peek {
            if byte == .lineFeed {
                atLineStart = true
                cursor.advance()
            } else if byte.isBlank || byte == .carriageReturn || byte == 0x0B || byte == 0x0C {
                cursor.advance()
            } else {
                readToken(startingWith: byte)
            }
        }
        tokens.append(ObjectiveCToken(kind: .end, text: "", range: bytes.count ..< bytes.count))
    }

    /// token := comment | directive | identifier | number | string | character | at-token | operator
    private mutating func readToken(startingWith byte: UInt8) {
        let start = cursor.position
        let lineStart = atLineStart
        atLineStart = false
        if byte == .slash, cursor.peek(ahead: 1) == .slash {
            cursor.consume { $0 != .lineFeed }
        } else if byte == .slash, cursor.peek(ahead: 1) == .asterisk {
            readBlockComment()
            atLineStart = lineStart
        } else if byte == .hash, lineStart, readsDirectives {
            readDirective()
            add(.directive, from: start)
        } else if byte.isNameStart || byte >= 0x80 || byte == UInt8(ascii: "$") {
            cursor.consume { $0.isNameContinuation || $0 >= 0x80 || $0 == UInt8(ascii: "$") }
            add(.identifier, from: start)
        } else if byte.isDigit || (byte == .dot && cursor.peek(ahead: 1)?.isDigit == true) {
            readNumber()
        } else if byte == .quote {
            readQuoted(.quote)
            add(.string, from: start)
        } else if byte == .apostrophe {
            readQuoted(.apostrophe)
            add(.character, from: start)
        } else if byte == .at {
            readAt()
        } else {
            readOperator()
        }
    }

    /// block-comment := `/*` … `*/`
    private mutating func readBlockComment() {
        let start = cursor.position
        cursor.advance(by: 2)
        while let byte = cursor.peek {
            if byte == .asterisk, cursor.peek(ahead: 1) == .slash {
                cursor.advance(by: 2)
                return
            }
            cursor.advance()
        }
        problems.append((.unclosedComment, start ..< start + 2))
    }

    /// directive := `#` … to the end of the line, a `\` before the line feed continuing it
    private mutating func readDirective() {
        while let byte = cursor.peek, byte != .lineFeed {
            if byte == .backslash, cursor.peek(ahead: 1) == .lineFeed || cursor.peek(ahead: 1) == .carriageReturn {
                cursor.advance(by: cursor.peek(ahead: 1) == .carriageReturn && cursor.peek(ahead: 2) == .lineFeed ? 3 : 2)
            } else if byte == .slash, cursor.peek(ahead: 1) == .asterisk {
                readBlockComment()
            } else {
                cursor.advance()
            }
        }
    }

    /// number := decimal-or-hex suffix*, suffix := `f` | `F` | `l` | `L` | `u` | `U`
    private mutating func readNumber() {
        let start = cursor.position
        var value: Double
        if cursor.peek == UInt8(ascii: "0"), cursor.peek(ahead: 1).map({ $0 | 0x20 == UInt8(ascii: "x") }) == true {
            cursor.advance(by: 2)
            let digits = cursor.consume(while: \.isHexDigit)
            value = UInt64(cursor.asciiText(in: digits), radix: 16).map(Double.init) ?? 0
        } else if let scanned = NumberScanner.scanValue(&cursor, grammar: .decimal) {
            value = scanned.value
        } else {
            cursor.advance()
            value = 0
        }
        cursor.consume { [UInt8(ascii: "f"), UInt8(ascii: "l"), UInt8(ascii: "u")].contains($0 | 0x20) }
        if !value.isFinite { value = 0 }
        tokens.append(ObjectiveCToken(kind: .number, text: cursor.text(in: cursor.range(from: start)), value: value,
                                      range: cursor.range(from: start)))
    }

    /// string := `"` (escape | byte)* `"`, on one line; character := `'` … `'`
    private mutating func readQuoted(_ quote: UInt8) {
        let start = cursor.position
        cursor.advance()
        while let byte = cursor.peek, byte != .lineFeed {
            cursor.advance()
            if byte == .backslash {
                cursor.advance()
            } else if byte == quote {
                return
            }
        }
        problems.append((.unclosedLiteral, start ..< cursor.position))
    }

    /// at-token := `@"…"` | `@` name | `@` (before `(`, `[`, `{`, a number or `-`)
    private mutating func readAt() {
        let start = cursor.position
        if cursor.peek(ahead: 1) == .quote {
            cursor.advance()
            readQuoted(.quote)
            add(.string, from: start)
        } else if let next = cursor.peek(ahead: 1), next.isNameStart {
            cursor.advance()
            let name = cursor.consume(while: \.isNameContinuation)
            tokens.append(ObjectiveCToken(kind: .atKeyword, text: cursor.asciiText(in: name), range: cursor.range(from: start)))
        } else {
            cursor.advance()
            add(.punctuation, from: start)
        }
    }

    /// operator := the longest of `operators`, or any one byte (a whole UTF-8 character)
    private mutating func readOperator() {
        let start = cursor.position
        for symbol in Self.operators {
            let bytes = Array(symbol.utf8)
            if bytes.indices.allSatisfy({ cursor.peek(ahead: $0) == bytes[$0] }) {
                cursor.advance(by: bytes.count)
                add(.punctuation, from: start)
                return
            }
        }
        cursor.advance(by: cursor.rangeOfCurrentCharacter.count)
        add(.punctuation, from: start)
    }

    private mutating func add(_ kind: ObjectiveCToken.Kind, from start: Int) {
        tokens.append(ObjectiveCToken(kind: kind, text: cursor.text(in: cursor.range(from: start)), range: cursor.range(from: start)))
    }
}
