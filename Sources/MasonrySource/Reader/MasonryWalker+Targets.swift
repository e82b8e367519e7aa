@_spi(Readers) import Constraints
import SourceModel

/// What a Masonry relation is given: an array (one constraint per element),
/// a view's attribute (`v.mas_top`, `v.mas_safeAreaLayoutGuideTop`,
/// `self.mas_topLayoutGuide`), a view, or a value Masonry boxes (a number,
/// `@(…)`, a size, point or insets). An expression is a value or an item as
/// its declared type says, else as its name suggests, as in the Swift reader.
extension MasonryWalker {
    /// The targets of `equalTo(argument)`, and whether it is an array; `nil` (reported) for one Masonry rejects.
    func targets(_ argument: ObjectiveCExpression) -> (targets: [MasonryTarget], isArray: Bool)? {
        if let elements = arrayElements(argument) {
            var targets: [MasonryTarget] = []
            for element in elements {
                guard let target = target(element) else { return nil }
                targets.append(target)
            }
            return (targets, true)
        }
        return target(argument).map { ([$0], false) }
    }

    private func target(_ argument: ObjectiveCExpression) -> MasonryTarget? {
        let expression = substituted(argument.uncast)
        if let (base, name) = attributeAccess(expression) { return viewAttribute(name, of: base, at: expression.range) }
        if let amount = structValue(expression) { return .value(amount) }
        guard let (name, _) = path(of: expression) else { return .value(.scalar(number(expression))) }
        if name == "nil" || name == "NULL" {
            report(.nilTarget, at: expression.range)
            return nil
        }
        switch declaredKind(of: expression) {
        case .number?, .size?, .point?, .insets?, .constraint?: return .value(.scalar(number(expression)))
        case .item?, .guide?, .array?: return item(expression)
        case nil:
            let last = ItemReference.lastPart(of: name)
            if !facts.isShorthand, MasonryNames.attribute(last) != nil, name.contains(".") {
                return .value(.scalar(number(expression)))  // `self.topView.centerY`: a CGFloat from a frame helper
            }
            return ItemReference.nameSuggestsItem(name) ? item(expression) : .value(.scalar(number(expression)))
        }
    }

    /// A view as a target; Masonry rejects a layout guide object.
    private func item(_ expression: ObjectiveCExpression) -> MasonryTarget? {
        guard let reference = reference(expression) else { return .value(.scalar(number(expression))) }
        let item = items.item(reference)
        guard item is LayoutView else {
            report(.layoutGuideTarget(name: reference.name), at: expression.range)
            return nil
        }
        return .item(item, nil)
    }

    /// `base.mas_name` (and `[base mas_name]`), `base.name` under `MAS_SHORTHAND`,
    /// and `base.mas_attribute(NSLayoutAttributeTop)`: the base and the name after `mas_`.
    private func attributeAccess(_ expression: ObjectiveCExpression) -> (base: ObjectiveCExpression, name: String)? {
        let base: ObjectiveCExpression
        let member: String
        switch expression.kind {
        case .member(let receiver, let name):
            (base, member) = (receiver, name)
        case .message(let receiver, let parts) where parts.count == 1 && parts[0].argument == nil:
            (base, member) = (receiver, parts[0].name)
        case .call(let callee, let arguments):
            guard case .member(let receiver, let name) = callee.kind, name == "mas_attribute" || (facts.isShorthand && name == "attribute"),
                  let attribute = arguments.first?.identifier, attribute.hasPrefix("NSLayoutAttribute")
            else { return nil }
            return (receiver, MasonryNames.lowercasedFirst(attribute.dropFirst("NSLayoutAttribute".count)))
        default:
            return nil
        }
        if member.hasPrefix("mas_") { return (base, String(member.dropFirst(4))) }
        guard facts.isShorthand, MasonryNames.attribute(member) != nil || member.hasPrefix("safeAreaLayoutGuide") else { return nil }
        return (base, member)
    }

    /// The item and attribute `name` (after `mas_`) stands for on `base`; `nil` (reported) for one Masonry does not have.
    private func viewAttribute(_ name: String, of base: ObjectiveCExpression, at place: Range<Int>) -> MasonryTarget? {
        let viewControllerGuides: [String: (guide: String, attribute: LayoutAttribute)] = [
            "topLayoutGuide": ("topLayoutGuide", .bottom), "topLayoutGuideTop": ("topLayoutGuide", .top),
            "topLayoutGuideBottom": ("topLayoutGuide", .bottom), "bottomLayoutGuide": ("bottomLayoutGuide", .top),
            "bottomLayoutGuideTop": ("bottomLayoutGuide", .top), "bottomLayoutGuideBottom": ("bottomLayoutGuide", .bottom),
        ]
        if let (guideName, attribute) = viewControllerGuides[name], let (guide, _) = viewControllerGuide(guideName, of: base) {
            return .item(items.item(guide), attribute)
        }
        guard let reference = reference(base), let view = items.view(reference) else {
            report(.unknownTargetView(expression: shortText(of: base)), at: base.range)
            return nil
        }
        if let attribute = MasonryNames.attribute(name) { return .item(view, attribute) }
        if name.hasPrefix("safeAreaLayoutGuide") {
            let suffix = name.dropFirst("safeAreaLayoutGuide".count)
            if suffix.isEmpty { return .item(view.safeAreaLayoutGuide, nil) }
            if let attribute = MasonryNames.attribute(MasonryNames.lowercasedFirst(suffix)), attribute.rawValue <= LayoutAttribute.centerY.rawValue {
                return .item(view.safeAreaLayoutGuide, attribute)
            }
        }
        report(.unknownTargetAttribute(name: name), at: place)
        return nil
    }
}
