import Constraints
import Layout

/// Where things are in a layout, in the container's coordinates: each view's
/// absolute frame, its depth in the tree, and the point of a view's attribute
/// that a constraint pulls on.
struct PictureGeometry {
    private var absolute: [ObjectIdentifier: LayoutRect] = [:]
    private var depths: [ObjectIdentifier: Int] = [:]

    init(_ result: LayoutResult) {
        for (view, frame) in result.frames {
            let parent = view.superview.flatMap { absolute[ObjectIdentifier($0)] } ?? .zero
            absolute[ObjectIdentifier(view)] = LayoutRect(
                x: parent.x + LayoutPicture.finite(frame.x), y: parent.y + LayoutPicture.finite(frame.y),
                width: LayoutPicture.finite(frame.width), height: LayoutPicture.finite(frame.height))
            depths[ObjectIdentifier(view)] = view.superview.flatMap { depths[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0
        }
    }

    func absoluteFrame(of view: LayoutView) -> LayoutRect { absolute[ObjectIdentifier(view)] ?? .zero }

    func depth(of view: LayoutView) -> Int { depths[ObjectIdentifier(view)] ?? 0 }

    /// The frame of a view or guide; a built-in guide is its view inset by margins or the safe area, or
    /// the keyboard's, the part below the safe area.
    func frame(of item: LayoutItem) -> LayoutRect? {
        if let view = item as? LayoutView { return absolute[ObjectIdentifier(view)] }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView, let base = absolute[ObjectIdentifier(owner)] else {
            return nil
        }
        switch guide.kind {
        case .custom:
            let frame = guide.layoutFrame
            return LayoutRect(x: base.x + frame.x, y: base.y + frame.y, width: frame.width, height: frame.height)
        case .layoutMargins: return base.inset(by: owner.layoutMargins)
        case .safeArea: return base.inset(by: owner.safeAreaInsets)
        case .keyboard:
            return LayoutRect(x: base.x, y: base.y + base.height - owner.safeAreaInsets.bottom, width: base.width, height: owner.safeAreaInsets.bottom)
        }
    }

    /// The points a rule pulls on: two for a relation between attributes, one
    /// for an attribute held to a constant.
    func anchorPoints(of rule: LayoutRule) -> [(x: Double, y: Double)] {
        switch rule {
        case .constraint(let constraint):
            var points: [(x: Double, y: Double)] = []
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                // A stack view's baseline is drawn where its arranged view's is.
                guard let item = item.map({ ($0 as? LayoutView)?.measuringView(for: attribute) ?? $0 }), let frame = frame(of: item) else { continue }
                points.append(Self.point(of: attribute, in: frame, item: item))
            }
            return points
        case .intrinsicContentSize(let view, let axis, _, _, _):
            return [Self.point(of: axis == .horizontal ? .width : .height, in: absoluteFrame(of: view), item: view)]
        case .autoresizingMask(let view, let attribute, _), .container(let view, let attribute, _):
            return [Self.point(of: attribute, in: absoluteFrame(of: view), item: view)]
        case .guideGeometry(let guide, let attribute):
            return frame(of: guide).map { [Self.point(of: attribute, in: $0, item: guide)] } ?? []
        case .nonNegativeSize(let item, let axis):
            return frame(of: item).map { [Self.point(of: axis == .horizontal ? .width : .height, in: $0, item: item)] } ?? []
        }
    }

    /// The point of `frame` that `attribute` measures: an edge's midpoint, a
    /// centre, a baseline, or the middle of the span a size measures.
    private static func point(of attribute: LayoutAttribute, in frame: LayoutRect, item: LayoutItem) -> (x: Double, y: Double) {
        let view = item as? LayoutView
        let margins = view?.layoutMargins ?? .zero
        let rightToLeft = item.hostView?.userInterfaceLayoutDirection == .rightToLeft
        let midX = frame.x + frame.width / 2, midY = frame.y + frame.height / 2
        let left = frame.x, right = frame.x + frame.width, top = frame.y, bottom = frame.y + frame.height
        switch attribute {
        case .left, .notAnAttribute: return (left, midY)
        case .right: return (right, midY)
        case .leading: return (rightToLeft ? right : left, midY)
        case .trailing: return (rightToLeft ? left : right, midY)
        case .top: return (midX, top)
        case .bottom: return (midX, bottom)
        case .width, .centerX, .centerY, .height, .centerXWithinMargins, .centerYWithinMargins: return (midX, midY)
        case .firstBaseline: return (midX, top + (view?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline: return (midX, bottom - (view?.lastBaselineOffsetFromBottom ?? 0))
        case .leftMargin: return (left + margins.left, midY)
        case .rightMargin: return (right - margins.right, midY)
        case .leadingMargin: return rightToLeft ? (right - margins.right, midY) : (left + margins.left, midY)
        case .trailingMargin: return rightToLeft ? (left + margins.left, midY) : (right - margins.right, midY)
        case .topMargin: return (midX, top + margins.top)
        case .bottomMargin: return (midX, bottom - margins.bottom)
        }
    }
}
