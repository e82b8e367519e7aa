/// Statements and declarations.
extension ObjectiveCParser {
    /// compound := `{` statement* `}`; a statement that does not parse is kept as `unreadable`.
    mutating func compound() -> [ObjectiveCStatement]? {
        guard consume("{") else { return nil }
        var statements: [ObjectiveCStatement] = []
        while !consume("}") {
            if isAtEnd { return nil }
            statements.append(statement())
        }
        return statements
    }

    /// statement := compound | if | loop | switch | labels | jump | `@try`… | declaration | expression `;`
    ///
    /// A statement that does not parse is skipped to its `;` (or to the `}`
    /// that ends its block), and returned as `unreadable`.
    mutating func statement() -> ObjectiveCStatement {
        let start = index
        if let parsed = nested({ $0.parsedStatement() }) { return parsed }
        index = start
        return skipStatement()
    }

    private mutating func parsedStatement() -> ObjectiveCStatement? {
        let start = current.range.lowerBound
        let token = current
        if token.is("{") {
            guard let body = compound() else { return nil }
            return ObjectiveCStatement(kind: .compound(body), range: start ..< previousEnd)
        }
        if token.is(";") {
            advance()
            return ObjectiveCStatement(kind: .empty, range: token.range)
        }
        if token.kind == .atKeyword { return atStatement() }
        if token.kind == .identifier {
            switch token.text {
            case "if": return branch()
            case "for", "while", "do": return loop()
            case "switch":
                advance()
                guard current.is("("), skipBalanced() else { return nil }
                let body = statement()
                return ObjectiveCStatement(kind: .switchStatement(body: body, keyword: token.range), range: start ..< previousEnd)
            case "case", "default":
                while !consume(":") {
                    guard !isAtEnd, !current.is(";"), !current.is("{"), !current.is("}") else { return nil }
                    advance()
                }
                return ObjectiveCStatement(kind: .empty, range: start ..< previousEnd)
            case "return":
                advance()
                let value = current.is(";") ? nil : expression()
                guard current.is(";") || value != nil, consume(";") else { return nil }
                return ObjectiveCStatement(kind: .returnStatement(value), range: start ..< previousEnd)
            case "break", "continue", "goto":
                while !consume(";") {
                    guard !isAtEnd, !current.is("}") else { return nil }
                    advance()
                }
                return ObjectiveCStatement(kind: .empty, range: start ..< previousEnd)
            default:
                if peek(1).is(":"), !peek(2).is(":") {  // a label
                    advance()
                    advance()
                    return ObjectiveCStatement(kind: .empty, range: start ..< previousEnd)
                }
            }
        }
        if let declaration = declaration() { return declaration }
        guard let value = expression(), consume(";") else { return nil }
        return ObjectiveCStatement(kind: .expression(value), range: start ..< previousEnd)
    }

    /// if := `if` `(` expression `)` statement (`else` statement)?
    private mutating func branch() -> ObjectiveCStatement? {
        let keyword = current.range
        advance()
        guard consume("("), let condition = expression(), consume(")") else { return nil }
        let then = statement()
        var otherwise: ObjectiveCStatement?
        if current.isIdentifier("else") {
            advance()
            otherwise = statement()
        }
        return ObjectiveCStatement(
            kind: .branch(condition: condition, then: then, otherwise: otherwise, keyword: keyword), range: keyword.lowerBound ..< previousEnd)
    }

