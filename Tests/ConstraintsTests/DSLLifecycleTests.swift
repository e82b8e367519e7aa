@testable import Constraints
import TestSupport
import Testing

@Suite("DSL make, remake, update, remove, prepare")
struct DSLLifecycleTests {
    let scene = Scene("box", "label")

    @Test("make adds, remake replaces, remove clears")
    func makeRemakeRemove() {
        scene.view("box").snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        #expect(scene.view("box").snp.constraints.count == 2)
        scene.view("box").snp.makeConstraints { make in make.left.equalToSuperview() }
        #expect(scene.view("box").snp.constraints.count == 3)
        #expect(scene.container.constraints.map(\.description) == ["box.top == superview.top", "box.left == superview.left"])
        #expect(scene.view("box").constraints.map(\.description) == ["box.width == 10", "box.height == 10"])

        scene.view("box").snp.remakeConstraints { make in make.edges.equalToSuperview() }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.left", "box.top == superview.top",
            "box.right == superview.right", "box.bottom == superview.bottom",
        ])
        #expect(scene.view("box").constraints.isEmpty)

        scene.view("box").snp.removeConstraints()
        #expect(scene.view("box").snp.constraints.isEmpty && scene.container.constraints.isEmpty)
    }

    @Test("prepare makes constraints without activating them")
    func prepare() {
        let prepared = scene.view("box").snp.prepareConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(5)
        }
        #expect(prepared.count == 2 && prepared.allSatisfy { !$0.isActive })
        #expect(scene.view("box").snp.constraints.isEmpty && scene.container.constraints.isEmpty)
        prepared[1].activate()
        #expect(lines(scene.view("box").snp) == ["box.width == 5"])
        prepared[1].isActive = false
        #expect(scene.view("box").snp.constraints.isEmpty && scene.view("box").constraints.isEmpty)
    }

    @Test("a kept constraint activates, deactivates and updates")
    func keptConstraint() {
        var top: Constraint?
        var edges: Constraint?
        scene.view("box").snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(4).constraint
            edges = make.left.right.equalToSuperview().inset(2).priority(500).constraint
        }
        guard let top, let edges else {
            Issue.record("constraints were not captured")
            return
        }
        #expect(top.isActive && top.layoutConstraints.map(\.description) == ["box.top == superview.top + 4"])
        top.deactivate()
        #expect(!top.isActive && scene.view("box").snp.constraints.count == 1)
        top.activate()
        #expect(top.isActive && scene.view("box").snp.constraints.count == 2)

        top.update(offset: 12)
        #expect(top.layoutConstraints.map(\.description) == ["box.top == superview.top + 12"])
        edges.update(inset: 6)
        #expect(edges.layoutConstraints.map(\.description) == [
            "box.left == superview.left + 6 @500", "box.right == superview.right - 6 @500",
        ])
        edges.update(priority: 250)
        #expect(edges.layoutConstraints.map(\.priority) == [250, 250])
        edges.update(priority: .required)
        #expect(edges.layoutConstraints.map(\.priority) == [250, 250], "optional never becomes required")
        top.update(priority: .low)
        #expect(top.layoutConstraints.map(\.priority) == [.required], "required never becomes optional")
        edges.update(inset: ConstraintInsets(top: 0, left: 1, bottom: 0, right: 3))
        #expect(edges.layoutConstraints.map(\.description) == [
            "box.left == superview.left + 1 @250", "box.right == superview.right - 3 @250",
        ])
    }

    @Test("update changes only the constant of matching constraints")
    func updateMatches() {
        scene.view("box").snp.makeConstraints { make in
            make.top.equalToSuperview().offset(4)
            make.width.equalTo(100).priority(.high)
        }
        scene.view("box").snp.updateConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.width.equalTo(80).priority(.high)
        }
        #expect(lines(scene.view("box").snp) == ["box.top == superview.top + 20", "box.width == 80 @750"])
        #expect(scene.view("box").snp.diagnostics.isEmpty)
    }

    @Test("update with nothing made yet makes")
    func updateWithoutExisting() {
        scene.view("box").snp.updateConstraints { make in make.height.equalTo(7) }
        #expect(lines(scene.view("box").snp) == ["box.height == 7"])
        #expect(scene.view("box").snp.diagnostics.isEmpty)
    }

    @Test("update with no match installs as new and says where")
    func updateWithoutMatch() {
        scene.view("box").snp.makeConstraints { make in make.width.equalTo(100) }
        var line: UInt = 0
        scene.view("box").snp.updateConstraints { make in
            make.width.equalTo(80).priority(.low); line = #line
            make.width.equalTo(90)
        }
        #expect(lines(scene.view("box").snp) == ["box.width == 90", "box.width == 80 @250"])
        #expect(summaries(scene.view("box").snp) == [
            "dsl.unmatched-update: updateConstraints found no existing constraint matching box.width == 80 @250; installed it as new",
        ])
        #expect(scene.view("box").snp.diagnostics.map(\.range?.start.line) == [Int(line)])
    }

    @Test("update installs only the unmatched parts of a composite")
    func updatePartialMatch() {
        scene.view("box").snp.makeConstraints { make in make.left.equalToSuperview() }
        scene.view("box").snp.updateConstraints { make in make.left.right.equalToSuperview().offset(3) }
        #expect(lines(scene.view("box").snp) == ["box.left == superview.left + 3", "box.right == superview.right + 3"])
        #expect(summaries(scene.view("box").snp) == [
            "dsl.unmatched-update: updateConstraints found no existing constraint matching box.right == superview.right + 3; installed it as new",
        ])
    }

    @Test("every constraint records the file, line and column of its relation call")
    func sourceLocation() {
        var line: UInt = 0
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalToSuperview(); line = #line
        }
        let constraint = scene.view("box").snp.constraints[0]
        #expect(constraint.location.file == "ConstraintsTests/DSLLifecycleTests.swift")
        #expect(constraint.location.start.line == Int(line) && constraint.location.start.column > 1)
        #expect(constraint.layoutConstraints.count == 4 && constraint.layoutConstraints.allSatisfy { $0.origin == .dsl(constraint.location) })
    }
}
