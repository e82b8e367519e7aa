@testable import Constraints
import Foundation
import TestSupport
import Testing

/// Serialized because one test changes `ConstraintConfig.interfaceLayoutDirection`,
/// the process-wide setting every leading/trailing inset here reads.
@Suite("DSL constants, insets, multipliers", .serialized)
struct DSLConstantTests {
    let scene = Scene("box", "label")

    @Test("insets are keyed on the right-hand attribute")
    func insetsKeyedOnRightHandAttribute() {
        let insets = ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4)
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(insets)
            make.center.equalToSuperview().inset(insets)
            make.size.equalToSuperview().inset(insets)
            make.leading.trailing.equalToSuperview().inset(insets)
            make.firstBaseline.lastBaseline.equalToSuperview().inset(insets)
            make.right.equalTo(scene.view("label").snp.left).inset(8)
            make.width.equalToSuperview().inset(10)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.left + 2", "box.top == superview.top + 1",
            "box.right == superview.right - 4", "box.bottom == superview.bottom - 3",
            "box.centerX == superview.centerX - 1", "box.centerY == superview.centerY - 1",
            "box.width == superview.width - 6", "box.height == superview.height - 4",
            "box.leading == superview.leading + 2", "box.trailing == superview.trailing - 4",
            "box.lastBaseline == superview.lastBaseline - 3", "box.firstBaseline == superview.firstBaseline + 1",
            "box.right == label.left + 8",
            "box.width == superview.width - 20",
        ])
    }

    #if !canImport(UIKit)
    @Test("UIKit's inset names compile unchanged where UIKit is absent")
    func uikitNames() {
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.left + 2", "box.top == superview.top + 1",
            "box.right == superview.right - 4", "box.bottom == superview.bottom - 3",
        ])
        #expect(NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2) == DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2))
    }
    #endif

    @Test("insets given directly are an implied equalTo against the superview")
    func insetsAsTarget() {
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalTo(ConstraintInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.left + 20", "box.top == superview.top + 10",
            "box.right == superview.right - 40", "box.bottom == superview.bottom - 30",
        ])
    }

    @Test("directional insets and leading/trailing follow the configured direction")
    func directionalInsets() {
        let directional = ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let absolute = ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4)
        defer { ConstraintConfig.interfaceLayoutDirection = .leftToRight }
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            ConstraintConfig.interfaceLayoutDirection = direction
            let scene = Scene("box", "label")
            scene.view("box").snp.makeConstraints { make in
                make.directionalEdges.equalToSuperview().inset(directional)
                make.horizontalEdges.equalToSuperview().inset(directional)
                make.centerX.width.equalTo(scene.view("label")).inset(directional)
                make.directionalHorizontalEdges.equalToSuperview().inset(absolute)
            }
            let leftToRight = direction == .leftToRight
            #expect(lines(scene.view("box").snp) == [
                "box.top == superview.top + 1", "box.bottom == superview.bottom - 3",
                "box.leading == superview.leading + 2", "box.trailing == superview.trailing - 4",
                leftToRight ? "box.left == superview.left + 2" : "box.left == superview.left + 4",
                leftToRight ? "box.right == superview.right - 4" : "box.right == superview.right - 2",
                "box.width == label.width - 6", "box.centerX == label.centerX - 1",
                leftToRight ? "box.leading == superview.leading + 2" : "box.leading == superview.leading + 4",
                leftToRight ? "box.trailing == superview.trailing - 4" : "box.trailing == superview.trailing - 2",
            ])
        }
    }

    @Test("offset adds the same amount to every edge, unlike inset")
    func offsetVersusInset() {
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalToSuperview().offset(10)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.left + 10", "box.top == superview.top + 10",
            "box.right == superview.right + 10", "box.bottom == superview.bottom + 10",
        ])
    }

    @Test("the last constant wins")
    func lastConstantWins() {
        scene.view("box").snp.makeConstraints { make in
            make.width.equalTo(100).offset(10)
            make.height.equalTo(scene.view("label")).inset(5).offset(3)
            make.top.equalToSuperview().offset(3).inset(5)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.width == 10", "box.height == label.height + 3", "box.top == superview.top + 5",
        ])
    }

    @Test("multipliedBy and dividedBy set the multiplier")
    func multipliers() {
        scene.view("box").snp.makeConstraints { make in
            make.width.equalTo(scene.view("label")).multipliedBy(2)
            make.height.equalTo(scene.view("label").snp.width).dividedBy(CGFloat(4)).offset(1)
        }
        #expect(lines(scene.view("box").snp) == ["box.width == label.width * 2", "box.height == label.width * 0.25 + 1"])
    }
}
