/// One linear relation between two attributes, Apple's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier + constant`
/// at a priority.
///
/// Every input notation produces these and every output notation prints them.
/// The initializer applies Apple's validation, so an instance is always a
/// constraint Apple would accept. Its `description` is the canonical text.
///
/// Ownership is UIKit's: a view holds the constraints installed on it, and a
/// constraint holds its items weakly (`firstItem` and `secondItem` become
/// `nil` once the item is gone), so a view tree with its constraints is
/// freed as soon as nothing else holds it. The items' names are kept, so a
/// constraint whose item is gone still prints; it can no longer be activated.
public final class LayoutConstraint: CustomStringConvertible {
    /// The first item, held weakly as in UIKit; `nil` once it is gone.
    public var firstItem: LayoutItem? { firstReference.item }
    /// The first item's name, kept after the item is gone.
    public var firstItemName: String { firstReference.name }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The second item, held weakly as in UIKit; `nil` for a constraint
    /// against a constant, and once the item is gone.
    public var secondItem: LayoutItem? { secondReference?.item }
    /// The second item's name, kept after the item is gone; `nil` exactly
    /// when there is no second item.
    public var secondItemName: String? { secondReference?.name }
    /// `notAnAttribute` exactly when there is no second item.
    public let secondAttribute: LayoutAttribute
    /// The multiplier; 1 when `symbolicMultiplier` stands in for it.
    public let multiplier: Double
    /// The multiplier when the source named it instead of giving a number
    /// (`multiplier: ratio`), an expression over at least one metric; `nil`
    /// when `multiplier` is the number.
    public var symbolicMultiplier: MetricExpression? { details?.symbolicMultiplier }
    public private(set) var constant: LayoutConstant
    public private(set) var priority: LayoutPriority
    /// A name for debugging, shown by UIKit in descriptions (SnapKit's label).
    public var identifier: String? {
        get { details?.identifier }
        set { details = Details.of(identifier: newValue, symbolicMultiplier: symbolicMultiplier, origin: origin) }
    }
    /// Whether the constraint is installed on a view and takes part in layout.
    public private(set) var isActive = false
    /// Where the constraint was written.
    public var origin: ConstraintOrigin {
        details?.origin ?? .visualFormat(format: visualFormat, range: SourceRange(bytesOnOneLine: visualFormatBytes))
    }

    private let firstReference: WeakItemReference
    private let secondReference: WeakItemReference?
    /// The view the constraint is installed on while active. Not a `weak`
    /// reference, which every constraint would pay for when it is made and
    /// freed: the view lists the constraints installed on it and clears this
    /// as it goes (`viewIsGone()`), so it reads `nil` once the view is gone, as
    /// a weak reference would.
    private unowned(unsafe) var installedView: LayoutView?
    /// When the constraint was last activated, on a process-wide clock: the
    /// order in which a layout engine meets constraints.
    public private(set) var activationSequence: UInt64 = 0
    private static let activationClock = ActivationClock()

    /// The identifier, symbolic multiplier and origin, for a constraint that
    /// has any of them other than a VFL origin; `nil` for one lowered from VFL
    /// (its origin is `visualFormat` and `visualFormatBytes`). The VFL path
    /// makes millions of constraints, and freeing each one destroys these
    /// fields: one nil reference and a shared string cost a fraction of an
    /// enum with payloads and two optionals.
    private var details: Details?
    /// The format a constraint lowered from VFL was read from, shared by the
    /// constraints of one format; empty when `details` holds the origin.
    private let visualFormat: String
    /// Where in `visualFormat` the constraint's connection or predicate is.
    private let visualFormatBytes: Range<Int>

    /// The fields of a constraint that most constraints made from VFL leave
    /// unset. Immutable, so one instance is shared by every constraint with
    /// none of them (`unspecified`) and setting `identifier` replaces it.
    private final class Details: Sendable {
        let identifier: String?
        let symbolicMultiplier: MetricExpression?
        let origin: ConstraintOrigin

        static let unspecified = Details(identifier: nil, symbolicMultiplier: nil, origin: .unspecified)

        init(identifier: String?, symbolicMultiplier: MetricExpression?, origin: ConstraintOrigin) {
            self.identifier = identifier
            self.symbolicMultiplier = symbolicMultiplier
            self.origin = origin
        }

        /// `unspecified` when that is what the fields are, a new instance otherwise.
        static func of(identifier: String?, symbolicMultiplier: MetricExpression?, origin: ConstraintOrigin) -> Details {
            if identifier == nil, symbolicMultiplier == nil, origin == .unspecified { return unspecified }
            return Details(identifier: identifier, symbolicMultiplier: symbolicMultiplier, origin: origin)
        }
    }

