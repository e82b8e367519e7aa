import Constraints
import Foundation

/// One format: its views, the constraints VFL makes (canonical text, standard
/// spaces resolved as AppKit does), and the SnapKit source written for it, compiled here.
struct ProofCase {
    let name: String
    let views: [String]
    let expected: [String]
    let run: (Views) -> Void
}

/// The views of a case by name, each a subview of `superview`.
final class Views {
    let superview = LayoutView(name: "superview")
    private var byName: [String: LayoutView] = [:]

    init(_ names: [String]) {
        for name in names {
            let view = LayoutView(name: name)
            superview.addSubview(view)
            byName[name] = view
        }
        byName["superview"] = superview
    }

    subscript(name: String) -> LayoutView { byName[name] ?? LayoutView(name: name) }

    var items: [String: LayoutItem] {
        var items: [String: LayoutItem] = byName
        for view in byName.values {
            items[view.layoutMarginsGuide.name] = view.layoutMarginsGuide
            items[view.safeAreaLayoutGuide.name] = view.safeAreaLayoutGuide
        }
        return items
    }

    /// Every constraint the DSL made, in the order it made them.
    var made: [LayoutConstraint] {
        ([superview] + superview.subviews).flatMap { $0.snp.constraints.flatMap(\.layoutConstraints) }
            .sorted { $0.activationSequence < $1.activationSequence }
    }
}

/// `superview.trailing == a.trailing + 20` written from the other side, `a.trailing == superview.trailing - 20`.
func reversed(_ constraint: LayoutConstraint) -> String? {
    guard let second = constraint.secondItem, constraint.multiplier == 1, let value = constraint.constant.points else { return nil }
    let relation = constraint.relation == .equal ? LayoutRelation.equal
        : constraint.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
    return (try? LayoutConstraint(
        item: second, attribute: constraint.secondAttribute, relatedBy: relation, toItem: constraint.firstItem,
        attribute: constraint.firstAttribute, constant: .points(-value), priority: constraint.priority))?.description
}

/// Whether the SnapKit made exactly the expected constraints, each as written
/// or from the other side, in their order within each first item.
func check(_ proofCase: ProofCase) -> String? {
    let views = Views(proofCase.views)
    proofCase.run(views)
    let made = views.made.map(\.description)
    var expected: [(text: String, reversed: String?)] = []
    for text in proofCase.expected {
        guard let constraint = try? LayoutConstraint(canonicalText: text, items: views.items) else { return "cannot read \(text)" }
        expected.append((text, reversed(constraint)))
    }
    guard made.count == expected.count else { return "made \(made.count) constraints, expected \(expected.count): \(made)" }
    var used = Array(repeating: false, count: expected.count)
    var lastIndexByFirstItem: [String: Int] = [:]
    for text in made {
        guard let index = expected.indices.first(where: { !used[$0] && (expected[$0].text == text || expected[$0].reversed == text) })
        else { return "made \(text), which is not expected" }
        used[index] = true
        let first = String(text.prefix { $0 != "." })
        if let last = lastIndexByFirstItem[first], last > index { return "\(text) came out of order" }
        lastIndexByFirstItem[first] = index
    }
    return nil
}

let cases = proofCases()
var failures = 0
for proofCase in cases {
    if let problem = check(proofCase) {
        failures += 1
        print("FAIL \(proofCase.name): \(problem)")
    }
}
print("SnapKit proof: \(cases.count - failures) of \(cases.count) cases made their constraints")
if failures > 0 { exit(1) }
