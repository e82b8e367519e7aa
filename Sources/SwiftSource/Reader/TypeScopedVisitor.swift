import SwiftSyntax

/// A visitor that knows the types around the node it visits, as the walk
/// enters and leaves them: what `LexicalLookup.enclosingTypeName` finds by
/// climbing to the root, kept instead of climbed for at every name.
class TypeScopedVisitor: SyntaxVisitor {
    /// What is known of the types around each type the walk is in, outermost first,
    /// kept as each is entered so that leaving one works nothing out again.
    private var outerScopes: [(name: String, paths: [String])] = []

    /// The types around the visited node, dot-joined (`Outer.Cell`); empty at the top level.
    private(set) var enclosingTypeName = ""
    /// The ways a name declared here can be qualified by the types around it, innermost
    /// first: `Cell`, `Outer.Cell` inside `Outer.Cell` (or `extension Outer.Cell`); none at the top level.
    private(set) var enclosingTypePaths: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    /// `body`'s result, worked out as if the walk stood inside the types `name` names (an
    /// `enclosingTypeName` kept earlier): for what is finished after the walk.
    func inEnclosingTypes<Result>(_ name: String, _ body: () -> Result) -> Result {
        let walking = (outerScopes, enclosingTypeName, enclosingTypePaths)
        outerScopes = []
        (enclosingTypeName, enclosingTypePaths) = ("", [])
        if !name.isEmpty { enter(named: name) }
        defer { (outerScopes, enclosingTypeName, enclosingTypePaths) = walking }
        return body()
    }

    /// Enters a type or extension, named as `LexicalLookup.typeName(of:)` names it.
    private func enter(_ declaration: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        enter(named: LexicalLookup.typeName(of: Syntax(declaration)) ?? "")
        return .visitChildren
    }

    /// Enters the type `name` (dotted for an extension of a nested type) inside the current one.
    private func enter(named name: String) {
        outerScopes.append((enclosingTypeName, enclosingTypePaths))
        enclosingTypeName = outerScopes.count == 1 ? name : enclosingTypeName + "." + name
        let parts = enclosingTypeName.split(separator: ".")
        enclosingTypePaths = parts.indices.reversed().map { parts[$0...].joined(separator: ".") }
    }

    /// Leaves the type entered last.
    private func leave() {
        (enclosingTypeName, enclosingTypePaths) = outerScopes.removeLast()
    }
}
