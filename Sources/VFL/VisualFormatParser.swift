import Constraints

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

    private let bytes: [UInt8]
    private var position = 0
    private var tree: VisualFormat

    private init(_ format: String) {
        bytes = Array(format.utf8)
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
        guard !bytes.isEmpty else { throw VisualFormatError(.emptyFormat, format: tree.text, range: 0 ..< 0, caretIndex: nil) }
        try parseOrientation()
        var connection: VisualFormat.Connection?
        if peek == .bar {
            tree.leadingSuperview = position ..< position + 1
            position += 1
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
                tree.trailingSuperview = position ..< position + 1
                position += 1
                guard position == bytes.count else {
                    throw VisualFormatError(
                        .expectedEndAfterSuperview, format: tree.text, range: position ..< bytes.count, caretIndex: position)
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
        guard byte(at: position + 1) == .colon else {
            position += 1
            throw error(.missingOrientationColon(axis))
        }
        tree.axis = axis
        tree.orientationRange = position ..< position + 2
        position += 2
    }

    /// `connection := "" | "-" | "-" predicate "-" | "-" predicate-list "-"`
    ///
    /// Returns a flush connection when the next byte is not `-`; the caller
    /// checks what follows. A lone predicate may carry a relation and a priority
    /// (`-10@500-`, `->=10-`), as Apple's parser accepts.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        let start = position
        guard peek == .dash else {
            if let byte = peek, byte != .openBracket, byte != .bar { throw error(.expectedViewOrSuperview) }
            return VisualFormat.Connection(kind: .flush, range: start ..< start)
        }
        position += 1
        switch peek {
        case nil:
            throw error(.expectedMoreInput)
        case .openBracket?, .bar?:
            return VisualFormat.Connection(kind: .standard, range: start ..< position)
        case .dash?:
            throw error(.ambiguousMinusSign)
        case .openParenthesis?:
            var predicates: [VisualFormat.Predicate] = []
            try parsePredicateList(into: &predicates, unterminated: .unterminatedConnectionPredicates)
            try expectClosingDash(otherwise: .expectedDashAfterPredicateList)
            return VisualFormat.Connection(kind: .predicates(predicates), range: start ..< position)
        default:
            let predicate = try parsePredicate()
            try expectClosingDash(otherwise: .expectedDashAfterSimplePredicate)
            return VisualFormat.Connection(kind: .predicates([predicate]), range: start ..< position)
        }
    }

    private mutating func expectClosingDash(otherwise kind: VisualFormatError.Kind) throws(VisualFormatError) {
        guard let byte = peek else { throw error(.expectedMoreInput) }
        guard byte == .dash else { throw error(kind) }
        position += 1
    }

    /// `view := "[" view-name ["(" predicate ("," predicate)* ")"] "]"`
    ///
    /// The view joins the tree as soon as its name is read, and its predicates
    /// as they are read, so a failure inside them still leaves the name and the
    /// earlier predicates for lowering to check.
    private mutating func parseView(after connection: VisualFormat.Connection?) throws(VisualFormatError) {
        let start = position
        position += 1
        guard let first = peek else { throw error(.expectedView) }
        guard first.isNameStart else { throw error(.invalidViewName) }
        let name = parseName()
        tree.views.append(
            VisualFormat.View(name: name, predicates: [], connectionBefore: connection, range: start ..< position, isComplete: false))
        let index = tree.views.count - 1
        if peek == .openParenthesis {
            var predicates: [VisualFormat.Predicate] = []
            defer { tree.views[index].predicates = predicates }
            try parsePredicateList(into: &predicates, unterminated: .unterminatedViewPredicates)
            guard peek == .closeBracket else { throw error(.expectedClosingBracket) }
        } else if peek != .closeBracket {
            throw error(.unterminatedViewPredicates)
        }
        position += 1
        tree.views[index].range = start ..< position
        tree.views[index].isComplete = true
    }

    /// `predicate-list := "(" predicate ("," predicate)* ")"`. Predicates are
    /// appended as they are read, so a view keeps those before an error.
    private mutating func parsePredicateList(
        into predicates: inout [VisualFormat.Predicate], unterminated: VisualFormatError.Kind
    ) throws(VisualFormatError) {
        position += 1
        repeat {
            if !predicates.isEmpty { position += 1 }
            predicates.append(try parsePredicate())
        } while peek == .comma
        guard peek == .closeParenthesis else { throw error(unterminated) }
        position += 1
    }

    /// `predicate := [relation] object ["@" priority]`
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = position
        let relation = try parseRelation()
        let object = try parseOperand()
        var priority: VisualFormat.Operand?
        if peek == .at {
            position += 1
            priority = try parseOperand()
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, range: start ..< position)
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
        position += 1
        guard peek == .equals else { throw error(.unknownRelation) }
        position += 1
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
        let start = position
        position += 1
        while let byte = peek, byte.isNameStart || byte.isDigit { position += 1 }
        return VisualFormat.Name(text: String(decoding: bytes[start ..< position], as: UTF8.self), range: start ..< position)
    }

    /// `number := "-"? (decimal | hexadecimal | "inf" | "infinity" | "nan")`, the
    /// longest prefix C's `strtod` reads in the C locale. A number that is not
    /// finite is rejected.
    private mutating func parseNumber() throws(VisualFormatError) -> (Double, Range<Int>) {
        let start = position
        guard let length = NumberScanner.lengthOfNumber(in: bytes, at: start) else {
            throw error(.expectedNumberOrMetric)
        }
        position += length
        if let value = Self.smallInteger(bytes[start ..< position]) { return (value, start ..< position) }
        let lexeme = String(decoding: bytes[start ..< position], as: UTF8.self)
        guard let value = Double(lexeme), value.isFinite else {
            throw VisualFormatError(
                .nonFiniteNumber(lexeme), format: tree.text, range: start ..< position, caretIndex: start)
        }
        return (value, start ..< position)
    }

    /// The value of an optionally negative run of at most 15 decimal digits,
    /// which a double holds exactly, without going through `strtod`; `nil` for anything else.
    private static func smallInteger(_ digits: ArraySlice<UInt8>) -> Double? {
        let negative = digits.first == .dash
        let body = negative ? digits.dropFirst() : digits
        guard !body.isEmpty, body.count <= 15 else { return nil }
        var value: Int64 = 0
        for digit in body {
            guard digit.isDigit else { return nil }
            value = value * 10 + Int64(digit - UInt8(ascii: "0"))
        }
        return negative ? -Double(value) : Double(value)
    }

    // MARK: Bytes

    private var peek: UInt8? { byte(at: position) }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// An error at the current position, covering the character there if any
    /// (all of its UTF-8 bytes).
    private func error(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        var end = position < bytes.count ? position + 1 : position
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return VisualFormatError(kind, format: tree.text, range: position ..< end, caretIndex: position)
    }
}

extension UInt8 {
    static let bar = UInt8(ascii: "|")
    static let dash = UInt8(ascii: "-")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let comma = UInt8(ascii: ",")
    static let at = UInt8(ascii: "@")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let letterH = UInt8(ascii: "H")
    static let letterV = UInt8(ascii: "V")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isNameStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_")
    }
}
