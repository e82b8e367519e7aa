/// A whole Objective-C file (`.m`, `.mm`) as the Masonry reader sees it: the
/// bodies of its methods and C functions, its file-level declarations
/// (`static const CGFloat kInset = 8;`), the properties and instance
/// variables its classes declare, and what its preprocessor lines say.
/// Everything else at file level (`typedef`s, `struct`s, method declarations)
/// is passed over.
struct ObjectiveCFile {
    /// A method's or function's body.
    struct Body {
        /// The names of its parameters.
        let parameters: [String]
        let statements: [ObjectiveCStatement]
        let range: Range<Int>
        /// The class whose `@implementation` holds it; `nil` for a C function.
        let className: String?
    }

    /// A property or instance variable a class declares: `UILabel *titleLabel`.
    struct Member {
        let name: String
        let type: String
    }

    let preprocessor: ObjectiveCPreprocessor
    private(set) var bodies: [Body] = []
    private(set) var declarations: [ObjectiveCStatement] = []
    private(set) var members: [Member] = []
    /// Unclosed comments, literals and bodies: what, and where.
    private(set) var problems: [(problem: MasonryDiagnostic, range: Range<Int>)] = []

    init(_ bytes: [UInt8]) {
        let tokenizer = ObjectiveCTokenizer(bytes)
        problems = tokenizer.problems
        preprocessor = ObjectiveCPreprocessor(tokens: tokenizer.tokens, bytes: bytes)
        var parser = ObjectiveCParser(tokens: preprocessor.tokens)
        var className: String?
        while !parser.isAtEnd {
            let token = parser.current
            if token.kind == .atKeyword {
                readAtKeyword(&parser, className: &className)
            } else if (token.is("-") || token.is("+")) && className != nil {
                readMethod(&parser, className: className)
            } else {
                readFileLevelItem(&parser)
            }
        }
    }

    /// implementation := `@implementation` name (`(` category `)`)? (`:` name)? ivars?
    /// interface := (`@interface` | `@protocol`) … `@end`, read for its ivars and properties
    private mutating func readAtKeyword(_ parser: inout ObjectiveCParser, className: inout String?) {
        let keyword = parser.current.text
        parser.advance()
        switch keyword {
        case "implementation":
            className = parser.current.kind == .identifier ? parser.current.text : nil
            parser.advance()
            if parser.current.is("(") { _ = parser.skipBalanced() }
            if parser.consume(":") { parser.advance() }
            if parser.current.is("{") { readInstanceVariables(&parser) }
        case "interface", "protocol":
            if keyword == "protocol", parser.peek(1).is(";") || parser.peek(1).is(",") { return }
            readInterface(&parser)
        case "end":
            className = nil
        case "property":
            readProperty(&parser)
        default:
            while !parser.isAtEnd, !parser.current.is(";"), parser.current.kind != .atKeyword { parser.advance() }
            _ = parser.consume(";")
        }
    }

    /// The members an interface declares, to its `@end`.
    private mutating func readInterface(_ parser: inout ObjectiveCParser) {
        while !parser.isAtEnd, !(parser.current.kind == .atKeyword && parser.current.text == "end") {
            if parser.current.kind == .atKeyword, parser.current.text == "property" {
                parser.advance()
                readProperty(&parser)
            } else if parser.current.is("{") {
                readInstanceVariables(&parser)
            } else {
                parser.advance()
            }
        }
        parser.advance()
    }

    /// property := `@property` (`(` attributes `)`)? declaration
    private mutating func readProperty(_ parser: inout ObjectiveCParser) {
        if parser.current.is("(") { _ = parser.skipBalanced() }
        if case .declaration(let type, let variables)? = parser.declaration()?.kind {
            members += variables.map { Member(name: $0.name, type: type) }
        } else {
            while !parser.isAtEnd, !parser.current.is(";"), parser.current.kind != .atKeyword { parser.advance() }
            _ = parser.consume(";")
        }
    }

    /// ivars := `{` (`@private` | `@public` | `@protected` | `@package` | declaration)* `}`
    private mutating func readInstanceVariables(_ parser: inout ObjectiveCParser) {
        parser.advance()
        while !parser.isAtEnd, !parser.consume("}") {
            if parser.current.kind == .atKeyword {
                parser.advance()
            } else if case .declaration(let type, let variables) = parser.statement().kind {
                members += variables.map { Member(name: $0.name, type: type) }
            }
        }
    }

    /// method := (`-` | `+`) (`(` type `)`)? selector-part+ attribute* (`;` | body),
    /// selector-part := name (`:` (`(` type `)`)? parameter)?
    private mutating func readMethod(_ parser: inout ObjectiveCParser, className: String?) {
        let start = parser.current.range.lowerBound
        parser.advance()
        var parameters: [String] = []
        while !parser.isAtEnd, !parser.current.is("{"), !parser.current.is(";"), parser.current.kind != .atKeyword {
            if parser.consume(":") {
                if parser.current.is("(") { _ = parser.skipBalanced() }
                if parser.current.kind == .identifier { parameters.append(parser.current.text) }
            } else if parser.current.is("(") {
                _ = parser.skipBalanced()
                continue
            }
            parser.advance()
        }
        if parser.consume(";") { return }
        guard parser.current.is("{") else { return }
        readBody(&parser, parameters: parameters, start: start, className: className)
    }

    /// A file-level item: a C function (its body read), a declaration (kept),
    /// or anything else to its `;` or closing `}` (passed over).
    private mutating func readFileLevelItem(_ parser: inout ObjectiveCParser) {
        let start = parser.index
        let startOffset = parser.current.range.lowerBound
        var parameters: [String]?
        var sawInitializer = false
        while !parser.isAtEnd, parser.current.kind != .atKeyword {
            if parser.current.is(";") {
                let end = parser.index
                parser.index = start
                let statement = parser.statement()
                if case .declaration = statement.kind, parser.index == end + 1 { declarations.append(statement) }
                parser.index = end + 1
                return
            }
            if parser.current.is("=") { sawInitializer = true }
            if parser.current.is("(") {
                let groupStart = parser.index
                guard parser.skipBalanced() else {
                    parser.advance()
                    return
                }
                let groupEnd = parser.index
                parser.index = groupStart
                parameters = parser.parameterNames()
                parser.index = groupEnd
                continue
            }
            if parser.current.is("{") {
                let previous = parser.index > start ? parser.tokens[parser.index - 1] : nil
                if let parameters, !sawInitializer, previous?.is(")") == true || previous?.kind == .identifier {
                    readBody(&parser, parameters: parameters, start: startOffset, className: nil)
                    return
                }
                guard parser.skipBalanced() else {
                    parser.advance()
                    return
                }
                continue
            }
            parser.advance()
        }
        if parser.index == start { parser.advance() }
    }

    /// body := `{` statement* `}`; a body the file does not close is kept as read, and reported.
    private mutating func readBody(_ parser: inout ObjectiveCParser, parameters: [String], start: Int, className: String?) {
        let open = parser.current.range
        parser.advance()
        var statements: [ObjectiveCStatement] = []
        while !parser.consume("}") {
            guard !parser.isAtEnd else {
                problems.append((.unclosedBody, open))
                break
            }
            statements.append(parser.statement())
        }
        bodies.append(Body(parameters: parameters, statements: statements, range: start ..< parser.previousEnd, className: className))
    }
}
