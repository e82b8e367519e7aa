/// A related chain whose constant and multiplier may still change:
/// `offset`, `inset`, `multipliedBy`, `dividedBy` (SnapKit's
/// `ConstraintMakerEditable`). The last constant given wins.
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the right-hand side by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.multiplierValue
        return self
    }

    /// Multiplies the right-hand side by 1 / `amount`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.multiplierValue
        return self
    }

    /// Makes the constant `amount` for every attribute of the chain.
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.offsetAmount
        return self
    }

    /// Insets every edge by `amount` (a number or `ConstraintInsets`); each
    /// attribute gets the constant that moves it inwards.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.insetAmount
        return self
    }

    /// Insets by directional insets, leading/trailing following
    /// `ConstraintConfig.interfaceLayoutDirection`.
    @discardableResult
    public func inset(_ amount: any ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.directionalInsetAmount
        return self
    }
}
