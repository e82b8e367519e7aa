import Constraints
import Layout
import SourceModel

/// Writes the views of a screen as Objective-C, for `convert --to masonry
/// --with-views`: the root taken from `self` (`UIView *view = self.view;`),
/// then for each view in the order it is added its declaration, every
/// property that changes its layout or its measured size
/// (`ViewStatement.plan(for:)`, the same statements the Swift writer spells)
/// and how it joins its superview, spelled for the screen's framework, UIKit
/// or AppKit; the Masonry blocks follow.
public struct MasonryViewWriter {
    public init() {}

    /// The statements for `screen`'s views, a blank line between views.
    public func write(_ screen: ScreenDeclaration) -> String {
        let framework = screen.framework
        let root = "\(framework == .appKit ? "NSView" : "UIView") *\(screen.root.name) = self.\(screen.root.name);\n"
        return ([root] + screen.views.map { ViewStatement.plan(for: $0, framework: framework).map { Self.objectiveC($0, framework) + "\n" }.joined() })
            .joined(separator: "\n")
    }

    static func objectiveC(_ statement: ViewStatement, _ framework: ViewFramework) -> String {
        switch statement {
        case .make(let name, let className, .plain): return "\(className) *\(name) = [[\(className) alloc] init];"
        case .make(let name, let className, .buttonType(let type)):
            return "\(className) *\(name) = [\(className) buttonWithType:UIButtonType\(capitalized(type))];"
        case .make(let name, let className, .segments(let titles)):
            return "\(className) *\(name) = [[\(className) alloc] initWithItems:@[\(titles.map(MasonryText.string).joined(separator: ", "))]];"
        case .make(let name, let className, .label(let text)): return "\(className) *\(name) = [\(className) labelWithString:\(MasonryText.string(text))];"
        case .make(let name, let className, .titledButton(let type, let title)):
            let made = type == "check" ? "checkboxWithTitle" : type == "radio" ? "radioButtonWithTitle" : "buttonWithTitle"
            return "\(className) *\(name) = [\(className) \(made):\(MasonryText.string(title)) target:nil action:nil];"
        case .set(let name, let property): return framework == .appKit ? appKit(property, of: name) : objectiveC(property, of: name)
        case .add(let name, let superview, .subview): return "[\(superview) addSubview:\(name)];"
        case .add(let name, let superview, .arrangedSubview): return "[\(superview) addArrangedSubview:\(name)];"
        case .add(let name, let superview, .property(let key)): return "\(superview).\(key) = \(name);"
        }
    }

