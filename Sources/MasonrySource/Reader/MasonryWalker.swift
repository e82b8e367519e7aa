@_spi(Readers) import Constraints
import SourceModel

/// The Masonry reader's second pass: walks the file's bodies in source order
/// and reads every Masonry block where it is sent (`mas_makeConstraints:`,
/// `mas_updateConstraints:`, `mas_remakeConstraints:`, on a view or on an
/// array of views) and every `mas_distributeViewsAlongAxis:…`, following the
/// constraints kept in variables (`self.top = make.top…;` then
/// `[self.top uninstall];`). What it cannot follow becomes a diagnostic and
/// the walk goes on.
final class MasonryWalker: ObjectiveCWalk {
    /// A chain read in a block, with what the walk knew where it was written.
    struct ReadChain {
        let chain: MasonryChain
        let condition: Range<Int>?
        let isComplete: Bool
        /// The variable the chain's constraints are kept in, if any.
        let binding: ItemReference?
    }

    let facts: MasonryFacts
    let items: ItemTable
    let metrics: [String: Double]
    let file: String
    let lines: LineTable
    /// The constraints read so far, with the body that last activated each.
    var records: [SourceConstraint] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The records constraint variables hold (`self.top`, a local `MASConstraint *c`).
    var bindings: [ItemReference: [Int]] = [:]
    /// The maker's name while a block's chains are read, and the chains read so far.
    var maker: String?
    var chainsRead: [ReadChain] = []
    private var reportedConditions: Set<Int> = []
    /// The records each expression that makes Auto Layout constraints without Masonry made, by where it is read: made once.
    var madeBy: [ReadingPlace: [Int]] = [:]

    /// Where an expression is read: its range, and the elements the loop
    /// variables stand for then, so that a followed loop's body makes its
    /// constraints once per element.
    struct ReadingPlace: Hashable {
        let range: Range<Int>
        let elements: [String: Range<Int>]
    }
    /// Activations of constraint properties the walk has not seen made yet, tried again when it ends.
    var pendingActivations: [ObjectiveCExpression] = []
    /// When each record takes its place in the reading: made, or activated after that (README, "Order").
    private var orderKeys: [Int] = []
    private var events = 0
    /// The definitions being evaluated (against a constant defined by itself), and the values found.
    private var evaluating: Set<String> = []
    private var constantValues: [String: Double?] = [:]

    init(facts: MasonryFacts, items: ItemTable, metrics: [String: Double], file: String, bytes: [UInt8]) {
        self.facts = facts
        self.items = items
        self.metrics = metrics
        self.file = file
        lines = LineTable(bytes)
        super.init(bytes: bytes, selfMacros: facts.selfMacros)
    }

    // MARK: Places and results

    func range(_ offsets: Range<Int>) -> SourceRange {
        lines.sourceRange(offsets, file: file)
    }

    func report(_ message: MasonryDiagnostic, at offsets: Range<Int>) {
        diagnostics.append(Diagnostic(message, at: range(offsets)))
    }

    /// Adds a diagnostic the walk has not made already (the same block read for each view of an array).
    func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Records a constraint; a note marks the first one inside each `if` or `switch`.
    func record(_ constraint: LayoutConstraint, at location: SourceRange, condition: Range<Int>?, isComplete: Bool) -> Int {
        record(constraint, at: location, notation: .masonry, condition: condition, isComplete: isComplete)
    }

    /// Records a constraint written in `notation`; a note marks the first one inside each `if` or `switch`.
    func record(
        _ constraint: LayoutConstraint, at location: SourceRange, notation: SourceNotation, condition: Range<Int>?, isComplete: Bool
    ) -> Int {
        if let condition, reportedConditions.insert(condition.lowerBound).inserted {
            report(.conditional, at: condition.lowerBound ..< condition.lowerBound + (condition.isEmpty ? 0 : condition.count))
        }
        records.append(SourceConstraint(
            constraint: constraint, location: location, notation: notation, isConditional: condition != nil, isComplete: isComplete,
            body: body))
        events += 1
        orderKeys.append(events)
        return records.count - 1
    }

