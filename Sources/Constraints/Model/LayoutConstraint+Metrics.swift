/// Metrics: the names a symbolic multiplier or constant uses, and giving them values.
extension LayoutConstraint {
    /// The metrics the multiplier and the constant name, in order of first
    /// appearance: what a layout needs values for.
    public var metricNames: [String] {
        var names = symbolicMultiplier?.metricNames ?? []
        for name in constant.metricNames where !names.contains(name) { names.append(name) }
        return names
    }

    /// This constraint with the metrics `values` gives replaced by their
    /// values; a multiplier or constant left with no metric becomes a number.
    /// A constraint that names none of them is returned as is; one that the
    /// values make invalid (a position multiplied by 0) throws Apple's reason.
    public func resolvingMetrics(_ values: [String: Double]) throws(ConstraintValidationError) -> LayoutConstraint {
        guard metricNames.contains(where: { values[$0] != nil }) else { return self }
        guard let firstItem, secondItemName == nil || secondItem != nil else { throw .itemGone(firstItemName) }
        let multiplier = symbolicMultiplier?.substituting(values)
        let constant = self.constant.expression.map { LayoutConstant($0.substituting(values)) } ?? self.constant
        return try LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: self.multiplier, symbolicMultiplier: multiplier,
            constant: constant, priority: priority, identifier: identifier, origin: origin)
    }
}
