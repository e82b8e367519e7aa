/// An Objective-C expression, as far as the Masonry reader needs to see
/// into it, with the byte range it was written at. Anything the reader does
/// not look inside (`@selector(…)`, `sizeof(…)`) is
/// `opaque`, and still has its range and text.
struct ObjectiveCExpression {
    indirect enum Kind {
        /// `make`, `self`, `CGFloat`, `UILayoutPriorityDefaultHigh`.
        case identifier(String)
        case number(Double)
        /// `"…"` or `@"…"`, the value without quotes or escapes.
        case string(String)
        /// `@(e)`, `@10`: an object boxing a number or struct.
        case boxed(ObjectiveCExpression)
        /// `@[a, b]`.
        case arrayLiteral([ObjectiveCExpression])
        /// `@{@"a": a, @"b": b}`: its entries in order.
        case dictionaryLiteral([(key: ObjectiveCExpression, value: ObjectiveCExpression)])
        /// `a.b` and `a->b` (the member's name).
        case member(ObjectiveCExpression, String)
        /// `f(a, b)`, `make.top.equalTo(x)`: what is called, and the arguments.
        case call(ObjectiveCExpression, [ObjectiveCExpression])
        /// `a[i]`.
        case subscripted(ObjectiveCExpression, ObjectiveCExpression)
        /// `[receiver name]` or `[receiver first:a second:b]`.
        case message(ObjectiveCExpression, [SelectorPart])
        /// `^(MASConstraintMaker *make) { … }`: the parameters' names, and the body.
        case block([String], [ObjectiveCStatement])
        /// `({ UIView *view = [UIView new]; …; view; })`, GNU's statement expression: its
        /// statements, run where it is written; its value is its last statement's.
        case statementExpression([ObjectiveCStatement])
        /// `-x`, `!x`, `&x`, `*x`, `++x` (the operator's text).
        case prefix(String, ObjectiveCExpression)
        /// `a + b`, `a | b`, `a == b`.
        case binary(String, ObjectiveCExpression, ObjectiveCExpression)
        /// `c ? a : b` (`c ?: b` has no middle).
        case conditional(ObjectiveCExpression, ObjectiveCExpression?, ObjectiveCExpression)
        /// `(CGFloat)x`: the type's text, and the operand.
        case cast(String, ObjectiveCExpression)
        /// `a = b`, `a += b` (the operator's text).
        case assignment(String, ObjectiveCExpression, ObjectiveCExpression)
        /// `(CGSize){1, 2}`: the type's text, and the elements.
        case compoundLiteral(String, [ObjectiveCExpression])
        /// `{1, 2}`, the initializer of a struct.
        case braceList([ObjectiveCExpression])
        /// `@available(iOS 11.0, *)`.
        case availability
        /// Anything else: `@selector(…)`, `sizeof(…)`, a postfix `x++`.
        case opaque
    }

    /// One keyword of a message: `name` with its argument (`first:a`), or
    /// the whole selector of a message without arguments (`argument` nil).
    /// Arguments after a comma (`arrayWithObjects:a, b, nil`) are `extra`.
    struct SelectorPart {
        let name: String
        let argument: ObjectiveCExpression?
        var extra: [ObjectiveCExpression] = []
    }

    let kind: Kind
    let range: Range<Int>

    /// The identifier this expression is, if it is one.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// The expression inside any casts: `((UIView *)x)` is `x`.
    var uncast: ObjectiveCExpression {
        if case .cast(_, let operand) = kind { return operand.uncast }
        return self
    }

    /// Whether the expression is a null pointer, through any casts: `nil`,
    /// `NULL`, `Nil`, or a literal `0`, which C takes as one where a pointer
    /// is expected (`metrics:0`).
    var isNullPointer: Bool {
        switch uncast.kind {
        case .identifier(let name): return name == "nil" || name == "NULL" || name == "Nil"
        case .number(let value): return value == 0
        default: return false
        }
    }

    /// Whether the expression contains a block literal anywhere.
    var containsBlock: Bool {
        contains { expression in
            if case .block = expression.kind { return true }
            return false
        }
    }

    /// Whether `test` holds for the expression or one inside it, at any
    /// depth, the statements of block literals and statement expressions included.
    func contains(where test: (ObjectiveCExpression) -> Bool) -> Bool {
        if test(self) { return true }
        if let statements = innerStatements { return statements.contains { $0.contains(where: test) } }
        var found = false
        forEachChild { if !found { found = $0.contains(where: test) } }
        return found
    }

    /// The statements of a block literal or a statement expression, which are not its children.
    private var innerStatements: [ObjectiveCStatement]? {
        switch kind {
        case .block(_, let statements), .statementExpression(let statements): return statements
        default: return nil
        }
    }

    /// Calls `body` with each direct subexpression, in source order (not inside
    /// the statements of block literals and statement expressions).
    func forEachChild(_ body: (ObjectiveCExpression) -> Void) {
        switch kind {
        case .identifier, .number, .string, .availability, .opaque, .block, .statementExpression: break
        case .boxed(let inner), .member(let inner, _), .prefix(_, let inner), .cast(_, let inner): body(inner)
        case .arrayLiteral(let elements), .compoundLiteral(_, let elements), .braceList(let elements): elements.forEach(body)
        case .dictionaryLiteral(let entries):
            for entry in entries {
                body(entry.key)
                body(entry.value)
            }
        case .call(let callee, let arguments):
            body(callee)
            arguments.forEach(body)
        case .subscripted(let base, let index):
            body(base)
            body(index)
        case .message(let receiver, let parts):
            body(receiver)
            for part in parts {
                part.argument.map(body)
                part.extra.forEach(body)
            }
        case .binary(_, let left, let right), .assignment(_, let left, let right):
            body(left)
            body(right)
        case .conditional(let condition, let middle, let last):
            body(condition)
            middle.map(body)
            body(last)
        }
    }

    /// The message's selector: `mas_makeConstraints:`, `addSubview:`, `layoutIfNeeded`.
    static func selector(of parts: [SelectorPart]) -> String {
        parts.count == 1 && parts[0].argument == nil ? parts[0].name : parts.map { $0.name + ":" }.joined()
    }
}
