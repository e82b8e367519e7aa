/// What the symbolic standard space (`LayoutConstant.standardSpacing`, VFL's
/// `-`) is worth, decided when constraints are printed or solved, never when
/// they are read.
public enum StandardSpacing: Sendable, Equatable {
    /// Fixed numbers of points: AppKit's values are 8 between siblings and 20 to the superview.
    case points(betweenSiblings: Double, toSuperview: Double)
    /// iOS 8 and later: the space to the superview is its layout margin, so
    /// `|-[v]` relates to `superview.leadingMargin`; siblings are `betweenSiblings` apart.
    case margins(betweenSiblings: Double)

    /// AppKit's standard spacing, what the conformance corpus shows: 8 and 20.
    public static let appKit = StandardSpacing.points(betweenSiblings: 8, toSuperview: 20)
}

extension LayoutConstraint {
    /// Whether one item is the superview (or owning view) of the other.
    public var relatesToSuperview: Bool {
        guard let firstItem, let secondItem else { return false }
        return firstItem.parentView === secondItem || secondItem.parentView === firstItem
    }

    /// This constraint with a standard-space constant replaced by what `spacing`
    /// makes of it; a constraint with a numeric constant is returned as is.
    /// With `.margins`, a standard space to the superview becomes a zero
    /// constant against the superview's margin attribute. A constraint
    /// whose item is gone is returned as is.
    public func resolvingStandardSpacing(_ spacing: StandardSpacing) -> LayoutConstraint {
        guard constant.isStandardSpacing, let firstItem, let secondItem else { return self }
        var firstAttribute = self.firstAttribute, secondAttribute = self.secondAttribute
        let points: Double
        switch spacing {
        case .points(let betweenSiblings, let toSuperview):
            points = relatesToSuperview ? toSuperview : betweenSiblings
        case .margins(let betweenSiblings):
            points = relatesToSuperview ? 0 : betweenSiblings
            if firstItem.parentView === secondItem { secondAttribute = secondAttribute.marginCounterpart }
            if secondItem.parentView === firstItem { firstAttribute = firstAttribute.marginCounterpart }
        }
        // The resolved constraint differs only in attributes (edge→margin of
        // the same axis) and a finite constant, so it passes validation too.
        guard let resolved = try? LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier, symbolicMultiplier: symbolicMultiplier, constant: .points(points),
            priority: priority,
            identifier: identifier, origin: origin)
        else { return self }
        return resolved
    }
}
