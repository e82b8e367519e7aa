@_spi(Readers) import Constraints
import SwiftSyntax

/// SnapKit closures, read by driving the package's own DSL on the items the
/// file names, so that the reader and the DSL cannot disagree: each chain is
/// first read into a `ChainProgram` (its attributes, relation, target and
/// modifiers as DSL values), then the programs run in the DSL's
/// `makeConstraints`, `remakeConstraints`, `updateConstraints` or
/// `prepareConstraints`.
extension SourceWalker {
    /// One `make.….equalTo(…).….` chain, ready to run on a maker.
    struct ChainProgram {
        enum Target {
            case superview
            /// `equalToSuperview { $0.safeAreaLayoutGuide.snp.top }`: the path from the superview.
            case superviewPart([String])
            case value(any ConstraintRelatableTarget)
        }

        enum Modifier {
            case offset(MetricExpression)
            case inset(ConstraintAmount)
            case multipliedBy(MetricExpression)
            case dividedBy(MetricExpression)
            case priority(Float)
            case labeled(String)
        }

        let node: ExprSyntax
        let attributes: ConstraintAttributes
        let relation: LayoutRelation
        let target: Target
        let modifiers: [Modifier]
        let location: SourceRange

        /// Runs the chain on `maker`, as the same Swift would.
        func run(on maker: ConstraintMaker) {
            let chain = maker.chain(attributes)
            let (file, line, column) = (location.file ?? "<stdin>", UInt(location.start.line), UInt(location.start.column))
            var editable: ConstraintMakerEditable
            switch (target, relation) {
            case (.superview, .equal): editable = chain.equalToSuperview(file, line, column)
            case (.superview, .lessThanOrEqual): editable = chain.lessThanOrEqualToSuperview(file, line, column)
            case (.superview, .greaterThanOrEqual): editable = chain.greaterThanOrEqualToSuperview(file, line, column)
            case (.superviewPart(let path), .equal):
                editable = chain.equalToSuperview({ SourceWalker.part(path, of: $0) }, file, line, column)
            case (.superviewPart(let path), .lessThanOrEqual):
                editable = chain.lessThanOrEqualToSuperview({ SourceWalker.part(path, of: $0) }, file, line, column)
            case (.superviewPart(let path), .greaterThanOrEqual):
                editable = chain.greaterThanOrEqualToSuperview({ SourceWalker.part(path, of: $0) }, file, line, column)
            case (.value(let other), .equal): editable = chain.equalTo(other, file, line, column)
            case (.value(let other), .lessThanOrEqual): editable = chain.lessThanOrEqualTo(other, file, line, column)
            case (.value(let other), .greaterThanOrEqual): editable = chain.greaterThanOrEqualTo(other, file, line, column)
            }
            for modifier in modifiers {
                switch modifier {
                case .offset(let amount): editable = editable.offset(amount)
                case .inset(let amount): editable = editable.inset(amount)
                case .multipliedBy(let amount): editable = editable.multipliedBy(amount)
                case .dividedBy(let amount): editable = editable.dividedBy(amount)
                case .priority(let value): editable.priority(value)
                case .labeled(let label): editable.labeled(label)
                }
            }
        }
    }

    /// The part of `superview` a path names: a guide, then `snp` and attributes.
    static func part(_ path: [String], of superview: LayoutView) -> ConstraintItem {
        var item: LayoutItem = superview
        var attributes = ConstraintAttributes()
        for name in path {
            switch name {
            case "safeAreaLayoutGuide": item = (item as? LayoutView)?.safeAreaLayoutGuide ?? item
            case "layoutMarginsGuide": item = (item as? LayoutView)?.layoutMarginsGuide ?? item
            default: attributes.formUnion(ConstraintAttributes(name: name) ?? [])
            }
        }
        return SourceWalker.dsl(for: item).item(attributes)
    }

    /// Reads a SnapKit call and records the constraints its closure makes.
    func readSnapKit(_ call: SnapKitCall) {
        guard let item = item(call.receiver, at: call.node) else {
            report(.warning, .swiftSkipped, "cannot tell which view \(ValueEvaluator.text(of: call.node.calledExpression)) constrains; skipped",
                   at: call.node.calledExpression)
            return
        }
        let programs = self.programs(in: call.closure.statements, maker: call.maker)
        let dsl = Self.dsl(for: item)
        let script: (ConstraintMaker) -> Void = { maker in for program in programs { program.run(on: maker) } }
        var diagnosticsStart = dsl.diagnostics.count
        let made: [Constraint]
        switch call.verb {
        case .prepareConstraints:
            made = dsl.prepareConstraints(script)
        case .makeConstraints, .remakeConstraints:
            let before = dsl.constraints
            if call.verb == .makeConstraints { dsl.makeConstraints(script) } else { dsl.remakeConstraints(script) }
            made = dsl.constraints.filter { constraint in !before.contains { $0 === constraint } }
        case .updateConstraints:
            made = dsl.prepareConstraints(script)
            diagnosticsStart = dsl.diagnostics.count
            dsl.updateConstraints(script)
        }
        for diagnostic in dsl.diagnostics[diagnosticsStart...] {
            let serious: Set<DiagnosticID> = [.dslMismatchedComposites, .dslInvalidConstraint, .dslMissingSuperview, .dslActivationFailed]
            report(Diagnostic(serious.contains(diagnostic.id) ? .error : .warning, diagnostic.id, diagnostic.message, at: diagnostic.range))
        }
        for constraint in made {
            let node = programs.first { $0.location == constraint.location }?.node ?? ExprSyntax(call.node)
            for layoutConstraint in constraint.layoutConstraints {
                record(layoutConstraint, at: constraint.location, notation: .snapKit, node: node)
            }
        }
    }

    /// The chains of a closure body, in order; an `if` is read branch by
    /// branch (an `if #available` body alone), a loop over an array literal
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
                    for element in binding.elements {
                        programs += withSubstitution(binding.name, element) { self.programs(in: loop.body.statements, maker: maker) }
                    }
                } else if statement.trimmedDescription.contains(maker) {
                    report(.warning, .swiftSkipped, "the reader does not follow this statement; the chains in it were skipped", at: statement)
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
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = sequence.elements.last
        {
            return programs(in: value, maker: maker)
        }
        let chain = SnapKitChain(expression)
        guard chain.starts(at: maker) else {
            if expression.trimmedDescription.contains(maker) {
                report(.warning, .swiftSkipped,
                       "\(ValueEvaluator.text(of: expression)) is not a chain the reader can follow; skipped", at: expression)
            }
            return []
        }
        return program(chain, node: expression).map { [$0] } ?? []
    }

    private func withSubstitution<T>(_ name: String, _ element: ExprSyntax, _ body: () -> T) -> T {
        let saved = substitutions[name]
        substitutions[name] = substituted(element)
        defer { substitutions[name] = saved }
        return body()
    }
}
