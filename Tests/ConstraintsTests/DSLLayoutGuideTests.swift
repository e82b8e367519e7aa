@testable import Constraints
import TestSupport
import Testing

@Suite("DSL on layout guides")
struct DSLLayoutGuideTests {
    @Test("a guide is constrained like a view, its owning view as superview")
    func guideMakesConstraints() {
        let scene = Scene("box", "label")
        let guide = LayoutGuide(name: "spacer")
        scene.container.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.equalTo(scene.view("box").snp.right)
            make.right.equalTo(scene.view("label").snp.left)
            make.top.bottom.equalToSuperview().inset(2)
            make.width.equalTo(scene.container.safeAreaLayoutGuide).multipliedBy(0.1)
        }
        #expect(lines(guide.snp) == [
            "spacer.left == box.right", "spacer.right == label.left",
            "spacer.top == superview.top + 2", "spacer.bottom == superview.bottom - 2",
            "spacer.width == superview.safeAreaLayoutGuide.width * 0.1",
        ])
        #expect(scene.container.constraints.count == 5)
        scene.view("box").snp.makeConstraints { make in make.leading.equalTo(guide.snp.trailing) }
        #expect(lines(scene.view("box").snp) == ["box.leading == spacer.trailing"])
        guide.snp.removeConstraints()
        #expect(scene.container.constraints.map(\.description) == ["box.leading == spacer.trailing"])
    }

    @Test("a guide that belongs to no view reports instead of activating")
    func guideWithoutView() {
        let guide = LayoutGuide(name: "loose")
        guide.snp.makeConstraints { make in make.width.equalTo(3) }
        #expect(guide.snp.constraints.isEmpty)
        #expect(summaries(guide.snp) == ["dsl.activation-failed: constraint could not be activated: layout guide loose belongs to no view"])
    }
}
