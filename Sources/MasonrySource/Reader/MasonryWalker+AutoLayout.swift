@_spi(Readers) import Constraints
import SourceModel
import VFL

/// Auto Layout written in Objective-C without Masonry, read as the Swift
/// reader reads it in Swift: `constraintWithItem:attribute:relatedBy:toItem:…`,
/// the anchors' `constraintEqualToAnchor:…` family and
/// `constraintsWithVisualFormat:options:metrics:views:` (views from
/// `NSDictionaryOfVariableBindings(…)` or `@{…}`), kept in variables and
/// properties, collected in arrays (`@[…]`, `addObject:`,
/// `addObjectsFromArray:`), given priorities, and activated by
/// `activateConstraints:`, `addConstraint(s):`, `.active = YES` or
/// `setActive:`. Each expression that makes constraints makes them once,
/// however many statements name it.
extension MasonryWalker {
    /// Reads an expression that makes, collects, activates or changes
    /// constraints without Masonry; whether it was one.
    func readAutoLayout(_ expression: ObjectiveCExpression) -> Bool {
        switch expression.kind {
        case .assignment("=", let target, let value):
            return readAssignment(to: target, value, at: expression)
        case .message(let receiver, let parts):
            let selector = ObjectiveCExpression.selector(of: parts)
            switch selector {
            case "activateConstraints:" where receiver.identifier == "NSLayoutConstraint", "addConstraint:", "addConstraints:":
                guard let argument = parts[0].argument else { return false }
                activateAll(argument, at: expression)
                return true
            case "deactivateConstraints:" where receiver.identifier == "NSLayoutConstraint", "removeConstraint:", "removeConstraints:":
                guard let argument = parts[0].argument, let indices = autoLayoutConstraints(from: argument) else { return false }
                for index in indices { records[index].constraint.deactivate() }
                return true
            case "setActive:", "setPriority:":
                guard let argument = parts[0].argument else { return false }
                return readAssignment(
                    to: ObjectiveCExpression(kind: .member(receiver, selector == "setActive:" ? "active" : "priority"), range: receiver.range),
                    argument, at: expression)
            case "addObject:", "addObjectsFromArray:":
                // An array the file collects constraints in, wherever it was made (an instance variable's `[NSMutableArray array]`).
                guard let argument = parts[0].argument, let target = reference(receiver), let indices = autoLayoutConstraints(from: argument)
                else { return false }
                bindings[target, default: []] += indices
                return true
            default:
                return makesAutoLayout(expression) && autoLayoutConstraints(from: expression) != nil
            }
        default:
            return false
        }
    }

    /// `NSLayoutConstraint *c = …;`, `NSMutableArray *all = [NSMutableArray array];`:
    /// the variable holds what its initializer makes, or an array to collect into.
    func bindAutoLayout(_ variables: [ObjectiveCStatement.Variable], type: String) {
        for variable in variables {
            guard let reference = reference(variable.nameExpression) else { continue }
            if let initializer = variable.initializer, let indices = autoLayoutConstraints(from: initializer) {
                bindings[reference] = indices
            } else if type.contains("NSMutableArray") || type.contains("NSLayoutConstraint") {
                bindings[reference] = []
            }
        }
    }

    /// Activates what the pending activations name, now that the whole file is read; what is still unknown is reported.
    func finishPendingActivations() {
        for pending in pendingActivations {
            guard let indices = autoLayoutConstraints(from: pending) else {
                report(.unseenConstraints(expression: shortText(of: pending)), at: pending.range)
                continue
            }
            for index in indices { activate(index, keepingOrder: true) }
        }
        pendingActivations = []
    }

    // MARK: Statements

    /// `c.active = YES`, `c.priority = …`, `self.c = …`.
    private func readAssignment(to target: ObjectiveCExpression, _ value: ObjectiveCExpression, at expression: ObjectiveCExpression) -> Bool {
        if case .member(let base, let member) = target.kind, member == "active" || member == "priority" {
            guard let indices = autoLayoutConstraints(from: base) else {
                guard member == "active", isYes(value) == true, namesUnboundProperty(base) else { return false }
                pendingActivations.append(base)
                return true
            }
            if member == "active" {
                switch isYes(value) {
                case true?: for index in indices { activate(index) }
                case false?: for index in indices { records[index].constraint.deactivate() }
                case nil:
                    report(.runtimeActivation, at: value.range)
                    for index in indices { records[index].isComplete = false }
                }
            } else {
                setPriority(value, of: indices)
            }
            return true
        }
        guard let indices = autoLayoutConstraints(from: value), let reference = reference(target) else { return false }
        bindings[reference] = indices
        return true
    }

    private func setPriority(_ value: ObjectiveCExpression, of indices: [Int]) {
        guard let priority = priority(value) else {
            report(.unknownAssignedPriority(expression: shortText(of: value)), at: value.range)
            for index in indices { records[index].isComplete = false }
            return
        }
        for index in indices {
            do {
                try records[index].constraint.setPriority(LayoutPriority(priority))
            } catch {
                report(Diagnostic(
                    MasonryDiagnostic.notActivated(constraint: "\(records[index].constraint)", reason: "\(error)"), at: range(value.range)))
            }
        }
    }

