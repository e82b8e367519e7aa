@_spi(Readers) import Constraints
import SourceModel

/// Masonry's blocks and helpers, read: the block's chains are read once,
/// then run on `MasonryMaker` for each view it is sent to, and installed as
/// Masonry installs them (`make` adds; `update` changes the constant of the
/// newest matching constraint, or adds; `remake` first removes the view's own).
extension MasonryWalker {
    /// `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]` and its
    /// kin, on a view or on an array of views (each in turn).
    func readBlock(_ verb: MasonryVerb, receiver: ObjectiveCExpression, argument: ObjectiveCExpression?, send: ObjectiveCExpression) {
        guard let argument, case .block(let parameters, let statements) = argument.kind, let makerName = parameters.first else {
            report(.unseenBlock, at: send.range)
            return
        }
        guard let views = views(receivingAt: receiver) else { return }
        let chains = readChains(of: statements, maker: makerName, at: argument.range.lowerBound)
        for view in views { install(chains, on: view, verb: verb) }
    }

    /// The views a message is sent to: one, or each element of an array the reader can see.
    private func views(receivingAt receiver: ObjectiveCExpression) -> [LayoutView]? {
        var expressions = [receiver]
        if let elements = arrayElements(receiver) {
            expressions = elements
        } else if declaredKind(of: receiver) == .array {
            report(.unseenArray(expression: shortText(of: receiver)), at: receiver.range)
            return nil
        }
        var views: [LayoutView] = []
        for expression in expressions {
            guard let reference = reference(expression) else {
                report(.unknownView(expression: shortText(of: expression)), at: expression.range)
                continue
            }
            guard let view = items.view(reference) else {
                report(.layoutGuideReceiver(name: reference.name), at: expression.range)
                continue
            }
            views.append(view)
        }
        return views
    }

    /// The chains of a block's statements, in order, walked in a scope of their own.
    private func readChains(of statements: [ObjectiveCStatement], maker makerName: String, at start: Int) -> [ReadChain] {
        let saved = (maker, chainsRead)
        (maker, chainsRead) = (makerName, [])
        enterScope(parameters: [(makerName, start)]) {
            for statement in statements { walk(statement) }
        }
        let chains = chainsRead
        (maker, chainsRead) = saved
        return chains
    }

    /// Runs the chains on `view` and installs what they make.
    private func install(_ chains: [ReadChain], on view: LayoutView, verb: MasonryVerb) {
        var maker = MasonryMaker(view: view)
        for chain in chains { maker.run(chain.chain) }
        let made = maker.constraints()
        for diagnostic in maker.diagnostics { report(diagnostic) }
        if verb == .remake {
            for index in records.indices where records[index].constraint.isActive && records[index].constraint.firstItem === view {
                records[index].constraint.deactivate()
            }
        }
        var recorded: [(index: Int, binding: ItemReference?)] = []
        for (constraint, location) in made {
            let chain = chains.first { $0.chain.location == location }
            let index = record(constraint, at: location, condition: chain?.condition, isComplete: chain?.isComplete ?? true)
            recorded.append((index, chain?.binding))
            if verb == .update, let match = newestMatch(for: constraint) {
                try? records[match].constraint.setConstant(constraint.constant)
            } else {
                activate(index)
            }
        }
        for binding in Set(recorded.compactMap(\.binding)) {
            bindings[binding] = recorded.filter { $0.binding == binding }.map(\.index)
        }
    }

    /// The newest active Masonry constraint that `constraint` updates: the same
    /// items, attributes, relation, multiplier and priority.
    private func newestMatch(for constraint: LayoutConstraint) -> Int? {
        records.indices.filter { records[$0].constraint.isActive && records[$0].constraint.matchesForUpdate(constraint) }
            .max { records[$0].constraint.activationSequence < records[$1].constraint.activationSequence }
    }

    // MARK: Distributing

    /// `[views mas_distributeViewsAlongAxis:axis withFixedSpacing:s leadSpacing:a tailSpacing:b]`
    /// and `…withFixedItemLength:l leadSpacing:a tailSpacing:b`.
    func readDistribution(receiver: ObjectiveCExpression, parts: [ObjectiveCExpression.SelectorPart], send: ObjectiveCExpression) {
        let names = parts.map(\.name)
        guard parts.count == 4, names[2] == "leadSpacing", names[3] == "tailSpacing",
              names[1] == "withFixedSpacing" || names[1] == "withFixedItemLength",
              let axis = parts[0].argument?.identifier, axis == "MASAxisTypeHorizontal" || axis == "MASAxisTypeVertical",
              let fixedValue = parts[1].argument, let lead = parts[2].argument, let tail = parts[3].argument
        else {
            report(.unknownDistribution(expression: shortText(of: send)), at: send.range)
            return
        }
        guard let views = views(receivingAt: receiver) else { return }
        guard views.count > 1 else {
            report(.tooFewViewsToDistribute, at: send.range)
            return
        }
        guard let superview = MasonryDistribution.commonSuperview(of: views) else { return }
        let fixed: MasonryDistribution.Fixed = names[1] == "withFixedSpacing" ? .spacing(number(fixedValue)) : .itemLength(number(fixedValue))
        let location = range(send.range.lowerBound ..< send.range.lowerBound)
        let chains = MasonryDistribution.chains(
            for: views, in: superview, horizontal: axis == "MASAxisTypeHorizontal", fixed: fixed, lead: number(lead),
            tail: number(tail), location: location)
        for (view, viewChains) in zip(views, chains) {
            install(viewChains.map { ReadChain(chain: $0, condition: condition, isComplete: true, binding: nil) }, on: view, verb: .make)
        }
    }
}
