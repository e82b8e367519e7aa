import Constraints
import SourceModel
import SwiftSyntax

/// Anchors and `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// made into model constraints as UIKit makes them; one UIKit refuses is an error.
extension SourceWalker {
    /// The constraint an anchor call makes; `nil` (with a diagnostic) when it cannot be made.
    func readAnchor(_ call: AnchorCall) -> Int? {
        guard let first = item(call.item, at: call.node) else { return nil }
        var second: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        var constant = call.constant.map(constant(from:)) ?? 0
        switch call.target {
        case .constant:
            break
        case .anchor(let expression), .systemSpacing(let expression):
            guard let (item, attribute) = AnchorCall.anchor(substituted(expression)), let other = self.item(item, at: call.node) else {
                report(.unknownAnchor(expression: ValueEvaluator.text(of: expression)), at: expression)
                return nil
            }
            second = other
            secondAttribute = attribute
        }
        var multiplier = call.multiplier.map(values.number) ?? MetricExpression(constant: 1)
        if case .systemSpacing = call.target {
            guard multiplier.value == 1 else {
                report(.systemSpacingMultiple(multiplier: "\(multiplier)"), at: call.node)
                return nil
            }
            constant = .standardSpacing
            multiplier = MetricExpression(constant: 1)
        }
        return make(
            first, call.attribute, call.relation, second, secondAttribute, multiplier, constant, at: call.node, notation: .anchor)
    }

    /// The constraint `NSLayoutConstraint(item:…)` makes; `nil` (with a diagnostic) when it cannot be made.
    func readItemInitializer(_ call: FunctionCallExprSyntax) -> Int? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "" }
        guard labels == Self.itemInitializerLabels else {
            report(.unknownInitializer(labels: labels), at: call)
            return nil
        }
        let values = arguments.map(\.expression)
        guard let firstAttribute = ValueEvaluator.attribute(values[1]), let relation = ValueEvaluator.relation(values[2]),
              let secondAttribute = ValueEvaluator.attribute(values[4]), let first = item(values[0], at: call)
        else {
            report(.runtimeAttribute, at: call)
            return nil
        }
        let second = values[3].is(NilLiteralExprSyntax.self) ? nil : item(values[3], at: call)
        return make(
            first, firstAttribute, relation, second, secondAttribute, self.values.number(values[5]),
            constant(from: values[6]), at: call, notation: .layoutConstraintInitializer)
    }

    /// A constant: `NSLayoutConstraint.standardSpacing` is the standard space, anything else a number or metrics.
    private func constant(from expression: ExprSyntax) -> LayoutConstant {
        if expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "standardSpacing",
           ValueEvaluator.text(of: expression) == "NSLayoutConstraint.standardSpacing"
        {
            return .standardSpacing
        }
        return LayoutConstant(values.number(expression))
    }

    private func make(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute, _ multiplier: MetricExpression, _ constant: LayoutConstant,
        at node: some SyntaxProtocol, notation: SourceNotation
    ) -> Int? {
        let location = self.location(of: node)
        do {
            let constraint = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                symbolicMultiplier: multiplier, constant: constant, origin: .sourceCode(location))
            return record(constraint, at: location, notation: notation, node: node)
        } catch {
            report(.constraintRefused(reason: "\(error)"), at: node)
            return nil
        }
    }
}