    /// Activates what `argument` holds; a property not made yet waits for the end of the file.
    private func activateAll(_ argument: ObjectiveCExpression, at expression: ObjectiveCExpression) {
        guard let indices = autoLayoutConstraints(from: argument) else {
            if namesUnboundProperty(argument) {
                pendingActivations.append(argument)
            } else {
                report(.unseenConstraints(expression: shortText(of: argument)), at: argument.range)
            }
            return
        }
        for index in indices { activate(index) }
    }

    /// `YES`, `NO`, `true`, `false`, `1`, `0`; `nil` for anything else.
    private func isYes(_ value: ObjectiveCExpression) -> Bool? {
        switch value.uncast.kind {
        case .identifier(let name) where ["YES", "true", "TRUE"].contains(name): return true
        case .identifier(let name) where ["NO", "false", "FALSE"].contains(name): return false
        case .number(let number): return number != 0
        default: return nil
        }
    }

    /// Whether an expression only names constraint variables, one a property
    /// the file declares as constraints (`NSLayoutConstraint *`, an array)
    /// that the walk has not seen made yet (a method further down may make it).
    private func namesUnboundProperty(_ expression: ObjectiveCExpression) -> Bool {
        var unboundProperty = false
        func onlyNames(_ expression: ObjectiveCExpression) -> Bool {
            if case .arrayLiteral(let elements) = expression.uncast.kind { return elements.allSatisfy(onlyNames) }
            guard let reference = reference(expression) else { return false }
            if bindings[reference] == nil {
                let kind = declaredKind(of: expression)
                guard !reference.scope.hasPrefix(ItemReference.localScopePrefix), kind == .constraint || kind == .array else { return false }
                unboundProperty = true
            }
            return true
        }
        return onlyNames(expression) && unboundProperty
    }

    // MARK: Constraints

    /// Whether the expression is a message that makes constraints.
    func makesAutoLayout(_ expression: ObjectiveCExpression) -> Bool {
        guard case .message(_, let parts) = expression.kind else { return false }
        let selector = ObjectiveCExpression.selector(of: parts)
        return selector == Self.itemSelector || selector.hasPrefix("constraintsWithVisualFormat:") || AnchorMessage(parts) != nil
    }

    /// The records an expression makes or holds: a constraint or VFL made
    /// there (once), a variable or property holding some, an array of them
    /// (`@[…]`, `arrayWithObjects:`, `arrayByAddingObjectsFromArray:`);
    /// `nil` when it is none of these.
    func autoLayoutConstraints(from expression: ObjectiveCExpression) -> [Int]? {
        let expression = substituted(expression.uncast)
        let place = ReadingPlace(range: expression.range, elements: substitutions.mapValues(\.range))
        if let made = madeBy[place] { return made }
        switch expression.kind {
        case .message(let receiver, let parts):
            let selector = ObjectiveCExpression.selector(of: parts)
            var made: [Int]?
            if selector == Self.itemSelector {
                made = readItemConstraint(parts, at: expression).map { [$0] } ?? []
            } else if let anchor = AnchorMessage(parts) {
                made = readAnchor(anchor, of: receiver, at: expression).map { [$0] } ?? []
            } else if selector.hasPrefix("constraintsWithVisualFormat:") {
                made = readVisualFormat(parts, at: expression)
            } else if ["arrayByAddingObjectsFromArray:", "arrayByAddingObject:"].contains(selector), let argument = parts[0].argument {
                guard let first = autoLayoutConstraints(from: receiver), let second = autoLayoutConstraints(from: argument) else { return nil }
                return first + second
            } else if ["arrayWithObjects:", "arrayWithObject:", "arrayWithArray:", "initWithObjects:", "initWithArray:"].contains(selector),
                      let argument = parts[0].argument
            {
                var all: [Int] = []
                for element in [argument] + parts[0].extra where element.identifier != "nil" {
                    guard let held = autoLayoutConstraints(from: element) else { return nil }
                    all += held
                }
                return all
            }
            if let made { madeBy[place] = made }
            return made ?? reference(expression).flatMap { bindings[$0] }
        case .arrayLiteral(let elements):
            var all: [Int] = []
            for element in elements {
                guard let held = autoLayoutConstraints(from: element) else { return nil }
                all += held
            }
            return all
        default:
            return reference(expression).flatMap { bindings[$0] }
        }
    }

