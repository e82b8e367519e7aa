import Constraints

/// Constraints of a screen that only some size classes install (Interface
/// Builder's `<variation>`s): code keeps them apart and activates them when
/// the traits match, deactivating them otherwise.
public struct SizeClassConstraints {
    /// The size classes that install the constraints: never all four, never none.
    public let sizeClasses: Set<SizeClasses>
    /// The constraints, in the order they are made.
    public var constraints: [LayoutConstraint]

    public init(sizeClasses: Set<SizeClasses>, constraints: [LayoutConstraint]) {
        self.sizeClasses = sizeClasses
        self.constraints = constraints
    }

    /// One way to match traits: a width class, a height class, or both; `nil` matches either.
    public struct Term: Equatable, Sendable {
        public let width: SizeClass?
        public let height: SizeClass?

        /// `compactWidth`, `regularHeight`, `compactWidthRegularHeight`.
        public var name: String {
            let words = [width.map { "\($0.rawValue)Width" }, height.map { "\($0.rawValue)Height" }].compactMap { $0 }
            return words.enumerated().map { $0.offset == 0 ? $0.element : SizeClassConstraints.capitalized($0.element) }.joined()
        }

        /// `wC`, `hR`, `wC hR`, as Xcode's device bar writes size classes.
        public var shortName: String {
            [width.map { "w" + $0.letter }, height.map { "h" + $0.letter }].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The fewest terms that match exactly `sizeClasses`, any of them matching: a whole width or height
    /// class where all of it installs the constraints, each remaining pair on its own; in a fixed order.
    public var terms: [Term] {
        var terms: [Term] = []
        var covered: Set<SizeClasses> = []
        for sizeClass in SizeClass.allCases {
            let width = Set(SizeClasses.all.filter { $0.width == sizeClass }), height = Set(SizeClasses.all.filter { $0.height == sizeClass })
            if width.isSubset(of: sizeClasses) { terms.append(Term(width: sizeClass, height: nil)); covered.formUnion(width) }
            if height.isSubset(of: sizeClasses) { terms.append(Term(width: nil, height: sizeClass)); covered.formUnion(height) }
        }
        for pair in SizeClasses.all where sizeClasses.contains(pair) && !covered.contains(pair) {
            terms.append(Term(width: pair.width, height: pair.height))
        }
        return terms
    }

    /// A name for the group in code: `compactWidthConstraints`, `compactWidthOrRegularHeightConstraints`.
    public var name: String {
        terms.map(\.name).enumerated().map { $0.offset == 0 ? $0.element : "Or" + Self.capitalized($0.element) }.joined() + "Constraints"
    }

    /// `Word` for `word`, to join camel-case words.
    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// `wC`, `wC hR or wR hC`: the size classes that install the constraints, for a comment.
    public var description: String { terms.map(\.shortName).joined(separator: " or ") }
}
