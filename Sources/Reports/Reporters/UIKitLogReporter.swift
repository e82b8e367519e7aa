import Constraints
import Layout

/// A layout's conflicts as UIKit logs them (`layout --format uikit-log`):
/// for each constraint the engine broke, the "Unable to simultaneously
/// satisfy constraints" header, the list of the constraints it conflicts
/// with and itself, each in UIKit's description form (`<NSLayoutConstraint:0x…
/// UILabel:0x….width == 100   (active)>`), and the one UIKit breaks. Views are
/// printed by their class (the document's, or the class the source declares
/// them as; else `UIView`) with made-up addresses that are the same on every
/// run; the engine's own rules print as the constraints UIKit makes for them
/// (`NSContentSizeLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
/// `'UIView-Encapsulated-Layout-Width'`, the safe area's and margins' guides).
/// A layout without a broken constraint logs nothing, as UIKit does, and a
/// width or height held at 0 or more is left out of the list, as UIKit leaves it.
public struct UIKitLogReporter: Reporter {
    public var format: ReportFormat { .uikitLog }

    public init() {}

    public func layout(_ report: LayoutReport) -> String {
        var addresses = Addresses()
        var text = ""
        for broken in report.result.broken where broken.reason == .conflict {
            // UIKit lists no constraint for a size it holds at 0 or more.
            let members = broken.conflictsWith.filter { if case .nonNegativeSize = $0 { false } else { true } } + [broken.rule]
            text += "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
            text += members.map { "    \"" + description(of: $0, in: report, addresses: &addresses) + "\"" }.joined(separator: ",\n")
            text += "\n)\n\nWill attempt to recover by breaking constraint \n"
            text += description(of: broken.rule, in: report, addresses: &addresses) + "\n\n"
        }
        return text
    }

    public func layouts(_ reports: [LayoutReport]) -> String {
        reports.map(layout).joined()
    }

    /// `rule` as UIKit describes the constraint that stands for it.
    private func description(of rule: LayoutRule, in report: LayoutReport, addresses: inout Addresses) -> String {
        let address = addresses.constraint(rule)
        func item(_ item: LayoutItem) -> String { self.item(item, in: report, addresses: &addresses) }
        switch rule {
        case .constraint(let constraint):
            var body = "\(item(constraint.firstItem ?? LayoutView(name: "?"))).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
            let constant = constraint.resolvingStandardSpacing(report.standardSpacing).constant.points ?? 0
            if let second = constraint.secondItem {
                let multiplier = constraint.multiplier == 1 ? "" : CanonicalNumber.text(for: constraint.multiplier) + "*"
                body += "\(multiplier)\(item(second)).\(constraint.secondAttribute.name)"
                if constant != 0 { body += (constant < 0 ? " - " : " + ") + CanonicalNumber.text(for: abs(constant)) }
            } else {
                body += CanonicalNumber.text(for: constant)
            }
            if constraint.priority != .required { body += " @\(CanonicalNumber.text(for: Double(constraint.priority.rawValue)))" }
            let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
            return "<NSLayoutConstraint:\(address) \(identifier)\(body)   (active)>"
        case .intrinsicContentSize(let view, let axis, _, let value, _):
            let dimension = axis == .horizontal ? "width" : "height"
            let (hugging, resistance) = (view.contentHuggingPriority(for: axis), view.contentCompressionResistancePriority(for: axis))
            return "<NSContentSizeLayoutConstraint:\(address) \(item(view)).\(dimension) == \(CanonicalNumber.text(for: value)) "
                + "Hug:\(Int(hugging.rawValue)) CompressionResistance:\(Int(resistance.rawValue))   (active)>"
        case .autoresizingMask(let view, let attribute, let value):
            let names: [LayoutAttribute: String] = [.left: "minX", .top: "minY", .width: "width", .height: "height"]
            return "<NSAutoresizingMaskLayoutConstraint:\(address) h=--& v=--& \(item(view)).\(names[attribute] ?? attribute.name) == "
                + "\(CanonicalNumber.text(for: value))   (active)>"
        case .container(let view, let attribute, let value):
            let name = attribute == .width ? "'UIView-Encapsulated-Layout-Width' " : attribute == .height ? "'UIView-Encapsulated-Layout-Height' " : ""
            return "<NSLayoutConstraint:\(address) \(name)\(item(view)).\(attribute.name) == \(CanonicalNumber.text(for: value))   (active)>"
        case .guideGeometry(let guide, let attribute):
            let owner = guide.owningView.map(item) ?? "UIView:0x0"
            if guide.kind == .keyboard {
                // The keyboard's guide with the keyboard hidden: its top the safe area's bottom, its other sides the view's.
                let inset = guide.owningView?.safeAreaInsets.bottom ?? 0
                let (side, offset) = attribute == .top ? ("bottom", inset == 0 ? "" : " - \(CanonicalNumber.text(for: inset))") : (attribute.name, "")
                return "<NSLayoutConstraint:\(address) 'UIKeyboardLayoutGuide-\(attribute.name)' \(item(guide)).\(attribute.name) == \(owner).\(side)\(offset)   (active)>"
            }
            let prefix = guide.kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIView"
            let side = guide.kind == .safeArea ? attribute.name : attribute.name + "Margin-guide-constraint"
            return "<NSLayoutConstraint:\(address) '\(prefix)-\(side)' \(item(guide)).\(attribute.name) == \(owner).\(attribute.name)   (active)>"
        case .nonNegativeSize(let sized, let axis):
            return "<NSLayoutConstraint:\(address) \(item(sized)).\(axis == .horizontal ? "width" : "height") >= 0   (active)>"
        }
    }

    /// A view as `Class:0xADDRESS`, a guide as `UILayoutGuide:0xADDRESS'identifier'`.
    private func item(_ item: LayoutItem, in report: LayoutReport, addresses: inout Addresses) -> String {
        let address = addresses.item(item)
        guard let guide = item as? LayoutGuide else {
            return "\(report.annotations.classNames[ObjectIdentifier(item)] ?? "UIView"):\(address)"
        }
        switch guide.kind {
        case .safeArea: return "UILayoutGuide:\(address)'UIViewSafeAreaLayoutGuide'"
        case .layoutMargins: return "UILayoutGuide:\(address)'UIViewLayoutMarginsGuide'"
        case .keyboard: return "UIKeyboardLayoutGuide:\(address)'UIKeyboardLayoutGuide'"
        case .custom: return "UILayoutGuide:\(address)'\(guide.name)'"
        }
    }
}

/// Made-up addresses, the same for the same item or rule on every run: views and guides from
/// `0x7f0000000100` up, constraints from `0x600000000100` up, in the order first printed.
private struct Addresses {
    private var items: [ObjectIdentifier: String] = [:]
    private var rules: [String: String] = [:]

    mutating func item(_ item: LayoutItem) -> String {
        if let known = items[ObjectIdentifier(item)] { return known }
        let address = "0x7f" + Self.hex((items.count + 1) * 0x100, digits: 10)
        items[ObjectIdentifier(item)] = address
        return address
    }

    mutating func constraint(_ rule: LayoutRule) -> String {
        let key: String
        if case .constraint(let constraint) = rule { key = "\(ObjectIdentifier(constraint))" } else { key = rule.description }
        if let known = rules[key] { return known }
        let address = "0x60" + Self.hex((rules.count + 1) * 0x100, digits: 10)
        rules[key] = address
        return address
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
