@_spi(Readers) import Constraints
import SourceModel

/// One future constraint of a Masonry chain (Masonry's `MASViewConstraint`):
/// the left-hand attribute, and what the chain has said of it so far. Every
/// modifier changes it at once, keyed on the left-hand attribute.
final class MasonryViewConstraint {
    let firstAttribute: LayoutAttribute
    /// The related item and attribute; `nil` for a constant (or no relation at all).
    private(set) var second: (item: LayoutItem, attribute: LayoutAttribute)?
    private(set) var relation = LayoutRelation.equal
    private(set) var multiplier = MetricExpression(constant: 1)
    private(set) var constant = MetricExpression()
    private(set) var priority: Float = 1000
    private(set) var key: String?

    init(_ attribute: LayoutAttribute) {
        firstAttribute = attribute
    }

    /// A copy for one element of an array target: everything but the key, as Masonry copies.
    func copy() -> MasonryViewConstraint {
        let copy = MasonryViewConstraint(firstAttribute)
        copy.second = second
        copy.relation = relation
        copy.multiplier = multiplier
        copy.constant = constant
        copy.priority = priority
        return copy
    }

    /// `equalTo(target)` and its kin: a view relates the same attribute, a
    /// view's attribute that one, a value sets the constant it reaches.
    func relate(_ relation: LayoutRelation, to target: MasonryTarget) {
        self.relation = relation
        switch target {
        case .item(let item, let attribute): second = (item, attribute ?? firstAttribute)
        case .value(let amount): apply(amount)
        }
    }

    /// Applies one modifier step (attributes, relations and keys are the maker's).
    func apply(_ step: MasonryChain.Step) {
        switch step {
        case .offset(let value): constant = value
        case .value(let amount): apply(amount)
        case .multipliedBy(let value): multiplier = value
        case .dividedBy(let value): multiplier = Self.reciprocal(of: value)
        case .priority(let value): priority = value
        case .key(let value): key = value
        case .attributes, .relation: break
        }
    }

    /// Sets the constant from a value where the value reaches this attribute; leaves it otherwise.
    private func apply(_ amount: ConstraintAmount) {
        if let value = amount.masonryConstant(for: firstAttribute) { constant = value }
    }

    /// `1 / value`: a number, or a metric named after the division when `value` names metrics.
    private static func reciprocal(of value: MetricExpression) -> MetricExpression {
        if let number = value.value { return MetricExpression(constant: 1 / number) }
        let text = SwiftExpressionText.expression(value)
        return MetricExpression(metric: "1 / " + (MetricName.isPath(text) ? text : "(\(text))"))
    }
}

/// What one chain of a maker is: a view constraint, or a composite of
/// others (Masonry's `MASCompositeConstraint`), in its children's order.
indirect enum MasonryNode {
    case leaf(MasonryViewConstraint)
    case composite([MasonryNode])

    /// The view constraints, depth first: the order Masonry installs them in.
    var leaves: [MasonryViewConstraint] {
        switch self {
        case .leaf(let leaf): return [leaf]
        case .composite(let children): return children.flatMap(\.leaves)
        }
    }

    /// The node after `equalTo(targets)`: each view constraint related to the
    /// one target, or, for an array, replaced by a composite of copies, one per element.
    func relating(_ relation: LayoutRelation, to targets: [MasonryTarget], isArray: Bool) -> MasonryNode {
        switch self {
        case .leaf(let leaf):
            guard isArray else {
                if let target = targets.first { leaf.relate(relation, to: target) }
                return self
            }
            return .composite(targets.map { target in
                let copy = leaf.copy()
                copy.relate(relation, to: target)
                return .leaf(copy)
            })
        case .composite(let children):
            return .composite(children.map { $0.relating(relation, to: targets, isArray: isArray) })
        }
    }

    /// `key(k)`: a view constraint takes `k`; a composite's child `i` takes `k[i]`.
    func setKey(_ key: String) {
        switch self {
        case .leaf(let leaf): leaf.apply(.key(key))
        case .composite(let children):
            for (index, child) in children.enumerated() { child.setKey("\(key)[\(index)]") }
        }
    }
}
