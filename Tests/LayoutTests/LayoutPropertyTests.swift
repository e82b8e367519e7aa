import Constraints
import Foundation
import Layout
import TestSupport
import Testing
import VFL

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

/// Layouts in any activation order: multipliers from 1e-12 to 1e12, constants
/// up to 1e300, the same frames (to a relative 1e-9) and the same broken set.
///
/// Four views have hidden frames: positions within ±1000 points, sizes
/// log-uniform from 1e-3 to 1e9 points. Each view's position is given against
/// the container or an earlier view, each size against an earlier view's
/// through a multiplier (so multipliers span 1e-12…1e12) plus a constant of
/// the same size; required inequalities hold with room to spare; optional
/// constraints pull elsewhere. Poison constraints are broken in every order
/// for the same reason: constants from 1e13 to 1e300 (outside the
/// representable range) and constraints that contradict themselves. Which of
/// two conflicting required constraints breaks depends on order by design
/// (the later one), so the system has none.
@Suite("Layout properties: activation order")
struct LayoutOrderPropertyTests {
    static func attributeValue(_ frame: LayoutRect, _ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .left: return frame.x
        case .top: return frame.y
        case .width: return frame.width
        default: return frame.height
        }
    }

    @Test("any activation order gives the same frames and breaks the same constraints", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func activationOrder(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        func logUniform(_ exponents: ClosedRange<Double>) -> Double { pow(10, Double.random(in: exponents, using: &random)) }
        let names = ["a", "b", "c", "d"]
        let hidden = names.map { _ in
            LayoutRect(x: Double.random(in: -1000 ... 1000, using: &random), y: Double.random(in: -1000 ... 1000, using: &random),
                       width: logUniform(-3 ... 9), height: logUniform(-3 ... 9))
        }
        // Each constraint as (first, attribute, relation, second?, multiplier, constant, priority), over view indices; -1 is the container.
        typealias Spec = (first: Int, attribute: LayoutAttribute, relation: LayoutRelation, second: Int?, multiplier: Double,
                          constant: Double, priority: LayoutPriority, poison: Bool)
        var specs: [Spec] = []
        for (index, frame) in hidden.enumerated() {
            for attribute in [LayoutAttribute.left, .top] {
                let reference = index == 0 ? -1 : random.next(index + 1) - 1
                let base = reference < 0 ? 0 : Self.attributeValue(hidden[reference], attribute)
                specs.append((index, attribute, .equal, reference, 1, Self.attributeValue(frame, attribute) - base, .required, false))
            }
            for attribute in [LayoutAttribute.width, .height] {
                let target = Self.attributeValue(frame, attribute)
                guard index > 0 else {
                    specs.append((index, attribute, .equal, nil, 1, target, .required, false))
                    continue
                }
                let source = random.next(index), slack = Double.random(in: -0.5 ... 0.5, using: &random)
                let multiplier = target / (Self.attributeValue(hidden[source], attribute) * (1 + slack))
                if LayoutEngine.multiplierRange.contains(abs(multiplier)) {
                    specs.append((index, attribute, .equal, source, multiplier, target * slack / (1 + slack), .required, false))
                } else {
                    specs.append((index, attribute, .equal, nil, 1, target, .required, false))
                }
                // An inequality that holds by a tenth, and an optional pull to within ten times.
                specs.append((index, attribute, .greaterThanOrEqual, nil, 1, target * 0.9, .required, false))
                specs.append((index, attribute, .equal, nil, 1, target * Double.random(in: 0.1 ... 10, using: &random),
                              LayoutPriority(Float(1 + random.next(998))), false))
            }
            specs.append((index, .width, .equal, nil, 1, logUniform(13 ... 300), .required, true))
            specs.append((index, .height, .equal, index, 1, 10, .required, true))
        }
        var random2 = SeededRandom(seed: seed &* 7)
        var firstFrames: [LayoutRect] = []
        var firstBroken: Set<String> = []
        for pass in 0 ..< 4 {
            let order = pass == 0 ? Array(specs.indices) : specs.indices.shuffled(using: &random2)
            let scene = Scene("a", "b", "c", "d", autoLayout: true)
            let items = names.map { scene.view($0) }
            for index in order {
                let spec = specs[index]
                let second: LayoutItem? = spec.second.map { $0 < 0 ? scene.container : items[$0] }
                try LayoutConstraint(
                    item: items[spec.first], attribute: spec.attribute, relatedBy: spec.relation, toItem: second,
                    attribute: second == nil ? .notAnAttribute : spec.attribute, multiplier: spec.multiplier,
                    constant: .points(spec.constant), priority: spec.priority
                ).activate()
            }
            let result = scene.layout(2000, 2000)
            let frames = items.map { result.frame(of: $0) ?? .zero }
            let broken = Set(result.broken.map(\.rule.description))
            #expect(broken.count == specs.filter(\.poison).count, "seed \(seed) pass \(pass): \(broken.sorted())")
            #expect(result.broken.allSatisfy { $0.reason == .outsideRepresentableRange || $0.reason == .selfContradictory })
            for (frame, expected) in zip(frames, hidden) {
                for attribute in [LayoutAttribute.left, .top, .width, .height] {
                    let got = Self.attributeValue(frame, attribute), want = Self.attributeValue(expected, attribute)
                    #expect(abs(got - want) <= 1e-9 * max(1, abs(want)), "seed \(seed) pass \(pass): \(attribute) \(got) vs \(want)")
                }
            }
            if pass == 0 {
                firstFrames = frames
                firstBroken = broken
            } else {
                #expect(broken == firstBroken, "seed \(seed) pass \(pass)")
                for (frame, first) in zip(frames, firstFrames) {
                    for attribute in [LayoutAttribute.left, .top, .width, .height] {
                        let got = Self.attributeValue(frame, attribute), want = Self.attributeValue(first, attribute)
                        #expect(abs(got - want) <= 1e-9 * max(1, abs(want)), "seed \(seed) pass \(pass): \(attribute)")
                    }
                }
            }
        }
    }
}
