@_spi(Readers) import Constraints
import SourceModel

/// Reading one chain of a Masonry block into a `MasonryChain`: its
/// attributes, its relation and targets, and its modifiers, each value
/// evaluated once, in the order written.
extension MasonryWalker {
    /// One link of a chain, from its root outwards: `make.top.equalTo(x)` is
    /// `make`, then `top`, then `equalTo(x)`; `[make top]` is `make`, then `top`.
    enum ChainLink {
        case member(String, Range<Int>)
        case call(String, [ObjectiveCExpression], Range<Int>)
    }

    /// The root and links of a chain of member accesses, calls of members and argument-less messages.
    func links(of expression: ObjectiveCExpression) -> (root: ObjectiveCExpression, links: [ChainLink]) {
        var links: [ChainLink] = []
        var current = expression
        while true {
            let nameEnd = current.range.upperBound
            switch current.kind {
            case .call(let callee, let arguments):
                guard case .member(let base, let name) = callee.kind else { return (current, links.reversed()) }
                links.append(.call(name, arguments, callee.range.upperBound - name.utf8.count ..< callee.range.upperBound))
                current = base
            case .member(let base, let name):
                links.append(.member(name, nameEnd - name.utf8.count ..< nameEnd))
                current = base
            case .message(let receiver, let parts) where parts.count == 1 && parts[0].argument == nil:
                links.append(.member(parts[0].name, current.range))
                current = receiver
            default:
                return (current, links.reversed())
            }
        }
    }

    /// Whether the expression is a chain that starts at the maker.
    func startsAtMaker(_ expression: ObjectiveCExpression) -> Bool {
        guard let maker else { return false }
        let (root, links) = links(of: expression)
        return root.identifier == maker && !links.isEmpty
    }

    private static let relations: [String: LayoutRelation] = [
        "equalTo": .equal, "mas_equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "mas_lessThanOrEqualTo": .lessThanOrEqual,
        "greaterThanOrEqualTo": .greaterThanOrEqual, "mas_greaterThanOrEqualTo": .greaterThanOrEqual,
    ]

    /// Reads `make.attributes….relation(target).modifiers…` into the block's
    /// chains; a chain Masonry does not have is reported and skipped, an
    /// unknown modifier reported and left out.
    func readChain(_ expression: ObjectiveCExpression, binding: ItemReference?) {
        var steps: [MasonryChain.Step] = []
        var isComplete = true
        var hasAttributes = false
        for link in links(of: expression).links {
            switch link {
            case .member("with", _), .member("and", _), .member("animator", _):
                continue
            case .member(let name, _) where !hasAttributes && MasonryNames.makerFlags.contains(name):
                return  // `make.removeExisting` is a flag of the maker's, not a chain
            case .member(let name, let place):
                if let attributes = attributes(named: name, first: !hasAttributes, at: place) {
                    guard !attributes.isEmpty else { return }
                    steps.append(.attributes(attributes, composite: attributes.count > 1))
                    hasAttributes = true
                } else if !hasAttributes {
                    return report(.unknownAttribute(name: name), at: place)
                } else {
                    report(.unknownModifier(name: name), at: place)
                    isComplete = false
                }
            case .call("attributes", let arguments, let place) where !hasAttributes:
                guard let mask = arguments.first, let attributes = MasonryNames.maskAttributes(maskNames(mask)), !attributes.isEmpty else {
                    return report(.unreadableMask, at: place)
                }
                steps.append(.attributes(attributes, composite: true))
                hasAttributes = true
            case .call(let name, let arguments, let place):
                guard hasAttributes else {
                    return report(.noAttribute(before: name), at: place)
                }
                switch step(name, arguments, at: place) {
                case .read(let step): steps.append(step)
                case .skipped: isComplete = false
                case .chainSkipped: return
                }
            }
        }
        guard hasAttributes else { return }
        let location = range(expression.range.lowerBound ..< expression.range.lowerBound)
        chainsRead.append(ReadChain(chain: MasonryChain(steps: steps, location: location), condition: condition, isComplete: isComplete,
                                    binding: binding))
    }

    /// The attributes `name` stands for at this place of a chain: a single one
    /// anywhere, a composite first; `nil` when it is not an attribute; empty
    /// (reported) for one Masonry does not have here.
    private func attributes(named name: String, first: Bool, at place: Range<Int>) -> [LayoutAttribute]? {
        if let attribute = MasonryNames.attribute(name) {
            guard !facts.isMacOS || !MasonryNames.isMarginAttribute(attribute) else {
                report(.iOSOnlyAttribute(name: name), at: place)
                return []
            }
            return [attribute]
        }
        guard let composite = MasonryNames.composites.first(where: { $0.name == name }) else { return nil }
        guard first else {
            report(.compositeAfterFirst(name: name), at: place)
            return []
        }
        return composite.attributes
    }

    /// The names in `MASAttributeLeft | MASAttributeTop`.
    private func maskNames(_ expression: ObjectiveCExpression) -> [String] {
        switch expression.kind {
        case .binary("|", let left, let right): return maskNames(left) + maskNames(right)
        case .identifier(let name): return [name]
        default: return ["?"]
        }
    }

    /// What the reader makes of a call after the attributes.
    private enum StepReading {
        case read(MasonryChain.Step)
        /// An unknown modifier, reported; the chain is read without it.
        case skipped
        /// Something Masonry does not do, reported; the chain is skipped.
        case chainSkipped
    }

    private func step(_ name: String, _ arguments: [ObjectiveCExpression], at place: Range<Int>) -> StepReading {
        if let value = MasonryNames.priorityShortcut(name, macOS: facts.isMacOS) { return .read(.priority(value)) }
        guard let argument = arguments.first else {
            report(.unknownModifier(name: "\(name)()"), at: place)
            return .skipped
        }
        if let relation = Self.relations[name] {
            guard let (targets, isArray) = targets(argument) else { return .chainSkipped }
            return .read(.relation(relation, targets, isArray: isArray))
        }
        switch name {
        case "offset", "mas_offset", "valueOffset":
            return .read(structValue(argument).map { .value($0) } ?? .offset(number(argument)))
        case "insets", "sizeOffset", "centerOffset":
            switch (name, structValue(argument)) {
            case ("insets", .insets?), ("sizeOffset", .size?), ("centerOffset", .point?):
                return .read(.value(structValue(argument) ?? .scalar(MetricExpression())))
            default:
                report(.unseenValue(value: shortText(of: argument), modifier: name), at: argument.range)
                return .skipped
            }
        case "inset":
            let inset = number(argument)
            return .read(.value(.insets(top: inset, left: inset, bottom: inset, right: inset)))
        case "multipliedBy": return .read(.multipliedBy(number(argument)))
        case "dividedBy": return .read(.dividedBy(number(argument)))
        case "priority":
            guard let value = priority(argument) else {
                report(.unknownPriority(value: shortText(of: argument)), at: argument.range)
                return .skipped
            }
            return .read(.priority(value))
        case "key":
            if case .string(let key) = argument.kind { return .read(.key(key)) }
            return .read(.key(text(of: argument)))
        default:
            report(.unknownModifier(name: name), at: place)
            return .skipped
        }
    }
}
