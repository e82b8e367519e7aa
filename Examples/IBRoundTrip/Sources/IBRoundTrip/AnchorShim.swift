import Constraints

// `NSLayoutAnchor` and `NSLayoutConstraint` as UIKit spells them, over the package's model:
// each anchor call describes a constraint, `activate` makes and installs it.

/// An item's attribute, as an anchor.
struct Anchor {
    let item: LayoutItem
    let attribute: LayoutAttribute

    func constraint(equalTo other: Anchor, constant: Double = 0) -> NSLayoutConstraint { make(.equal, other, 1, constant) }
    func constraint(greaterThanOrEqualTo other: Anchor, constant: Double = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, other, 1, constant) }
    func constraint(lessThanOrEqualTo other: Anchor, constant: Double = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, other, 1, constant) }
    func constraint(equalTo other: Anchor, multiplier: Double, constant: Double = 0) -> NSLayoutConstraint { make(.equal, other, multiplier, constant) }
    func constraint(greaterThanOrEqualTo other: Anchor, multiplier: Double, constant: Double = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, other, multiplier, constant)
    }
    func constraint(lessThanOrEqualTo other: Anchor, multiplier: Double, constant: Double = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, other, multiplier, constant)
    }
    func constraint(equalToConstant constant: Double) -> NSLayoutConstraint { make(.equal, nil, 1, constant) }
    func constraint(greaterThanOrEqualToConstant constant: Double) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, constant) }
    func constraint(lessThanOrEqualToConstant constant: Double) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, constant) }
    /// UIKit's system spacing between siblings: 8 points.
    func constraint(equalToSystemSpacingAfter other: Anchor, multiplier: Double) -> NSLayoutConstraint { make(.equal, other, 1, 8 * multiplier) }
    func constraint(equalToSystemSpacingBelow other: Anchor, multiplier: Double) -> NSLayoutConstraint { make(.equal, other, 1, 8 * multiplier) }

    private func make(_ relation: LayoutRelation, _ other: Anchor?, _ multiplier: Double, _ constant: Double) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    var leftAnchor: Anchor { Anchor(item: self, attribute: .left) }
    var rightAnchor: Anchor { Anchor(item: self, attribute: .right) }
    var topAnchor: Anchor { Anchor(item: self, attribute: .top) }
    var bottomAnchor: Anchor { Anchor(item: self, attribute: .bottom) }
    var leadingAnchor: Anchor { Anchor(item: self, attribute: .leading) }
    var trailingAnchor: Anchor { Anchor(item: self, attribute: .trailing) }
    var widthAnchor: Anchor { Anchor(item: self, attribute: .width) }
    var heightAnchor: Anchor { Anchor(item: self, attribute: .height) }
    var centerXAnchor: Anchor { Anchor(item: self, attribute: .centerX) }
    var centerYAnchor: Anchor { Anchor(item: self, attribute: .centerY) }
    var firstBaselineAnchor: Anchor { Anchor(item: self, attribute: .firstBaseline) }
    var lastBaselineAnchor: Anchor { Anchor(item: self, attribute: .lastBaseline) }
}

/// A constraint described, made by `activate` with the priority and identifier set on it by then, removed by `deactivate`.
final class NSLayoutConstraint {
    enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }
    typealias Attribute = LayoutAttribute

    static let standardSpacing = 8.0

    private let item: LayoutItem, attribute: LayoutAttribute, relation: LayoutRelation
    private let toItem: LayoutItem?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
    var priority = LayoutPriority.required
    var identifier: String?
    /// The model constraint `activate` installed, until `deactivate`.
    private var made: LayoutConstraint?
    var isActive: Bool {
        get { made != nil }
        set { if newValue { Self.activate([self]) } }
    }

    fileprivate init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double
    ) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    convenience init(
        item: LayoutItem, attribute: Attribute, relatedBy relation: Relation, toItem: LayoutItem?, attribute secondAttribute: Attribute,
        multiplier: Double, constant: Double
    ) {
        let relations: [Relation: LayoutRelation] = [.equal: .equal, .lessThanOrEqual: .lessThanOrEqual, .greaterThanOrEqual: .greaterThanOrEqual]
        self.init(
            item: item, attribute: attribute, relatedBy: relations[relation] ?? .equal, toItem: toItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// Makes and installs each constraint; one the model refuses stops the run, as a UIKit exception would.
    static func activate(_ constraints: [NSLayoutConstraint]) {
        for described in constraints where described.made == nil {
            do {
                let made = try LayoutConstraint(
                    item: described.item, attribute: described.attribute, relatedBy: described.relation, toItem: described.toItem,
                    attribute: described.secondAttribute, multiplier: described.multiplier, constant: .points(described.constant),
                    priority: described.priority, identifier: described.identifier)
                try made.activate()
                described.made = made
            } catch {
                fatalError("NSLayoutConstraint.activate: \(error)")
            }
        }
    }

    /// Removes each constraint `activate` installed.
    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.compactMap(\.made))
        for described in constraints { described.made = nil }
    }
}
