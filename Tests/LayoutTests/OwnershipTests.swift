import Constraints
import Layout
import Reports
import TestSupport
import Testing
import VFL

/// UIKit's ownership: a view holds its subviews and installed constraints, a
/// constraint holds its items weakly, nothing refers back strongly. So a tree
/// is freed once nothing outside holds it, however it was built and laid out.
@Suite("Ownership: trees, constraints and layouts are freed")
struct OwnershipTests {
    /// Weak references to what a test built, to check after its scope ends.
    final class Watch {
        private var references: [(name: String, object: () -> AnyObject?)] = []

        func watch(_ name: String, _ object: AnyObject) {
            weak let weakObject = object
            references.append((name, { weakObject }))
        }

        /// The names of what is still alive.
        var alive: [String] { references.filter { $0.object() != nil }.map(\.name) }
    }

    @Test("a scene laid out from VFL, with guides, intrinsic sizes and a report, frees everything")
    func vflScene() throws {
        let watch = Watch()
        try {
            let scene = Scene(formats: ["H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b]"], metrics: [:])
            for view in scene.views.values { view.translatesAutoresizingMaskIntoConstraints = false }
            scene.view("b").intrinsicContentSize = LayoutSize(width: 10, height: 30)
            for format in ["H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b]"] {
                try LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: format, views: scene.views))
            }
            try scene.activate(canonical: "a.top >= superview.safeAreaLayoutGuide.top")
            let engine = LayoutEngine(root: scene.container, containerSize: LayoutSize(width: 320, height: 480))
            let result = engine.layout()
            #expect(result.frame(of: scene.view("b")) == LayoutRect(x: 164, y: 20, width: 136, height: 30))
            _ = LayoutReport(result, viewNames: scene.viewNames, standardSpacing: .appKit).svg
            for (name, object) in [("container", scene.container as AnyObject), ("a", scene.view("a")), ("b", scene.view("b")),
                                   ("engine", engine), ("safe area guide", scene.container.safeAreaLayoutGuide)] {
                watch.watch(name, object)
            }
            for constraint in scene.container.constraints { watch.watch(constraint.description, constraint) }
            #expect(watch.alive.count == 5 + scene.container.constraints.count)
        }()
        #expect(watch.alive == [])
    }

    @Test("a tree built with the DSL and laid out frees everything, its DSL constraints included")
    func dslTree() throws {
        let watch = Watch()
        do {
            let superview = LayoutView(name: "superview"), box = LayoutView(name: "box"), label = LayoutView(name: "label")
            superview.addSubview(box)
            box.addSubview(label)
            box.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(10)
            }
            label.snp.makeConstraints { make in
                make.center.equalToSuperview()
                make.size.equalTo(20)
            }
            let result = LayoutEngine(root: superview, containerSize: LayoutSize(width: 100, height: 60)).layout()
            #expect(result.frame(of: label) == LayoutRect(x: 30, y: 10, width: 20, height: 20))
            #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
            for (name, object) in [("superview", superview), ("box", box), ("label", label)] { watch.watch(name, object) }
            for constraint in box.snp.constraints + label.snp.constraints {
                watch.watch("DSL constraint", constraint)
                for layoutConstraint in constraint.layoutConstraints { watch.watch(layoutConstraint.description, layoutConstraint) }
            }
            #expect(watch.alive.count == 3 + 3 + 8, "three views, three DSL constraints, eight model constraints")
        }
        #expect(watch.alive == [])
    }

    @Test("a scene read from canonical text frees everything")
    func canonicalScene() throws {
        let watch = Watch()
        try {
            let scene = Scene("a", autoLayout: true)
            try scene.activate(canonical: "a.left == superview.left + 5", "a.width == superview.width * 0.5", "a.top == superview.top",
                               "a.height == 10")
            #expect(scene.layout(200, 100).frame(of: scene.view("a")) == LayoutRect(x: 5, y: 0, width: 100, height: 10))
            watch.watch("container", scene.container)
            watch.watch("a", scene.view("a"))
        }()
        #expect(watch.alive == [])
    }

    @Test("a constraint outliving its items keeps its text, cannot be activated, and is skipped by layout")
    func constraintOutlivesItems() throws {
        var kept: LayoutConstraint?
        try {
            let scene = Scene("a", "b", autoLayout: true)
            kept = try LayoutConstraint(item: scene.view("a"), attribute: .leading, toItem: scene.view("b"), attribute: .trailing, constant: 8)
            #expect(kept?.isMissingAnItem == false)
        }()
        let constraint = try #require(kept)
        #expect(constraint.firstItem == nil && constraint.secondItem == nil && constraint.isMissingAnItem)
        #expect(constraint.description == "a.leading == b.trailing + 8")
        #expect(throws: ConstraintValidationError.itemGone("a")) { try constraint.activate() }
        #expect(!constraint.isActive)
    }

    @Test("a subview and a constraint outliving their superview: no superview, the constraint no longer installed")
    func subviewOutlivesSuperview() throws {
        let child = LayoutView(name: "child")
        var kept: LayoutConstraint?
        try {
            let parent = LayoutView(name: "parent")
            parent.addSubview(child)
            let constraint = try LayoutConstraint(item: child, attribute: .width, toItem: parent, attribute: .width, multiplier: 0.5)
            try constraint.activate()
            #expect(child.superview === parent && parent.constraints.count == 1)
            kept = constraint
        }()
        let constraint = try #require(kept)
        #expect(child.superview == nil)
        #expect(constraint.secondItem == nil && constraint.isMissingAnItem)
        #expect(constraint.description == "child.width == parent.width * 0.5")
        let sibling = LayoutView(name: "sibling")
        sibling.addSubview(child)
        #expect(child.superview === sibling)
    }

    @Test("removing a layout guide deactivates the constraints that mention it, and the guide is freed")
    func removedGuide() throws {
        let watch = Watch()
        let scene = Scene("a", autoLayout: true)
        try {
            let guide = LayoutGuide(name: "spacer")
            scene.container.addLayoutGuide(guide)
            let constraints = [
                try LayoutConstraint(item: guide, attribute: .left, toItem: scene.container, attribute: .left),
                try LayoutConstraint(item: scene.view("a"), attribute: .left, toItem: guide, attribute: .right),
                try LayoutConstraint(item: guide, attribute: .width, constant: 30),
            ]
            try LayoutConstraint.activate(constraints)
            try scene.activate(vfl: "V:|[a(10)]", "[a(20)]")
            #expect(scene.layout(100, 100).frame(of: scene.view("a")) == LayoutRect(x: 30, y: 0, width: 20, height: 10))
            scene.container.removeLayoutGuide(guide)
            #expect(constraints.allSatisfy { !$0.isActive })
            watch.watch("guide", guide)
            for constraint in constraints { watch.watch(constraint.description, constraint) }
        }()
        #expect(watch.alive == [])
        #expect(scene.container.constraints.map(\.description) == ["a.top == superview.top"])
        let result = scene.layout(100, 100)
        #expect(result.frame(of: scene.view("a")) == LayoutRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.ambiguous.map(\.item.name) == ["a"])
    }
}
