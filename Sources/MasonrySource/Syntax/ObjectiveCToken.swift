/// One token of Objective-C source, as the Masonry reader needs it: where it
/// is (UTF-8 byte offsets into the file) and what it is.
struct ObjectiveCToken: Equatable {
    enum Kind: Equatable {
        /// A name or keyword: `make`, `if`, `CGFloat`, `__weak`.
        case identifier
        /// `@interface`, `@available`, `@end`: `@` and a name, as one token (`text` is the name).
        case atKeyword
        /// A number literal, C suffixes (`10.f`, `16L`) included; `value` is what it is worth.
        case number
        /// `"…"` or `@"…"`; `text` is the literal as written, quotes included.
        case string
        /// `'a'`.
        case character
        /// An operator or punctuation: `[`, `->`, `==`, `^`, `@` (before `(`, `[`, `{` or a number).
        case punctuation
        /// A preprocessor line, `#define …` with its continuation lines; `text` is the whole line.
        case directive
        /// The end of the file: the parser's sentinel, never consumed.
        case end
    }

    let kind: Kind
    let text: String
    /// The value of a number token (0 for any other).
    var value: Double = 0
    let range: Range<Int>

    /// Whether this is the punctuation `symbol`.
    func `is`(_ symbol: String) -> Bool {
        kind == .punctuation && text == symbol
    }

    /// Whether this is the identifier (or keyword) `name`.
    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }
}
