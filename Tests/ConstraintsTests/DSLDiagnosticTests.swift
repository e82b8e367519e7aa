@testable import Constraints
import TestSupport
import Testing

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
        #expect(summaries(orphan.snp) == ["dsl.missing-superview: orphan has no superview to relate to; no constraint was made"])
        let diagnostic = orphan.snp.diagnostics[0]
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.range?.file == "ConstraintsTests/DSLDiagnosticTests.swift" && diagnostic.range?.start.line == Int(line))
        #expect(diagnostic.description.hasPrefix("ConstraintsTests/DSLDiagnosticTests.swift:\(line):"))
        #expect(diagnostic.description.hasSuffix(": warning: orphan has no superview to relate to; no constraint was made"))
        // The failed chain's constraint is empty, keeps the chain's place, and is never recorded.
        #expect(kept?.layoutConstraints.isEmpty == true && kept?.location == diagnostic.range)
        kept?.activate()
        kept?.update(offset: 3)
        #expect(orphan.snp.constraints.count == 1)
        #expect(lines(orphan.snp) == ["orphan.width == 10"])
    }

    @Test("a constant location without a superview is Apple's invalid constraint")
    func constantLocationWithoutSuperview() {
        let orphan = LayoutView(name: "orphan")
        orphan.snp.makeConstraints { make in make.top.equalTo(10) }
        #expect(orphan.snp.constraints.isEmpty)
        #expect(summaries(orphan.snp) == [
            "dsl.invalid-constraint.not-made: orphan.top was not constrained: a location attribute (top) cannot be set equal "
                + "to a constant; location attributes must be specified in pairs",
        ])
    }

    @Test("pairing two different composites is a diagnostic")
    func mismatchedComposites() {
        let scene = Scene("box", "label")
        var line: UInt = 0
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalTo(scene.view("label").snp.size); line = #line
        }
        #expect(lines(scene.view("box").snp).isEmpty)
        #expect(summaries(scene.view("box").snp) == [
            "dsl.mismatched-composites: cannot relate [left, top, right, bottom] to a different set of attributes "
                + "[width, height]; no constraint was made",
        ])
        #expect(scene.view("box").snp.diagnostics.map(\.range?.start.line) == [Int(line)])
    }

    @Test("an invalid pairing of single attributes is Apple's error, per attribute")
    func invalidPairing() {
        let scene = Scene("box", "label")
        scene.view("box").snp.makeConstraints { make in
            make.width.left.equalTo(scene.view("label").snp.top)
        }
        #expect(lines(scene.view("box").snp).isEmpty)
        #expect(summaries(scene.view("box").snp) == [
            "dsl.invalid-constraint.not-made: box.left was not constrained: " + ConstraintValidationError.crossAxisPositions(.left, .top).description,
            "dsl.invalid-constraint.not-made: box.width was not constrained: " + ConstraintValidationError.sizeAgainstPosition(.width, .top).description,
        ])
    }

    @Test("items with no common ancestor cannot be activated")
    func noCommonAncestor() {
        let scene = Scene("box", "label")
        let stranger = LayoutView(name: "stranger")
        scene.view("box").snp.makeConstraints { make in make.top.equalTo(stranger) }
        #expect(scene.view("box").snp.constraints.isEmpty)
        #expect(summaries(scene.view("box").snp) == [
            "dsl.activation-failed: constraint could not be activated: box and stranger have no common ancestor",
        ])
    }

    /// A type that conforms to the DSL's open protocols but is none of the values it knows.
    struct Mystery: ConstraintOffsetTarget, ConstraintPriorityTarget, ConstraintMultiplierTarget {}

    @Test("a value of a type the DSL does not know is reported, never read as 0, 1 or 1000")
    func unsupportedValues() {
        let scene = Scene("box", "label")
        let box = scene.view("box")
        box.snp.makeConstraints { make in
            make.width.equalTo(Mystery())
            make.height.equalTo(20).offset(Mystery()).multipliedBy(Mystery()).priority(Mystery())
        }
        #expect(lines(box.snp) == ["box.height == 20"])
        #expect(summaries(box.snp) == [
            "dsl.unsupported-value.constant: Mystery is not a type the DSL reads as a constant; the value was ignored",
            "dsl.unsupported-value.constant: Mystery is not a type the DSL reads as a constant; the value was ignored",
            "dsl.unsupported-value.multiplier: Mystery is not a type the DSL reads as a multiplier; the value was ignored",
            "dsl.unsupported-value.priority: Mystery is not a type the DSL reads as a priority; the value was ignored",
        ])
        box.snp.constraints[0].update(offset: Mystery())
        #expect(lines(box.snp) == ["box.height == 20"] && box.snp.diagnostics.count == 5)
    }
}
