import Foundation

/// The constant of a DSL relation before it is split over attributes: one
/// number for all, or a size, point or insets that give each attribute its own.
enum ConstraintAmount: Equatable {
    case scalar(Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The amount a constant target stands for; `nil` for a type the DSL does not know.
    init?(_ target: any ConstraintConstantTarget) {
        switch target {
        case let size as CGSize: self = .size(width: Double(size.width), height: Double(size.height))
        case let point as CGPoint: self = .point(x: Double(point.x), y: Double(point.y))
        case let insets as EdgeInsets: self = .insets(insets)
        case let insets as DirectionalEdgeInsets: self = .directionalInsets(insets)
        default:
            guard let number = Self.number(target) else { return nil }
            self = .scalar(number)
        }
    }

    /// What the DSL says of a value whose type it does not know.
    static func unsupportedMessage(for value: Any, expected: String) -> String {
        "\(type(of: value)) is not a type the DSL reads as \(expected); the value was ignored"
    }

    /// The value of one of the DSL's number types, or `nil` for anything else.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as UInt: return Double(number)
        default: return nil
        }
    }

    /// The constant for a constraint whose right-hand attribute is `attribute`
    /// (its left-hand one when there is no right-hand item): sizes give width or
    /// height, points x or y; insets push each edge inwards, so left and top are
    /// added, right and bottom subtracted, centers move by half the difference
    /// and sizes shrink by the sum. Leading/trailing follow `direction`.
    func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> Double {
        switch self {
        case .scalar(let value):
            return value
        case .size(let width, let height):
            return attribute == .width ? width : attribute == .height ? height : 0
        case .point(let x, let y):
            guard attribute.isPosition else { return 0 }
            return attribute.axis == .horizontal ? x : y
        case .insets(let insets):
            return Self.inset(insets, for: attribute, direction: direction)
        case .directionalInsets(let insets):
            if attribute == .centerX || attribute == .centerXWithinMargins {
                return (insets.leading - insets.trailing) / 2
            }
            let leftToRight = direction == .leftToRight
            let absolute = EdgeInsets(
                top: insets.top, left: leftToRight ? insets.leading : insets.trailing,
                bottom: insets.bottom, right: leftToRight ? insets.trailing : insets.leading)
            return Self.inset(absolute, for: attribute, direction: direction)
        }
    }

    private static func inset(_ insets: EdgeInsets, for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> Double {
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
        case .notAnAttribute: return 0
        }
    }
}
