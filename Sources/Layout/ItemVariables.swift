import Constraints
import Solver

/// The four solver variables of one view or layout guide — x, y, width and
/// height in the root's coordinates — and every layout attribute as a linear
/// expression over them.
struct ItemVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    /// The item's layout direction, margins and baselines, read once.
    let isRightToLeft: Bool
    let margins: EdgeInsets
    let firstBaseline: Double
    let lastBaseline: Double

    init(item: LayoutItem, solver: SimplexSolver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
        let view = item as? LayoutView
        isRightToLeft = (item.hostView?.userInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
        margins = view?.layoutMargins ?? Self.contentAreaMargins(of: item as? LayoutGuide)
        firstBaseline = view?.firstBaselineOffsetFromTop ?? 0
        lastBaseline = view?.lastBaselineOffsetFromBottom ?? 0
    }

    /// The margins of a scroll view's content area: the scroll view's own, as UIKit measures a scroll
    /// view's margin attributes from its content's edges (its bounds) when they relate its content;
    /// no other guide has margins.
    private static func contentAreaMargins(of guide: LayoutGuide?) -> EdgeInsets {
        guard let guide, guide.identifier == ScrollViewGuides.contentGuideIdentifier, let owner = guide.owningView else { return .zero }
        return owner.layoutMargins
    }

    /// The variable that holds `attribute`.
    func variable(for attribute: FrameAttribute) -> Variable {
        switch attribute {
        case .x: return x
        case .y: return y
        case .width: return width
        case .height: return height
        }
    }

    /// `attribute` as `Σ coefficient · variable + constant`. In a right-to-left
    /// item, leading and trailing are measured from the right, as in UIKit: they
    /// are the negated right and left edges, so `|-10-[v]` insets `v` from the
    /// right and positive constants run leftwards.
    func expression(for attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left: return LinearExpression([(x, 1)])
        case .right: return LinearExpression([(x, 1), (width, 1)])
        case .top: return LinearExpression([(y, 1)])
        case .bottom: return LinearExpression([(y, 1), (height, 1)])
        case .leading: return isRightToLeft ? expression(for: .right).negated : expression(for: .left)
        case .trailing: return isRightToLeft ? expression(for: .left).negated : expression(for: .right)
        case .width: return LinearExpression([(width, 1)])
        case .height: return LinearExpression([(height, 1)])
        case .centerX: return LinearExpression([(x, 1), (width, 0.5)])
        case .centerY: return LinearExpression([(y, 1), (height, 0.5)])
        case .firstBaseline: return LinearExpression([(y, 1)], constant: firstBaseline)
        case .lastBaseline: return LinearExpression([(y, 1), (height, 1)], constant: -lastBaseline)
        case .leftMargin: return LinearExpression([(x, 1)], constant: margins.left)
        case .rightMargin: return LinearExpression([(x, 1), (width, 1)], constant: -margins.right)
        case .topMargin: return LinearExpression([(y, 1)], constant: margins.top)
        case .bottomMargin: return LinearExpression([(y, 1), (height, 1)], constant: -margins.bottom)
        case .leadingMargin: return isRightToLeft ? expression(for: .rightMargin).negated : expression(for: .leftMargin)
        case .trailingMargin: return isRightToLeft ? expression(for: .leftMargin).negated : expression(for: .rightMargin)
        case .centerXWithinMargins:
            return LinearExpression([(x, 1), (width, 0.5)], constant: (margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return LinearExpression([(y, 1), (height, 0.5)], constant: (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return LinearExpression()
        }
    }
}

extension LinearExpression {
    /// `-self`.
    var negated: LinearExpression {
        LinearExpression(terms.map { ($0.variable, -$0.coefficient) }, constant: -constant)
    }

    /// The coefficient of `variable` (0 when it has none).
    func coefficient(of variable: Variable) -> Double {
        terms.reduce(0) { $0 + ($1.variable == variable ? $1.coefficient : 0) }
    }

    /// `self - scale · other`.
    func subtracting(_ other: LinearExpression, scaledBy scale: Double = 1) -> LinearExpression {
        LinearExpression(
            terms.map { ($0.variable, $0.coefficient) } + other.terms.map { ($0.variable, -$0.coefficient * scale) },
            constant: constant - other.constant * scale)
    }
}
