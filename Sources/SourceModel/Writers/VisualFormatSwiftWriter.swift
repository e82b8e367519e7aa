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
        let shaped = constraints.map(Self.shapedForVisualFormat)
        var output = VisualFormatPrinter().print(shaped)
        output.inexpressible = output.inexpressible.compactMap { printed in
            shaped.firstIndex { $0 === printed }.map { constraints[$0] }
        }
        let constraints = shaped
        var text = ""
        if !output.formats.isEmpty {
            // The views are the names the formats use that are views (`|` names none).
            let names = Set(output.formats.flatMap { Self.names(in: $0.text) })
            var viewNames: [String] = [], metricNames: [String] = []
            for constraint in constraints where !output.inexpressible.contains(where: { $0 === constraint }) {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? LayoutView })
                where names.contains(item.name) && !viewNames.contains(item.name) {
                    viewNames.append(item.name)
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

    /// A view's trailing, right or bottom edge against its superview's, as
    /// VFL writes it: `superview.trailing == view.trailing + c` (`[view]-c-|`).
    private static func shapedForVisualFormat(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard constraint.secondItem === constraint.firstItem?.parentView, constraint.firstAttribute == constraint.secondAttribute,
              [.trailing, .right, .bottom].contains(constraint.firstAttribute)
        else { return constraint }
        return constraint.reversed() ?? constraint
    }

    /// The names a format mentions: runs of name characters, after its orientation.
    private static func names(in format: String) -> [String] {
        let body = format.hasPrefix("H:") || format.hasPrefix("V:") ? format.dropFirst(2) : format[...]
        return body.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isNumber == false }
    }

    /// `[]`, `.alignAllTop`, `[.alignAllTop, .directionLeftToRight]`.
    package static func optionsText(_ options: LayoutFormatOptions) -> String {
        let names = LayoutFormatOptions.named
            .filter { !$0.option.isEmpty && options.contains($0.option) && $0.name != "alignAllBaseline" }
            .map { "." + $0.name }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
