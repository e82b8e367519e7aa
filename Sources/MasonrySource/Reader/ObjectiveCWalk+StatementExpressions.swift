import SourceModel

/// GNU statement expressions, `_tableView = ({ UITableView *tableView = …; …; tableView; })`:
/// their statements run where the expression is written, so they are walked
/// there, in order, in a scope of their own within the body and condition
/// around them. The local the last statement returns stands for what the
/// expression is assigned to (by the loop variables' substitution), so that
/// the view is named as the rest of the file names it: `tableView` for
/// `_tableView` or `self.tableView`. Otherwise a local keeps its own name.
extension ObjectiveCWalk {
    /// Reads `value` assigned to `target` (`target = value;`, `UIView *target = value;`):
    /// a statement-expression (`(` compound `)`) whose returned local stands for `target`; anything else visited.
    func visit(_ value: ObjectiveCExpression, assignedTo target: ObjectiveCExpression) {
        guard case .statementExpression(let statements) = value.uncast.kind else { return visit(value) }
        walkStatementExpression(statements, at: value.range, assignedTo: target)
    }

    /// Walks a statement-expression's statements (`(` `{` statement* `}` `)`) as a
    /// compound statement; its returned local stands for `target`, or for itself
    /// (not for a local of the same name around it) when it is assigned to nothing.
    func walkStatementExpression(_ statements: [ObjectiveCStatement], at range: Range<Int>, assignedTo target: ObjectiveCExpression?) {
        let compound = ObjectiveCStatement(kind: .compound(statements), range: range)
        guard let local = Self.returnedLocal(of: statements) else { return walk(compound) }
        walk(compound, substituting: local.name, with: [target ?? local.nameExpression])
    }

    /// The item a statement-expression stands for: its last statement's value
    /// (`tableView;`), named with the expression's own declarations in scope.
    func reference(returnedBy statements: [ObjectiveCStatement]) -> ItemReference? {
        guard case .expression(let value)? = statements.last?.kind else { return nil }
        let declared = statements.flatMap { statement -> [(String, Int)] in
            guard case .declaration(_, let variables) = statement.kind else { return [] }
            return variables.map { ($0.name, $0.nameRange.lowerBound) }
        }
        var returned: ItemReference?
        enterScope(parameters: declared.reversed()) { returned = reference(value) }
        return returned
    }

    /// The local a statement-expression's last statement is (`tableView;`), when one of its own declarations declares it.
    private static func returnedLocal(of statements: [ObjectiveCStatement]) -> ObjectiveCStatement.Variable? {
        guard case .expression(let value)? = statements.last?.kind, let name = value.uncast.identifier else { return nil }
        return statements.reversed().lazy.compactMap { statement -> ObjectiveCStatement.Variable? in
            guard case .declaration(_, let variables) = statement.kind else { return nil }
            return variables.last { $0.name == name }
        }.first
    }
}
