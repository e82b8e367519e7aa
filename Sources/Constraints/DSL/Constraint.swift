/// What one DSL chain made: one model constraint per attribute of the chain
/// (`make.edges…` makes four), activated, updated and deactivated together
/// (SnapKit's `Constraint`).
public final class Constraint {
    /// The model constraints, one per left-hand attribute, in SnapKit's order.
    public internal(set) var layoutConstraints: [LayoutConstraint]
    /// Where the chain's relation (`equalTo`, `equalToSuperview`, …) was called.
    public let location: SourceRange
    /// The label given with `labeled(_:)`, used as each model constraint's identifier.
    public let label: String?

    /// The item constrained, held weakly: the item holds this constraint
    /// (`snp.constraints`), so nothing refers back to it strongly.
    private weak var item: LayoutItem?
    private var constant: ConstraintAmount
    private var priority: Float

    /// Makes the model constraints for `from` related to `to`, choosing each
    /// right-hand attribute and item as SnapKit does:
    /// - edges↔margins and directionalEdges↔directionalMargins pair one to one;
    /// - identical sets pair one to one; otherwise the first target attribute
    ///   serves every left attribute;
    /// - a view, guide or constant target uses the left attribute itself, except
    ///   that a constant centerX/centerY is measured from the superview's left/top;
    /// - a constant target is relative to the superview, except for width/height.
    /// A constraint Apple would reject is left out and reported as a diagnostic.
    init(
        item: LayoutItem, attributes: ConstraintAttributes, to: ConstraintItem, relation: LayoutRelation,
        location: SourceRange, label: String?, multiplier: MetricExpression, constant: ConstraintAmount,
        priority: Float
    ) {
        self.item = item
        self.location = location
        self.label = label
        self.constant = constant
        self.priority = priority
        self.layoutConstraints = []

        let direction = ConstraintConfig.interfaceLayoutDirection
        let toAttributes = to.attributes.layoutAttributes
        for fromAttribute in attributes.layoutAttributes {
            let toAttribute = Self.rightHandAttribute(
                for: fromAttribute, from: attributes, to: to.attributes, toAttributes: toAttributes,
                toIsConstant: to.target == nil)
            var toItem = to.target
            if toItem == nil, !toAttribute.isSize {
                toItem = item.parentView
            }
            do {
                let layoutConstraint = try LayoutConstraint(
                    item: item, attribute: fromAttribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                    symbolicMultiplier: multiplier,
                    constant: LayoutConstant(constant.value(for: toAttribute, direction: direction)),
                    priority: LayoutPriority(priority), identifier: label,
                    origin: .dsl(location))
                layoutConstraints.append(layoutConstraint)
            } catch {
                report(.attributeNotConstrained(attribute: "\(item.name).\(fromAttribute)", reason: "\(error)"))
            }
        }
    }

    private static func rightHandAttribute(
        for fromAttribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes,
        toAttributes: [LayoutAttribute], toIsConstant: Bool
    ) -> LayoutAttribute {
        guard let firstTarget = toAttributes.first else {
            if toIsConstant, fromAttribute == .centerX { return .left }
            if toIsConstant, fromAttribute == .centerY { return .top }
            return fromAttribute
        }
        if let counterpart = from.counterpart(of: fromAttribute, in: to) { return counterpart }
        return from == to ? fromAttribute : firstTarget
    }

    // MARK: Activation

    /// Whether any of the model constraints is active.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates the model constraints and records this constraint on its item
    /// (`snp.constraints`). If they cannot be installed, none is, and a
    /// diagnostic says why. A constraint that made no model constraint (its
    /// chain failed) is never recorded.
    public func activate() {
        guard !layoutConstraints.isEmpty else { return }
        do {
            try LayoutConstraint.activate(layoutConstraints)
            if let item, !item.dslConstraints.contains(where: { $0 === self }) {
                item.dslConstraints.append(self)
            }
        } catch {
            report(.activationFailed(reason: "\(error)"))
        }
    }

    /// Deactivates the model constraints and forgets this constraint on its item.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        item?.dslConstraints.removeAll { $0 === self }
    }

    // MARK: Updating

    /// Sets every model constraint's constant to `offset`.
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> Constraint {
        update(constant: offset.offsetAmount, given: offset)
    }

    /// Sets each model constraint's constant from `inset`, keyed on its attribute.
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> Constraint {
        update(constant: inset.insetAmount, given: inset)
    }

    /// Sets each model constraint's constant from directional insets.
    @discardableResult
    public func update(inset: any ConstraintDirectionalInsetTarget) -> Constraint {
        update(constant: inset.directionalInsetAmount, given: inset)
    }

    /// Changes the priority of optional model constraints. As in SnapKit, a
    /// required constraint stays required and an optional one is never made required.
    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> Constraint {
        guard let value = priority.priorityValue else {
            report(.unsupportedPriority(type: ConstraintAmount.typeName(of: priority)))
            return self
        }
        self.priority = value
        applyConstantAndPriority()
        return self
    }

    /// Changes the priority of optional model constraints (see `update(priority:)`).
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        self.priority = priority.value
        applyConstantAndPriority()
        return self
    }

    /// Gives `layoutConstraint` this constraint's constant, keyed on its
    /// right-hand attribute, or its left-hand one when it has no second item.
    func applyConstant(to layoutConstraint: LayoutConstraint) {
        let direction = ConstraintConfig.interfaceLayoutDirection
        do {
            try layoutConstraint.setConstant(LayoutConstant(constant.value(for: layoutConstraint.keyAttribute, direction: direction)))
        } catch {
            report(.constantKept(constraint: "\(layoutConstraint)", reason: "\(error)"))
        }
    }

    private func applyConstantAndPriority() {
        let newPriority = LayoutPriority(priority)
        for layoutConstraint in layoutConstraints {
            applyConstant(to: layoutConstraint)
            guard !layoutConstraint.priority.isRequired, !newPriority.isRequired else { continue }
            do {
                try layoutConstraint.setPriority(newPriority)
            } catch {
                report(.priorityKept(constraint: "\(layoutConstraint)", reason: "\(error)"))
            }
        }
    }

    /// Takes `amount` as the constant, or reports `value` when it is of a type the DSL does not know.
    private func update(constant amount: ConstraintAmount?, given value: Any) -> Constraint {
        guard let amount else {
            report(.unsupportedConstant(type: ConstraintAmount.typeName(of: value)))
            return self
        }
        constant = amount
        applyConstantAndPriority()
        return self
    }

    func report(_ message: DSLDiagnostic) {
        item?.dslDiagnostics.append(Diagnostic(message, at: location))
    }
}

extension LayoutConstraint {
    /// The attribute a DSL constant is keyed on: the right-hand one, or the
    /// left-hand one when there is no second item.
    var keyAttribute: LayoutAttribute {
        secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute
    }

    /// Whether `other` is the same constraint apart from its constant, as
    /// `updateConstraints` matches them: same items, attributes, relation,
    /// multiplier and priority.
    @_spi(Readers) public func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && secondItem === other.secondItem
            && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier
            && symbolicMultiplier == other.symbolicMultiplier && priority == other.priority
    }
}
