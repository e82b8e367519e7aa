import SwiftSyntax

/// A visitor that knows the types around the node it visits, as the walk
/// enters and leaves them: what `LexicalLookup.enclosingTypeName` finds by
/// climbing to the root, kept instead of climbed for at every name.
class TypeScopedVisitor: SyntaxVisitor {
    /// The names of the types and extensions around the visited node, outermost first.
    private var typeNames: [String] = [] {
        didSet {
            enclosingTypeName = typeNames.joined(separator: ".")
            let parts = enclosingTypeName.split(separator: ".")
            enclosingTypePaths = parts.indices.reversed().map { parts[$0...].joined(separator: ".") }
        }
    }

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
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    /// `body`'s result, worked out as if the walk stood inside the types `name` names (an
    /// `enclosingTypeName` kept earlier): for what is finished after the walk.
    func inEnclosingTypes<Result>(_ name: String, _ body: () -> Result) -> Result {
        let walking = typeNames
        typeNames = name.isEmpty ? [] : [name]
        defer { typeNames = walking }
        return body()
    }

    /// Enters a type or extension, named as `LexicalLookup.typeName(of:)` names it.
    private func enter(_ declaration: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        typeNames.append(LexicalLookup.typeName(of: Syntax(declaration)) ?? "")
        return .visitChildren
    }
}
