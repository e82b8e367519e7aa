
extension LayoutConstraint {
    /// The same relation written from the other side (`a.trailing == s.trailing - 20`
    /// as `s.trailing == a.trailing + 20`), which holds for the same frames;
    /// `nil` when there is no second item or a multiplier other than 1.
    public func reversed() -> LayoutConstraint? {
        guard let second = secondItem, multiplier == 1, symbolicMultiplier == nil,
              let negated = constant.expression.map({ LayoutConstant(-$0) })
        else { return nil }
        let relation: LayoutRelation
        switch self.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .greaterThanOrEqual
        case .greaterThanOrEqual: relation = .lessThanOrEqual
        }
        return try? LayoutConstraint(
            item: second, attribute: secondAttribute, relatedBy: relation, toItem: firstItem, attribute: firstAttribute,
            constant: negated, priority: priority, identifier: identifier, origin: origin)
    }
}
