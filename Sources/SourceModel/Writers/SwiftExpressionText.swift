import Constraints
import Layout

/// How the writers spell numbers, constants over metrics and priorities in
/// Swift: numbers in canonical form, metrics as the source wrote them (in
/// parentheses when they are not one path, so `2 * (a * b)` keeps its meaning).
package enum SwiftExpressionText {
    /// `padding`, `-padding`, `2 * spacing + 4`, `layoutMargins.left - 8`.
    package static func expression(_ expression: MetricExpression, naming written: (String) -> String = { $0 }) -> String {
        var parts: [(negative: Bool, text: String)] = expression.terms.map { term in
            let name = MetricName.isPath(term.name) ? written(term.name) : "(\(term.name))"
            let size = abs(term.coefficient)
            return (term.coefficient < 0, size == 1 ? name : "\(CanonicalNumber.text(for: size)) * \(name)")
        }
        if expression.constant != 0 || parts.isEmpty {
            parts.append((expression.constant < 0, CanonicalNumber.text(for: abs(expression.constant))))
        }
        guard let first = parts.first else { return "0" }
        return (first.negative ? "-" : "") + first.text
            + parts.dropFirst().map { ($0.negative ? " - " : " + ") + $0.text }.joined()
    }

    /// `.required`, `.high`, `.medium`, `.low`, or the number, as SnapKit writes priorities.
    package static func snapKitPriority(_ priority: LayoutPriority) -> String {
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".high"
        case 500: return ".medium"
        case 250: return ".low"
        default: return priority.description
        }
    }

    /// `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, or `UILayoutPriority(999)`; in
    /// AppKit `.fittingSizeCompression` and `NSLayoutConstraint.Priority(999)`.
    package static func layoutPriority(_ priority: LayoutPriority, framework: ViewFramework = .uiKit) -> String {
        let appKit = framework == .appKit
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        case 50: return appKit ? ".fittingSizeCompression" : ".fittingSizeLevel"
        default: return "\(appKit ? "NSLayoutConstraint.Priority" : "UILayoutPriority")(\(priority))"
        }
    }

    /// A Swift identifier made of an item name and a suffix: `titleLabel` + `Height` → `titleLabelHeight`.
    package static func identifier(_ name: String, _ suffix: String) -> String {
        var result = ""
        var upper = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(upper ? Character(character.uppercased()) : character)
                upper = false
            } else {
                upper = !result.isEmpty
            }
        }
        if result.first?.isNumber ?? true { result = "constraint" + result }
        return result + suffix.prefix(1).uppercased() + suffix.dropFirst()
    }
}
