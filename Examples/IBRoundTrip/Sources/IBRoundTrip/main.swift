import Constraints
import Foundation
import Layout

/// One screen of an Interface Builder fixture as `convert --with-views` wrote it in one notation,
/// for one set of size classes: the code (compiled here, in `build`), what the device gives its root and each view (measured
/// sizes, margins and safe areas, which UIKit works out and the document records), what the code
/// must have told each view, and the frames the document laid out directly gives them.
struct ScreenCase {
    let name: String
    let rootName: String
    let size: LayoutSize
    let rootSafeArea: EdgeInsets
    let rootMargins: EdgeInsets
    let rootScrolls: Bool
    /// The size classes the code is run for, which its size-class switch reads.
    let traits: UITraitCollection
    let views: [String: ViewFacts]
    let expected: [String: LayoutRect]
    let build: (LayoutView, UITraitCollection) -> [String: LayoutView]
}

/// A view's environment and the properties its code must set.
struct ViewFacts {
    var intrinsic: LayoutSize?
    var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var safeArea = EdgeInsets.zero
    var alignmentInsets = EdgeInsets.zero
    var baselines = (first: 0.0, last: 0.0)
    var scrolls = false
    var hidden = false
    var hugging: (Float, Float) = (250, 250)
    var compression: (Float, Float) = (750, 750)
    var translates = false
    var arranged = false
    var stack: String?
}

/// `vertical fillEqually center 8 baseline margins`, the arrangement as the checks compare it.
func describe(_ stack: StackViewArrangement) -> String {
    [stack.axis == .vertical ? "vertical" : "horizontal", stack.distribution.rawValue, stack.alignment.rawValue, CanonicalNumber.text(for: stack.spacing),
     stack.isBaselineRelativeArrangement ? "baseline" : "-", stack.isLayoutMarginsRelativeArrangement ? "margins" : "-"].joined(separator: " ")
}

/// Builds the screen with its code, gives each view what the device gives it, lays it out and
/// returns what differs from the document: a property the code did not set, a frame not reproduced.
func check(_ screen: ScreenCase) -> [String] {
    recordings = [:]
    let root = LayoutView(name: screen.rootName)
    root.frame = LayoutRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
    root.safeAreaInsets = screen.rootSafeArea
    root.layoutMargins = screen.rootMargins
    if screen.rootScrolls { _ = root.scrollGuides }
    let views = screen.build(root, screen.traits)
    var failures: [String] = []
    for name in screen.views.keys.sorted() where views[name] == nil { failures.append("\(name) was not made") }
    for (name, view) in views.sorted(by: { $0.key < $1.key }) {
        guard let facts = screen.views[name] else {
            failures.append("\(name) is not in the document")
            continue
        }
        let record = recorded(view)
        let said: [(String, String, String)] = [
            ("hidden", "\(view.isHidden)", "\(facts.hidden)"),
            ("hugging", "\(view.contentHuggingPriority(for: .horizontal).rawValue),\(view.contentHuggingPriority(for: .vertical).rawValue)",
             "\(facts.hugging.0),\(facts.hugging.1)"),
            ("compression",
             "\(view.contentCompressionResistancePriority(for: .horizontal).rawValue),\(view.contentCompressionResistancePriority(for: .vertical).rawValue)",
             "\(facts.compression.0),\(facts.compression.1)"),
            ("stack", record.isStack ? describe(record.stack) : "none", facts.stack ?? "none"),
            ("arranged", "\(views.values.contains { recorded($0).arranged.contains { $0 === view } })", "\(facts.arranged)"),
        ]
        for (property, got, want) in said where got != want { failures.append("\(name).\(property) is \(got), the document says \(want)") }
        view.intrinsicContentSize = facts.intrinsic
        view.layoutMargins = facts.margins
        view.safeAreaInsets = facts.safeArea
        view.alignmentRectInsets = facts.alignmentInsets
        view.firstBaselineOffsetFromTop = facts.baselines.first
        view.lastBaselineOffsetFromBottom = facts.baselines.last
        if facts.scrolls { _ = view.scrollGuides }
    }
    for view in [root] + views.values.sorted(by: { $0.name < $1.name }) where recorded(view).isStack {
        let record = recorded(view)
        _ = record.stack.install(in: view, arranged: record.arranged)
    }
    for (name, view) in views where view.translatesAutoresizingMaskIntoConstraints != screen.views[name]?.translates {
        failures.append("\(name).translatesAutoresizingMaskIntoConstraints is \(view.translatesAutoresizingMaskIntoConstraints)")
    }
    let result = LayoutEngine(root: root, containerSize: screen.size, standardSpacing: .margins(betweenSiblings: 8)).layout()
    for (name, want) in screen.expected.sorted(by: { $0.key < $1.key }) {
        guard let view = views[name], let got = result.frame(of: view) else { continue }
        let differs = [got.x - want.x, got.y - want.y, got.width - want.width, got.height - want.height].contains { abs($0) > 0.5 }
        if differs { failures.append("\(name) is at \(text(got)), the document laid out directly puts it at \(text(want))") }
    }
    return failures
}

func text(_ frame: LayoutRect) -> String {
    [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
}

var failed = 0
for screen in screenCases {
    let failures = check(screen)
    if failures.isEmpty {
        print("ok   \(screen.name)")
    } else {
        failed += 1
        print("FAIL \(screen.name)")
        for failure in failures { print("     \(failure)") }
    }
}
print("\(screenCases.count - failed) of \(screenCases.count) screens compile and lay out as the document does")
if failed > 0 { exit(1) }
