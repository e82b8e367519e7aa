@_spi(Readers) import Constraints
import SourceModel

/// What Objective-C expressions are worth, without running them: numbers
/// (literals, `+ - * /`, casts, `@(…)`, the file's constants and `--metric`
/// values), falling back to a metric named by the expression's text; sizes,
/// points and insets; priorities.
extension MasonryWalker {
    // MARK: Numbers

    /// The expression as a number, or as a linear expression over metrics
    /// named by their source text; a part that is not linear is one metric
    /// named by its whole text.
    func number(_ expression: ObjectiveCExpression) -> MetricExpression {
        let expression = substituted(expression)
        switch expression.kind {
        case .number(let value):
            return MetricExpression(constant: value)
        case .prefix("-", let operand):
            return -number(operand)
        case .prefix("+", let operand), .cast(_, let operand), .boxed(let operand):
            return number(operand)
        case .binary(let symbol, let left, let right) where ["+", "-", "*", "/"].contains(symbol):
            let (lhs, rhs) = (number(left), number(right))
            switch symbol {
            case "+": return lhs + rhs
            case "-": return lhs - rhs
            case "*": return (lhs * rhs) ?? opaque(expression)
            default:
                guard let divisor = rhs.value, divisor != 0 else { return opaque(expression) }
                return lhs / divisor
            }
        case .message(let receiver, let parts) where parts.count == 1:
            let selector = parts[0].name
            if receiver.identifier == "NSNumber", selector.hasPrefix("numberWith"), let argument = parts[0].argument {
                return number(argument)
            }
            if parts[0].argument == nil, ["floatValue", "doubleValue", "integerValue", "intValue"].contains(selector) {
                return number(receiver)
            }
        case .member(let base, let member):
            if let amount = structValue(base), let component = Self.component(member, of: amount) { return component }
        case .assignment("=", _, let value):
            return number(value)  // `x = 10` is worth 10
        default:
            break
        }
        if let initializer = localInitializer(of: expression), let value = evaluatingOnce(text(of: expression), { number(initializer) }) {
            return value
        }
        guard let (name, _) = path(of: expression) else { return opaque(expression) }
        if let value = value(ofConstant: name) { return MetricExpression(constant: value) }
        return MetricExpression(metric: name)
    }

    /// A metric named by the expression's text.
    func opaque(_ expression: ObjectiveCExpression) -> MetricExpression {
        MetricExpression(metric: text(of: expression))
    }

    /// The value `--metric` gives `name`, or that every definition of it in the file has.
    func value(ofConstant name: String) -> Double? {
        if let value = metrics[name] { return value }
        guard let definitions = facts.definitions[name], !facts.reassigned.contains(name) else { return nil }
        return constantValue(name) {
            let values = evaluatingOnce(name) { definitions.map { number($0).value } } ?? [nil]
            return values.first.flatMap { first in values.allSatisfy { $0 == first } ? first : nil }
        }
    }

    // MARK: Sizes, points and insets

    /// The initializer of the local an identifier names, when the file does not assign it again.
    private func localInitializer(of expression: ObjectiveCExpression) -> ObjectiveCExpression? {
        guard let name = substituted(expression.uncast).identifier, !facts.reassigned.contains(name) else { return nil }
        return local(name)?.initializer
    }

    /// A struct value: `CGSizeMake(w, h)`, `CGPointMake(x, y)`,
    /// `UIEdgeInsetsMake(t, l, b, r)` (and AppKit's), `(CGSize){w, h}`, the
    /// `…Zero` constants, `[NSValue valueWithCGSize:…]`, `@(…)`, or a name
    /// declared as one (its parts named `name.width`, … when its value is
    /// not known); `nil` for anything else.
    func structValue(_ expression: ObjectiveCExpression, expectedKind: MasonryFacts.Kind? = nil) -> ConstraintAmount? {
        let expression = substituted(expression.uncast)
        switch expression.kind {
        case .call(let callee, let arguments):
            guard let function = callee.identifier else { return nil }
            if function == "MASBoxValue", arguments.count == 1 { return structValue(arguments[0]) }
            return Self.amount(type: function, arguments.map(number))
        case .compoundLiteral(let type, let elements):
            return Self.amount(type: type, Self.positional(elements, of: type).map(number))
        case .boxed(let inner):
            return structValue(inner)
        case .braceList(let elements):
            let kinds: [MasonryFacts.Kind: String] = [.size: "CGSize", .point: "CGPoint", .insets: "UIEdgeInsets"]
            return expectedKind.flatMap { kinds[$0] }.flatMap { Self.amount(type: $0, Self.positional(elements, of: $0).map(number)) }
        case .message(let receiver, let parts) where receiver.identifier == "NSValue" && parts.count == 1:
            return parts[0].argument.flatMap { structValue($0) }
        case .identifier(let name) where name.hasSuffix("Zero"):
            let zero = MetricExpression()
            switch name {
            case "UIEdgeInsetsZero", "NSEdgeInsetsZero": return .insets(top: zero, left: zero, bottom: zero, right: zero)
            case "CGSizeZero", "NSZeroSize": return .size(width: zero, height: zero)
            case "CGPointZero", "NSZeroPoint": return .point(x: zero, y: zero)
            default: break
            }
        default:
            break
        }
        let kind = declaredKind(of: expression)
        if let initializer = localInitializer(of: expression),
           let value = evaluatingOnce(text(of: expression), { structValue(initializer, expectedKind: kind) }) ?? nil
        {
            return value
        }
        guard let (name, _) = path(of: expression) else { return nil }
        if let definitions = facts.definitions[name], definitions.count == 1, !facts.reassigned.contains(name),
           let value = evaluatingOnce(name, { structValue(definitions[0], expectedKind: kind) }) ?? nil
        {
            return value
        }
        guard let kind else { return nil }
        func part(_ component: String) -> MetricExpression { MetricExpression(metric: "\(name).\(component)") }
        switch kind {
        case .size: return .size(width: part("width"), height: part("height"))
        case .point: return .point(x: part("x"), y: part("y"))
        case .insets: return .insets(top: part("top"), left: part("left"), bottom: part("bottom"), right: part("right"))
        default: return nil
        }
    }

