import Constraints

/// Writes constraints as SnapKit source: one `X.snp.makeConstraints { make in … }`
/// per first item, in order of first appearance, each chain as short as
/// SnapKit allows (composites, `equalToSuperview()`, `inset`), checked by
/// running it on the package's own DSL, so that the Swift makes exactly these
/// constraints. The output is the statements alone, ready to paste where the
/// views exist.
public struct SnapKitWriter {
    /// What the standard space is written as (with a `// standard spacing` comment).
    public var spacing: StandardSpacing

    public init(spacing: StandardSpacing = .appKit) {
        self.spacing = spacing
    }

    /// The SnapKit statements, one closure per first item.
    public func write(_ constraints: [LayoutConstraint]) -> String {
        var text = ""
        for group in groups(constraints) {
            text += "\(group.item.name).snp.makeConstraints { make in\n"
            for chain in SnapKitChainPlanner.chains(for: group.constraints) {
                text += "    \(chain)\n"
            }
            text += "}\n"
        }
        return text
    }

    /// The constraints as the written Swift makes them, in its order: standard
    /// spaces resolved; one whose first item is the superview of its second
    /// written the other way round (`superview.trailing == a.trailing + 20` as
    /// `a.trailing == superview.trailing - 20`, which holds for the same
    /// frames), since SnapKit constrains the view; grouped by first item.
    public func written(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        groups(constraints).flatMap { $0.constraints.map(\.constraint) }
    }

    private func groups(_ constraints: [LayoutConstraint]) -> [(item: LayoutItem, constraints: [WrittenConstraint])] {
        WrittenConstraint.groups(constraints, spacing: spacing, orient: Self.oriented)
    }

    /// The constraint with the inner item first when its first item is an ancestor of the second, or a
    /// guide of one (`superview.trailing == a.trailing + 20`, `view.safeAreaLayoutGuide.trailing ==
    /// form.trailing + 20`), so that the block is the inner view's.
    package static func oriented(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard let outer = constraint.firstItem?.hostView, let inner = constraint.secondItem as? LayoutView, inner !== outer,
              inner.isDescendant(of: outer)
        else { return constraint }
        return constraint.reversed() ?? constraint
    }
}
