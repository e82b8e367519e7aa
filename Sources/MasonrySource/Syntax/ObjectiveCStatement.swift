/// An Objective-C statement, as far as the Masonry reader follows it, with
/// the byte range it was written at.
struct ObjectiveCStatement {
    /// One variable a declaration declares: `*view = [UIView new]`.
    struct Variable {
        let name: String
        let nameRange: Range<Int>
        let initializer: ObjectiveCExpression?

        /// The variable's name as an expression, where it is declared.
        var nameExpression: ObjectiveCExpression { ObjectiveCExpression(kind: .identifier(name), range: nameRange) }
    }

    indirect enum Kind {
        /// `[self.view addSubview:label];`, `make.top.equalTo(x);`.
        case expression(ObjectiveCExpression)
        /// `static const CGFloat kInset = 8;`, `__weak typeof(self) weakSelf = self;`:
        /// the type's text (qualifiers and `*` included) and the variables.
        case declaration(type: String, [Variable])
        /// `{ … }`.
        case compound([ObjectiveCStatement])
        /// `if (condition) then else otherwise`; `keyword` is where `if` is.
        case branch(condition: ObjectiveCExpression, then: ObjectiveCStatement, otherwise: ObjectiveCStatement?, keyword: Range<Int>)
        /// `for (UIView *v in collection) body`; `variable` and `collection` are nil for
        /// any other loop (`for (;;)`, `while`, `do`), and `keyword` is where it starts.
        case loop(variable: String?, collection: ObjectiveCExpression?, body: ObjectiveCStatement, keyword: Range<Int>)
        /// `switch (value) { case …: … }`: the body, its labels read as empty statements.
        case switchStatement(body: ObjectiveCStatement, keyword: Range<Int>)
        /// `return value;`.
        case returnStatement(ObjectiveCExpression?)
        /// `;`, `break;`, `case 1:`, `@try`'s keywords: nothing the reader reads.
        case empty
        /// A statement the parser cannot follow; `mentionsMasonry` when it names
        /// something of Masonry's (`mas_…`, `MAS…`, `make`), so the reader says it skipped it.
        case unreadable(mentionsMasonry: Bool)
    }

    let kind: Kind
    let range: Range<Int>

    /// Whether `test` holds for an expression of the statement or of one
    /// inside it, at any depth (`ObjectiveCExpression.contains(where:)`); a
    /// statement the parser could not read counts when it names Masonry, as
    /// it may hold such an expression.
    func contains(where test: (ObjectiveCExpression) -> Bool) -> Bool {
        switch kind {
        case .expression(let expression):
            return expression.contains(where: test)
        case .declaration(_, let variables):
            return variables.contains { $0.initializer?.contains(where: test) == true }
        case .compound(let statements):
            return statements.contains { $0.contains(where: test) }
        case .branch(let condition, let then, let otherwise, _):
            return condition.contains(where: test) || then.contains(where: test) || otherwise?.contains(where: test) == true
        case .loop(_, let collection, let body, _):
            return collection?.contains(where: test) == true || body.contains(where: test)
        case .switchStatement(let body, _):
            return body.contains(where: test)
        case .returnStatement(let value):
            return value?.contains(where: test) == true
        case .unreadable(let mentionsMasonry):
            return mentionsMasonry
        case .empty:
            return false
        }
    }
}
