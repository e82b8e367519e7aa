import Constraints
import VFL

/// Writes constraints as VFL in Swift: the `views` (and `metrics`)
/// dictionaries the formats need, one `constraints(withVisualFormat:…)` call
/// per format, then what VFL cannot express, listed in canonical text and
/// written as SnapKit.
public struct VisualFormatSwiftWriter {
    /// How the SnapKit part writes the standard space.
    public var spacing: StandardSpacing

    public init(spacing: StandardSpacing = .appKit) {
        self.spacing = spacing
    }

    /// The Swift statements.
    public func write(_ constraints: [LayoutConstraint]) -> String {
        let output = VisualFormatPrinter().print(constraints)
        var text = ""
        if !output.formats.isEmpty {
            var viewNames: [String] = [], metricNames: [String] = []
            for constraint in constraints where !output.inexpressible.contains(where: { $0 === constraint }) {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? LayoutView }) {
                    let isBar = output.formats.allSatisfy { !$0.text.contains("[\(item.name)") }
                    if !isBar, !viewNames.contains(item.name) { viewNames.append(item.name) }
                }
                for name in constraint.metricNames where !metricNames.contains(name) { metricNames.append(name) }
            }
            text += "let views: [String: Any] = [" + viewNames.map { "\"\($0)\": \($0)" }.joined(separator: ", ") + "]\n"
            if !metricNames.isEmpty {
                text += "let metrics: [String: Any] = [" + metricNames.map { "\"\($0)\": \($0)" }.joined(separator: ", ") + "]\n"
            }
            let metrics = metricNames.isEmpty ? "nil" : "metrics"
            for format in output.formats {
                text += "NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \(String(reflecting: format.text)), "
                    + "options: \(Self.optionsText(format.options)), metrics: \(metrics), views: views))\n"
            }
        }
        if !output.inexpressible.isEmpty {
            text += "// Not expressible in VFL:\n"
            text += output.inexpressible.map { "//   \($0.resolvingStandardSpacing(spacing))\n" }.joined()
            text += SnapKitWriter(spacing: spacing).write(output.inexpressible)
        }
        return text
    }

    /// `[]`, `.alignAllTop`, `[.alignAllTop, .directionLeftToRight]`.
    static func optionsText(_ options: LayoutFormatOptions) -> String {
        let names = LayoutFormatOptions.named
            .filter { !$0.option.isEmpty && options.contains($0.option) && $0.name != "alignAllBaseline" }
            .map { "." + $0.name }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
