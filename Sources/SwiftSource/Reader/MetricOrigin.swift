import SwiftSyntax

/// Where the value of a number the file does not define would come from,
/// in words for a note: a parameter, a variable the file sets, a constant
/// whose value is known only at run time, a member of a type declared
/// elsewhere, a property of an object, or an expression computed at run time.
struct MetricOrigin {
    let facts: FileFacts
    /// The line a node of the file is on.
    let line: (Syntax) -> Int

    /// Where the metric named `name` (an expression's text, `self.` removed) would get its value.
    func describe(_ name: String) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return "an expression computed at run time"
        }
        for count in stride(from: parts.count, to: 0, by: -1) {
            guard let declaration = facts.declarations[parts.prefix(count).joined(separator: ".")] else { continue }
            return describe(declaration)
        }
        if parts.count > 1, parts[0].first?.isUppercase == true {
            return "a member of \(parts.dropLast().joined(separator: ".")), declared outside this file"
        }
        return parts.count > 1 ? "a property of \(parts.dropLast().joined(separator: ".")) known at run time" : "not declared in this file"
    }

    private func describe(_ declaration: Syntax) -> String {
        let line = self.line(declaration)
        if declaration.is(FunctionParameterSyntax.self) {
            var scope = declaration.parent
            while let node = scope, !node.is(FunctionDeclSyntax.self), !node.is(InitializerDeclSyntax.self) { scope = node.parent }
            let function = scope?.as(FunctionDeclSyntax.self)?.name.text ?? "init"
            return "a parameter of \(function), line \(line)"
        }
        let isVariable = declaration.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
        return isVariable ? "a variable set at run time, line \(line)" : "declared at line \(line), with a value known at run time"
    }
}
