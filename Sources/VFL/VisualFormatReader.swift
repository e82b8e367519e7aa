@_spi(Readers) import Constraints

/// The recursive-descent parser of Apple's Visual Format Language: one pass
/// over the format's UTF-8 bytes, one function per grammar rule (Grammar.md,
/// section 2), reporting what it reads to a builder that makes a syntax tree
/// or constraints. Syntax errors are Apple's, with Apple's caret, raised where
/// Apple's parser raises them; the builder raises name and option errors at
/// the moments Apple's parser does. Time is linear in the length of the format.
/// The rules a format meets many times are `@inline(__always)`, as the
/// lowering's hot steps are.
struct VisualFormatReader<Builder: VisualFormatBuilder> {
    /// The format's UTF-8 bytes, borrowed from the string's own storage for
    /// the length of `read()` (not copied: one format per call is the whole
    /// workload of `constraints(withVisualFormat:…)`); empty outside it.
    private var cursor = ByteCursor(bytes: UnsafeBufferPointer<UInt8>(start: nil, count: 0))
    private let format: String
    var builder: Builder

    /// A reader of `format` reporting to `builder`.
    init(_ format: String, builder: Builder) {
        self.format = format
        self.builder = builder
    }

    /// Reads the whole format. A format with a character outside ASCII fails
    /// as Apple's parser fails on it, whatever else is wrong with it.
    mutating func read() throws(VisualFormatError) {
        let utf8 = format.utf8
        let failure = utf8.withContiguousStorageIfAvailable { bytes in read(bytes) }
            ?? Array(utf8).withUnsafeBufferPointer { bytes in read(bytes) }
        if let failure { throw failure }
    }

    /// Reads the format from `bytes`, which live only as long as this call; the error, if there is one.
    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> VisualFormatError? {
        cursor = ByteCursor(bytes: bytes)
        defer { cursor = ByteCursor(bytes: UnsafeBufferPointer(start: nil, count: 0)) }
        do {
            try parseFormat()
            return nil
        } catch {
            guard let nonASCII = bytes.firstIndex(where: { $0 >= 0x80 }) else { return error }
            let character = ByteCursor(bytes: bytes, position: nonASCII).rangeOfCurrentCharacter
            return VisualFormatError(.nonASCIICharacter, format: format, range: character, caretIndex: nil)
        }
    }

    // MARK: Rules

    /// `format := [orientation] ("|" connection view | view) (connection view)* [connection "|"]`
    private mutating func parseFormat() throws(VisualFormatError) {
        guard !cursor.isAtEnd else { throw VisualFormatError(.emptyFormat, format: format, range: 0 ..< 0, caretIndex: nil) }
        try parseOrientation()
        if peek == .bar {
            let bar = cursor.position ..< cursor.position + 1
            cursor.advance()
            guard !cursor.isAtEnd else { throw error(.expectedConnectionAfterBar) }
            builder.leadingSuperview(range: bar)
            try parseConnection()
        }
        try parseView()
        while !cursor.isAtEnd {
            try parseConnection()
            switch peek {
            case .openBracket?:
                try parseView()
            case .bar?:
                let bar = cursor.position ..< cursor.position + 1
                cursor.advance()
                try builder.trailingSuperview(range: bar)
                guard cursor.isAtEnd else {
                    throw VisualFormatError(
                        .expectedEndOfFormat, format: format, range: cursor.position ..< cursor.bytes.count,
                        caretIndex: cursor.position)
                }
            default:
                throw error(.expectedViewOrSuperview)
            }
        }
    }

    /// `orientation := ("H" | "V") ":"`
    private mutating func parseOrientation() throws(VisualFormatError) {
        guard let letter = peek, letter == .letterH || letter == .letterV else { return }
        let axis: LayoutAxis = letter == .letterH ? .horizontal : .vertical
        cursor.advance()
        guard cursor.consume(if: .colon) else { throw error(.missingOrientationColon(axis)) }
        builder.orientation(axis, range: cursor.range(from: cursor.position - 2))
    }

