@testable import Constraints
import TestSupport

/// The canonical text of every model constraint the DSL made for `dsl`'s item, in order.
func lines(_ dsl: some ConstraintDSL) -> [String] {
    dsl.constraints.flatMap { $0.layoutConstraints.map(\.description) }
}

/// The canonical text of the model constraints of `constraints`.
func lines(_ constraints: [Constraint]) -> [String] {
    constraints.flatMap { $0.layoutConstraints.map(\.description) }
}

/// Each diagnostic the DSL reported for `dsl`'s item, as `id: message`.
func summaries(_ dsl: some ConstraintDSL) -> [String] {
    dsl.diagnostics.map { "\($0.id): \($0.message)" }
}