    /// loop := `for` `(` type-name? name `in` expression `)` statement
    ///       | `for` `(` … `)` statement | `while` `(` … `)` statement | `do` statement `while` `(` … `)` `;`
    private mutating func loop() -> ObjectiveCStatement? {
        let keyword = current.range
        let word = current.text
        advance()
        if word == "do" {
            let body = statement()
            guard current.isIdentifier("while") else { return nil }
            advance()
            guard current.is("("), skipBalanced(), consume(";") else { return nil }
            return ObjectiveCStatement(kind: .loop(variable: nil, collection: nil, body: body, keyword: keyword), range: keyword.lowerBound ..< previousEnd)
        }
        guard current.is("(") else { return nil }
        let open = index
        var variable: String?
        var collection: ObjectiveCExpression?
        if word == "for" {
            advance()
            if !(current.kind == .identifier && peek(1).isIdentifier("in")) { _ = typeName() }
            if current.kind == .identifier, peek(1).isIdentifier("in") {
                variable = current.text
                advance()
                advance()
                collection = expression()
                guard collection != nil, consume(")") else { return nil }
            }
        }
        if variable == nil {
            index = open
            guard skipBalanced() else { return nil }
        }
        let body = statement()
        return ObjectiveCStatement(
            kind: .loop(variable: variable, collection: collection, body: body, keyword: keyword), range: keyword.lowerBound ..< previousEnd)
    }

    /// at-statement := (`@try` | `@finally` | `@autoreleasepool`) compound | (`@catch` | `@synchronized`) `(` … `)` compound
    private mutating func atStatement() -> ObjectiveCStatement? {
        let start = current.range.lowerBound
        switch current.text {
        case "try", "finally", "autoreleasepool":
            advance()
        case "catch", "synchronized":
            advance()
            guard current.is("("), skipBalanced() else { return nil }
        default:
            guard let value = expression(), consume(";") else { return nil }
            return ObjectiveCStatement(kind: .expression(value), range: start ..< previousEnd)
        }
        guard let body = compound() else { return nil }
        return ObjectiveCStatement(kind: .compound(body), range: start ..< previousEnd)
    }

    /// declaration := type-name declarator (`,` declarator)* `;`,
    /// declarator := `*`* name (`[` … `]`)? (`=` (brace-list | expression))?
    ///
    /// `nil` (the position unchanged) when the statement is not a declaration.
    mutating func declaration() -> ObjectiveCStatement? {
        let start = index
        let startOffset = current.range.lowerBound
        guard let type = typeName(), current.kind == .identifier, !Self.keywords.contains(current.text),
              !peek(1).is("("), !peek(1).is("."), !peek(1).is("->")
        else {
            index = start
            return nil
        }
        var variables: [ObjectiveCStatement.Variable] = []
        while true {
            while consume("*") {}
            guard current.kind == .identifier else { return nil }
            let name = current
            advance()
            while current.is("[") {
                guard skipBalanced() else { return nil }
            }
            var initializer: ObjectiveCExpression?
            if consume("=") {
                guard let value = current.is("{") ? braceList() : expression() else { return nil }
                initializer = value
            }
            variables.append(.init(name: name.text, nameRange: name.range, initializer: initializer))
            if consume(";") { break }
            guard consume(",") else { return nil }
        }
        return ObjectiveCStatement(kind: .declaration(type: type, variables), range: startOffset ..< previousEnd)
    }

    /// Skips what is left of a statement that does not parse: to the `;`
    /// that ends it outside any block (an unclosed `(` does not hide it), or
    /// to the `}` that closes its block (left for the block); at least one
    /// token when not at the end.
    private mutating func skipStatement() -> ObjectiveCStatement {
        let start = index
        let startOffset = current.range.lowerBound
        var braces = 0
        while !isAtEnd {
            if current.is("{") {
                braces += 1
            } else if current.is("}") {
                if braces == 0 {
                    if index == start { advance() }
                    break
                }
                braces -= 1
            } else if current.is(";"), braces == 0 {
                advance()
                break
            }
            advance()
        }
        let mentionsMasonry = tokens[start ..< index].contains { token in
            token.kind == .identifier && (token.text.hasPrefix("mas_") || token.text.hasPrefix("MAS") || token.text == "make"
                || token.text.hasSuffix("Constraints"))
        }
        return ObjectiveCStatement(kind: .unreadable(mentionsMasonry: mentionsMasonry), range: startOffset ..< max(startOffset, previousEnd))
    }
}
