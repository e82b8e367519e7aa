import Layout
import Testing

/// How a group of size-class constraints names the size classes that install it, in code and in comments.
@Suite("Size-class constraint groups")
struct SizeClassConstraintsTests {
    @Test("whole width or height classes where they fit, single pairs for the rest", arguments: [
        ([(SizeClass.compact, SizeClass.compact), (.compact, .regular)], "compactWidthConstraints", "wC"),
        ([(.compact, .regular), (.regular, .regular)], "regularHeightConstraints", "hR"),
        ([(.regular, .compact)], "regularWidthCompactHeightConstraints", "wR hC"),
        ([(.compact, .compact), (.compact, .regular), (.regular, .compact)], "compactWidthOrCompactHeightConstraints", "wC or hC"),
        ([(.compact, .regular), (.regular, .compact)], "compactWidthRegularHeightOrRegularWidthCompactHeightConstraints", "wC hR or wR hC"),
    ])
    func names(pairs: [(SizeClass, SizeClass)], name: String, description: String) {
        let group = SizeClassConstraints(sizeClasses: Set(pairs.map { SizeClasses(width: $0.0, height: $0.1) }), constraints: [])
        #expect(group.name == name)
        #expect(group.description == description)
    }
}