    /// The records in the order UIKit would create or activate them: each
    /// where it is made, or where it is activated when that comes later.
    var orderedRecords: [SourceConstraint] {
        records.indices.sorted { orderKeys[$0] < orderKeys[$1] }.map { records[$0] }
    }

    /// Activates a record, which takes its place in the order here if it was
    /// inactive (unless `keepingOrder`: an activation written above where it
    /// is made); what UIKit would refuse is reported.
    func activate(_ index: Int, keepingOrder: Bool = false) {
        do {
            let wasActive = records[index].constraint.isActive
            try records[index].constraint.activate()
            records[index].body = body
            if !wasActive, !keepingOrder {
                events += 1
                orderKeys[index] = events
            }
        } catch {
            report(Diagnostic(
                MasonryDiagnostic.notActivated(constraint: "\(records[index].constraint)", reason: "\(error)"), at: records[index].location))
        }
    }

    /// Runs `evaluate` unless `name` is already being evaluated (a definition that refers to itself).
    func evaluatingOnce<T>(_ name: String, _ evaluate: () -> T) -> T? {
        guard evaluating.insert(name).inserted else { return nil }
        defer { evaluating.remove(name) }
        return evaluate()
    }

    /// The value of the constant `name`, worked out by `compute` the first time it is asked for.
    func constantValue(_ name: String, _ compute: () -> Double?) -> Double? {
        if let known = constantValues[name] { return known }
        let value = compute()
        constantValues[name] = value
        return value
    }

    override func memberArray(named name: String) -> [ObjectiveCExpression]? {
        facts.memberArray(named: name)
    }

    // MARK: The walk

    override func walk(_ statement: ObjectiveCStatement) {
        guard let maker else { return super.walk(statement) }
        switch statement.kind {
        case .expression(let expression):
            if case .assignment("=", let target, let value) = expression.kind, startsAtMaker(value) {
                readChain(value, binding: reference(target))
            } else if startsAtMaker(expression) {
                readChain(expression, binding: nil)
            } else if mentions(maker, in: expression) {
                // Chains given to something else (`[all addObjectsFromArray:@[make.top…, make.left…]]`) are read in order.
                let chains = chains(in: expression)
                chains.forEach { readChain($0, binding: nil) }
                if chains.isEmpty || mentionsOutsideChains(maker, in: expression) {
                    report(.unfollowedChain(expression: shortText(of: expression)), at: expression.range)
                }
            } else {
                super.walk(statement)
            }
        case .declaration(_, let variables):
            for variable in variables {
                guard let initializer = variable.initializer, startsAtMaker(initializer) else { continue }
                super.walk(statement)
                readChain(initializer, binding: reference(variable.nameExpression))
                return
            }
            super.walk(statement)
        case .unreadable:
            report(.unparsableStatement, at: statement.range)
        default:
            super.walk(statement)
        }
    }

    override func visit(_ expression: ObjectiveCExpression) {
        if maker == nil, readAutoLayout(expression) { return }
        guard maker == nil, case .message(let receiver, let parts) = expression.kind else { return super.visit(expression) }
        let selector = ObjectiveCExpression.selector(of: parts)
        if let verb = MasonryVerb(selector: selector, shorthand: facts.isShorthand) {
            return readBlock(verb, receiver: receiver, argument: parts[0].argument, send: expression)
        }
        if selector.hasPrefix("mas_distributeViewsAlongAxis:") { return readDistribution(receiver: receiver, parts: parts, send: expression) }
        if Self.installingSelectors.contains(selector), let reference = reference(receiver),
           let indices = bindings[reference]
        {
            let activates = selector == "install" || selector == "activate"
            for index in indices {
                if activates { activate(index) } else { records[index].constraint.deactivate() }
            }
            return
        }
        super.visit(expression)
    }

    override func visitDeclaration(_ statement: ObjectiveCStatement) {
        guard maker == nil, case .declaration(let type, let variables) = statement.kind else { return }
        bindAutoLayout(variables, type: type)
    }

    override func visitOther(_ statement: ObjectiveCStatement) {
        if case .unreadable(mentionsMasonry: true) = statement.kind {
            report(.unparsableMasonryStatement, at: statement.range)
        }
    }

