import Constraints

/// An anchor's constraint message in Objective-C, read from its selector:
/// `constraintEqualToAnchor:` (`constant:`, `multiplier:`), the
/// `GreaterThanOrEqualTo…` and `LessThanOrEqualTo…` forms, `…ToConstant:`,
/// and `…ToSystemSpacingAfterAnchor:multiplier:` / `…BelowAnchor:multiplier:`.
struct AnchorMessage {
    let relation: LayoutRelation
    /// The other anchor; `nil` against a constant.
    let anchor: ObjectiveCExpression?
    let constant: ObjectiveCExpression?
    let multiplier: ObjectiveCExpression?
    /// Whether the constant is the system spacing (`…SystemSpacingAfterAnchor:…`).
    let isSystemSpacing: Bool

    /// The message of these selector parts, or `nil` when it is not an anchor's.
    init?(_ parts: [ObjectiveCExpression.SelectorPart]) {
        guard let first = parts.first, let argument = first.argument, first.name.hasPrefix("constraint") else { return nil }
        let name = first.name.dropFirst("constraint".count)
        let relations: [(String, LayoutRelation)] = [
            ("EqualTo", .equal), ("GreaterThanOrEqualTo", .greaterThanOrEqual), ("LessThanOrEqualTo", .lessThanOrEqual),
        ]
        guard let (prefix, relation) = relations.first(where: { name.hasPrefix($0.0) }) else { return nil }
        var anchor: ObjectiveCExpression?, constant: ObjectiveCExpression?, multiplier: ObjectiveCExpression?
        switch name.dropFirst(prefix.count) {
        case "Anchor": anchor = argument
        case "Constant": constant = argument
        case "SystemSpacingAfterAnchor", "SystemSpacingBelowAnchor": anchor = argument
        default: return nil
        }
        for part in parts.dropFirst() {
            switch part.name {
            case "constant": constant = part.argument
            case "multiplier": multiplier = part.argument
            default: return nil
            }
        }
        self.relation = relation
        self.anchor = anchor
        self.constant = constant
        self.multiplier = multiplier
        isSystemSpacing = name.contains("SystemSpacing")
    }
}
