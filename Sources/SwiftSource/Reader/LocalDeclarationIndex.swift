import SwiftSyntax

/// The first statement of each statement list that declares each name,
/// found once per list: `LexicalLookup.localDeclaration` asks, for every name
/// an item path starts with, which statement before it declares that name,
/// and scanning the list for each would cost a long function's statements
/// times its names.
final class LocalDeclarationIndex {
    private var firstDeclarations: [SyntaxIdentifier: [String: CodeBlockItemSyntax]] = [:]

    /// The first statement of `list` that declares `name` for the statements after it.
    func firstStatement(declaring name: String, in list: CodeBlockItemListSyntax) -> CodeBlockItemSyntax? {
        if let names = firstDeclarations[list.id] { return names[name] }
        var names: [String: CodeBlockItemSyntax] = [:]
        for statement in list {
            for declared in LexicalLookup.declaredNames(statement.item) where names[declared] == nil { names[declared] = statement }
        }
        firstDeclarations[list.id] = names
        return names[name]
    }
}
