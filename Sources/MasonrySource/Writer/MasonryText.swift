@_spi(Readers) import Constraints
import SourceModel

/// How the Masonry writer spells values in Objective-C: numbers and metrics
/// as the Swift writers do (C has the same arithmetic), structs through
/// their `…Make` functions, keys as `@"…"`, priorities by Masonry's shortcuts.
enum MasonryText {
    /// `16`, `-8`, `padding`, `2 * spacing + 4`.
    static func number(_ expression: MetricExpression) -> String {
        SwiftExpressionText.expression(expression, naming: name)
    }

    /// A name as the reader reads it back: it drops one leading `_` (an
    /// instance variable's, `_titleLabel` is `titleLabel`) from a path it
    /// names, so a name that still starts with one (`_photo`, read from
    /// `__photo`) gets it back. A metric named by a call's text
    /// (`_inset(-10, 0)`) or by a path through a Masonry attribute
    /// (`_a.mas_top.b`, no path to the reader) is read by its text, underscore and all.
    static func name(_ name: String) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let readAsPath = !name.contains("(") && !parts.dropFirst().contains { $0.hasPrefix("mas_") }
        return readAsPath && MasonryNames.isInstanceVariable(parts[0].prefix { $0 != "[" }) ? "_" + name : name
    }

    /// Whether the reader, which cannot see a view's declaration in the
    /// statements written, takes `name` alone in `equalTo(…)` for the view:
    /// not when the name suggests a number (`Styles.tab`, `cell.height`,
    /// `ItemReference.nameSuggestsItem`) or is a path ending in an attribute
    /// (`self.tab.top`, a frame helper's number). Such a view is written with its attribute.
    static func readsAsView(_ name: String) -> Bool {
        ItemReference.nameSuggestsItem(name) && !(name.contains(".") && MasonryNames.attribute(ItemReference.lastPart(of: name)) != nil)
    }

    /// A constant as the argument of `mas_equalTo(…)`: a metric alone whose
    /// name the reader would take for a view's (`ht`, `badge`) is boxed,
    /// `@(ht)`, so that it reads back as the number it is.
    static func scalarArgument(_ expression: MetricExpression) -> String {
        ItemReference.wouldReadAsItem(expression) ? "@(\(number(expression)))" : number(expression)
    }

    /// The item's name as an expression the reader names the same: a name whose
    /// first part the reader would take for `self` (`MasonryNames.isSelfAlias`)
    /// is written after `self.`, which the reader drops.
    static func item(_ name: String) -> String {
        MasonryNames.isSelfAlias(name.prefix { $0 != "." }) ? "self." + self.name(name) : self.name(name)
    }

    /// `CGSizeMake(64, 64)`.
    static func size(_ width: MetricExpression, _ height: MetricExpression) -> String {
        "CGSizeMake(\(number(width)), \(number(height)))"
    }

    /// `Top`, `CenterX`: an attribute after `mas_safeAreaLayoutGuide` or `mas_topLayoutGuide`.
    static func capitalized(_ attribute: LayoutAttribute) -> String {
        attribute.name.prefix(1).uppercased() + attribute.name.dropFirst()
    }

    /// `@"title"`, with `"` and `\` escaped.
    static func string(_ value: String) -> String {
        "@\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The text of a modifier step (`nil` for attributes and relations, which the planner writes).
    static func modifier(_ step: MasonryChain.Step) -> String? {
        switch step {
        case .attributes, .relation: return nil
        case .offset(let value), .value(.scalar(let value)): return ".offset(\(number(value)))"
        case .value(.insets(let top, let left, let bottom, let right)):
            if top == left, left == bottom, bottom == right { return ".inset(\(number(top)))" }
            return ".insets(UIEdgeInsetsMake(\(number(top)), \(number(left)), \(number(bottom)), \(number(right))))"
        case .value(.size(let width, let height)): return ".sizeOffset(\(size(width, height)))"
        case .value(.point(let x, let y)): return ".centerOffset(CGPointMake(\(number(x)), \(number(y))))"
        case .value(.directionalInsets): return nil
        case .multipliedBy(let value): return ".multipliedBy(\(number(value)))"
        case .dividedBy(let value): return ".dividedBy(\(number(value)))"
        case .priority(let value):
            switch value {
            case 750: return ".priorityHigh()"
            case 500: return ".priorityMedium()"
            case 250: return ".priorityLow()"
            default: return ".priority(\(LayoutPriority(value)))"
            }
        case .key(let key): return ".key(\(string(key)))"
        }
    }
}
