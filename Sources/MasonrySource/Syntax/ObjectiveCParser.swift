/// A recursive-descent parser for the Objective-C the Masonry reader
/// follows: expressions with C's precedence, message sends, dot syntax, C
/// calls, blocks and `@` literals (this file), statements and declarations
/// (`ObjectiveCParser+Statements.swift`) and types (`+Types`).
///
/// It never traps on input: every token access is bounded by the `.end`
/// sentinel, nesting deeper than `maximumDepth` fails the construct, and a
/// statement that does not parse is skipped to its `;` (see `statement()`).
struct ObjectiveCParser {
    let tokens: [ObjectiveCToken]
    var index: Int
    /// How deeply the functions on the stack are nested.
    var depth = 0
    /// Deeper nesting fails to parse rather than exhausting the stack.
    static let maximumDepth = 120

    /// A parser of `tokens` (which end with the `.end` sentinel) from `index`.
    init(tokens: [ObjectiveCToken], index: Int = 0) {
        self.tokens = tokens.last?.kind == .end ? tokens : tokens + [ObjectiveCToken(kind: .end, text: "", range: 0 ..< 0)]
        self.index = index
    }

    // MARK: Tokens

    var current: ObjectiveCToken { tokens[min(index, tokens.count - 1)] }

    func peek(_ offset: Int) -> ObjectiveCToken { tokens[min(index + offset, tokens.count - 1)] }

    var isAtEnd: Bool { current.kind == .end }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Consumes the punctuation `symbol` if it is next; whether it did.
    mutating func consume(_ symbol: String) -> Bool {
        guard current.is(symbol) else { return false }
        advance()
        return true
    }

    /// The end of the last token consumed (the start of the current one when none was).
    var previousEnd: Int { index > 0 ? tokens[index - 1].range.upperBound : current.range.lowerBound }

