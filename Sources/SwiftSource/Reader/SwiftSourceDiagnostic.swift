import Constraints

/// What the reader of Swift source says about code it reads or cannot
/// follow: one case per situation, its id in the `swift` family. What is
/// skipped is a warning (the rest of the file is still read), a constraint
/// UIKit would refuse an error. VFL's and the DSL's own diagnostics pass
/// through with their ids.
public enum SwiftSourceDiagnostic: DiagnosticMessage, Hashable, Sendable {
    // MARK: swift.syntax: the file is not valid Swift there

    /// swift-syntax's parser reports `message`; what could be read around it was read.
    case parserError(message: String)
    /// An `=` with whitespace on one side only, which the parser takes for an operator.
    case unevenEquals

    // MARK: swift.skipped: code the reader cannot follow

    /// More than `limit` `[` in a row; those past the limit are not read (a guard against deep nesting).
    case bracketRun(limit: Int)
    /// A loop over an array literal after the file's loops were followed `bodies` times.
    case loopBudgetSpent(bodies: Int)
    /// A call of a function that returns constraints after the file's loops and such calls were followed `bodies` times.
    case callBudgetSpent(bodies: Int)
    /// `forEach` over a collection that is not an array literal, in code that makes constraints.
    case forEachOverUnknownCollection
    /// `for … in sequence` over a collection that is not an array literal, in a body that makes constraints.
    case loopOverUnknownCollection(sequence: String)
    /// `snp.makeConstraints` and its kin given something other than a closure written there (`method` is the verb).
    case unseenClosure(method: String)
    /// `activate` or `addConstraints` given `expression`, whose constraints the reader cannot see.
    case unseenConstraints(expression: String)
    /// A constraint `@IBOutlet` (`name`) activated or collected: Interface Builder makes it, not this file.
    case outletConstraints(name: String)
    /// `isActive` set to something other than `true` or `false`.
    case runtimeActivation
    /// `priority` set to `expression`, which is not a priority the reader knows.
    case unknownAssignedPriority(expression: String)
    /// An element of a constraint array that is not a constraint the reader can follow.
    case unknownArrayElement(expression: String)
    /// A SnapKit call on `receiver`, which is not a view or guide the reader can name.
    case unknownSnapKitView(receiver: String)
    /// A statement in a SnapKit closure that uses the maker in a way the reader does not follow (not a chain, `if`, `switch` or loop).
    case unfollowedStatement
    /// An expression in a SnapKit closure that mentions the maker but is not a chain starting at it.
    case unfollowedChain(expression: String)
    /// A SnapKit chain that names no attribute after the maker.
    case noAttribute(chain: String)
    /// A SnapKit chain whose attributes are followed by no relation the reader knows.
    case noRelation(chain: String)
    /// `equalTo()` and its kin with no argument (`relation` is the call's name).
    case relationWithoutArgument(relation: String)
    /// `equalToSuperview { … }` given a closure of more than one expression.
    case multiStatementClosure
    /// `equalToSuperview { … }` whose expression does not start at the closure's parameter.
    case notFromSuperview(expression: String)
    /// `equalToSuperview { … }` picking something of the superview other than a guide, `snp` or an attribute.
    case unknownSuperviewPart(expression: String)
    /// `inset(value)` with a value that is no inset (a `CGRect`); the chain is read without it.
    /// (A number or insets the reader cannot see is kept by name: `ValueEvaluator.amount`.)
    case unknownInset(value: String)
    /// `priority(value)` in a chain with a value the reader does not know; the chain is read as required.
    case unknownChainPriority(value: String)
    /// A link after the relation that is not a SnapKit modifier the reader knows; the chain is read without it.
    case unknownModifier(name: String)
    /// An anchor constraint whose other anchor is `expression`, which the reader cannot follow.
    case unknownAnchor(expression: String)
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` with a multiplier other than 1.
    case systemSpacingMultiple(multiplier: String)
    /// `NSLayoutConstraint(…)` with argument labels (`labels`) other than `item:attribute:relatedBy:…`.
    case unknownInitializer(labels: [String])
    /// `NSLayoutConstraint(item:…)` whose attribute or relation is computed at run time.
    case runtimeAttribute
    /// `constraints(withVisualFormat:…)` given a format that is not a plain string literal.
    case formatNotLiteral
    /// `constraints(withVisualFormat:…)` given a views dictionary the reader cannot see.
    case unseenViewsDictionary
    /// `constraints(withVisualFormat:…)` given options computed at run time.
    case runtimeOptions
    /// `constraints(withVisualFormat:…)` given a metrics dictionary the reader cannot see.
    case unseenMetricsDictionary
    /// A value in a VFL views dictionary that is not a view.
    case notAView(expression: String)

    // MARK: swift.symbolic-metric

    /// A number the file does not define, kept by its name `name` (once per
    /// name); `origin` says where its value would come from.
    case symbolicMetric(name: String, origin: String)

    // MARK: swift.conditional

    /// The first constraint inside an `if`, `switch`, `guard … else` or `?:`: read as if the branch runs.
    case conditional

    // MARK: swift.invalid-constraint: what UIKit would refuse

    /// Activating `constraint` fails (no common ancestor, a guide with no view).
    case notActivated(constraint: String, reason: String)
    /// Setting the priority of `constraint` fails (a required priority changed on an active constraint).
    case priorityRefused(constraint: String, reason: String)
    /// An anchor or `NSLayoutConstraint(item:…)` constraint that UIKit refuses to make (an attribute pair Apple rejects).
    case constraintRefused(reason: String)

    public var id: DiagnosticID {
        switch self {
        case .parserError: return "swift.syntax.parser-error"
        case .unevenEquals: return "swift.syntax.uneven-equals"
        case .bracketRun: return "swift.skipped.bracket-run"
        case .loopBudgetSpent: return "swift.skipped.loop-budget-spent"
        case .callBudgetSpent: return "swift.skipped.call-budget-spent"
        case .forEachOverUnknownCollection: return "swift.skipped.for-each-over-unknown-collection"
        case .loopOverUnknownCollection: return "swift.skipped.loop-over-unknown-collection"
        case .unseenClosure: return "swift.skipped.unseen-closure"
        case .unseenConstraints: return "swift.skipped.unseen-constraints"
        case .outletConstraints: return "swift.skipped.outlet-constraints"
        case .runtimeActivation: return "swift.skipped.runtime-activation"
        case .unknownAssignedPriority: return "swift.skipped.unknown-assigned-priority"
        case .unknownArrayElement: return "swift.skipped.unknown-array-element"
        case .unknownSnapKitView: return "swift.skipped.unknown-snapkit-view"
        case .unfollowedStatement: return "swift.skipped.unfollowed-statement"
        case .unfollowedChain: return "swift.skipped.unfollowed-chain"
        case .noAttribute: return "swift.skipped.no-attribute"
        case .noRelation: return "swift.skipped.no-relation"
        case .relationWithoutArgument: return "swift.skipped.relation-without-argument"
        case .multiStatementClosure: return "swift.skipped.multi-statement-closure"
        case .notFromSuperview: return "swift.skipped.not-from-superview"
        case .unknownSuperviewPart: return "swift.skipped.unknown-superview-part"
        case .unknownInset: return "swift.skipped.unknown-inset"
        case .unknownChainPriority: return "swift.skipped.unknown-chain-priority"
        case .unknownModifier: return "swift.skipped.unknown-modifier"
        case .unknownAnchor: return "swift.skipped.unknown-anchor"
        case .systemSpacingMultiple: return "swift.skipped.system-spacing-multiple"
        case .unknownInitializer: return "swift.skipped.unknown-initializer"
        case .runtimeAttribute: return "swift.skipped.runtime-attribute"
        case .formatNotLiteral: return "swift.skipped.format-not-literal"
        case .unseenViewsDictionary: return "swift.skipped.unseen-views-dictionary"
        case .runtimeOptions: return "swift.skipped.runtime-options"
        case .unseenMetricsDictionary: return "swift.skipped.unseen-metrics-dictionary"
        case .notAView: return "swift.skipped.not-a-view"
        case .symbolicMetric: return "swift.symbolic-metric"
        case .conditional: return "swift.conditional"
        case .notActivated: return "swift.invalid-constraint.not-activated"
        case .priorityRefused: return "swift.invalid-constraint.priority-refused"
        case .constraintRefused: return "swift.invalid-constraint.refused"
        }
    }

    /// The compiler judges syntax, so the parser's errors are warnings here;
    /// a branch read as if it runs and a number kept by name are notes;
    /// what UIKit refuses is an error.
    public var severity: Diagnostic.Severity {
        switch self {
        case .conditional, .symbolicMetric: return .note
        case .notActivated, .priorityRefused, .constraintRefused: return .error
        default: return .warning
        }
    }

    public var message: String {
        switch self {
        case .parserError(let message): return message
        case .unevenEquals: return "'=' needs the same whitespace on both sides"
        case .bracketRun(let limit): return "more than \(limit) '[' in a row: those after the \(limit)th are not read"
        case .loopBudgetSpent(let bodies):
            return "skipped the constraints in this loop: the file's loops over array literals were followed \(bodies) times already"
        case .callBudgetSpent(let bodies):
            return "skipped the constraints this call returns: the file's loops and functions were followed \(bodies) times already"
        case .forEachOverUnknownCollection:
            return "skipped the constraints in this forEach: only loops over an array literal are followed"
        case .loopOverUnknownCollection(let sequence):
            return "skipped the constraints in this loop over \(sequence): only loops over an array literal are followed"
        case .unseenClosure(let method): return "\(method) is given a closure the reader cannot see; skipped"
        case .unseenConstraints(let expression): return "\(expression) holds constraints the reader cannot see; skipped"
        case .outletConstraints(let name):
            return "\(name) is an outlet: Interface Builder makes its constraint, which the reader of this file cannot see; skipped"
        case .runtimeActivation: return "isActive is set to a value known only at run time; left as it was"
        case .unknownAssignedPriority(let expression): return "the priority \(expression) is not known; left as it was"
        case .unknownArrayElement(let expression): return "\(expression) is not a constraint the reader can follow; skipped"
        case .unknownSnapKitView(let receiver): return "cannot tell which view \(receiver) constrains; skipped"
        case .unfollowedStatement: return "the reader does not follow this statement; the chains in it were skipped"
        case .unfollowedChain(let expression): return "\(expression) is not a chain the reader can follow; skipped"
        case .noAttribute(let chain): return "\(chain) names no attribute SnapKit has; skipped"
        case .noRelation(let chain): return "\(chain) has no relation (equalTo, …) the reader knows; skipped"
        case .relationWithoutArgument(let relation): return "\(relation) has no argument; skipped"
        case .multiStatementClosure: return "the reader follows only a one-expression closure here; skipped"
        case .notFromSuperview(let expression): return "\(expression) does not start at the superview; skipped"
        case .unknownSuperviewPart(let expression): return "\(expression) is not a part of the superview the reader knows; skipped"
        case .unknownInset(let value): return "\(value) is not a number or insets; the chain is read without this inset"
        case .unknownChainPriority(let value): return "the priority \(value) is not known; read as required"
        case .unknownModifier(let name): return "\(name) is not a SnapKit modifier the reader knows; the chain is read without it"
        case .unknownAnchor(let expression): return "\(expression) is not an anchor the reader can follow; skipped"
        case .systemSpacingMultiple(let multiplier):
            return "the system spacing times \(multiplier) is not a constant the model holds "
                + "(it has the standard space, not multiples of it); skipped"
        case .unknownInitializer(let labels):
            return "NSLayoutConstraint(\(labels.map { "\($0):" }.joined())) is not an initializer the reader knows; skipped"
        case .runtimeAttribute: return "an attribute or relation of this constraint is known only at run time; skipped"
        case .formatNotLiteral: return "the format is not a string literal without interpolation; skipped"
        case .unseenViewsDictionary: return "the views dictionary is not one the reader can see; skipped"
        case .runtimeOptions: return "the options are known only at run time; skipped"
        case .unseenMetricsDictionary: return "the metrics dictionary is not one the reader can see; skipped"
        case .notAView(let expression): return "\(expression) is not a view VFL can lay out; skipped"
        case .symbolicMetric(let name, let origin):
            return "\(name) has no value in this file (\(origin)); it is kept by name, and --metric '\(name)=VALUE' gives it one"
        case .conditional: return "constraints inside this branch are read as if it runs"
        case .notActivated(let constraint, let reason): return "\(constraint) cannot be activated: \(reason)"
        case .priorityRefused(let constraint, let reason): return "\(constraint): \(reason)"
        case .constraintRefused(let reason): return "UIKit refuses this constraint: \(reason)"
        }
    }
}