    /// `connection := "" | "-" | "-" predicate "-" | "-" "(" predicate-list ")" "-"`
    ///
    /// A flush connection when the next byte is not `-`; the caller checks
    /// what follows. A lone predicate may carry a relation and a priority
    /// (`-10@500-`, `->=10-`), as Apple's parser accepts.
    @inline(__always) private mutating func parseConnection() throws(VisualFormatError) {
        let start = cursor.position
        guard cursor.consume(if: .dash) else { return builder.connection(.flush, range: start ..< start) }
        switch peek {
        case .openBracket?, .bar?:
            return builder.connection(.standard, range: cursor.range(from: start))
        case .dash?:
            throw error(.ambiguousMinusSign)
        case .openParenthesis?:
            cursor.advance()
            try parsePredicateList(inView: false)
            guard cursor.consume(if: .closeParenthesis) else { throw error(.unterminatedConnectionPredicates) }
        default:
            try parsePredicate(inView: false)
        }
        switch peek {
        case .dash?:
            cursor.advance()
            builder.endConnection(range: cursor.range(from: start))
        case .comma?:
            throw error(.listWithoutParentheses)
        default:
            throw error(.expectedDash)
        }
    }

    /// `view := "[" view-name ["(" predicate-list ")"] "]"`
    @inline(__always) private mutating func parseView() throws(VisualFormatError) {
        let start = cursor.position
        guard cursor.consume(if: .openBracket) else { throw error(.expectedView) }
        guard let first = peek else { throw error(.expectedView) }
        guard first.isNameStart else { throw error(.invalidViewName) }
        try builder.beginView(parseName(), start: start)
        switch peek {
        case .closeBracket?:
            cursor.advance()
        case .openParenthesis?:
            cursor.advance()
            guard !cursor.isAtEnd else { throw error(.unexpectedEndInView) }
            try parsePredicateList(inView: true)
            guard cursor.consume(if: .closeParenthesis) else { throw error(.unterminatedViewPredicates) }
            guard cursor.consume(if: .closeBracket) else { throw error(.expectedClosingBracket) }
        default:
            throw error(.expectedClosingBracketAfterName)
        }
        builder.endView(range: cursor.range(from: start))
        try builder.finishView(caret: cursor.position)
    }

    /// `predicate-list := predicate ("," predicate)*`
    @inline(__always) private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) {
        repeat {
            try parsePredicate(inView: inView)
        } while cursor.consume(if: .comma)
    }

    /// `predicate := [relation] object ["@" priority]`. The object is
    /// reported before the priority is read, so that a bad name in it is the
    /// error, as in Apple's parser.
    @inline(__always) private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) {
        let start = cursor.position
        let relation = try parseRelation()
        try builder.predicateObject(try parseOperand(), relation: relation, inView: inView)
        if cursor.consume(if: .at) { try builder.predicatePriority(try parseOperand(), inView: inView) }
        builder.endPredicate(range: cursor.range(from: start), inView: inView)
    }

    /// `relation := "==" | "<=" | ">="`; absent means `==`.
    @inline(__always) private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        let relation: LayoutRelation
        switch peek {
        case nil: throw error(.expectedMoreInput)
        case .equals?: relation = .equal
        case .less?: relation = .lessThanOrEqual
        case .greater?: relation = .greaterThanOrEqual
        default: return .equal
        }
        cursor.advance()
        guard cursor.consume(if: .equals) else { throw error(.unknownRelation) }
        return relation
    }

    /// `object := number | name` and `priority := number | name`
    @inline(__always) private mutating func parseOperand() throws(VisualFormatError) -> VisualFormat.Operand {
        guard let byte = peek else { throw error(.expectedNumberOrMetric) }
        if byte.isDigit || byte == .dash {
            guard let number = NumberScanner.scanValue(&cursor, grammar: .strtod) else { throw error(.malformedNumber) }
            return .number(number.value, range: number.range)
        }
        guard byte.isNameStart else { throw error(.expectedNumberOrMetric) }
        return .name(parseName())
    }

    /// `name := [A-Za-z_] [A-Za-z0-9_]*`, at a byte that starts one.
    @inline(__always) private mutating func parseName() -> VisualFormat.Name {
        let start = cursor.position
        cursor.advance()
        cursor.consume(while: \.isNameContinuation)
        let range = cursor.range(from: start)
        return VisualFormat.Name(text: cursor.asciiText(in: range), range: range)
    }

    // MARK: Bytes

    private var peek: UInt8? { cursor.peek }

    /// An error at the current position, covering the character there if any.
    private func error(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind, format: format, range: cursor.rangeOfCurrentCharacter, caretIndex: cursor.position)
    }
}

extension UInt8 {
    static let letterH = UInt8(ascii: "H")
    static let letterV = UInt8(ascii: "V")
}