    /// Makes a constraint, checking it as Apple does.
    ///
    /// With no second item the second attribute is ignored and recorded as
    /// `notAnAttribute`, as UIKit does. A `symbolicMultiplier` without metrics
    /// is taken as the number it is.
    public convenience init(
        item firstItem: LayoutItem,
        attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation = .equal,
        toItem secondItem: LayoutItem? = nil,
        attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1,
        symbolicMultiplier: MetricExpression? = nil,
        constant: LayoutConstant = .points(0),
        priority: LayoutPriority = .required,
        identifier: String? = nil,
        origin: ConstraintOrigin = .unspecified
    ) throws(ConstraintValidationError) {
        let secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        let numericMultiplier = symbolicMultiplier?.value
        let symbolicMultiplier = secondItem == nil || numericMultiplier != nil ? nil : symbolicMultiplier
        let multiplier = symbolicMultiplier != nil ? 1 : numericMultiplier ?? multiplier
        try Self.validate(
            firstAttribute: firstAttribute, secondItem: secondItem, secondAttribute: secondAttribute,
            multiplier: multiplier)
        if let symbolicMultiplier { try Self.validateFinite(symbolicMultiplier, name: "multiplier") }
        try Self.validate(constant: constant)
        try Self.validate(priority: priority)
        self.init(
            checked: firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: multiplier,
            symbolicMultiplier: symbolicMultiplier, constant: constant, priority: priority, identifier: identifier,
            origin: origin)
    }

    /// Makes a constraint its caller built valid by construction (a reader
    /// that checked what it read), without checking it again. The items are
    /// borrowed: the constraint keeps their references, not them, so a caller
    /// need not retain a view for the call.
    package convenience init(
        checked firstItem: borrowing LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: borrowing LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
        symbolicMultiplier: MetricExpression? = nil, constant: LayoutConstant, priority: LayoutPriority,
        identifier: String? = nil, origin: ConstraintOrigin
    ) {
        self.init(
            checked: firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority,
            details: Details.of(identifier: identifier, symbolicMultiplier: symbolicMultiplier, origin: origin),
            visualFormat: "", bytes: 0 ..< 0)
    }

    /// Makes a constraint lowered from VFL, valid by construction (same-kind,
    /// same-axis attributes, finite constants, priorities in (0, 1000]),
    /// without checking it again: readers make millions. Its origin is
    /// `visualFormat(format: format, range: SourceRange(bytesOnOneLine: bytes))`.
    package convenience init(
        checked firstItem: borrowing LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: borrowing LayoutItem?, _ secondAttribute: LayoutAttribute, constant: LayoutConstant,
        priority: LayoutPriority, visualFormat format: String, bytes: Range<Int>
    ) {
        self.init(
            checked: firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: 1,
            constant: constant, priority: priority, details: nil, visualFormat: format, bytes: bytes)
    }

    private init(
        checked firstItem: borrowing LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ secondItem: borrowing LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double,
        constant: LayoutConstant, priority: LayoutPriority, details: Details?, visualFormat: String, bytes: Range<Int>
    ) {
        self.firstReference = firstItem.reference
        self.firstAttribute = firstAttribute
        self.relation = relation
        switch secondItem {
        case .some(let item): self.secondReference = item.reference
        case .none: self.secondReference = nil
        }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.details = details
        self.visualFormat = visualFormat
        self.visualFormatBytes = bytes
    }

    // MARK: Validation

    private static func validate(
        firstAttribute: LayoutAttribute, secondItem: LayoutItem?, secondAttribute: LayoutAttribute,
        multiplier: Double
    ) throws(ConstraintValidationError) {
        guard firstAttribute != .notAnAttribute else { throw .missingFirstAttribute }
        guard multiplier.isFinite else { throw .nonFiniteNumber(name: "multiplier", value: multiplier) }
        guard secondItem != nil else {
            if firstAttribute.isPosition { throw .positionWithoutSecondItem(firstAttribute) }
            return
        }
        guard secondAttribute != .notAnAttribute else { throw .missingSecondAttribute }
        if firstAttribute.isSize != secondAttribute.isSize {
            throw .sizeAgainstPosition(firstAttribute, secondAttribute)
        }
        if firstAttribute.isPosition {
            if firstAttribute.axis != secondAttribute.axis {
                throw .crossAxisPositions(firstAttribute, secondAttribute)
            }
            if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
                || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
            {
                throw .directionalAgainstAbsolute(firstAttribute, secondAttribute)
            }
            if multiplier == 0 { throw .positionWithoutSecondItem(firstAttribute) }
        }
    }

    private static func validate(constant: LayoutConstant) throws(ConstraintValidationError) {
        guard let expression = constant.expression else { return }
        try validateFinite(expression, name: "constant")
    }

