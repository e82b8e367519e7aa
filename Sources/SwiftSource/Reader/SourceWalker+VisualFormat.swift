import Constraints
import SourceModel
import SwiftSyntax
import VFL

/// VFL literals, lowered through the `VFL` module with the call's views,
/// metrics and options, so Apple's order and errors hold; an error is placed
/// inside the literal in the file.
extension SourceWalker {
    /// The constraints the call makes; `[]` when the format is rejected or cannot be read.
    func readVisualFormat(_ call: FunctionCallExprSyntax) -> [Int] {
        guard let parts = VisualFormatCall(call) else { return [] }
        guard let literal = parts.format.as(StringLiteralExprSyntax.self), let format = StringLiteral(literal) else {
            report(.formatNotLiteral, at: parts.format)
            return []
        }
        guard let viewsExpression = parts.views, let views = DictionaryLiteral(viewsExpression) else {
            report(.unseenViewsDictionary, at: parts.views ?? ExprSyntax(call))
            return []
        }
        let options = parts.options.map { values.formatOptions($0) } ?? []
        guard let options else {
            report(.runtimeOptions, at: parts.options ?? ExprSyntax(call))
            return []
        }
        var metrics: [String: Double] = [:], symbolicMetrics: [String: MetricExpression] = [:]
        if let metricsExpression = parts.metrics {
            guard let dictionary = DictionaryLiteral(metricsExpression) else {
                report(.unseenMetricsDictionary, at: metricsExpression)
                return []
            }
            for (key, value) in dictionary.entries {
                let number = values.number(value)
                if let known = number.value { metrics[key] = known } else { symbolicMetrics[key] = number }
            }
        }
        var viewItems: [String: LayoutView] = [:]
        for (key, value) in views.entries {
            guard let view = item(value, at: call) as? LayoutView else {
                report(.notAView(expression: ValueEvaluator.text(of: value)), at: value)
                return []
            }
            viewItems[key] = view
        }
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: format.value, options: options, metrics: metrics, symbolicMetrics: symbolicMetrics,
                views: viewItems)
            return constraints.map { constraint in
                let bytes = constraint.origin.range?.bytes ?? 0 ..< 0
                return record(constraint, at: place(bytes, in: format), notation: .visualFormat, node: call)
            }
        } catch {
            let open = views.isOpen || parts.views?.is(DictionaryExprSyntax.self) == false && views.entries.isEmpty
            let isOurs: Bool
            switch error.kind {
            case .priorityWithoutValue: isOurs = true
            case .unknownView: isOurs = open
            default: isOurs = false
            }
            let diagnostic = error.diagnostic
            report(Diagnostic(
                isOurs ? .warning : .error, diagnostic.id, diagnostic.message,
                at: place(error.range, in: format), expected: diagnostic.expected,
                fixIts: diagnostic.fixIts.map { FixIt(replacing: place(error.range, in: format), with: $0.replacement) }))
            return []
        }
    }

    /// The range in the file of a byte range of the literal's value.
    private func place(_ bytes: Range<Int>, in format: StringLiteral) -> Constraints.SourceRange {
        let start = format.fileOffset(of: bytes.lowerBound)
        let end = max(start, format.fileOffset(of: bytes.upperBound))
        return range(of: AbsolutePosition(utf8Offset: start) ..< AbsolutePosition(utf8Offset: end))
    }
}
