@testable import Constraints

/// A superview with a box and a label inside, the scene most DSL tests use.
struct Scene {
    let superview = LayoutView(name: "superview")
    let box = LayoutView(name: "box")
    let label = LayoutView(name: "label")

    init() {
        superview.addSubview(box)
        superview.addSubview(label)
    }
}

/// The canonical text of every model constraint the DSL made for `dsl`'s item, in order.
func lines(_ dsl: some ConstraintDSL) -> [String] {
    dsl.constraints.flatMap { $0.layoutConstraints.map(\.description) }
}

/// The canonical text of the model constraints of `constraints`.
func lines(_ constraints: [Constraint]) -> [String] {
    constraints.flatMap { $0.layoutConstraints.map(\.description) }
}