    /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`.
    private static let itemSelector = "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:"

    /// The record `[NSLayoutConstraint constraintWithItem:…]` makes; `nil` (reported) when it cannot be read or made.
    private func readItemConstraint(_ parts: [ObjectiveCExpression.SelectorPart], at expression: ObjectiveCExpression) -> Int? {
        let arguments = parts.compactMap(\.argument)
        guard arguments.count == 7, let firstAttribute = Self.attribute(arguments[1]), let relation = Self.relation(arguments[2]),
              let secondAttribute = Self.attribute(arguments[4])
        else {
            report(.runtimeAttribute, at: expression.range)
            return nil
        }
        guard let first = reference(arguments[0]).map(items.item) else {
            report(.unknownView(expression: shortText(of: arguments[0])), at: arguments[0].range)
            return nil
        }
        let isNil = arguments[3].isNullPointer
        let second = isNil ? nil : reference(arguments[3]).map(items.item)
        guard isNil || second != nil else {
            report(.unknownView(expression: shortText(of: arguments[3])), at: arguments[3].range)
            return nil
        }
        return make(
            first, firstAttribute, relation, second, secondAttribute, multiplier: number(arguments[5]),
            constant: LayoutConstant(number(arguments[6])), at: expression, notation: .layoutConstraintInitializer)
    }

    /// The record an anchor message makes; `nil` (reported) when its anchors cannot be followed.
    private func readAnchor(_ message: AnchorMessage, of receiver: ObjectiveCExpression, at expression: ObjectiveCExpression) -> Int? {
        guard let (firstExpression, firstAttribute) = anchor(receiver), let first = reference(firstExpression).map(items.item) else {
            report(.unknownAnchor(expression: shortText(of: receiver)), at: receiver.range)
            return nil
        }
        var second: LayoutItem?, secondAttribute = LayoutAttribute.notAnAttribute
        if let target = message.anchor {
            guard let (item, attribute) = anchor(target), let other = reference(item).map(items.item) else {
                report(.unknownAnchor(expression: shortText(of: target)), at: target.range)
                return nil
            }
            (second, secondAttribute) = (other, attribute)
        }
        var constant = message.constant.map { LayoutConstant(number($0)) } ?? .points(0)
        if message.isSystemSpacing {
            guard message.multiplier.map({ number($0).value == 1 }) ?? true else {
                report(.unknownAnchor(expression: shortText(of: expression)), at: expression.range)
                return nil
            }
            constant = .standardSpacing
        }
        return make(
            first, firstAttribute, message.relation, second, secondAttribute,
            multiplier: message.isSystemSpacing ? MetricExpression(constant: 1) : message.multiplier.map(number) ?? MetricExpression(constant: 1),
            constant: constant, at: expression, notation: .anchor)
    }

    private func make(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: MetricExpression, constant: LayoutConstant,
        at expression: ObjectiveCExpression, notation: SourceNotation
    ) -> Int? {
        let location = range(expression.range.lowerBound ..< expression.range.lowerBound)
        do {
            let constraint = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                symbolicMultiplier: multiplier, constant: constant, origin: .sourceCode(location))
            return record(constraint, at: location, notation: notation, condition: condition, isComplete: true)
        } catch {
            report(Diagnostic(
                MasonryDiagnostic.refused(first: first.name, second: second?.name, reason: "\(error)"), at: range(expression.range)))
            return nil
        }
    }

    /// `X.topAnchor` or `[X topAnchor]` as `X` and `.top`; a loop variable
    /// is the element it stands for, and a local that is another name for an
    /// anchor (`NSLayoutAnchor *bottom = view.bottomAnchor;`) the anchor its
    /// initializer names, as `arrayElements` follows a local to its array.
    /// `aliases` bounds how many such names are followed.
    private func anchor(_ expression: ObjectiveCExpression, aliases: Int = 8) -> (item: ObjectiveCExpression, attribute: LayoutAttribute)? {
        let base: ObjectiveCExpression, name: String
        switch substituted(expression.uncast).kind {
        case .identifier(let local):
            guard aliases > 0, let initializer = self.local(local)?.initializer else { return nil }
            return anchor(initializer, aliases: aliases - 1)
        case .member(let owner, let member): (base, name) = (owner, member)
        case .message(let receiver, let parts) where parts.count == 1 && parts[0].argument == nil: (base, name) = (receiver, parts[0].name)
        default: return nil
        }
        guard name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast("Anchor".count))),
              attribute != .notAnAttribute, !attribute.name.hasSuffix("Margin"), !attribute.name.hasSuffix("WithinMargins")
        else { return nil }
        return (base, attribute)
    }

    /// `NSLayoutAttributeTop`, `NSLayoutAttributeNotAnAttribute` (AppKit's and UIKit's spelling),
    /// `NSLayoutAttributeBaseline` (the last baseline's old name).
    private static func attribute(_ expression: ObjectiveCExpression) -> LayoutAttribute? {
        guard let name = expression.uncast.identifier, name.hasPrefix("NSLayoutAttribute") else { return nil }
        return LayoutAttribute(sourceName: MasonryNames.lowercasedFirst(name.dropFirst("NSLayoutAttribute".count)))
    }

    /// `NSLayoutRelationEqual` and its kin.
    private static func relation(_ expression: ObjectiveCExpression) -> LayoutRelation? {
        switch expression.uncast.identifier {
        case "NSLayoutRelationEqual": return .equal
        case "NSLayoutRelationLessThanOrEqual": return .lessThanOrEqual
        case "NSLayoutRelationGreaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }
}
