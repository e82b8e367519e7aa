import Constraints
import Layout

/// The code that switches a screen's size-class constraints, in Swift for
/// SnapKit and anchors (Masonry's Objective-C takes its conditions): after
/// the arrays that keep each group, a function
/// `updateSizeClassConstraints(for:)` that deactivates every group, then
/// activates each whose size classes the traits have, and its first call
/// with the view's `traitCollection`. In a view controller the arrays and the
/// function are properties and methods, and `traitCollectionDidChange(_:)`
/// calls the function again, as the comment above them says.
package enum SizeClassCode {
    /// The comment that opens the size-class code, whose switch is `function`, called again from `callback`.
    package static func heading(function: String = "updateSizeClassConstraints(for:)", callback: String = "traitCollectionDidChange(_:)")
        -> String
    {
        "// Constraints only some size classes install: keep their arrays and \(function) in the view controller, "
            + "and call it from \(callback) too.\n"
    }

    /// The function and its first call; `deactivate` and `activate` write the statement for an array expression.
    package static func update(_ groups: [SizeClassConstraints], deactivate: (String) -> String, activate: (String) -> String) -> String {
        var text = "func updateSizeClassConstraints(for traits: UITraitCollection) {\n"
        text += "    \(deactivate(groups.map(\.name).joined(separator: " + ")))\n"
        for group in groups {
            text += "    if \(condition(group)) {\n        \(activate(group.name))\n    }\n"
        }
        return text + "}\nupdateSizeClassConstraints(for: traitCollection)\n"
    }

    /// `traits.horizontalSizeClass == .compact`, `(… && …) || …`: whether `traits` has the group's size
    /// classes, each size class tested as `horizontal` and `vertical` write it (Swift's by default).
    package static func condition(
        _ group: SizeClassConstraints, horizontal: (SizeClass) -> String = { "traits.horizontalSizeClass == .\($0.rawValue)" },
        vertical: (SizeClass) -> String = { "traits.verticalSizeClass == .\($0.rawValue)" }
    ) -> String {
        let terms = group.terms.map { term in [term.width.map(horizontal), term.height.map(vertical)].compactMap { $0 } }
        guard terms.count > 1 else { return terms.flatMap { $0 }.joined(separator: " && ") }
        return terms.map { $0.count > 1 ? "(\($0.joined(separator: " && ")))" : $0.joined() }.joined(separator: " || ")
    }
}
