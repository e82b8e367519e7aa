import Constraints
import Layout

/// Writes constraints as `NSLayoutAnchor` source: one
/// `NSLayoutConstraint.activate([…])` with an anchor call per constraint,
/// the system spacing for the standard space, and a `let` with its
/// `priority` (and `identifier`) set before activation where a constraint
/// needs one. A constraint anchors cannot make (a margin attribute, a
/// position multiplied) is written as `NSLayoutConstraint(item:…)`.
public struct AnchorWriter {
    /// The framework whose priority type the code names (`UILayoutPriority`, `NSLayoutConstraint.Priority`).
    public var framework: ViewFramework

    public init(framework: ViewFramework = .uiKit) {
        self.framework = framework
    }

    /// The statements: the `let`s a priority needs, then the activation.
    public func write(_ constraints: [LayoutConstraint]) -> String {
        write(constraints, sizeClassConstraints: [])
    }

    /// The statements for `constraints`, then for each group of `sizeClassConstraints` an array of its
    /// constraints, made but not activated, and the function that switches them (`SizeClassCode`).
    public func write(_ constraints: [LayoutConstraint], sizeClassConstraints groups: [SizeClassConstraints]) -> String {
        var usedNames: Set<String> = []
        let always = parts(constraints, usedNames: &usedNames)
        var text = always.elements.isEmpty ? "" : always.declarations + "NSLayoutConstraint.activate(" + Self.array(always.elements) + ")\n"
        guard !groups.isEmpty else { return text }
        text += (text.isEmpty ? "" : "\n") + SizeClassCode.heading()
        for group in groups {
            let varying = parts(group.constraints, usedNames: &usedNames)
            text += varying.declarations + "let \(group.name) = " + Self.array(varying.elements) + "\n"
        }
        return text + SizeClassCode.update(
            groups, deactivate: { "NSLayoutConstraint.deactivate(\($0))" }, activate: { "NSLayoutConstraint.activate(\($0))" })
    }

    /// The `let`s a priority or identifier needs, and the expressions of the array.
    private func parts(_ constraints: [LayoutConstraint], usedNames: inout Set<String>) -> (declarations: String, elements: [String]) {
        var declarations = ""
        var elements: [String] = []
        for constraint in constraints {
            let call = Self.call(for: constraint)
            guard !constraint.priority.isRequired || constraint.identifier != nil else {
                elements.append(call)
                continue
            }
            let base = SwiftExpressionText.identifier(constraint.firstItemName, constraint.firstAttribute.name)
            var name = base
            var number = 2
            while !usedNames.insert(name).inserted {
                name = "\(base)\(number)"
                number += 1
            }
            declarations += "let \(name) = \(call)\n"
            if !constraint.priority.isRequired {
                declarations += "\(name).priority = \(SwiftExpressionText.layoutPriority(constraint.priority, framework: framework))\n"
            }
            if let identifier = constraint.identifier { declarations += "\(name).identifier = \(String(reflecting: identifier))\n" }
            elements.append(name)
        }
        return (declarations, elements)
    }

    /// `[\n    a,\n    b,\n]`
    private static func array(_ elements: [String]) -> String {
        "[\n" + elements.map { "    \($0),\n" }.joined() + "]"
    }

    /// The expression that makes `constraint`.
    package static func call(for constraint: LayoutConstraint) -> String {
        let relation = relationLabel(constraint.relation)
        let first = anchor(constraint.firstItem, constraint.firstItemName, constraint.firstAttribute)
        guard let second = constraint.secondItem else {
            guard let first else { return initializer(for: constraint) }
            return "\(first).constraint(\(relation)Constant: \(constantText(constraint.constant)))"
        }
        guard let first, let other = anchor(second, second.name, constraint.secondAttribute) else { return initializer(for: constraint) }
        let multiplier = constraint.symbolicMultiplier.map { SwiftExpressionText.expression($0) }
            ?? (constraint.multiplier == 1 ? nil : CanonicalNumber.text(for: constraint.multiplier))
        if constraint.constant.isStandardSpacing {
            guard multiplier == nil, constraint.firstAttribute.isPosition else { return initializer(for: constraint) }
            let direction = constraint.firstAttribute.axis == .horizontal ? "After" : "Below"
            return "\(first).constraint(\(relation)SystemSpacing\(direction): \(other), multiplier: 1)"
        }
        if multiplier != nil, !constraint.firstAttribute.isSize { return initializer(for: constraint) }
        var arguments = "\(relation): \(other)"
        if let multiplier { arguments += ", multiplier: \(multiplier)" }
        if constraint.constant.points != 0 { arguments += ", constant: \(constantText(constraint.constant))" }
        return "\(first).constraint(\(arguments))"
    }

    /// `a.topAnchor`; a view's margin as its margins guide's edge (`a.layoutMarginsGuide.leadingAnchor`,
    /// the same edge); `nil` for an attribute with no anchor (a guide's margins).
    private static func anchor(_ item: LayoutItem?, _ itemName: String, _ attribute: LayoutAttribute) -> String? {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline:
            return "\(itemName).\(attribute.name)Anchor"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            guard item is LayoutView else { return nil }
            let edge = attribute == .centerXWithinMargins ? .centerX : attribute == .centerYWithinMargins ? .centerY : attribute.edgeCounterpart
            return "\(itemName).layoutMarginsGuide.\(edge.name)Anchor"
        default:
            return nil
        }
    }

    private static func relationLabel(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return "equalTo"
        case .lessThanOrEqual: return "lessThanOrEqualTo"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo"
        }
    }

    private static func constantText(_ constant: LayoutConstant) -> String {
        constant.expression.map { SwiftExpressionText.expression($0) } ?? "NSLayoutConstraint.standardSpacing"
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    private static func initializer(for constraint: LayoutConstraint) -> String {
        let relation: String
        switch constraint.relation {
        case .equal: relation = ".equal"
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        let multiplier = constraint.symbolicMultiplier.map { SwiftExpressionText.expression($0) } ?? CanonicalNumber.text(for: constraint.multiplier)
        return "NSLayoutConstraint(item: \(constraint.firstItemName), attribute: .\(constraint.firstAttribute.name), "
            + "relatedBy: \(relation), toItem: \(constraint.secondItemName ?? "nil"), "
            + "attribute: .\(constraint.secondAttribute.name), multiplier: \(multiplier), constant: \(constantText(constraint.constant)))"
    }
}
