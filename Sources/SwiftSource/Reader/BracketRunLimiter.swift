@_spi(Readers) import Constraints

/// Swift source with every run of more than `limit` `[` tokens in a row (only
/// whitespace and comments between them) cut to `limit`: each `[` past it
/// becomes a space, so that every offset, line and column stays where it was.
///
/// swift-syntax 603 looks ahead at a `[` for a collection type by trying two
/// readings of each `[` after it, so parsing time doubles with each `[` of a
/// run: `x = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]` took minutes. No Swift
/// anyone writes has more than a few in a row; the reader says where it cut.
///
/// The scan skips comments (nested `/* */` too), which the parser skips, and
/// knows string literals (`"…"`, `"""…"""`, raw `#"…"#`, with their
/// interpolations) only so as not to take a `//` or `/*` in one for a comment:
/// a `[` in a string counts as in code, so that a literal the scan misjudges
/// can make it cut more, never less.
struct BracketRunLimiter {
    /// The most `[` in a row the parser is given.
    static let limit = 8

    /// The text, cut where it had longer runs (the text itself when it had none).
    let source: String
    /// The offset of the first `[` cut from each run.
    let cutRuns: [Int]

    init(_ text: String) {
        guard Self.mayHaveLongRun(text) else {
            source = text
            cutRuns = []
            return
        }
        var scan = Scan(ByteCursor(text))
        scan.run()
        cutRuns = scan.cutRuns
        guard !scan.cuts.isEmpty else {
            source = text
            return
        }
        var bytes = scan.cursor.bytes
        for offset in scan.cuts { bytes[offset] = UInt8.space }
        source = String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` may have a run the scan would cut, found by looking for
    /// each `[`, and for a `/` in a gap, never missing one: a run is more than
    /// `limit` `[` with, between each two, only what the scan lets pass (whitespace,
    /// control and non-ASCII bytes) or comments, which hold a `/`. A gap with
    /// any other byte and no `/` ends a run for the scan too, so this ends it;
    /// it may count more than the scan (a `[` in a comment), never fewer.
    /// Almost every file has no such run, and is not scanned.
    private static func mayHaveLongRun(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            func find(_ byte: Character, in range: Range<Int>) -> Int? { firstIndex(of: byte.asciiValue!, in: range, of: bytes) }
            /// Whether a gap between two `[` lets a run go on: only passing bytes, or a `/` somewhere.
            func letsRunOn(_ gap: Range<Int>) -> Bool {
                guard let other = gap.first(where: { !(0 ... UInt8.space).contains(bytes[$0]) && bytes[$0] < 0x7F }) else { return true }
                return bytes[other] == UInt8(ascii: "/") || find("/", in: other ..< gap.upperBound) != nil
            }
            var run = 0, previous: Int?
            while let bracket = find("[", in: (previous.map { $0 + 1 } ?? 0) ..< bytes.count) {
                run = previous.map { letsRunOn($0 + 1 ..< bracket) } == false ? 1 : run + 1
                if run > limit { return true }
                previous = bracket
            }
            return false
        }
    }

    /// Where `byte` first is in `range` of `bytes`, looked for eight bytes at a
    /// time: a word of them XOR eight copies of `byte` has a zero byte where
    /// `byte` is, and the lowest byte that the classic test marks is the first zero.
    private static func firstIndex(of byte: UInt8, in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let raw = UnsafeRawBufferPointer(bytes), pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ pattern
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The scan: code, comments and strings, one byte at a time.
    private struct Scan {
        /// Where a string literal ends: after `"` or `"""` and its number of `#`.
        struct Delimiter {
            let hashes: Int
            let isMultiline: Bool
        }

        private(set) var cursor: ByteCursor<[UInt8]>
        private(set) var cuts: [Int] = []
        private(set) var cutRuns: [Int] = []
        /// How many `[` in a row the code has had so far.
        private var bracketRun = 0
        /// The string being read, if the cursor is in one's text.
        private var string: Delimiter?
        /// The strings whose interpolations are open, innermost last, with the parentheses open in each.
        private var interpolations: [(string: Delimiter, parentheses: Int)] = []

        init(_ cursor: ByteCursor<[UInt8]>) {
            self.cursor = cursor
        }

        mutating func run() {
            while let byte = cursor.peek {
                if let string {
                    readString(byte, string)
                } else {
                    readCode(byte)
                }
            }
        }

        /// A byte that is not a comment's, a string's delimiter or a parenthesis: a `[`
        /// goes on the run; whitespace, and what the lexer skips as unexpected text,
        /// leave it; anything else ends it.
        private mutating func read(_ byte: UInt8) {
            if byte == UInt8(ascii: "[") {
                if bracketRun == BracketRunLimiter.limit { cutRuns.append(cursor.position) }
                if bracketRun >= BracketRunLimiter.limit { cuts.append(cursor.position) }
                bracketRun += 1
            } else if byte > .space && byte < 0x7F {
                bracketRun = 0
            }
            cursor.advance()
        }

        private mutating func readCode(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "/") where cursor.peek(ahead: 1) == UInt8(ascii: "/"):
                _ = cursor.consume { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
            case UInt8(ascii: "/") where cursor.peek(ahead: 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                bracketRun = 0
                startString()
            case UInt8(ascii: "("):
                bracketRun = 0
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
                cursor.advance()
            case UInt8(ascii: ")"):
                bracketRun = 0
                cursor.advance()
                guard let innermost = interpolations.last else { break }
                if innermost.parentheses == 0 {
                    interpolations.removeLast()
                    string = innermost.string
                } else {
                    interpolations[interpolations.count - 1].parentheses -= 1
                }
            default:
                read(byte)
            }
        }

        /// `/* … */`, nested.
        private mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if cursor.consume(ifLiteral: "/*") {
                    depth += 1
                } else if cursor.consume(ifLiteral: "*/") {
                    depth -= 1
                } else {
                    cursor.advance()
                }
            } while depth > 0 && !cursor.isAtEnd
        }

        /// A string's opening delimiter (`"`, `"""`, with `#`s before), or a `#` that opens none.
        private mutating func startString() {
            let hashes = cursor.consume { $0 == UInt8(ascii: "#") }.count
            if cursor.consume(ifLiteral: "\"\"\"") {
                string = Delimiter(hashes: hashes, isMultiline: true)
            } else if cursor.consume(if: UInt8(ascii: "\"")) {
                string = Delimiter(hashes: hashes, isMultiline: false)
            }
        }

        private mutating func readString(_ byte: UInt8, _ delimiter: Delimiter) {
            switch byte {
            case UInt8(ascii: "\\") where hashes(at: 1) >= delimiter.hashes:
                bracketRun = 0
                cursor.advance(by: 1 + delimiter.hashes)
                if cursor.consume(if: UInt8(ascii: "(")) {
                    interpolations.append((delimiter, 0))
                    string = nil
                } else {
                    cursor.advance()
                }
            case UInt8(ascii: "\""):
                let quotes = delimiter.isMultiline ? 3 : 1
                guard (0 ..< quotes).allSatisfy({ cursor.peek(ahead: $0) == UInt8(ascii: "\"") }),
                      hashes(at: quotes) >= delimiter.hashes
                else {
                    read(byte)
                    return
                }
                bracketRun = 0
                cursor.advance(by: quotes + delimiter.hashes)
                string = nil
            case _ where (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !delimiter.isMultiline:
                string = nil  // a string cut at the end of its line: the lexer ends it there
            default:
                read(byte)
            }
        }

        /// How many `#` follow `offset` bytes ahead.
        private func hashes(at offset: Int) -> Int {
            var count = 0
            while cursor.peek(ahead: offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }
    }
}
