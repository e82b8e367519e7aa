@_spi(Readers) import Constraints

/// One Masonry chain, `make.attributes….relation(target).modifiers…`, as its
/// steps in the order written (Masonry applies each at once, so order
/// matters: the last constant wins, a key set before an array relation is
/// lost): what the reader makes of a chain, and what the Masonry writer
/// checks its chains with, both running it on `MasonryMaker`.
struct MasonryChain: Equatable {
    enum Step: Equatable {
        /// `left`, `edges`, `attributes(…)`: the attributes named, in Masonry's
        /// order; `composite` for a name that stands for several.
        case attributes([LayoutAttribute], composite: Bool)
        /// `equalTo(x)`, `mas_lessThanOrEqualTo(x)`; `equalTo(@[a, b])` is
        /// `isArray`, one constraint per element.
        case relation(LayoutRelation, [MasonryTarget], isArray: Bool)
        /// `offset(c)`: the constant of every attribute.
        case offset(MetricExpression)
        /// `insets`, `inset`, `sizeOffset`, `centerOffset`, `mas_offset`/`valueOffset`:
        /// a constant for the attributes the value reaches (`MasonryValue`).
        case value(ConstraintAmount)
        case multipliedBy(MetricExpression)
        case dividedBy(MetricExpression)
        case priority(Float)
        /// `key(k)`: the constraint's key, `k[0]`, `k[1]`, … on a composite's children.
        case key(String)
    }

    let steps: [Step]
    /// Where the chain starts.
    let location: SourceRange
}

/// What a Masonry relation relates to.
enum MasonryTarget: Equatable {
    /// A view or guide: with `attribute` `nil`, the chain's own attribute
    /// (a view, `v.mas_safeAreaLayoutGuide`); else that attribute (`v.mas_top`).
    case item(LayoutItem, LayoutAttribute?)
    /// An `NSNumber` or `NSValue`: a constant, relative to the superview's
    /// same attribute (a width or height stands alone).
    case value(ConstraintAmount)

    static func == (lhs: MasonryTarget, rhs: MasonryTarget) -> Bool {
        switch (lhs, rhs) {
        case (.item(let left, let leftAttribute), .item(let right, let rightAttribute)):
            return left === right && leftAttribute == rightAttribute
        case (.value(let left), .value(let right)):
            return left == right
        default:
            return false
        }
    }
}

extension ConstraintAmount {
    /// The constant a Masonry value gives a constraint whose left-hand
    /// attribute is `attribute`, or `nil` where Masonry leaves the constant as
    /// it was: a number reaches every attribute; a size only width and height;
    /// a point only centerX and centerY; insets only left and leading (+left),
    /// top (+top), bottom (−bottom), right and trailing (−right), whatever the
    /// layout direction.
    func masonryConstant(for attribute: LayoutAttribute) -> MetricExpression? {
        switch self {
        case .scalar(let value):
            return value
        case .size(let width, let height):
            return attribute == .width ? width : attribute == .height ? height : nil
        case .point(let x, let y):
            return attribute == .centerX ? x : attribute == .centerY ? y : nil
        case .insets(let top, let left, let bottom, let right):
            switch attribute {
            case .left, .leading: return left
            case .top: return top
            case .bottom: return -bottom
            case .right, .trailing: return -right
            default: return nil
            }
        case .directionalInsets:
            return nil
        }
    }
}
