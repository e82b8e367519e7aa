import Constraints

/// What to change so that a conflict goes away, checked by solving the
/// log again with the change made.
public struct FixSuggestion {
    /// The change.
    public enum Action: Equatable {
        /// Lower a required constraint (an index into the log's constraints) to a priority, usually 999.
        case lowerPriority(constraint: Int, to: LayoutPriority)
        /// Remove a constraint (an index into the log's constraints).
        case remove(constraint: Int)
        /// Set `translatesAutoresizingMaskIntoConstraints = false` on a view (an index into the log's
        /// items), which removes the autoresizing constraints listed (indices into the log's constraints).
        case stopTranslatingAutoresizingMask(item: Int, removing: [Int])
    }

    public let action: Action
    /// Why this change, in a sentence.
    public let reason: String
    /// Whether the log, solved again with the change, keeps every other constraint of the conflict.
    public let isVerified: Bool

    /// The constraints the change removes or lowers, for solving again.
    var changes: [Int: LogScene.Change] {
        switch action {
        case .lowerPriority(let constraint, let priority): return [constraint: .priority(priority)]
        case .remove(let constraint): return [constraint: .remove]
        case .stopTranslatingAutoresizingMask(_, let removing):
            return Dictionary(uniqueKeysWithValues: removing.map { ($0, LogScene.Change.remove) })
        }
    }
}
