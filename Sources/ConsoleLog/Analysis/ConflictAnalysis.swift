import Constraints

/// What re-solving one log finds: a minimal set of its constraints that
/// cannot hold together, whether UIKit's broken constraint is in it, what
/// the rest of the set makes of the broken one, and a checked fix.
public struct ConflictAnalysis {
    /// The log analysed (an index into the log's `sections`).
    public let section: Int
    /// A minimal conflict (indices into the log's `constraints`, in log
    /// order): they cannot all hold, and without any one of them the rest
    /// can. Empty when the readable constraints can all hold.
    public let conflict: [Int]
    /// The sizes the conflict needs to stay non-negative, as UIKit's engine
    /// keeps every width and height: part of the minimal set, never broken.
    public let nonNegativeSizes: [NonNegativeSize]
    /// The member of the conflict the solver gives up, as UIKit would: UIKit's
    /// broken constraint when it is in the conflict, else the last in log order.
    public let broken: Int?
    /// Whether UIKit's broken constraint is in the conflict; `nil` when the log does not say which it broke.
    public let uikitBrokenIsInConflict: Bool?
    /// The log's constraints that play no part in the conflict, in log order.
    public let uninvolved: [Int]
    /// Conflicts that remain among the rest once the first is broken.
    public let furtherConflicts: [[Int]]
    /// The axes the conflict is on.
    public let axes: [LayoutAxis]
    /// The items the conflict concerns (indices into the log's `items`).
    public let items: [Int]
    /// What the rest of the conflict makes of the broken member.
    public let implied: ImpliedValue?
    /// A change that removes the conflict, or `nil` when none of the app's constraints takes part.
    public let suggestion: FixSuggestion?

    /// The value the other members of a conflict give the broken one's `first - multiplier × second`
    /// (its constant, when it holds): one value, or the bounds they allow.
    public struct ImpliedValue: Equatable {
        /// The broken constraint (an index into the log's `constraints`).
        public let constraint: Int
        /// The least value the others allow, `nil` for no bound.
        public let lowest: Double?
        /// The greatest value the others allow, `nil` for no bound.
        public let highest: Double?

        /// The single value the others allow, when they fix it.
        public var value: Double? {
            guard let lowest, let highest, abs(highest - lowest) < 1e-6 else { return nil }
            return lowest
        }
    }
}

/// A width or height that UIKit's engine keeps `>= 0` without a listed constraint.
public struct NonNegativeSize: Hashable, Sendable {
    /// The item (an index into the log's `items`).
    public let item: Int
    /// `width` or `height`.
    public let attribute: LayoutAttribute
}

extension ConsoleLog {
    /// Re-solves log number `section` and explains its conflict (`names`, the log's
    /// `DisplayNames`, when the caller has them: making them reads every item).
    public func analysis(ofSection section: Int, names: DisplayNames? = nil) -> ConflictAnalysis {
        ConflictAnalyzer(log: self, section: section, names: names ?? DisplayNames(self)).analyze()
    }
}

extension ConsoleLog {
    /// Whether the constraints at `indices` (into `constraints`) can all hold
    /// together, every width and height kept `>= 0` as UIKit does.
    public func canHold(_ indices: [Int]) -> Bool {
        LogScene(log: self, indices: indices).broken(explaining: false).rules.isEmpty
    }
}