    /// The struct a function or compound literal of `type` makes from its numbers.
    private static func amount(type: String, _ values: [MetricExpression]) -> ConstraintAmount? {
        let name = type.filter { !$0.isWhitespace }
        switch (name, values.count) {
        case ("CGSizeMake", 2), ("NSMakeSize", 2), ("CGSize", 2), ("NSSize", 2):
            return .size(width: values[0], height: values[1])
        case ("CGPointMake", 2), ("NSMakePoint", 2), ("CGPoint", 2), ("NSPoint", 2):
            return .point(x: values[0], y: values[1])
        case ("UIEdgeInsetsMake", 4), ("NSEdgeInsetsMake", 4), ("UIEdgeInsets", 4), ("NSEdgeInsets", 4):
            return .insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default:
            return nil
        }
    }

    /// The elements of `{.top = 1, .left = 2, …}` in the struct's order (positional ones as they are).
    private static func positional(_ elements: [ObjectiveCExpression], of type: String) -> [ObjectiveCExpression] {
        let fields: [String]
        switch type.filter({ !$0.isWhitespace }) {
        case "CGSize", "NSSize": fields = ["width", "height"]
        case "CGPoint", "NSPoint": fields = ["x", "y"]
        default: fields = ["top", "left", "bottom", "right"]
        }
        var byName: [String: ObjectiveCExpression] = [:]
        for element in elements {
            guard case .assignment("=", let name, let value) = element.kind, let field = name.identifier else { return elements }
            byName[field] = value
        }
        let ordered = fields.compactMap { byName[$0] }
        return ordered.count == fields.count ? ordered : []
    }

    /// `size.width`, `insets.top`, `point.x` of a known struct.
    private static func component(_ name: String, of amount: ConstraintAmount) -> MetricExpression? {
        switch (amount, name) {
        case (.size(let width, _), "width"): return width
        case (.size(_, let height), "height"): return height
        case (.point(let x, _), "x"): return x
        case (.point(_, let y), "y"): return y
        case (.insets(let top, _, _, _), "top"): return top
        case (.insets(_, let left, _, _), "left"): return left
        case (.insets(_, _, let bottom, _), "bottom"): return bottom
        case (.insets(_, _, _, let right), "right"): return right
        default: return nil
        }
    }

    /// What the file declares the expression's name as (its last part, `_` removed), if it says.
    func declaredKind(of expression: ObjectiveCExpression) -> MasonryFacts.Kind? {
        guard let (name, root) = path(of: expression) else { return nil }
        if root != "self", let type = local(root)?.type, root == name, !type.isEmpty { return MasonryFacts.kind(ofType: type) }
        if metrics[name] != nil || value(ofConstant: name) != nil { return .number }
        return facts.kinds[MasonryNames.memberName(ItemReference.lastPart(of: name))]
    }

    // MARK: Priorities

    /// A priority: a number, a named one (`UILayoutPriorityDefaultHigh`,
    /// `MASLayoutPriorityDefaultMedium`), or one plus or minus a number; `nil` when unknown.
    func priority(_ expression: ObjectiveCExpression) -> Float? {
        let expression = substituted(expression.uncast)
        switch expression.kind {
        case .identifier(let name):
            if let value = MasonryNames.priority(named: name, macOS: facts.isMacOS) { return value }
        case .binary(let symbol, let left, let right) where symbol == "+" || symbol == "-":
            guard let start = priority(left), let step = priority(right) else { return nil }
            return symbol == "+" ? start + step : start - step
        case .boxed(let inner):
            return priority(inner)
        default:
            break
        }
        return number(expression).value.map(Float.init)
    }
}
