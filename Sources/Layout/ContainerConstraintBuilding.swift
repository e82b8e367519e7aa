import Constraints

/// A builder of the constraints a container view installs for the views it arranges (a stack view's, a grid
/// view's), each under the container's identifier, collected in the order they are made.
protocol ContainerConstraintBuilding {
    /// The constraints made so far.
    var constraints: [LayoutConstraint] { get set }
}

extension ContainerConstraintBuilding {
    /// Makes `first.firstAttribute relation second.secondAttribute * multiplier + constant @priority` under
    /// `identifier`; one the model refuses (an item's attribute against another of another kind) is left out.
    mutating func add(
        _ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required
    ) {
        guard let constraint = try? LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: .points(constant), priority: priority, identifier: identifier)
        else { return }
        constraints.append(constraint)
    }
}