    /// Runs `parse` one level deeper; `nil` past `maximumDepth`.
    mutating func nested<T>(_ parse: (inout ObjectiveCParser) -> T?) -> T? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return parse(&self)
    }

    // MARK: Expressions

    /// expression := assignment
    mutating func expression() -> ObjectiveCExpression? {
        nested { $0.assignment() }
    }

    private static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// assignment := conditional (assignment-operator assignment)?
    private mutating func assignment() -> ObjectiveCExpression? {
        guard let left = conditional() else { return nil }
        guard current.kind == .punctuation, Self.assignmentOperators.contains(current.text) else { return left }
        let symbol = current.text
        advance()
        guard let right = expression() else { return nil }
        return ObjectiveCExpression(kind: .assignment(symbol, left, right), range: left.range.lowerBound ..< right.range.upperBound)
    }

    /// conditional := binary (`?` expression? `:` conditional)?
    private mutating func conditional() -> ObjectiveCExpression? {
        guard let condition = binary(minimumPrecedence: 1) else { return nil }
        guard consume("?") else { return condition }
        let middle = current.is(":") ? nil : expression()
        guard consume(":"), let last = nested({ $0.conditional() }) else { return nil }
        return ObjectiveCExpression(kind: .conditional(condition, middle, last), range: condition.range.lowerBound ..< last.range.upperBound)
    }

    private static let precedences: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// binary := unary (binary-operator unary)*, by C's precedence, left to right
    private mutating func binary(minimumPrecedence: Int) -> ObjectiveCExpression? {
        guard var left = unary() else { return nil }
        let entryDepth = depth
        defer { depth = entryDepth }
        while current.kind == .punctuation, let precedence = Self.precedences[current.text], precedence >= minimumPrecedence {
            depth += 1  // each operator nests the tree one level deeper, within the same budget as nesting
            guard depth < Self.maximumDepth else { return nil }
            let symbol = current.text
            advance()
            guard let right = nested({ $0.binary(minimumPrecedence: precedence + 1) }) else { return nil }
            left = ObjectiveCExpression(kind: .binary(symbol, left, right), range: left.range.lowerBound ..< right.range.upperBound)
        }
        return left
    }

    /// unary := (`-` | `+` | `!` | `~` | `*` | `&` | `++` | `--`) unary | `sizeof` unary | cast | postfix
    mutating func unary() -> ObjectiveCExpression? {
        nested { parser in
            let start = parser.current.range.lowerBound
            if parser.current.kind == .punctuation, ["-", "+", "!", "~", "*", "&", "++", "--"].contains(parser.current.text) {
                let symbol = parser.current.text
                parser.advance()
                guard let operand = parser.unary() else { return nil }
                return ObjectiveCExpression(kind: .prefix(symbol, operand), range: start ..< operand.range.upperBound)
            }
            if parser.current.isIdentifier("sizeof") || parser.current.isIdentifier("alignof") {
                parser.advance()
                guard parser.current.is("(") ? parser.skipBalanced() : parser.unary() != nil else { return nil }
                return ObjectiveCExpression(kind: .opaque, range: start ..< parser.previousEnd)
            }
            if parser.current.is("("), let type = parser.castType() {
                if parser.current.is("{") {
                    parser.advance()
                    guard let elements = parser.list(closedBy: "}") else { return nil }
                    return ObjectiveCExpression(kind: .compoundLiteral(type, elements), range: start ..< parser.previousEnd)
                }
                guard let operand = parser.unary() else { return nil }
                return ObjectiveCExpression(kind: .cast(type, operand), range: start ..< operand.range.upperBound)
            }
            return parser.postfix()
        }
    }

    /// postfix := primary (`.` name | `->` name | `(` arguments `)` | `[` expression `]` | `++` | `--`)*
    private mutating func postfix() -> ObjectiveCExpression? {
        guard var result = primary() else { return nil }
        let entryDepth = depth
        defer { depth = entryDepth }
        while depth < Self.maximumDepth {
            depth += 1  // each link nests the tree one level deeper, within the same budget as nesting
            let start = result.range.lowerBound
            if current.is(".") || current.is("->") {
                advance()
                guard current.kind == .identifier else { return nil }
                result = ObjectiveCExpression(kind: .member(result, current.text), range: start ..< current.range.upperBound)
                advance()
            } else if current.is("(") {
                advance()
                guard let arguments = list(closedBy: ")") else { return nil }
                result = ObjectiveCExpression(kind: .call(result, arguments), range: start ..< previousEnd)
            } else if current.is("[") {
                advance()
                guard let subscriptIndex = expression(), consume("]") else { return nil }
                result = ObjectiveCExpression(kind: .subscripted(result, subscriptIndex), range: start ..< previousEnd)
            } else if current.is("++") || current.is("--") {
                advance()
                result = ObjectiveCExpression(kind: .opaque, range: start ..< previousEnd)
            } else {
                return result
            }
        }
        return nil
    }

    /// list := (element (`,` element)*)? `,`? closer; the closer is consumed,
    /// element := (`.` name `=`)? (brace-list | expression), a designated one read as `name = value`
    mutating func list(closedBy closer: String) -> [ObjectiveCExpression]? {
        var elements: [ObjectiveCExpression] = []
        while !consume(closer) {
            let designator = current.is(".") && peek(1).kind == .identifier && peek(2).is("=") ? peek(1) : nil
            if designator != nil { (0 ..< 3).forEach { _ in advance() } }
            guard var element = current.is("{") ? braceList() : expression() else { return nil }
            if let designator {
                let name = ObjectiveCExpression(kind: .identifier(designator.text), range: designator.range)
                element = ObjectiveCExpression(kind: .assignment("=", name, element), range: designator.range.lowerBound ..< element.range.upperBound)
            }
            elements.append(element)
            guard consume(",") || current.is(closer) else { return nil }
        }
        return elements
    }

    /// brace-list := `{` list `}`, a struct's initializer
    mutating func braceList() -> ObjectiveCExpression? {
        let start = current.range.lowerBound
        guard consume("{"), let elements = nested({ $0.list(closedBy: "}") }) else { return nil }
        return ObjectiveCExpression(kind: .braceList(elements), range: start ..< previousEnd)
    }

    /// primary := identifier | number | string+ | character | statement-expression | `(` expression `)` | message | block | at-literal
    private mutating func primary() -> ObjectiveCExpression? {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return ObjectiveCExpression(kind: .identifier(token.text), range: token.range)
        case .number:
            advance()
            return ObjectiveCExpression(kind: .number(token.value), range: token.range)
        case .string:
            var value = ""
            while current.kind == .string {
                value += Self.stringValue(current.text)
                advance()
            }
            return ObjectiveCExpression(kind: .string(value), range: token.range.lowerBound ..< previousEnd)
        case .character:
            advance()
            return ObjectiveCExpression(kind: .opaque, range: token.range)
        case .atKeyword:
            return atKeyword()
        case .punctuation:
            switch token.text {
            case "(" where peek(1).is("{"):
                return statementExpression()
            case "(":
                advance()
                guard let inner = expression(), consume(")") else { return nil }
                return ObjectiveCExpression(kind: inner.kind, range: token.range.lowerBound ..< previousEnd)
            case "[": return message()
            case "^": return block()
            case "@": return atLiteral()
            default: return nil
            }
        case .directive, .end:
            return nil
        }
    }

    /// message := `[` receiver (name | (name? `:` argument (`,` argument)*)+) `]`
    private mutating func message() -> ObjectiveCExpression? {
        let start = current.range.lowerBound
        advance()
        guard let receiver = unary() else { return nil }
        var parts: [ObjectiveCExpression.SelectorPart] = []
        while !consume("]") {
            var name = ""
            if current.kind == .identifier {
                name = current.text
                advance()
            }
            guard consume(":") else {
                guard parts.isEmpty, !name.isEmpty, consume("]") else { return nil }
                parts.append(.init(name: name, argument: nil))
                break
            }
            guard let argument = expression() else { return nil }
            var part = ObjectiveCExpression.SelectorPart(name: name, argument: argument)
            while consume(",") {
                guard let extra = expression() else { return nil }
                part.extra.append(extra)
            }
            parts.append(part)
        }
        guard !parts.isEmpty else { return nil }
        return ObjectiveCExpression(kind: .message(receiver, parts), range: start ..< previousEnd)
    }

    /// block := `^` return-type? (`(` parameters `)`)? compound-statement
    private mutating func block() -> ObjectiveCExpression? {
        let start = current.range.lowerBound
        advance()
        while current.kind == .identifier || current.is("*") {
            advance()  // a return type: `^CGFloat(…)`, `^UIView *(void)`
        }
        var parameters: [String] = []
        if current.is("(") {
            guard let names = parameterNames() else { return nil }
            parameters = names
        }
        guard current.is("{"), let body = nested({ $0.compound() }) else { return nil }
        return ObjectiveCExpression(kind: .block(parameters, body), range: start ..< previousEnd)
    }

    /// statement-expression := `(` compound `)`, GNU's `({ … })`
    private mutating func statementExpression() -> ObjectiveCExpression? {
        let start = current.range.lowerBound
        advance()
        guard let statements = nested({ $0.compound() }), consume(")") else { return nil }
        return ObjectiveCExpression(kind: .statementExpression(statements), range: start ..< previousEnd)
    }

    /// at-literal := `@(` expression `)` | `@[` list `]` | `@{` … `}` | `@` `-`? number
    private mutating func atLiteral() -> ObjectiveCExpression? {
        let start = current.range.lowerBound
        advance()
        if consume("(") {
            guard let inner = expression(), consume(")") else { return nil }
            return ObjectiveCExpression(kind: .boxed(inner), range: start ..< previousEnd)
        }
        if consume("[") {
            guard let elements = list(closedBy: "]") else { return nil }
            return ObjectiveCExpression(kind: .arrayLiteral(elements), range: start ..< previousEnd)
        }
        if current.is("{") {
            let saved = index
            if let entries = dictionaryEntries() {
                return ObjectiveCExpression(kind: .dictionaryLiteral(entries), range: start ..< previousEnd)
            }
            index = saved
            guard skipBalanced() else { return nil }
            return ObjectiveCExpression(kind: .opaque, range: start ..< previousEnd)
        }
        let negative = consume("-")
        guard current.kind == .number else { return nil }
        let number = ObjectiveCExpression(kind: .number(negative ? -current.value : current.value), range: start ..< current.range.upperBound)
        advance()
        return ObjectiveCExpression(kind: .boxed(number), range: number.range)
    }

    /// dictionary-entries := `{` [ expression `:` expression { `,` expression `:` expression } [ `,` ] ] `}`;
    /// `nil` (the caller rewinds) for anything else.
    private mutating func dictionaryEntries() -> [(key: ObjectiveCExpression, value: ObjectiveCExpression)]? {
        guard consume("{") else { return nil }
        var entries: [(key: ObjectiveCExpression, value: ObjectiveCExpression)] = []
        while !consume("}") {
            guard let key = nested({ $0.expression() }), consume(":"), let value = nested({ $0.expression() }) else { return nil }
            entries.append((key, value))
            guard consume(",") || current.is("}") else { return nil }
        }
        return entries
    }

    /// at-keyword := `@YES` | `@NO` | `@available(…)` | `@selector(…)` | `@encode(…)` | `@protocol(…)`
    private mutating func atKeyword() -> ObjectiveCExpression? {
        let token = current
        advance()
        switch token.text {
        case "YES", "NO", "true", "false":
            let value: Double = token.text == "YES" || token.text == "true" ? 1 : 0
            return ObjectiveCExpression(kind: .boxed(ObjectiveCExpression(kind: .number(value), range: token.range)), range: token.range)
        case "available", "selector", "encode", "protocol":
            guard current.is("("), skipBalanced() else { return nil }
            let kind: ObjectiveCExpression.Kind = token.text == "available" ? .availability : .opaque
            return ObjectiveCExpression(kind: kind, range: token.range.lowerBound ..< previousEnd)
        default:
            return nil
        }
    }

    /// Skips a balanced `(…)`, `[…]` or `{…}` group starting at the current token; whether it was closed.
    mutating func skipBalanced() -> Bool {
        var stack: [String] = []
        repeat {
            if current.kind == .punctuation {
                switch current.text {
                case "(": stack.append(")")
                case "[": stack.append("]")
                case "{": stack.append("}")
                case ")", "]", "}":
                    guard stack.last == current.text else { return false }
                    stack.removeLast()
                default: break
                }
            }
            if isAtEnd { return false }
            advance()
        } while !stack.isEmpty
        return true
    }

    /// The text of a `"…"` or `@"…"` token without its quotes, simple escapes resolved.
    static func stringValue(_ literal: String) -> String {
        var body = literal.hasPrefix("@") ? literal.dropFirst() : literal[...]
        if body.hasPrefix("\"") { body = body.dropFirst() }
        if body.hasSuffix("\"") { body = body.dropLast() }
        var value = ""
        var escaped = false
        for character in body {
            if escaped {
                value.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                value.append(character)
            }
        }
        return value
    }
}
