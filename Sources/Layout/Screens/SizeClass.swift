/// A size class: how much room a device gives one axis, compact or regular.
public enum SizeClass: String, Sendable, CaseIterable, Comparable {
    case compact
    case regular

    public static func < (lhs: SizeClass, rhs: SizeClass) -> Bool { lhs == .compact && rhs == .regular }

    /// `C` or `R`, as Xcode's device bar writes the class after `w` or `h`.
    public var letter: String { self == .compact ? "C" : "R" }

    /// The class `letter` writes (`C` or `R`, either case).
    public init?(letter: some StringProtocol) {
        guard let match = Self.allCases.first(where: { $0.letter == letter.uppercased() }) else { return nil }
        self = match
    }
}

/// The size classes of a device in one orientation: its width's and its height's.
public struct SizeClasses: Hashable, Sendable, Comparable {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// The four a device can have: compact or regular width, each with compact or regular height.
    public static let all: [SizeClasses] = SizeClass.allCases.flatMap { width in SizeClass.allCases.map { SizeClasses(width: width, height: $0) } }

    public static func < (lhs: SizeClasses, rhs: SizeClasses) -> Bool { (lhs.width, lhs.height) < (rhs.width, rhs.height) }
}
