import Constraints
import Layout

/// One statement of the code that makes a view, before it is spelled in a
/// language: the Swift and Objective-C view writers plan the same statements
/// (`ViewStatement.plan(for:)`) and spell them each their own way.
package enum ViewStatement: Equatable {
    /// `let title = UILabel()`, `UIButton(type: .system)`, `UISegmentedControl(items: …)`.
    case make(name: String, className: String, initializer: Initializer)
    /// A property set, or a setter called.
    case set(name: String, Property)
    /// The view joins its superview.
    case add(name: String, superview: String, placement: ViewDeclaration.Placement)

    /// How a view is made.
    package enum Initializer: Equatable {
        case plain
        /// A button of a type other than `custom`, as `UIButton.ButtonType` names it.
        case buttonType(String)
        /// A segmented control with these segments.
        case segments([String])
        /// An AppKit label showing this text: `NSTextField(labelWithString:)`.
        case label(String)
        /// An AppKit button of this cell type (`push`, `check`, `radio`) with this title: `NSButton(title:target:action:)`,
        /// `NSButton(checkboxWithTitle:target:action:)`, `NSButton(radioButtonWithTitle:target:action:)`.
        case titledButton(type: String, title: String)
    }

    /// A property that changes a view's layout or its measured size.
    package enum Property: Equatable {
        case translatesAutoresizingMaskIntoConstraints(Bool)
        case frame(LayoutRect)
        case autoresizingMask(AutoresizingMask)
        case text(String)
        case placeholder(String)
        /// A button's title for the normal state.
        case title(String)
        /// An image view's image, or a button's for the normal state.
        case image(name: String, isSystem: Bool, ofButton: Bool)
        /// A label's or field's font, or a button's title label's.
        case font(ViewFont, ofButton: Bool)
        case numberOfLines(Int)
        case borderStyle(String)
        case scrollingDisabled
        /// An AppKit box's type other than the primary box's, as `NSBox.BoxType` names it (`separator`, `custom`).
        case boxType(String)
        case axis(LayoutAxis)
        case distribution(StackViewArrangement.Distribution)
        /// `UIStackView.Alignment`'s name (`top` for a horizontal stack's leading).
        case alignment(String)
        case spacing(Double)
        case baselineRelativeArrangement
        case layoutMarginsRelativeArrangement
        case hidden
        case contentHugging(LayoutPriority, LayoutAxis)
        /// An `NSStackView`'s hugging priority (`setHuggingPriority(_:for:)`), across its axis.
        case stackHugging(LayoutPriority, LayoutAxis)
        case compressionResistance(LayoutPriority, LayoutAxis)
        case layoutMargins(EdgeInsets, directional: Bool)
        case preservesSuperviewLayoutMargins
        case insetsLayoutMarginsFromSafeArea(Bool)
    }

    /// The statements that make `view`: made, its properties where they differ from the defaults of
    /// `framework` for a view made in code, then added to its superview (the root is `view` when it has none).
    package static func plan(for view: ViewDeclaration, framework: ViewFramework = .uiKit) -> [ViewStatement] {
        let name = view.name
        var content = view.content
        let base = view.baseClassName ?? view.className
        var initializer = Initializer.plain
        if base == "UIButton", let type = content.buttonType, type != "custom" { initializer = .buttonType(type) }
        if base == "UISegmentedControl", !content.segments.isEmpty { initializer = .segments(content.segments) }
        if base == "NSTextField", content.isLabel {
            initializer = .label(content.text ?? "")
            content.text = nil
        }
        if base == "NSButton", let type = content.buttonType, ["push", "check", "radio"].contains(type) {
            initializer = .titledButton(type: type, title: content.title ?? "")
            content.title = nil
        }
        var properties: [Property] = []
        if view.translatesAutoresizingMask {
            if var frame = view.frame {
                // AppKit measures a frame from the bottom left of its (unflipped) superview.
                if framework == .appKit, let superview = view.autoresizingReferenceSize { frame = frame.flippedVertically(within: superview.height) }
                properties.append(.frame(frame))
            }
            if !view.autoresizingMask.isEmpty { properties.append(.autoresizingMask(view.autoresizingMask)) }
        } else if view.placement != .arrangedSubview {
            properties.append(.translatesAutoresizingMaskIntoConstraints(false))
        }
        let isButton = base == "UIButton" || base == "NSButton"
        if isButton {
            if let title = content.title { properties.append(.title(title)) }
        } else {
            if let text = content.text { properties.append(.text(text)) }
            if let placeholder = content.placeholder { properties.append(.placeholder(placeholder)) }
        }
        if let image = content.imageName { properties.append(.image(name: image, isSystem: content.isSystemImage, ofButton: isButton)) }
        if let font = content.font { properties.append(.font(font, ofButton: isButton)) }
        if let lines = content.numberOfLines, lines != 1, !isButton { properties.append(.numberOfLines(lines)) }
        if let border = content.borderStyle, border != "none" { properties.append(.borderStyle(border)) }
        if content.scrollingDisabled, view.scrollsContent { properties.append(.scrollingDisabled) }
        if let type = content.boxType, type != "primary" { properties.append(.boxType(type)) }
        if let stack = view.stack {
            // NSStackView made in code centres its views across its axis, 8 points apart; UIStackView fills, 0 apart.
            let appKit = framework == .appKit
            if stack.axis == .vertical { properties.append(.axis(.vertical)) }
            if stack.distribution != .fill { properties.append(.distribution(stack.distribution)) }
            if stack.alignment != (appKit ? .center : .fill) { properties.append(.alignment(alignmentName(stack.alignment, axis: stack.axis, framework: framework))) }
            if stack.spacing != (appKit ? 8 : 0) { properties.append(.spacing(stack.spacing)) }
            if stack.isBaselineRelativeArrangement { properties.append(.baselineRelativeArrangement) }
            if stack.isLayoutMarginsRelativeArrangement, !appKit { properties.append(.layoutMarginsRelativeArrangement) }
            if let fitting = stack.fittingPriority, appKit { properties.append(.stackHugging(fitting, stack.axis == .horizontal ? .vertical : .horizontal)) }
            if let fitting = stack.lengthFittingPriority, appKit { properties.append(.stackHugging(fitting, stack.axis)) }
        }
        if view.isHidden { properties.append(.hidden) }
        for (priority, axis) in [(view.hugging.horizontal, LayoutAxis.horizontal), (view.hugging.vertical, .vertical)] where priority != .defaultLow {
            properties.append(.contentHugging(priority, axis))
        }
        for (priority, axis) in [(view.compressionResistance.horizontal, LayoutAxis.horizontal), (view.compressionResistance.vertical, .vertical)]
        where priority != .defaultHigh {
            properties.append(.compressionResistance(priority, axis))
        }
        // An AppKit view has no layout margins; a stack view's are its `edgeInsets`.
        if let margins = view.layoutMargins, framework == .uiKit || view.stack != nil {
            properties.append(.layoutMargins(margins, directional: view.marginsAreDirectional))
        }
        if view.preservesSuperviewLayoutMargins { properties.append(.preservesSuperviewLayoutMargins) }
        if !view.insetsLayoutMarginsFromSafeArea { properties.append(.insetsLayoutMarginsFromSafeArea(false)) }
        return [.make(name: name, className: view.className, initializer: initializer)]
            + properties.map { .set(name: name, $0) }
            + [.add(name: name, superview: view.superview ?? "view", placement: view.placement)]
    }

    /// `UIStackView.Alignment`'s name: a horizontal stack's leading and trailing are `top` and `bottom`;
    /// in AppKit, the `NSLayoutConstraint.Attribute` NSStackView aligns by: `centerY` or `centerX` for the
    /// centre, `height` or `width` to fill.
    package static func alignmentName(_ alignment: StackViewArrangement.Alignment, axis: LayoutAxis, framework: ViewFramework = .uiKit) -> String {
        switch (alignment, axis) {
        case (.leading, .horizontal): return "top"
        case (.trailing, .horizontal): return "bottom"
        case (.center, .horizontal) where framework == .appKit: return "centerY"
        case (.center, .vertical) where framework == .appKit: return "centerX"
        case (.fill, .horizontal) where framework == .appKit: return "height"
        case (.fill, .vertical) where framework == .appKit: return "width"
        default: return alignment.rawValue
        }
    }
}
