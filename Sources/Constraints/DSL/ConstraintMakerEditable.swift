/// A related chain whose constant and multiplier may still change:
/// `offset`, `inset`, `multipliedBy`, `dividedBy` (SnapKit's
/// `ConstraintMakerEditable`). The last constant given wins. A value of a
/// type the DSL does not know is reported and leaves the chain as it was.
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the right-hand side by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        if let value = amount.multiplierValue {
            description.multiplier = value
        } else {
            reportUnsupported(.unsupportedMultiplier(type: ConstraintAmount.typeName(of: amount)))
        }
        return self
    }

    /// Multiplies the right-hand side by 1 / `amount`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        if let value = amount.multiplierValue?.value {
            description.multiplier = MetricExpression(constant: 1 / value)
        } else if let expression = amount.multiplierValue {
            reportUnsupported(.nonlinearDivisor(expression: "\(expression)"))
        } else {
            reportUnsupported(.unsupportedDivisor(type: ConstraintAmount.typeName(of: amount)))
        }
        return self
    }

    /// Makes the constant `amount` for every attribute of the chain.
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        setConstant(amount.offsetAmount, given: amount)
    }

    /// Insets every edge by `amount` (a number or `ConstraintInsets`); each
    /// attribute gets the constant that moves it inwards.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        setConstant(amount.insetAmount, given: amount)
    }

    /// Insets by directional insets, leading/trailing following
    /// `ConstraintConfig.interfaceLayoutDirection`.
    @discardableResult
    public func inset(_ amount: any ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        setConstant(amount.directionalInsetAmount, given: amount)
    }

    private func setConstant(_ amount: ConstraintAmount?, given value: Any) -> ConstraintMakerEditable {
        if let amount {
            description.constant = amount
        } else {
            reportUnsupported(.unsupportedConstant(type: ConstraintAmount.typeName(of: value)))
        }
        return self
    }
}
