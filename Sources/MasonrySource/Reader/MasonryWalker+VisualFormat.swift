@_spi(Readers) import Constraints
import SourceModel
import VFL

/// `[NSLayoutConstraint constraintsWithVisualFormat:… options:… metrics:… views:…]`
/// in Objective-C, lowered through the `VFL` module so Apple's order and
/// errors hold, an error placed inside the format's literal; views from
/// `NSDictionaryOfVariableBindings(a, b)` (keyed by each name as written),
/// `@{@"a": a}` or a local that holds one, metrics from `@{@"m": @8}`.
extension MasonryWalker {
    /// The records the message makes; `[]` when the format is rejected or cannot be read.
    func readVisualFormat(_ parts: [ObjectiveCExpression.SelectorPart], at expression: ObjectiveCExpression) -> [Int] {
        let arguments = Dictionary(parts.compactMap { part in part.argument.map { (part.name, $0) } }, uniquingKeysWith: { first, _ in first })
        guard let formatExpression = arguments["constraintsWithVisualFormat"], case .string(let format) = formatExpression.uncast.kind
        else {
            report(.formatNotLiteral, at: (arguments["constraintsWithVisualFormat"] ?? expression).range)
            return []
        }
        guard let views = arguments["views"].flatMap({ dictionary($0) }) else {
            report(.unseenViewsDictionary, at: (arguments["views"] ?? expression).range)
            return []
        }
        guard let options = arguments["options"].map(formatOptions) ?? LayoutFormatOptions() else {
            report(.runtimeOptions, at: arguments["options"]?.range ?? expression.range)
            return []
        }
        var metrics: [String: Double] = [:], symbolicMetrics: [String: MetricExpression] = [:]
        if let metricsExpression = arguments["metrics"] {
            guard let dictionary = dictionary(metricsExpression) else {
                report(.unseenMetricsDictionary, at: metricsExpression.range)
                return []
            }
            for (key, value) in dictionary.entries {
                let number = number(value)
                if let known = number.value { metrics[key] = known } else { symbolicMetrics[key] = number }
            }
        }
        var viewItems: [String: LayoutView] = [:]
        for (key, value) in views.entries {
            guard let view = reference(value).map(items.item) as? LayoutView else {
                report(.notAView(expression: shortText(of: value)), at: value.range)
                return []
            }
            viewItems[key] = view
        }
        let literalStart = Self.contentStart(of: formatExpression.uncast, in: bytes)
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, symbolicMetrics: symbolicMetrics, views: viewItems)
            return constraints.map { constraint in
                let bytes = constraint.origin.range?.bytes ?? 0 ..< 0
                let location = range(literalStart + bytes.lowerBound ..< literalStart + bytes.upperBound)
                return record(constraint, at: location, notation: .visualFormat, condition: condition, isComplete: true)
            }
        } catch {
            let isOurs: Bool
            switch error.kind {
            case .priorityWithoutValue: isOurs = true
            case .unknownView: isOurs = views.isOpen
            default: isOurs = false
            }
            let diagnostic = error.diagnostic
            let place = range(literalStart + error.range.lowerBound ..< literalStart + error.range.upperBound)
            report(Diagnostic(
                isOurs ? .warning : .error, diagnostic.id, diagnostic.message, at: place, expected: diagnostic.expected,
                fixIts: diagnostic.fixIts.map { FixIt(replacing: place, with: $0.replacement) }))
            return []
        }
    }

    /// A dictionary the reader can see: `nil` or `0` (empty), `@{@"key": value, …}`,
    /// `NSDictionaryOfVariableBindings(a, b)`, or a local initialized with one.
    private func dictionary(_ expression: ObjectiveCExpression) -> (entries: [(key: String, value: ObjectiveCExpression)], isOpen: Bool)? {
        let expression = expression.uncast
        if expression.isNullPointer { return ([], false) }
        switch expression.kind {
        case .identifier(let name):
            guard let initializer = local(name)?.initializer, initializer.range != expression.range else { return nil }
            return dictionary(initializer)
        case .dictionaryLiteral(let entries):
            var found: [(key: String, value: ObjectiveCExpression)] = []
            var isOpen = false
            for entry in entries {
                if case .string(let key) = entry.key.uncast.kind { found.append((key, entry.value)) } else { isOpen = true }
            }
            return (found, isOpen)
        case .call(let callee, let arguments) where callee.identifier == "NSDictionaryOfVariableBindings":
            return (arguments.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0) }, false)
        default:
            return nil
        }
    }

    /// `0`, `kNilOptions`, `NSLayoutFormatAlignAllTop | NSLayoutFormatDirectionLeadingToTrailing`; `nil` when unknown.
    private func formatOptions(_ expression: ObjectiveCExpression) -> LayoutFormatOptions? {
        switch expression.uncast.kind {
        case .number(let value): return UInt(exactly: value).map(LayoutFormatOptions.init(rawValue:))
        case .identifier("kNilOptions"): return []
        case .identifier(let name): return LayoutFormatOptions(name: name)
        case .binary("|", let left, let right):
            guard let lhs = formatOptions(left), let rhs = formatOptions(right) else { return nil }
            return lhs.union(rhs)
        default: return nil
        }
    }

    /// Where the text of a string literal starts, after `@"` or `"`.
    private static func contentStart(of literal: ObjectiveCExpression, in bytes: [UInt8]) -> Int {
        var start = literal.range.lowerBound
        if start < bytes.count, bytes[start] == UInt8(ascii: "@") { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "\"") { start += 1 }
        return start
    }
}
