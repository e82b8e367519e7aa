import Foundation

/// The constant of a DSL relation before it is split over attributes: one
/// number for all, or a size, point or insets that give each attribute its
/// own. Each number may name metrics (`MetricExpression`), so a reader of
/// source code can drive the DSL with constants it only knows by name.
@_spi(Readers) public enum ConstraintAmount: Equatable {
    case scalar(MetricExpression)
    case size(width: MetricExpression, height: MetricExpression)
    case point(x: MetricExpression, y: MetricExpression)
    case insets(top: MetricExpression, left: MetricExpression, bottom: MetricExpression, right: MetricExpression)
    case directionalInsets(
        top: MetricExpression, leading: MetricExpression, bottom: MetricExpression, trailing: MetricExpression)

    /// The amount a constant target stands for; `nil` for a type the DSL does not know.
    init?(_ target: any ConstraintConstantTarget) {
        switch target {
        case let amount as ConstraintAmount: self = amount
        case let size as CGSize: self = .size(width: Self.number(size.width), height: Self.number(size.height))
        case let point as CGPoint: self = .point(x: Self.number(point.x), y: Self.number(point.y))
        case let insets as EdgeInsets: self = Self.insets(insets)
        case let insets as DirectionalEdgeInsets:
            self = .directionalInsets(
                top: Self.number(insets.top), leading: Self.number(insets.leading),
                bottom: Self.number(insets.bottom), trailing: Self.number(insets.trailing))
        default:
            guard let number = Self.expression(target) else { return nil }
            self = .scalar(number)
        }
    }

    /// The same inset on every edge.
    static func insets(all inset: MetricExpression) -> ConstraintAmount {
        .insets(top: inset, left: inset, bottom: inset, right: inset)
    }

    static func insets(_ insets: EdgeInsets) -> ConstraintAmount {
        .insets(
            top: number(insets.top), left: number(insets.left), bottom: number(insets.bottom),
            right: number(insets.right))
    }

    private static func number(_ value: some BinaryFloatingPoint) -> MetricExpression {
        MetricExpression(constant: Double(value))
    }

    /// The name of a value's own type, for a diagnostic that says the DSL does not read it.
    static func typeName(of value: Any) -> String {
        "\(type(of: value))"
    }

    /// The value of one of the DSL's number types or a `MetricExpression`, or `nil` for anything else.
    static func expression(_ value: Any) -> MetricExpression? {
        switch value {
        case let expression as MetricExpression: return expression
        case let number as Double: return MetricExpression(constant: number)
        case let number as Int: return MetricExpression(constant: Double(number))
        case let number as Float: return MetricExpression(constant: Double(number))
        case let number as CGFloat: return MetricExpression(constant: Double(number))
        case let number as UInt: return MetricExpression(constant: Double(number))
        default: return nil
        }
    }

    /// The constant for a constraint whose right-hand attribute is `attribute`
    /// (its left-hand one when there is no right-hand item): sizes give width or
    /// height, points x or y; insets push each edge inwards, so left and top are
    /// added, right and bottom subtracted, centers move by half the difference
    /// and sizes shrink by the sum. Leading/trailing follow `direction`.
    func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> MetricExpression {
        let zero = MetricExpression()
        switch self {
        case .scalar(let value):
            return value
        case .size(let width, let height):
            return attribute == .width ? width : attribute == .height ? height : zero
        case .point(let x, let y):
            guard attribute.isPosition else { return zero }
            return attribute.axis == .horizontal ? x : y
        case .insets(let top, let left, let bottom, let right):
            return Self.inset((top, left, bottom, right), for: attribute, direction: direction)
        case .directionalInsets(let top, let leading, let bottom, let trailing):
            if attribute == .centerX || attribute == .centerXWithinMargins {
                return (leading - trailing) / 2
            }
            let leftToRight = direction == .leftToRight
            let absolute = (top, leftToRight ? leading : trailing, bottom, leftToRight ? trailing : leading)
            return Self.inset(absolute, for: attribute, direction: direction)
        }
    }

    private static func inset(
        _ insets: (top: MetricExpression, left: MetricExpression, bottom: MetricExpression, right: MetricExpression),
        for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection
    ) -> MetricExpression {
        let leftToRight = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
        case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return MetricExpression()
        }
    }
}

/// An amount is a constant target, and an inset target where a number insets
/// every edge: how a reader passes what it only knows by name.
@_spi(Readers) extension ConstraintAmount: ConstraintInsetTarget {}

/// A metric expression is a number to the DSL: an offset, an inset on every
/// edge, a constant or a multiplier that names metrics.
extension MetricExpression: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