    private static func objectiveC(_ property: ViewStatement.Property, of name: String) -> String {
        switch property {
        case .translatesAutoresizingMaskIntoConstraints(let value): return "\(name).translatesAutoresizingMaskIntoConstraints = \(value ? "YES" : "NO");"
        case .frame(let frame): return "\(name).frame = CGRectMake(\(n(frame.x)), \(n(frame.y)), \(n(frame.width)), \(n(frame.height)));"
        case .autoresizingMask(let mask):
            return "\(name).autoresizingMask = " + mask.names.map { "UIViewAutoresizing" + capitalized($0) }.joined(separator: " | ") + ";"
        case .text(let text): return "\(name).text = \(MasonryText.string(text));"
        case .placeholder(let text): return "\(name).placeholder = \(MasonryText.string(text));"
        case .title(let title): return "[\(name) setTitle:\(MasonryText.string(title)) forState:UIControlStateNormal];"
        case .image(let image, let isSystem, let ofButton):
            let made = "[UIImage \(isSystem ? "systemImageNamed" : "imageNamed"):\(MasonryText.string(image))]"
            return ofButton ? "[\(name) setImage:\(made) forState:UIControlStateNormal];" : "\(name).image = \(made);"
        case .font(let font, let ofButton): return "\(name)\(ofButton ? ".titleLabel" : "").font = \(objectiveC(font));"
        case .numberOfLines(let count): return "\(name).numberOfLines = \(count);"
        case .borderStyle(let style): return "\(name).borderStyle = UITextBorderStyle\(capitalized(style));"
        case .scrollingDisabled: return "\(name).scrollEnabled = NO;"
        case .boxType(let type): return "// \(name).boxType = NSBox\(capitalized(type)); (AppKit only)"
        case .axis(let axis): return "\(name).axis = \(axisName(axis));"
        case .distribution(let distribution): return "\(name).distribution = UIStackViewDistribution\(capitalized(distribution.rawValue));"
        case .alignment(let alignment): return "\(name).alignment = UIStackViewAlignment\(capitalized(alignment));"
        case .spacing(let spacing): return "\(name).spacing = \(n(spacing));"
        case .baselineRelativeArrangement: return "\(name).baselineRelativeArrangement = YES;"
        case .layoutMarginsRelativeArrangement: return "\(name).layoutMarginsRelativeArrangement = YES;"
        case .hidden: return "\(name).hidden = YES;"
        case .contentHugging(let priority, let axis): return "[\(name) setContentHuggingPriority:\(priorityName(priority)) forAxis:\(axisName(axis))];"
        case .compressionResistance(let priority, let axis):
            return "[\(name) setContentCompressionResistancePriority:\(priorityName(priority)) forAxis:\(axisName(axis))];"
        case .stackHugging: return "// \(appKit(property, of: name)) (AppKit only)"
        case .layoutMargins(let margins, directional: true):
            return "\(name).directionalLayoutMargins = NSDirectionalEdgeInsetsMake(\(insets(margins)));"
        case .layoutMargins(let margins, directional: false): return "\(name).layoutMargins = UIEdgeInsetsMake(\(insets(margins)));"
        case .preservesSuperviewLayoutMargins: return "\(name).preservesSuperviewLayoutMargins = YES;"
        case .insetsLayoutMarginsFromSafeArea(let value): return "\(name).insetsLayoutMarginsFromSafeArea = \(value ? "YES" : "NO");"
        }
    }

    /// A property as AppKit spells it: `stringValue`, `placeholderString`, `title`, `NSImage`, a stack view's
    /// `orientation`, alignment attribute and `edgeInsets`, `NSLayoutPriority`, the frame as `NSMakeRect` and the
    /// autoresizing mask's margins measured from the superview's bottom left (`NSViewMaxYMargin` is UIKit's
    /// flexible top margin).
    private static func appKit(_ property: ViewStatement.Property, of name: String) -> String {
        switch property {
        case .frame(let frame): return "\(name).frame = NSMakeRect(\(n(frame.x)), \(n(frame.y)), \(n(frame.width)), \(n(frame.height)));"
        case .autoresizingMask(let mask):
            // `minXMargin` → `NSViewMinXMargin`, `width` → `NSViewWidthSizable`.
            let names = mask.appKitNames.map { "NSView" + capitalized($0) + ($0.hasSuffix("Margin") ? "" : "Sizable") }
            return "\(name).autoresizingMask = " + names.joined(separator: " | ") + ";"
        case .text(let text): return "\(name).stringValue = \(MasonryText.string(text));"
        case .placeholder(let text): return "\(name).placeholderString = \(MasonryText.string(text));"
        case .title(let title): return "\(name).title = \(MasonryText.string(title));"
        case .image(let image, let isSystem, _):
            let made = isSystem
                ? "[NSImage imageWithSystemSymbolName:\(MasonryText.string(image)) accessibilityDescription:nil]"
                : "[NSImage imageNamed:\(MasonryText.string(image))]"
            return "\(name).image = \(made);"
        case .font(let font, _): return "\(name).font = \(objectiveC(font).replacingOccurrences(of: "UIFont", with: "NSFont"));"
        case .numberOfLines(let count): return "\(name).maximumNumberOfLines = \(count);"
        case .boxType(let type): return "\(name).boxType = NSBox\(capitalized(type));"
        case .axis(let axis): return "\(name).orientation = NSUserInterfaceLayoutOrientation\(axis == .vertical ? "Vertical" : "Horizontal");"
        case .distribution(let distribution): return "\(name).distribution = NSStackViewDistribution\(capitalized(distribution.rawValue));"
        case .alignment(let alignment): return "\(name).alignment = NSLayoutAttribute\(capitalized(alignment));"
        case .contentHugging(let priority, let axis):
            return "[\(name) setContentHuggingPriority:\(priorityName(priority, prefix: "NSLayoutPriority")) forOrientation:\(orientationName(axis))];"
        case .compressionResistance(let priority, let axis):
            return "[\(name) setContentCompressionResistancePriority:\(priorityName(priority, prefix: "NSLayoutPriority")) "
                + "forOrientation:\(orientationName(axis))];"
        case .stackHugging(let priority, let axis):
            return "[\(name) setHuggingPriority:\(priorityName(priority, prefix: "NSLayoutPriority")) forOrientation:\(orientationName(axis))];"
        case .layoutMargins(let margins, _): return "\(name).edgeInsets = NSEdgeInsetsMake(\(insets(margins)));"
        case .translatesAutoresizingMaskIntoConstraints, .spacing, .hidden:
            return objectiveC(property, of: name)
        case .borderStyle, .scrollingDisabled, .baselineRelativeArrangement, .layoutMarginsRelativeArrangement,
            .preservesSuperviewLayoutMargins, .insetsLayoutMarginsFromSafeArea:
            return "// \(objectiveC(property, of: name)) (UIKit only)"
        }
    }

