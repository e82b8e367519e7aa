import Constraints
import Testing
import TestSupport
import VFL
import Layout

@Suite("Layout properties")
struct LayoutPropertyTests {
    /// The value of an attribute of an item, from absolute frames (left-to-right items).
    static func value(_ item: LayoutItem, _ attribute: LayoutAttribute, frames: [ObjectIdentifier: LayoutRect]) -> Double {
        let f = frames[ObjectIdentifier(item)] ?? .zero
        switch attribute {
        case .left, .leading: return f.x
        case .right, .trailing: return f.x + f.width
        case .top, .firstBaseline: return f.y
        case .bottom, .lastBaseline: return f.y + f.height
        case .width: return f.width
        case .height: return f.height
        case .centerX: return f.x + f.width / 2
        case .centerY: return f.y + f.height / 2
        default: return .nan
        }
    }

    @Test("random VFL layouts: every required constraint that was not broken holds in the frames")
    func requiredConstraintsHold() throws {
        var random = SeededRandom(seed: 7)
        let pieces = ["|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(>=30)]-(>=0)-|", "[c(50)]-8-[d(>=20)]", "|[c]",
                      "V:[a]-[c(20)]-|", "[d]-(>=4)-|", "V:|[d(==c)]", "[a(<=100)]", "[b(60@750)]", "|-(>=10)-[c(80@500)]",
                      "[a]-[c]", "V:[b]-0-[d]", "[c(300)]", "V:|[a(10)]"]
        for trial in 0 ..< 200 {
            let root = LayoutView(name: "superview")
            var views: [String: LayoutView] = [:]
            for name in ["a", "b", "c", "d"] {
                let view = LayoutView(name: name)
                view.translatesAutoresizingMaskIntoConstraints = false
                if random.next(3) == 0 { view.intrinsicContentSize = LayoutSize(width: Double(random.next(120)), height: 20) }
                root.addSubview(view)
                views[name] = view
            }
            var constraints: [LayoutConstraint] = []
            for _ in 0 ..< 2 + random.next(8) {
                let lowered = try LayoutConstraint.constraints(withVisualFormat: pieces[random.next(pieces.count)], views: views)
                try LayoutConstraint.activate(lowered)
                constraints += lowered
            }
            let size = LayoutSize(width: Double(100 + random.next(400)), height: Double(100 + random.next(300)))
            let result = LayoutEngine(root: root, containerSize: size).layout()
            var frames: [ObjectIdentifier: LayoutRect] = [:]
            frames[ObjectIdentifier(root)] = result.frame(of: root)
            for view in views.values {
                let frame = try #require(result.frame(of: view))
                frames[ObjectIdentifier(view)] = frame  // children of the root: frames are already absolute
            }
            let broken = Set(result.broken.compactMap { broken -> ObjectIdentifier? in
                if case .constraint(let constraint) = broken.rule { return ObjectIdentifier(constraint) }
                return nil
            })
            let containerHeld = result.broken.allSatisfy { if case .container = $0.rule { return false } else { return true } }
            for constraint in constraints where constraint.priority.isRequired && !broken.contains(ObjectIdentifier(constraint)) {
                let resolved = constraint.resolvingStandardSpacing(.appKit)
                let lhs = Self.value(try #require(resolved.firstItem), resolved.firstAttribute, frames: frames)
                let rhs = resolved.secondItem.map { Self.value($0, resolved.secondAttribute, frames: frames) * resolved.multiplier } ?? 0
                let difference = lhs - rhs - (resolved.constant.points ?? 0)
                let holds: Bool
                switch resolved.relation {
                case .equal: holds = abs(difference) < 1e-6
                case .lessThanOrEqual: holds = difference < 1e-6
                case .greaterThanOrEqual: holds = difference > -1e-6
                }
                #expect(holds, "trial \(trial): \(resolved) off by \(difference)")
            }
            if containerHeld { #expect(result.frame(of: root) == LayoutRect(x: 0, y: 0, width: size.width, height: size.height)) }
        }
    }
}
