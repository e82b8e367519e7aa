@_spi(Readers) import Constraints

/// A hand-written recursive-descent parser for Apple's Visual Format Language,
/// over the UTF-8 bytes of the format, one function per grammar rule
/// (Grammar.md). It builds the syntax tree only; names are resolved by
/// `VisualFormatLowering`. Time is linear in the length of the format.
public struct VisualFormatParser {
    /// A syntax error together with the tree built before it, so that lowering
    /// can report an earlier name error first, as Apple's one-pass parser does.
    struct Failure: Error {
        let error: VisualFormatError
        let partialTree: VisualFormat
    }

    private var cursor: ByteCursor
    private var tree: VisualFormat

    private init(_ format: String) {
        cursor = ByteCursor(format)
        tree = VisualFormat(
            text: format, axis: .horizontal, orientationRange: nil, leadingSuperview: nil, views: [],
            trailingConnection: nil, trailingSuperview: nil)
        tree.views.reserveCapacity(4)
    }

    /// Parses `format` into its syntax tree, or throws the first syntax error.
    public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        switch parseKeepingPartialTree(format) {
        case .success(let tree): return tree
        case .failure(let failure): throw failure.error
        }
    }

    /// Parses `format`; on failure, also returns the tree built before the error.
    static func parseKeepingPartialTree(_ format: String) -> Result<VisualFormat, Failure> {
        var parser = VisualFormatParser(format)
        do {
            try parser.parseFormat()
            return .success(parser.tree)
        } catch {
            return .failure(Failure(error: error, partialTree: parser.tree))
        }
    }

    // MARK: Rules

    /// `format := [orientation] ["|" leading-connection] view (connection view)* [connection "|"]`
    private mutating func parseFormat() throws(VisualFormatError) {
        guard !cursor.bytes.isEmpty else { throw VisualFormatError(.emptyFormat, format: tree.text, range: 0 ..< 0, caretIndex: nil) }
        try parseOrientation()
        var connection: VisualFormat.Connection?
        if peek == .bar {
            tree.leadingSuperview = cursor.position ..< cursor.position + 1
            cursor.advance()
            guard peek == .dash || peek == .openBracket else { throw error(.expectedView) }
            connection = try parseConnection()
            guard peek == .openBracket else { throw error(peek == nil ? .expectedMoreInput : .expectedView) }
        }
        guard peek == .openBracket else { throw error(.expectedView) }
        try parseView(after: connection)
        while peek != nil {
            let connection = try parseConnection()
            switch peek {
            case .openBracket?:
                try parseView(after: connection)
            case .bar?:
                tree.trailingConnection = connection
                tree.trailingSuperview = cursor.position ..< cursor.position + 1
                cursor.advance()
                guard cursor.isAtEnd else {
                    throw VisualFormatError(
                        .expectedEndAfterSuperview, format: tree.text, range: cursor.position ..< cursor.bytes.count,
                        caretIndex: cursor.position)
                }
            case nil:
                throw error(.expectedMoreInput)
            default:
                throw error(.expectedViewOrSuperview)
            }
        }
    }

    /// `orientation := ("H" | "V") ":"`
    private mutating func parseOrientation() throws(VisualFormatError) {
        guard let letter = peek, letter == .letterH || letter == .letterV else { return }
        let axis: LayoutAxis = letter == .letterH ? .horizontal : .vertical
        guard cursor.peek(ahead: 1) == .colon else {
            cursor.advance()
            throw error(.missingOrientationColon(axis))
        }
        tree.axis = axis
        tree.orientationRange = cursor.position ..< cursor.position + 2
        cursor.advance(by: 2)
    }

    /// `connection := "" | "-" | "-" predicate "-" | "-" predicate-list "-"`
    ///
    /// Returns a flush connection when the next byte is not `-`; the caller
    /// checks what follows. A lone predicate may carry a relation and a priority
    /// (`-10@500-`, `->=10-`), as Apple's parser accepts.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        let start = cursor.position
        guard peek == .dash else {
            if let byte = peek, byte != .openBracket, byte != .bar { throw error(.expectedViewOrSuperview) }
            return VisualFormat.Connection(kind: .flush, range: start ..< start)
        }
        cursor.advance()
        switch peek {
        case nil:
            throw error(.expectedMoreInput)
        case .openBracket?, .bar?:
            return VisualFormat.Connection(kind: .standard, range: cursor.range(from: start))
        case .dash?:
            throw error(.ambiguousMinusSign)
        case .openParenthesis?:
            var predicates: [VisualFormat.Predicate] = []
            try parsePredicateList(into: &predicates, unterminated: .unterminatedConnectionPredicates)
            try expectClosingDash(otherwise: .expectedDashAfterPredicateList)
            return VisualFormat.Connection(kind: .predicates(predicates), range: cursor.range(from: start))
        default:
            let predicate = try parsePredicate()
            try expectClosingDash(otherwise: .expectedDashAfterSimplePredicate)
            return VisualFormat.Connection(kind: .predicates([predicate]), range: cursor.range(from: start))
        }
    }

    private mutating func expectClosingDash(otherwise kind: VisualFormatError.Kind) throws(VisualFormatError) {
        guard let byte = peek else { throw error(.expectedMoreInput) }
        guard byte == .dash else { throw error(kind) }
        cursor.advance()
    }

    /// `view := "[" view-name ["(" predicate ("," predicate)* ")"] "]"`
    ///
    /// The view joins the tree as soon as its name is read, and its predicates
    /// as they are read, so a failure inside them still leaves the name and the
    /// earlier predicates for lowering to check.
    private mutating func parseView(after connection: VisualFormat.Connection?) throws(VisualFormatError) {
        let start = cursor.position
        cursor.advance()
        guard let first = peek else { throw error(.expectedView) }
        guard first.isNameStart else { throw error(.invalidViewName) }
        let name = parseName()
        tree.views.append(
            VisualFormat.View(
                name: name, predicates: [], connectionBefore: connection, range: cursor.range(from: start), isComplete: false))
        let index = tree.views.count - 1
        if peek == .openParenthesis {
            var predicates: [VisualFormat.Predicate] = []
            defer { tree.views[index].predicates = predicates }
            try parsePredicateList(into: &predicates, unterminated: .unterminatedViewPredicates)
            guard peek == .closeBracket else { throw error(.expectedClosingBracket) }
        } else if peek != .closeBracket {
            throw error(.unterminatedViewPredicates)
        }
        cursor.advance()
        tree.views[index].range = cursor.range(from: start)
        tree.views[index].isComplete = true
    }

    /// `predicate-list := "(" predicate ("," predicate)* ")"`. Predicates are
    /// appended as they are read, so a view keeps those before an error.
    private mutating func parsePredicateList(
        into predicates: inout [VisualFormat.Predicate], unterminated: VisualFormatError.Kind
    ) throws(VisualFormatError) {
        cursor.advance()
        repeat {
            if !predicates.isEmpty { cursor.advance() }
            predicates.append(try parsePredicate())
        } while peek == .comma
        guard cursor.consume(if: .closeParenthesis) else { throw error(unterminated) }
    }

    /// `predicate := [relation] object ["@" priority]`
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = cursor.position
        let relation = try parseRelation()
        let object = try parseOperand()
        var priority: VisualFormat.Operand?
        if cursor.consume(if: .at) { priority = try parseOperand() }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, range: cursor.range(from: start))
    }

    /// `relation := "==" | "<=" | ">="`; absent means `==`.
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        let relation: LayoutRelation
        switch peek {
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
    private mutating func parseOperand() throws(VisualFormatError) -> VisualFormat.Operand {
        guard let byte = peek else { throw error(.expectedNumberOrMetric) }
        if byte.isDigit || byte == .dash {
            let (value, range) = try parseNumber()
            return .number(value, range: range)
        }
        guard byte.isNameStart else { throw error(.expectedNumberOrMetric) }
        return .name(parseName())
    }

    /// `name := [A-Za-z_] [A-Za-z0-9_]*`
    private mutating func parseName() -> VisualFormat.Name {
        let start = cursor.position
        cursor.advance()
        cursor.consume(while: \.isNameContinuation)
        let range = cursor.range(from: start)
        return VisualFormat.Name(text: cursor.text(in: range), range: range)
    }

    /// `number := "-"? (decimal | hexadecimal | "inf" | "infinity" | "nan")`, the
    /// longest prefix C's `strtod` reads in the C locale. A number that is not
    /// finite is rejected.
    private mutating func parseNumber() throws(VisualFormatError) -> (Double, Range<Int>) {
        guard let range = NumberScanner.scan(&cursor, grammar: .strtod) else { throw error(.expectedNumberOrMetric) }
        let value = NumberScanner.value(of: cursor.bytes[range])
        guard value.isFinite else {
            let lexeme = cursor.text(in: range)
            throw VisualFormatError(.nonFiniteNumber(lexeme), format: tree.text, range: range, caretIndex: range.lowerBound)
        }
        return (value, range)
    }

    // MARK: Bytes

    private var peek: UInt8? { cursor.peek }

    /// An error at the current position, covering the character there if any.
    private func error(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind, format: tree.text, range: cursor.rangeOfCurrentCharacter, caretIndex: cursor.position)
    }
}

extension UInt8 {
    static let letterH = UInt8(ascii: "H")
    static let letterV = UInt8(ascii: "V")
}
