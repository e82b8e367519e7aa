@testable import Constraints
import Foundation
import TestSupport
import Testing

@Suite("DSL targets and the choice of right-hand side")
struct DSLTargetTests {
    let scene = Scene("box", "label")

    @Test("an item's attribute, a view and a guide")
    func itemTargets() {
        let guide = LayoutGuide(name: "column")
        scene.container.addLayoutGuide(guide)
        scene.view("box").snp.makeConstraints { make in
            make.top.equalTo(scene.view("label").snp.bottom).offset(8)
            make.left.equalTo(scene.view("label"))
            make.width.lessThanOrEqualTo(guide)
            make.height.greaterThanOrEqualTo(scene.view("label").snp.width).multipliedBy(0.5)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.top == label.bottom + 8", "box.left == label.left", "box.width <= column.width",
            "box.height >= label.width * 0.5",
        ])
    }

    @Test("every number type is a constant")
    func numbers() {
        scene.view("box").snp.makeConstraints { make in
            make.width.equalTo(Int(1))
            make.width.equalTo(UInt(2))
            make.width.equalTo(Float(3.5))
            make.width.equalTo(Double(4.25))
            make.width.equalTo(CGFloat(5))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.width == 1", "box.width == 2", "box.width == 3.5", "box.width == 4.25", "box.width == 5",
        ])
    }

    @Test("width and height against a constant have no second item; other attributes use the superview")
    func constantsAndTheSuperview() {
        scene.view("box").snp.makeConstraints { make in
            make.height.equalTo(44)
            make.top.equalTo(10)
            make.trailing.lessThanOrEqualTo(-4)
            make.lastBaseline.equalTo(30)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.height == 44", "box.top == superview.top + 10", "box.trailing <= superview.trailing - 4",
            "box.lastBaseline == superview.lastBaseline + 30",
        ])
    }

    @Test("a constant centerX/centerY is measured from the superview's left/top")
    func constantCenters() {
        scene.view("box").snp.makeConstraints { make in
            make.centerX.equalTo(10)
            make.center.equalTo(CGPoint(x: 15, y: 25))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.centerX == superview.left + 10",
            "box.centerX == superview.left + 15", "box.centerY == superview.top + 25",
        ])
    }

    @Test("sizes give width or height, points x or y")
    func sizesAndPoints() {
        scene.view("box").snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 100, height: 50))
            make.size.equalTo(scene.view("label")).offset(-20)
            make.left.top.equalTo(CGPoint(x: 3, y: 7))
            make.width.equalTo(CGPoint(x: 3, y: 7))
        }
        #expect(lines(scene.view("box").snp) == [
            "box.width == 100", "box.height == 50",
            "box.width == label.width - 20", "box.height == label.height - 20",
            "box.left == superview.left + 3", "box.top == superview.top + 7",
            "box.width == 0",
        ])
    }

    @Test("edges and margins pair one to one, both ways")
    func edgesAndMargins() {
        scene.view("box").snp.makeConstraints { make in
            make.edges.equalTo(scene.container.snp.margins)
            make.margins.equalTo(scene.view("label").snp.edges)
            make.directionalEdges.equalTo(scene.container.snp.directionalMargins)
            make.directionalMargins.equalTo(scene.view("label").snp.directionalEdges)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.left == superview.leftMargin", "box.top == superview.topMargin",
            "box.right == superview.rightMargin", "box.bottom == superview.bottomMargin",
            "box.leftMargin == label.left", "box.rightMargin == label.right",
            "box.topMargin == label.top", "box.bottomMargin == label.bottom",
            "box.top == superview.topMargin", "box.bottom == superview.bottomMargin",
            "box.leading == superview.leadingMargin", "box.trailing == superview.trailingMargin",
            "box.topMargin == label.top", "box.bottomMargin == label.bottom",
            "box.leadingMargin == label.leading", "box.trailingMargin == label.trailing",
        ])
    }

    @Test("identical composites pair one to one; a single target serves every attribute")
    func compositePairing() {
        scene.view("box").snp.makeConstraints { make in
            make.center.equalTo(scene.view("label").snp.center)
            make.left.right.equalTo(scene.view("label").snp.centerX)
            make.top.equalTo(scene.view("label").snp.bottom)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.centerX == label.centerX", "box.centerY == label.centerY",
            "box.left == label.centerX", "box.right == label.centerX",
            "box.top == label.bottom",
        ])
    }

    @Test("the closure form picks a target from the superview")
    func superviewClosure() {
        scene.view("box").snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }
            make.bottom.lessThanOrEqualToSuperview { $0.layoutMarginsGuide.snp.bottom }.offset(-4)
            make.width.greaterThanOrEqualToSuperview { $0 }.dividedBy(4)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.top == superview.safeAreaLayoutGuide.top",
            "box.bottom <= superview.layoutMarginsGuide.bottom - 4",
            "box.width >= superview.width * 0.25",
        ])
    }
}
