/// How many loop bodies a reader walks in one file at most. Loops over array
/// literals are followed once per element, so nested ones multiply (ten
/// nested loops of three elements would walk the innermost body 59,049
/// times); once the budget is spent a loop is not followed, so that no file,
/// however it nests, takes more than a moment. The Swift reader spends it
/// on the bodies of functions it reads at their calls too (functions calling
/// functions multiply the same way). Real files walk a few dozen.
package struct LoopBudget {
    /// The bodies a file may walk.
    package static let bodiesPerFile = 1_000

    private var remaining = Self.bodiesPerFile

    package init() {}

    /// Whether a loop of `count` elements is followed; if it is, its walks are spent.
    package mutating func follows(_ count: Int) -> Bool {
        guard count <= remaining else { return false }
        remaining -= count
        return true
    }
}
