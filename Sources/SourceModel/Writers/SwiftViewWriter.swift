import Constraints
import Layout

/// Writes the views of a screen as Swift, for `convert --with-views`: for
/// each view in the order it is added, its declaration (`let title =
/// UILabel()`, `NSTextField(labelWithString: "Name")`), every property that
/// changes its layout or its measured size (`ViewStatement.plan(for:)`), and
/// how it joins its superview (`addSubview`, `addArrangedSubview`, a property
/// such as `tableHeaderView`), spelled for the screen's framework, UIKit or
/// AppKit. The statements go where the root exists (a view controller's
/// `viewDidLoad`, a cell's initializer), before the constraints, which the
/// SnapKit, anchors and VFL writers write.
public struct SwiftViewWriter {
    public init() {}

    /// The statements for every view of `screen` below its root, a blank line between views.
    public func write(_ screen: ScreenDeclaration) -> String {
        let framework = screen.framework
        return screen.views.map { ViewStatement.plan(for: $0, framework: framework).map { Self.swift($0, framework) + "\n" }.joined() }
            .joined(separator: "\n")
    }

    /// One statement in Swift.
    static func swift(_ statement: ViewStatement, _ framework: ViewFramework) -> String {
        switch statement {
        case .make(let name, let className, .plain): return "let \(name) = \(className)()"
        case .make(let name, let className, .buttonType(let type)): return "let \(name) = \(className)(type: .\(type))"
        case .make(let name, let className, .segments(let titles)):
            return "let \(name) = \(className)(items: [\(titles.map(literal).joined(separator: ", "))])"
        case .make(let name, let className, .label(let text)): return "let \(name) = \(className)(labelWithString: \(literal(text)))"
        case .make(let name, let className, .titledButton(let type, let title)):
            let label = type == "check" ? "checkboxWithTitle" : type == "radio" ? "radioButtonWithTitle" : "title"
            return "let \(name) = \(className)(\(label): \(literal(title)), target: nil, action: nil)"
        case .set(let name, let property): return framework == .appKit ? appKit(property, of: name) : swift(property, of: name)
        case .add(let name, let superview, .subview): return "\(superview).addSubview(\(name))"
        case .add(let name, let superview, .arrangedSubview): return "\(superview).addArrangedSubview(\(name))"
        case .add(let name, let superview, .property(let key)): return "\(superview).\(key) = \(name)"
        }
    }

    private static func swift(_ property: ViewStatement.Property, of name: String) -> String {
        switch property {
        case .translatesAutoresizingMaskIntoConstraints(let value): return "\(name).translatesAutoresizingMaskIntoConstraints = \(value)"
        case .frame(let frame):
            return "\(name).frame = CGRect(x: \(n(frame.x)), y: \(n(frame.y)), width: \(n(frame.width)), height: \(n(frame.height)))"
        case .autoresizingMask(let mask): return "\(name).autoresizingMask = [" + mask.names.map { "." + $0 }.joined(separator: ", ") + "]"
        case .text(let text): return "\(name).text = \(literal(text))"
        case .placeholder(let text): return "\(name).placeholder = \(literal(text))"
        case .title(let title): return "\(name).setTitle(\(literal(title)), for: .normal)"
        case .image(let image, let isSystem, let ofButton):
            let made = isSystem ? "UIImage(systemName: \(literal(image)))" : "UIImage(named: \(literal(image)))"
            return ofButton ? "\(name).setImage(\(made), for: .normal)" : "\(name).image = \(made)"
        case .font(let font, let ofButton): return "\(name)\(ofButton ? ".titleLabel?" : "").font = \(swift(font))"
        case .numberOfLines(let count): return "\(name).numberOfLines = \(count)"
        case .borderStyle(let style): return "\(name).borderStyle = .\(style)"
        case .scrollingDisabled: return "\(name).isScrollEnabled = false"
        case .boxType(let type): return "// \(name).boxType = .\(type) (AppKit only)"
        case .axis(let axis): return "\(name).axis = .\(axis == .vertical ? "vertical" : "horizontal")"
        case .distribution(let distribution): return "\(name).distribution = .\(distribution.rawValue)"
        case .alignment(let alignment): return "\(name).alignment = .\(alignment)"
        case .spacing(let spacing): return "\(name).spacing = \(n(spacing))"
        case .baselineRelativeArrangement: return "\(name).isBaselineRelativeArrangement = true"
        case .layoutMarginsRelativeArrangement: return "\(name).isLayoutMarginsRelativeArrangement = true"
        case .hidden: return "\(name).isHidden = true"
        case .contentHugging(let priority, let axis):
            return "\(name).setContentHuggingPriority(\(SwiftExpressionText.layoutPriority(priority)), for: .\(axis == .vertical ? "vertical" : "horizontal"))"
        case .compressionResistance(let priority, let axis):
            return "\(name).setContentCompressionResistancePriority(\(SwiftExpressionText.layoutPriority(priority)), "
                + "for: .\(axis == .vertical ? "vertical" : "horizontal"))"
        case .stackHugging: return "// \(appKit(property, of: name)) (AppKit only)"
        case .layoutMargins(let margins, directional: true):
            return "\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(n(margins.top)), leading: \(n(margins.left)), "
                + "bottom: \(n(margins.bottom)), trailing: \(n(margins.right)))"
        case .layoutMargins(let margins, directional: false):
            return "\(name).layoutMargins = UIEdgeInsets(top: \(n(margins.top)), left: \(n(margins.left)), "
                + "bottom: \(n(margins.bottom)), right: \(n(margins.right)))"
        case .preservesSuperviewLayoutMargins: return "\(name).preservesSuperviewLayoutMargins = true"
        case .insetsLayoutMarginsFromSafeArea(let value): return "\(name).insetsLayoutMarginsFromSafeArea = \(value)"
        }
    }

