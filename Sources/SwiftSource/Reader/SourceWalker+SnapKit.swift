@_spi(Readers) import Constraints
import SourceModel
import SwiftSyntax

/// SnapKit closures, read by driving the package's own DSL on the items the
/// file names, so that the reader and the DSL cannot disagree: each chain is
/// first read into a `ChainProgram` (its attributes, relation, target and
/// modifiers as DSL values), then the programs run in the DSL's
/// `makeConstraints`, `remakeConstraints`, `updateConstraints` or
/// `prepareConstraints`.
extension SourceWalker {
    /// A chain as read: what it does, and where it is written.
    struct ChainProgram {
        let spec: ChainSpec
        let node: ExprSyntax
        /// False when a modifier or priority was skipped.
        let isComplete: Bool
    }

    /// Reads a SnapKit call and records the constraints its closure makes.
    func readSnapKit(_ call: SnapKitCall) {
        guard let item = item(call.receiver, at: call.node) else {
            report(.unknownSnapKitView(receiver: ValueEvaluator.text(of: call.node.calledExpression)), at: call.node.calledExpression)
            return
        }
        let programs = self.programs(in: call.closure.statements, maker: call.maker)
        let dsl = ChainSpec.dsl(for: item)
        let script: (ConstraintMaker) -> Void = { maker in for program in programs { program.spec.run(on: maker) } }
        var diagnosticsStart = dsl.diagnostics.count
        let made: [Constraint]
        switch call.verb {
        case .prepareConstraints:
            made = dsl.prepareConstraints(script)
        case .makeConstraints, .remakeConstraints:
            // Held (not only their identities) so that no constraint made now takes the address of one remade away.
            let before = dsl.constraints
            let identities = Set(before.map(ObjectIdentifier.init))
            if call.verb == .makeConstraints { dsl.makeConstraints(script) } else { dsl.remakeConstraints(script) }
            made = dsl.constraints.filter { !identities.contains(ObjectIdentifier($0)) }
            withExtendedLifetime(before) {}
        case .updateConstraints:
            made = dsl.prepareConstraints(script)
            diagnosticsStart = dsl.diagnostics.count
            dsl.updateConstraints(script)
        }
        for diagnostic in dsl.diagnostics[diagnosticsStart...] {
            let serious = ["dsl.mismatched-composites", "dsl.invalid-constraint", "dsl.missing-superview", "dsl.activation-failed"]
            let isSerious = serious.contains { diagnostic.id.isIn(family: $0) }
            report(Diagnostic(isSerious ? .error : .warning, diagnostic.id, diagnostic.message, at: diagnostic.range))
        }
        for constraint in made {
            // The DSL keeps where a chain starts (file, line, column, as SnapKit does); the program has its whole range.
            let program = programs.first { $0.spec.location.start == constraint.location.start }
            for layoutConstraint in constraint.layoutConstraints {
                record(layoutConstraint, at: constraint.location, notation: .snapKit, node: program?.node ?? ExprSyntax(call.node),
                       isComplete: program?.isComplete ?? true)
            }
        }
    }

    /// The chains of a closure body, in order; an `if` is read branch by
    /// branch (an `if #available` body alone), a `switch` case by case, a loop over an array literal
    /// once per element; anything else that mentions the maker is reported.
    private func programs(in statements: CodeBlockItemListSyntax, maker: String) -> [ChainProgram] {
        var programs: [ChainProgram] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression):
                programs += self.programs(in: expression, maker: maker)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    programs += self.programs(in: expression, maker: maker)
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    programs += self.programs(in: guardStatement.body.statements, maker: maker)
                } else if let loop = statement.as(ForStmtSyntax.self), let binding = LoopBinding.elements(of: loop) {
                    followLoop(over: binding.elements, as: binding.name, at: loop.forKeyword) {
                        programs += self.programs(in: loop.body.statements, maker: maker)
                    }
                } else if statement.trimmedDescription.contains(maker) {
                    report(.unfollowedStatement, at: statement)
                }
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for value in variable.bindings.compactMap(\.initializer?.value) {
                        programs += self.programs(in: value, maker: maker)
                    }
                }
            }
        }
        return programs
    }

    private func programs(in expression: ExprSyntax, maker: String) -> [ChainProgram] {
        if let statement = expression.as(IfExprSyntax.self) {
            var programs = self.programs(in: statement.body.statements, maker: maker)
            if Self.isAvailabilityCheck(statement) { return programs }
            switch statement.elseBody {
            case .codeBlock(let block)?: programs += self.programs(in: block.statements, maker: maker)
            case .ifExpr(let nested)?: programs += self.programs(in: ExprSyntax(nested), maker: maker)
            case nil: break
            }
            return programs
        }
        if let statement = expression.as(SwitchExprSyntax.self) {
            return statement.cases.flatMap { item -> [ChainProgram] in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
                return self.programs(in: switchCase.statements, maker: maker)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = sequence.elements.last
        {
            return programs(in: value, maker: maker)
        }
        let chain = SnapKitChain(expression)
        guard chain.starts(at: maker) else {
            // Chains handed to something else (`hidden.append(make.top.equalTo(bar).constraint)`) are read in order.
            let inner = Self.chains(in: Syntax(expression), maker: maker)
            if expression.trimmedDescription.contains(maker), inner.isEmpty || Self.mentions(maker, in: Syntax(expression), outside: inner) {
                report(.unfollowedChain(expression: ValueEvaluator.shortText(of: expression)), at: expression)
            }
            return inner.compactMap { program(SnapKitChain($0), node: $0) }
        }
        return program(chain, node: expression).map { [$0] } ?? []
    }

    /// The outermost expressions inside `node` that are chains starting at the maker, in source order (not inside closures).
    private static func chains(in node: Syntax, maker: String) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) where !child.is(ClosureExprSyntax.self) {
            if let expression = child.as(ExprSyntax.self), SnapKitChain(expression).starts(at: maker), !expression.is(DeclReferenceExprSyntax.self) {
                found.append(expression)
            } else {
                found += chains(in: child, maker: maker)
            }
        }
        return found
    }

    /// Whether the maker is named in `node` other than inside `chains`.
    private static func mentions(_ maker: String, in node: Syntax, outside chains: [ExprSyntax]) -> Bool {
        if chains.contains(where: { $0.id == node.id }) { return false }
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == maker { return true }
        return node.children(viewMode: .sourceAccurate).contains { mentions(maker, in: $0, outside: chains) }
    }
}
