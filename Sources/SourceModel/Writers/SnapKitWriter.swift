import Constraints
import Layout

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
        groups(constraints).map { block($0, verb: "makeConstraints") + "\n" }.joined()
    }

    /// The statements for `constraints`, then for each group of `sizeClassConstraints` an array of
    /// its constraints, prepared but not activated, and the function that switches them (`SizeClassCode`).
    public func write(_ constraints: [LayoutConstraint], sizeClassConstraints sizeClassGroups: [SizeClassConstraints]) -> String {
        var text = write(constraints)
        guard !sizeClassGroups.isEmpty else { return text }
        text += (text.isEmpty ? "" : "\n") + SizeClassCode.heading()
        for group in sizeClassGroups {
            text += "let \(group.name) = " + groups(group.constraints).map { block($0, verb: "prepareConstraints") }.joined(separator: " + ") + "\n"
        }
        return text + SizeClassCode.update(
            sizeClassGroups, deactivate: { ($0.contains(" ") ? "(\($0))" : $0) + ".forEach { $0.deactivate() }" }, activate: { "\($0).forEach { $0.activate() }" })
    }

    /// `item.snp.makeConstraints { make in … }`, without the last line break.
    private func block(_ group: (item: LayoutItem, constraints: [WrittenConstraint]), verb: String) -> String {
        "\(group.item.name).snp.\(verb) { make in\n" + SnapKitChainPlanner.chains(for: group.constraints).map { "    \($0)\n" }.joined() + "}"
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