    override func unfollowedLoop(_ body: ObjectiveCStatement, keyword: Range<Int>) {
        guard body.contains(where: changesConstraints) else { return }
        report(.loopOverUnknownCollection, at: keyword)
    }

    /// The messages that add, remove, activate or deactivate the constraints they are given.
    private static let constraintListSelectors: Set<String> = [
        "addConstraint:", "addConstraints:", "removeConstraint:", "removeConstraints:", "activateConstraints:", "deactivateConstraints:",
    ]
    /// The messages that install or uninstall their receiver, a Masonry constraint or anything else (`[session activate]`).
    private static let installingSelectors: Set<String> = ["install", "uninstall", "activate", "deactivate"]

    /// Whether the expression itself makes, installs or toggles constraints,
    /// so that a loop the reader skips loses some: a Masonry block or
    /// distribution, a chain of the maker's, a constraint made without
    /// Masonry (`constraintWithItem:…`, an anchor's, VFL), a list of them
    /// added, removed or activated, or something named as a constraint
    /// activated (`self.heightConstraint.active = NO`, `[topConstraint uninstall]`),
    /// as the Swift reader decides for its loops. A query such as
    /// `mas_closestCommonSuperview:`, or a model's `self.active = YES`, is none.
    private func changesConstraints(_ expression: ObjectiveCExpression) -> Bool {
        if startsAtMaker(expression) { return true }
        switch expression.kind {
        case .message(let receiver, let parts):
            let selector = ObjectiveCExpression.selector(of: parts)
            if MasonryVerb(selector: selector, shorthand: facts.isShorthand) != nil || selector.hasPrefix("mas_distributeViewsAlongAxis:")
                || makesAutoLayout(expression) || Self.constraintListSelectors.contains(selector)
            {
                return true
            }
            return (Self.installingSelectors.contains(selector) || selector == "setActive:") && isNamedAsConstraint(receiver)
        case .assignment("=", let target, _):
            guard case .member(let owner, "active") = target.kind else { return false }
            return isNamedAsConstraint(owner)
        default:
            return false
        }
    }

    /// Whether the expression's text names a constraint: `heightConstraint`, `self.constraints[0]`, `_topConstraint`.
    private func isNamedAsConstraint(_ expression: ObjectiveCExpression) -> Bool {
        text(of: expression).contains("onstraint")
    }

    /// The chains that start at the maker inside `expression`, in source order (not those inside a chain).
    private func chains(in expression: ObjectiveCExpression) -> [ObjectiveCExpression] {
        if startsAtMaker(expression) { return [expression] }
        var found: [ObjectiveCExpression] = []
        expression.forEachChild { found += chains(in: $0) }
        return found
    }

    /// Whether the maker appears in `expression` other than at the root of a chain.
    private func mentionsOutsideChains(_ maker: String, in expression: ObjectiveCExpression) -> Bool {
        if startsAtMaker(expression) { return false }
        if expression.identifier == maker { return true }
        var found = false
        expression.forEachChild { if !found { found = mentionsOutsideChains(maker, in: $0) } }
        return found
    }

    /// Whether `name` appears in the expression as an identifier.
    func mentions(_ name: String, in expression: ObjectiveCExpression) -> Bool {
        if expression.identifier == name { return true }
        var found = false
        expression.forEachChild { if !found { found = mentions(name, in: $0) } }
        return found
    }

    /// The expression's text for a message, cut to 60 characters.
    func shortText(of expression: ObjectiveCExpression) -> String {
        let text = text(of: expression)
        return text.count > 60 ? text.prefix(59) + "…" : text
    }
}

/// The messages that run a Masonry block on a view (or on each view of an array).
enum MasonryVerb {
    case make, update, remake

    /// `mas_makeConstraints:` and its kin; without the prefix under `MAS_SHORTHAND`.
    init?(selector: String, shorthand: Bool) {
        let name = selector.hasPrefix("mas_") ? String(selector.dropFirst(4)) : shorthand ? selector : ""
        switch name {
        case "makeConstraints:": self = .make
        case "updateConstraints:": self = .update
        case "remakeConstraints:": self = .remake
        default: return nil
        }
    }
}
