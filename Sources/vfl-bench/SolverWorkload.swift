import Solver

/// A workload of `vfl-bench solver`: variables, constraints in a fixed
/// order, one edit variable resized K times, and how to check the values.
/// The kiwi side (`../shared/bench/kiwi_grid.py` for grid and chain,
/// `scripts/kiwi-workloads.py` for the others) builds the identical list.
protocol SolverWorkload {
    /// The workload's name, as `--workload` takes it.
    var name: String { get }
    var viewCount: Int { get }
    var variableCount: Int { get }
    /// The constraints, in the order they are added.
    func constraints() -> [WorkloadConstraint]
    /// The variable resized in the edit loop, and its edit priority.
    var editVariable: Int { get }
    var editPriority: Double { get }
    /// The suggested values of the edit loop.
    func editTargets(_ count: Int) -> [Double]
    /// How far `values` are from right, before the edit (`target` nil) or
    /// after suggesting `target`; the workload's own measure (see each).
    func error(of values: [Double], target: Double?) -> Double
}

/// One constraint over variable indices: `Σ coefficient · variable + constant (relation) 0`.
struct WorkloadConstraint {
    let terms: [(Int, Double)]
    let constant: Double
    let relation: LinearRelation
    let priority: Double

    /// kiwi's strengths as Apple priorities: required 1000, strong 750, medium 500, weak 250.
    static let required = 1000.0, strong = 750.0, medium = 500.0, weak = 250.0
}
