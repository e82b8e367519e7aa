import Testing
@testable import Constraints

@Suite("DSL on layout guides")
struct DSLLayoutGuideTests {
    @Test("a guide is constrained like a view, its owning view as superview")
    func guideMakesConstraints() {
        let scene = Scene()
        let guide = LayoutGuide(name: "spacer")
        scene.superview.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.equalTo(scene.box.snp.right)
            make.right.equalTo(scene.label.snp.left)
            make.top.bottom.equalToSuperview().inset(2)
            make.width.equalTo(scene.superview.safeAreaLayoutGuide).multipliedBy(0.1)
        }
        #expect(lines(guide.snp) == [
            "spacer.left == box.right", "spacer.right == label.left",
            "spacer.top == superview.top + 2", "spacer.bottom == superview.bottom - 2",
            "spacer.width == superview.safeAreaLayoutGuide.width * 0.1",
        ])
        #expect(scene.superview.constraints.count == 5)
        scene.box.snp.makeConstraints { make in make.leading.equalTo(guide.snp.trailing) }
        #expect(lines(scene.box.snp) == ["box.leading == spacer.trailing"])
        guide.snp.removeConstraints()
        #expect(scene.superview.constraints.map(\.description) == ["box.leading == spacer.trailing"])
    }

    @Test("a guide that belongs to no view reports instead of activating")
    func guideWithoutView() {
        let guide = LayoutGuide(name: "loose")
        guide.snp.makeConstraints { make in make.width.equalTo(3) }
        #expect(guide.snp.constraints.isEmpty)
        #expect(guide.snp.diagnostics.map(\.kind) == [.activationFailed(.itemWithoutView("loose"))])
    }
}
