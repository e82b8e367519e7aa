import Testing
@testable import Constraints

@Suite("DSL diagnostics where SnapKit crashes")
struct DSLDiagnosticTests {
    @Test("relating to a missing superview is a diagnostic naming file:line")
    func missingSuperview() {
        let orphan = LayoutView(name: "orphan")
        var line: UInt = 0
        var kept: Constraint?
        orphan.snp.makeConstraints { make in
            kept = make.edges.equalToSuperview().inset(4).constraint; line = #line
            make.width.equalTo(10)
        }
        #expect(lines(orphan.snp) == ["orphan.width == 10"])
        #expect(orphan.snp.diagnostics.map(\.description) == [
            "ConstraintsTests/DSLDiagnosticTests.swift:\(line): warning: "
                + "orphan has no superview to relate to; no constraint was made",
        ])
        #expect(kept?.layoutConstraints.isEmpty == true)
        kept?.activate()
        kept?.update(offset: 3)
        #expect(lines(orphan.snp) == ["orphan.width == 10"])
    }

    @Test("a constant location without a superview is Apple's invalid constraint")
    func constantLocationWithoutSuperview() {
        let orphan = LayoutView(name: "orphan")
        orphan.snp.makeConstraints { make in make.top.equalTo(10) }
        #expect(orphan.snp.constraints.count == 1 && lines(orphan.snp).isEmpty)
        #expect(orphan.snp.diagnostics.map(\.kind) == [.invalidConstraint(.positionWithoutSecondItem(.top))])
    }

    @Test("pairing two different composites is a diagnostic")
    func mismatchedComposites() {
        let scene = Scene()
        var line: UInt = 0
        scene.box.snp.makeConstraints { make in
            make.edges.equalTo(scene.label.snp.size); line = #line
        }
        #expect(lines(scene.box.snp).isEmpty)
        #expect(scene.box.snp.diagnostics == [
            ConstraintDiagnostic(
                kind: .mismatchedComposites,
                message: "cannot relate [left, top, right, bottom] to a different set of attributes [width, height]; "
                    + "no constraint was made",
                file: "ConstraintsTests/DSLDiagnosticTests.swift", line: line),
        ])
    }

    @Test("an invalid pairing of single attributes is Apple's error, per attribute")
    func invalidPairing() {
        let scene = Scene()
        scene.box.snp.makeConstraints { make in
            make.width.left.equalTo(scene.label.snp.top)
        }
        #expect(lines(scene.box.snp).isEmpty)
        #expect(scene.box.snp.diagnostics.map(\.kind) == [
            .invalidConstraint(.crossAxisPositions(.left, .top)),
            .invalidConstraint(.sizeAgainstPosition(.width, .top)),
        ])
    }

    @Test("items with no common ancestor cannot be activated")
    func noCommonAncestor() {
        let scene = Scene()
        let stranger = LayoutView(name: "stranger")
        scene.box.snp.makeConstraints { make in make.top.equalTo(stranger) }
        #expect(scene.box.snp.constraints.isEmpty)
        #expect(scene.box.snp.diagnostics.map(\.kind) == [
            .activationFailed(.noCommonAncestor(first: "box", second: "stranger")),
        ])
    }
}
