@testable import Constraints
import Foundation
import TestSupport
import Testing

@Suite("DSL priorities and labels")
struct DSLPriorityAndLabelTests {
    let scene = Scene("box", "label")

    @Test("priorities from numbers and from SnapKit's shortcuts")
    func priorities() {
        scene.view("box").snp.makeConstraints { make in
            make.width.equalTo(1).priority(750)
            make.width.equalTo(2).priority(Float(999))
            make.width.equalTo(3).priority(CGFloat(1))
            make.width.equalTo(4).priority(.required)
            make.width.equalTo(5).priority(.high)
            make.width.equalTo(6).priority(.medium)
            make.width.equalTo(7).priority(.low)
            make.width.equalTo(8).priority(.high.advanced(by: 1))
            make.width.equalTo(9).priority(ConstraintPriority.low.advanced(by: -0.5))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.width == 1 @750", "box.width == 2 @999", "box.width == 3 @1", "box.width == 4",
            "box.width == 5 @750", "box.width == 6 @500", "box.width == 7 @250", "box.width == 8 @751",
            "box.width == 9 @249.5",
        ])
    }

    @Test("labels become identifiers; the item label is kept")
    func labels() {
        scene.view("box").snp.setLabel("Box")
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalToSuperview().labeled("fill")
            make.width.equalTo(3)
        }
        #expect(scene.view("box").snp.label() == "Box")
        #expect(scene.view("box").snp.constraints.map(\.label) == ["fill", nil])
        #expect(scene.view("box").snp.constraints[0].layoutConstraints.map(\.identifier) == Array(repeating: "fill", count: 4))
        #expect(scene.view("box").snp.constraints[1].layoutConstraints[0].identifier == nil)
    }

    @Test("content priorities through snp")
    func contentPriorities() {
        let dsl = scene.view("box").snp
        dsl.contentHuggingHorizontalPriority = 251
        dsl.contentHuggingVerticalPriority = 252
        dsl.contentCompressionResistanceHorizontalPriority = 753
        dsl.contentCompressionResistanceVerticalPriority = 754
        #expect(scene.view("box").contentHuggingPriority(for: .horizontal) == 251)
        #expect(scene.view("box").contentHuggingPriority(for: .vertical) == 252)
        #expect(scene.view("box").contentCompressionResistancePriority(for: .horizontal) == 753)
        #expect(dsl.contentCompressionResistanceVerticalPriority == 754)
    }

    @Test("an out-of-range priority is a diagnostic, not a crash")
    func invalidPriority() {
        scene.view("box").snp.makeConstraints { make in
            make.width.equalTo(10).priority(1001)
        }
        #expect(lines(scene.view("box").snp).isEmpty)
        #expect(summaries(scene.view("box").snp) == ["dsl.invalid-constraint.not-made: box.width was not constrained: priority 1001 is outside (0, 1000]"])
    }
}
