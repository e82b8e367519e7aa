import Constraints
import Layout
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
        blocks(constraints) { "[\($0) mas_makeConstraints:^(MASConstraintMaker *make) {\n\($1)}];\n" }
    }

    /// The statements for `constraints`, then for each group of `sizeClassConstraints` a mutable array
    /// of its constraints, prepared but not installed, and a block `updateSizeClassConstraints` that
    /// deactivates every group and activates each whose size classes the traits have, as
    /// `SizeClassCode` does in Swift; `traitCollectionDidChange:` calls it again.
    public func write(_ constraints: [LayoutConstraint], sizeClassConstraints groups: [SizeClassConstraints]) -> String {
        var text = write(constraints)
        guard !groups.isEmpty else { return text }
        text += (text.isEmpty ? "" : "\n") + SizeClassCode.heading(function: "updateSizeClassConstraints", callback: "traitCollectionDidChange:")
        for group in groups {
            text += "NSMutableArray<MASConstraint *> *\(group.name) = [NSMutableArray array];\n"
            text += blocks(group.constraints) {
                "[\(group.name) addObjectsFromArray:[\($0) mas_prepareConstraints:^(MASConstraintMaker *make) {\n\($1)}]];\n"
            }
        }
        text += "void (^updateSizeClassConstraints)(UITraitCollection *) = ^(UITraitCollection *traits) {\n"
        text += groups.map { "    for (MASConstraint *constraint in \($0.name)) [constraint deactivate];\n" }.joined()
        for group in groups {
            let condition = SizeClassCode.condition(
                group, horizontal: { "traits.horizontalSizeClass == UIUserInterfaceSizeClass\($0.rawValue.capitalized)" },
                vertical: { "traits.verticalSizeClass == UIUserInterfaceSizeClass\($0.rawValue.capitalized)" })
            text += "    if (\(condition)) {\n        for (MASConstraint *constraint in \(group.name)) [constraint activate];\n    }\n"
        }
        return text + "};\nupdateSizeClassConstraints(self.traitCollection);\n"
    }

    /// One block per first item, `block` writing it from the item and the chains' lines; a comment for
    /// each constraint of an item that is not a view.
    private func blocks(_ constraints: [LayoutConstraint], _ block: (String, String) -> String) -> String {
        var text = ""
        for group in groups(constraints) {
            guard let view = group.item as? LayoutView else {
                text += group.constraints.map { "// \($0.constraint) has no Masonry form: Masonry constrains views only\n" }.joined()
                continue
            }
            text += block(MasonryText.item(view.name), MasonryChainPlanner.chains(for: group.constraints).map { "    \($0)\n" }.joined())
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