    /// A property as AppKit spells it: `stringValue`, `placeholderString`, `title`, `NSImage`, a stack
    /// view's `orientation` and `edgeInsets`, `NSLayoutConstraint.Priority`, the autoresizing mask's
    /// margins measured from the superview's bottom left (`maxYMargin` is UIKit's flexible top margin).
    private static func appKit(_ property: ViewStatement.Property, of name: String) -> String {
        switch property {
        case .autoresizingMask(let mask): return "\(name).autoresizingMask = [" + mask.appKitNames.map { "." + $0 }.joined(separator: ", ") + "]"
        case .text(let text): return "\(name).stringValue = \(literal(text))"
        case .placeholder(let text): return "\(name).placeholderString = \(literal(text))"
        case .title(let title): return "\(name).title = \(literal(title))"
        case .image(let image, let isSystem, _):
            let made = isSystem ? "NSImage(systemSymbolName: \(literal(image)), accessibilityDescription: nil)" : "NSImage(named: \(literal(image)))"
            return "\(name).image = \(made)"
        case .font(let font, _): return "\(name).font = \(swift(font, fontClass: "NSFont"))"
        case .numberOfLines(let count): return "\(name).maximumNumberOfLines = \(count)"
        case .boxType(let type): return "\(name).boxType = .\(type)"
        case .axis(let axis): return "\(name).orientation = .\(axis == .vertical ? "vertical" : "horizontal")"
        case .contentHugging(let priority, let axis):
            return "\(name).setContentHuggingPriority(\(SwiftExpressionText.layoutPriority(priority, framework: .appKit)), "
                + "for: .\(axis == .vertical ? "vertical" : "horizontal"))"
        case .compressionResistance(let priority, let axis):
            return "\(name).setContentCompressionResistancePriority(\(SwiftExpressionText.layoutPriority(priority, framework: .appKit)), "
                + "for: .\(axis == .vertical ? "vertical" : "horizontal"))"
        case .stackHugging(let priority, let axis):
            return "\(name).setHuggingPriority(\(SwiftExpressionText.layoutPriority(priority, framework: .appKit)), "
                + "for: .\(axis == .vertical ? "vertical" : "horizontal"))"
        case .layoutMargins(let margins, _):
            return "\(name).edgeInsets = NSEdgeInsets(top: \(n(margins.top)), left: \(n(margins.left)), "
                + "bottom: \(n(margins.bottom)), right: \(n(margins.right)))"
        case .translatesAutoresizingMaskIntoConstraints, .frame, .hidden, .distribution, .alignment, .spacing:
            return swift(property, of: name)
        case .borderStyle, .scrollingDisabled, .baselineRelativeArrangement, .layoutMarginsRelativeArrangement,
            .preservesSuperviewLayoutMargins, .insetsLayoutMarginsFromSafeArea:
            return "// \(swift(property, of: name)) (UIKit only)"
        }
    }

    /// `.systemFont(ofSize: 17, weight: .semibold)`, `.preferredFont(forTextStyle: .body)`, `UIFont(name: "Avenir", size: 15)`.
    private static func swift(_ font: ViewFont, fontClass: String = "UIFont") -> String {
        switch font {
        case .system(let size, nil): return ".systemFont(ofSize: \(n(size)))"
        case .system(let size, "bold"?): return ".boldSystemFont(ofSize: \(n(size)))"
        case .system(let size, let weight?): return ".systemFont(ofSize: \(n(size)), weight: .\(weight))"
        case .italicSystem(let size): return ".italicSystemFont(ofSize: \(n(size)))"
        case .textStyle(let style): return ".preferredFont(forTextStyle: .\(style))"
        case .named(let name, let size): return "\(fontClass)(name: \(literal(name)), size: \(n(size)))"
        }
    }

    /// A Swift string literal, escaped.
    private static func literal(_ text: String) -> String { String(reflecting: text) }
}

/// A number as the writers print it: `16`, `0.5`.
private func n(_ value: Double) -> String { CanonicalNumber.text(for: value) }
