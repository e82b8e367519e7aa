/// How the two sides of a constraint compare, with Apple's raw values (`NSLayoutRelation`).
public enum LayoutRelation: Int, CaseIterable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// The operator used in canonical text and VFL: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// Looks a relation up by its operator (`"<="`, `"=="`, `">="`).
    public init?(symbol: String) {
        guard let relation = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
        self = relation
    }

    public var description: String { symbol }
}
