/// Why a constraint cannot exist or cannot be activated; the cases mirror the
/// exceptions Apple's `NSLayoutConstraint` raises.
public enum ConstraintValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first attribute was `notAnAttribute`.
    case missingFirstAttribute
    /// A second item was given with `notAnAttribute`.
    case missingSecondAttribute
    /// A size (width/height) was related to a location, or a location to a size.
    case sizeAgainstPosition(LayoutAttribute, LayoutAttribute)
    /// Two locations on different axes, such as left and top.
    case crossAxisPositions(LayoutAttribute, LayoutAttribute)
    /// Leading/trailing mixed with left/right.
    case directionalAgainstAbsolute(LayoutAttribute, LayoutAttribute)
    /// A location set equal to a constant: no second item, or a multiplier of 0.
    case positionWithoutSecondItem(LayoutAttribute)
    /// The multiplier or constant is NaN or infinite.
    case nonFiniteNumber(name: String, value: Double)
    /// The priority is outside (0, 1000].
    case priorityOutOfRange(Float)
    /// A priority change from required to optional, or back, on an active constraint.
    case requiredPriorityChangeWhileActive(from: LayoutPriority, to: LayoutPriority)
    /// The items share no view, so there is nowhere to install the constraint.
    case noCommonAncestor(first: String, second: String)
    /// The item is a layout guide that belongs to no view.
    case itemWithoutView(String)
    /// The item is gone: the constraint held it weakly and nothing else held it.
    case itemGone(String)

    public var description: String {
        switch self {
        case .missingFirstAttribute:
            return "the first attribute must not be notAnAttribute"
        case .missingSecondAttribute:
            return "a second item needs a second attribute other than notAnAttribute"
        case .sizeAgainstPosition(let first, let second):
            return "invalid pairing of layout attributes \(first) and \(second): "
                + "a size attribute cannot be related to a location attribute"
        case .crossAxisPositions(let first, let second):
            return "invalid pairing of layout attributes \(first) and \(second): "
                + "a location on one axis cannot be related to a location on the other"
        case .directionalAgainstAbsolute(let first, let second):
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute "
                + "(\(first) and \(second)); use leading/trailing for both or neither"
        case .positionWithoutSecondItem(let attribute):
            return "a location attribute (\(attribute)) cannot be set equal to a constant; "
                + "location attributes must be specified in pairs"
        case .nonFiniteNumber(let name, let value):
            return "the \(name) must be a finite number, not \(value)"
        case .priorityOutOfRange(let value):
            return "priority \(CanonicalNumber.text(for: Double(value))) is outside (0, 1000]"
        case .requiredPriorityChangeWhileActive(let from, let to):
            return "changing an active constraint's priority from \(from) to \(to) is not supported: "
                + "a required priority cannot become optional, nor the reverse"
        case .noCommonAncestor(let first, let second):
            return "\(first) and \(second) have no common ancestor"
        case .itemWithoutView(let name):
            return "layout guide \(name) belongs to no view"
        case .itemGone(let name):
            return "\(name) is gone: constraints hold their items weakly, and nothing else held it"
        }
    }
}
