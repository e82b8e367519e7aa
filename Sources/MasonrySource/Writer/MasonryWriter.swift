import Constraints
import SourceModel

/// Writes constraints as Objective-C Masonry: one `[view
/// mas_makeConstraints:^(MASConstraintMaker *make) { … }];` per first item,
/// in order of first appearance, each chain as short as Masonry allows
/// (`edges`, `size`, `center`, `equalTo(superview)`, `insets`, `mas_equalTo`
/// for a constant), checked by running it on Masonry's semantics, so that the
/// Objective-C makes exactly these constraints. The output is the statements
/// alone, ready to paste where the views exist.
///
/// What Masonry cannot say (a layout guide constrained, a custom guide or the
/// margins guide as a target) is written as a comment with its canonical text.
public struct MasonryWriter {
    /// What the standard space is written as (with a `// standard spacing` comment).
    public var spacing: StandardSpacing

    public init(spacing: StandardSpacing = .appKit) {
        self.spacing = spacing
    }

    /// The Masonry statements, one block per first item.
    public func write(_ constraints: [LayoutConstraint]) -> String {
        var text = ""
        for group in groups(constraints) {
            guard let view = group.item as? LayoutView else {
                text += group.constraints.map { "// \($0.constraint) has no Masonry form: Masonry constrains views only\n" }.joined()
                continue
            }
            text += "[\(MasonryText.item(view.name)) mas_makeConstraints:^(MASConstraintMaker *make) {\n"
            text += MasonryChainPlanner.chains(for: group.constraints).map { "    \($0)\n" }.joined()
            text += "}];\n"
        }
        return text
    }

    /// The constraints as the written Objective-C makes them, in its order:
    /// standard spaces resolved; one that VFL made with the superview first
    /// (`superview.trailing == a.trailing + 20`) written the other way round,
    /// which holds for the same frames; grouped by first item.
    public func written(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        groups(constraints).flatMap { $0.constraints.map(\.constraint) }
    }

    private func groups(_ constraints: [LayoutConstraint]) -> [(item: LayoutItem, constraints: [WrittenConstraint])] {
        WrittenConstraint.groups(constraints, spacing: spacing) { constraint in
            guard case .visualFormat = constraint.origin else { return constraint }
            return SnapKitWriter.oriented(constraint)
        }
    }
}
