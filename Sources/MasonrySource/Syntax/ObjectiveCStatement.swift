/// An Objective-C statement, as far as the Masonry reader follows it, with
/// the byte range it was written at.
struct ObjectiveCStatement {
    /// One variable a declaration declares: `*view = [UIView new]`.
    struct Variable {
        let name: String
        let nameRange: Range<Int>
        let initializer: ObjectiveCExpression?
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
}