    /// Every number of `expression` is finite (`1e308*m + 1e308*m` is not).
    private static func validateFinite(_ expression: MetricExpression, name: String) throws(ConstraintValidationError) {
        for number in [expression.constant] + expression.terms.map(\.coefficient) where !number.isFinite {
            throw .nonFiniteNumber(name: name, value: number)
        }
    }

    private static func validate(priority: LayoutPriority) throws(ConstraintValidationError) {
        guard priority.isValid else { throw .priorityOutOfRange(priority.rawValue) }
    }

    // MARK: Changing a constraint

    /// Changes the constant, as setting `NSLayoutConstraint.constant` does.
    public func setConstant(_ constant: LayoutConstant) throws(ConstraintValidationError) {
        try Self.validate(constant: constant)
        self.constant = constant
    }

    /// Changes the priority. As in UIKit, an active constraint cannot move
    /// between required and optional.
    public func setPriority(_ priority: LayoutPriority) throws(ConstraintValidationError) {
        try Self.validate(priority: priority)
        if isActive, priority.isRequired != self.priority.isRequired {
            throw .requiredPriorityChangeWhileActive(from: self.priority, to: priority)
        }
        self.priority = priority
    }

    // MARK: Activation

    /// The view a constraint between these items is installed on: the nearest
    /// common ancestor of the items' views (a guide counts as its owning view).
    public func installationView() throws(ConstraintValidationError) -> LayoutView {
        guard let firstItem else { throw .itemGone(firstItemName) }
        guard let firstView = firstItem.hostView else { throw .itemWithoutView(firstItem.name) }
        guard let secondItemName else { return firstView }
        guard let secondItem else { throw .itemGone(secondItemName) }
        guard let secondView = secondItem.hostView else { throw .itemWithoutView(secondItem.name) }
        guard let ancestor = firstView.nearestCommonAncestor(with: secondView) else {
            throw .noCommonAncestor(first: firstItem.name, second: secondItem.name)
        }
        return ancestor
    }

    /// Installs the constraint on its items' nearest common ancestor, as setting
    /// `isActive = true` does in UIKit. Activating an active constraint does nothing.
    public func activate() throws(ConstraintValidationError) {
        guard !isActive else { return }
        let view = try installationView()
        view.install(self)
        installedView = view
        isActive = true
        activationSequence = Self.activationClock.tick()
    }

    /// Removes the constraint from the view it is installed on.
    public func deactivate() {
        installedView?.uninstall(self)
        installedView = nil
        isActive = false
    }

    /// Called by the view the constraint is installed on, as it is deinitialized.
    func viewIsGone() {
        installedView = nil
    }

    /// Activates every constraint, or none: if one cannot be installed, those
    /// activated before it are deactivated again and the error is thrown.
    public static func activate(_ constraints: [LayoutConstraint]) throws(ConstraintValidationError) {
        var activated: [LayoutConstraint] = []
        do {
            for constraint in constraints where !constraint.isActive {
                try constraint.activate()
                activated.append(constraint)
            }
        } catch {
            deactivate(activated)
            throw error
        }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Whether either item is `view`, one of its descendants, or a guide owned by one of them.
    func mentionsItem(inSubtreeOf view: LayoutView) -> Bool {
        [firstItem, secondItem].contains { item in
            item?.hostView?.isDescendant(of: view) ?? false
        }
    }

    /// Whether either item is `item`.
    func mentions(_ item: LayoutItem) -> Bool {
        firstItem === item || secondItem === item
    }

    /// Whether an item the constraint relates is gone (held by nothing else).
    public var isMissingAnItem: Bool {
        firstItem == nil || (secondItemName != nil && secondItem == nil)
    }

    // MARK: Text

    /// The canonical text of DESIGN.md:
    /// `first.attr == second.attr * m + c @p`, with `* 1`, `+ 0` and `@1000`
    /// left out; a symbolic multiplier or constant as its expression
    /// (`* ratio`, `* (1 - inset)`, `+ 2 * spacing + 4`).
    public var description: String {
        var text = "\(firstItemName).\(firstAttribute.name) \(relation.symbol) "
        if let secondItemName {
            text += "\(secondItemName).\(secondAttribute.name)"
            if let symbolicMultiplier {
                let factor = symbolicMultiplier.description
                let isOneName = symbolicMultiplier.constant == 0 && symbolicMultiplier.terms.count == 1
                    && symbolicMultiplier.terms[0].coefficient == 1
                text += isOneName ? " * \(factor)" : " * (\(factor))"
            } else if multiplier != 1 {
                text += " * \(CanonicalNumber.text(for: multiplier))"
            }
            switch constant {
            case .standardSpacing:
                text += " + \(LayoutConstant.standardSpacingText)"
            case .points(0):
                break
            case .points, .expression:
                text += MetricExpression.joined(constant.expression?.summands[...] ?? [])
            }
        } else {
            text += constant.expression.map(\.standaloneDescription) ?? constant.description
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