    private static func orientationName(_ axis: LayoutAxis) -> String {
        axis == .vertical ? "NSLayoutConstraintOrientationVertical" : "NSLayoutConstraintOrientationHorizontal"
    }

    /// `[UIFont systemFontOfSize:17 weight:UIFontWeightSemibold]`, `[UIFont preferredFontForTextStyle:UIFontTextStyleBody]`.
    private static func objectiveC(_ font: ViewFont) -> String {
        switch font {
        case .system(let size, nil): return "[UIFont systemFontOfSize:\(n(size))]"
        case .system(let size, "bold"?): return "[UIFont boldSystemFontOfSize:\(n(size))]"
        case .system(let size, let weight?): return "[UIFont systemFontOfSize:\(n(size)) weight:UIFontWeight\(capitalized(weight))]"
        case .italicSystem(let size): return "[UIFont italicSystemFontOfSize:\(n(size))]"
        case .textStyle(let style): return "[UIFont preferredFontForTextStyle:UIFontTextStyle\(capitalized(style))]"
        case .named(let name, let size): return "[UIFont fontWithName:\(MasonryText.string(name)) size:\(n(size))]"
        }
    }

    private static func axisName(_ axis: LayoutAxis) -> String {
        axis == .vertical ? "UILayoutConstraintAxisVertical" : "UILayoutConstraintAxisHorizontal"
    }

    /// `UILayoutPriorityRequired`, `UILayoutPriorityDefaultHigh`, `UILayoutPriorityDefaultLow` (AppKit's
    /// `NSLayoutPriority…`), or the number.
    private static func priorityName(_ priority: LayoutPriority, prefix: String = "UILayoutPriority") -> String {
        switch priority.rawValue {
        case 1000: return prefix + "Required"
        case 750: return prefix + "DefaultHigh"
        case 250: return prefix + "DefaultLow"
        default: return priority.description
        }
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(n).joined(separator: ", ")
    }

    /// `roundedRect` → `RoundedRect`, as Objective-C's enumeration constants end.
    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// A number as the writers print it: `16`, `0.5`.
private func n(_ value: Double) -> String { CanonicalNumber.text(for: value) }
