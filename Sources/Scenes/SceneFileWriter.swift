import Constraints
import Layout

/// Writes a screen as a scene file (SceneFormat.md) that `vfl-tool layout`
/// lays out as the screen's own layout does, with no compiler: the container
/// (the root, with its size, safe area, margins and the screen's pixel scale), a `view` line for each
/// view in the order it is added (its superview, class, stack properties,
/// hidden, frame and mask, measured size, priorities, margins and safe area,
/// baselines, alignment insets, scrolling), then a `constraint` line for
/// each constraint in canonical text. A scene file has no layout passes, so
/// each view's margins and safe area are written as the values the device
/// gives it; what the screen holds but does not apply is a comment.
public struct SceneFileWriter {
    public init() {}

    public func write(_ screen: ScreenDeclaration) -> String {
        var lines = ["# \(screen.title): \(screen.origin)."]
        var container = "container \(screen.root.name) \(n(screen.size.width))x\(n(screen.size.height))"
        if screen.rootSafeArea != .zero { container += " safe-area \(Self.insets(screen.rootSafeArea))" }
        if screen.rootMargins != Self.defaultMargins { container += " margins \(Self.insets(screen.rootMargins))" }
        if screen.root.scrollsContent { container += " scrolls" }
        if screen.pixelScale > 0 { container += " scale \(n(screen.pixelScale))" }
        if screen.framework == .appKit { container += " appkit" }
        lines.append(container)
        lines += screen.views.map(Self.line(for:))
        lines += screen.constraints.map { "constraint \($0)" }
        lines += screen.notes.map { "# \($0)" }
        lines += screen.unwritten.map { "# not applied: \($0.text) (\($0.reason))" }
        return lines.map { $0 + "\n" }.joined()
    }

    private static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// `view NAME in SUPERVIEW class CLASS …`: the attributes that differ from a plain view's.
    private static func line(for view: ViewDeclaration) -> String {
        var words = ["view", view.name]
        if let superview = view.superview { words += ["in", superview] }
        words += ["class", view.className]
        if view.placement == .arrangedSubview { words.append("arranged") }
        if let stack = view.stack { words += stackWords(stack) }
        if view.isHidden { words.append("hidden") }
        if view.translatesAutoresizingMask, let frame = view.frame {
            words += ["frame", [frame.x, frame.y, frame.width, frame.height].map(n).joined(separator: ",")]
            if !view.autoresizingMask.isEmpty { words += ["autoresizing", view.autoresizingMask.names.joined(separator: ",")] }
            if !view.autoresizingMask.isEmpty, let size = view.autoresizingReferenceSize {
                words += ["superview-size", "\(n(size.width))x\(n(size.height))"]
            }
        }
        if let size = view.intrinsicSize { words += ["intrinsic", "\(n(size.width))x\(n(size.height))"] }
        if let size = view.drawnSize { words += ["drawn", "\(n(size.width))x\(n(size.height))"] }
        if view.hugging != AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow) {
            words += ["hugging", "\(view.hugging.horizontal),\(view.hugging.vertical)"]
        }
        if view.compressionResistance != AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh) {
            words += ["compression", "\(view.compressionResistance.horizontal),\(view.compressionResistance.vertical)"]
        }
        if view.deviceMargins != defaultMargins { words += ["margins", insets(view.deviceMargins)] }
        if view.deviceSafeArea != .zero { words += ["safe-area", insets(view.deviceSafeArea)] }
        if view.baselines != (0, 0) { words += ["baselines", "\(CanonicalNumber.text(for: view.baselines.first, .solved)),\(CanonicalNumber.text(for: view.baselines.last, .solved))"] }
        if view.alignmentRectInsets != .zero { words += ["alignment-insets", insets(view.alignmentRectInsets)] }
        if view.scrollsContent { words.append("scrolls") }
        return words.joined(separator: " ")
    }

    /// `stack vertical distribution fillEqually alignment center spacing 8 fitting 750 length-fitting 251`, defaults left out.
    private static func stackWords(_ stack: StackViewArrangement) -> [String] {
        var words = ["stack", stack.axis == .vertical ? "vertical" : "horizontal"]
        if stack.distribution != .fill { words += ["distribution", stack.distribution.rawValue] }
        if stack.alignment != .fill { words += ["alignment", stack.alignment.rawValue] }
        if stack.spacing != 0 { words += ["spacing", n(stack.spacing)] }
        if stack.isBaselineRelativeArrangement { words.append("baseline-relative") }
        if stack.isLayoutMarginsRelativeArrangement { words.append("margins-relative") }
        if let fitting = stack.fittingPriority { words += ["fitting", n(Double(fitting.rawValue))] }
        if let fitting = stack.lengthFittingPriority { words += ["length-fitting", n(Double(fitting.rawValue))] }
        return words
    }

    /// `8`, or `top,left,bottom,right`.
    private static func insets(_ insets: EdgeInsets) -> String {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        return values.allSatisfy { $0 == values[0] } ? n(values[0]) : values.map(n).joined(separator: ",")
    }
}

/// A number as scene files print it: `16`, `0.5`.
private func n(_ value: Double) -> String { CanonicalNumber.text(for: value) }
