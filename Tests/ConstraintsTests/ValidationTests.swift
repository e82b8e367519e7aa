@testable import Constraints
import Testing

@Suite("Validation as Apple does it")
struct ValidationTests {
    let superview = LayoutView(name: "superview")
    let box = LayoutView(name: "box")

    init() {
        superview.addSubview(box)
    }

    @Test("a size cannot be related to a location")
    func sizeAgainstPosition() {
        #expect(throws: ConstraintValidationError.sizeAgainstPosition(.width, .left)) {
            try LayoutConstraint(item: box, attribute: .width, toItem: superview, attribute: .left)
        }
        #expect(throws: ConstraintValidationError.sizeAgainstPosition(.top, .height)) {
            try LayoutConstraint(item: box, attribute: .top, toItem: superview, attribute: .height)
        }
    }

    @Test("locations on different axes cannot be related; sizes across axes can")
    func crossAxis() throws {
        #expect(throws: ConstraintValidationError.crossAxisPositions(.left, .top)) {
            try LayoutConstraint(item: box, attribute: .left, toItem: superview, attribute: .top)
        }
        #expect(throws: ConstraintValidationError.crossAxisPositions(.centerY, .leadingMargin)) {
            try LayoutConstraint(item: box, attribute: .centerY, toItem: superview, attribute: .leadingMargin)
        }
        let aspect = try LayoutConstraint(item: box, attribute: .width, toItem: box, attribute: .height, multiplier: 2)
        #expect(aspect.description == "box.width == box.height * 2")
    }

    @Test("leading/trailing cannot be mixed with left/right")
    func directionalAgainstAbsolute() {
        #expect(throws: ConstraintValidationError.directionalAgainstAbsolute(.leading, .left)) {
            try LayoutConstraint(item: box, attribute: .leading, toItem: superview, attribute: .left)
        }
        #expect(throws: ConstraintValidationError.directionalAgainstAbsolute(.rightMargin, .trailing)) {
            try LayoutConstraint(item: box, attribute: .rightMargin, toItem: superview, attribute: .trailing)
        }
    }

    @Test("a location cannot equal a constant")
    func positionWithoutSecondItem() {
        #expect(throws: ConstraintValidationError.positionWithoutSecondItem(.left)) {
            try LayoutConstraint(item: box, attribute: .left, constant: 10)
        }
        #expect(throws: ConstraintValidationError.positionWithoutSecondItem(.centerX)) {
            try LayoutConstraint(item: box, attribute: .centerX, toItem: superview, attribute: .centerX, multiplier: 0)
        }
    }

    @Test("numbers must be finite and priorities in (0, 1000]")
    func numbersAndPriorities() throws {
        #expect(throws: ConstraintValidationError.nonFiniteNumber(name: "constant", value: .infinity)) {
            try LayoutConstraint(item: box, attribute: .width, constant: .points(.infinity))
        }
        #expect(throws: ConstraintValidationError.self) {
            try LayoutConstraint(item: box, attribute: .width, toItem: box, attribute: .height, multiplier: .nan)
        }
        #expect(throws: ConstraintValidationError.priorityOutOfRange(0)) {
            try LayoutConstraint(item: box, attribute: .width, priority: 0)
        }
        #expect(throws: ConstraintValidationError.priorityOutOfRange(1001)) {
            try LayoutConstraint(item: box, attribute: .width, priority: 1001)
        }
        #expect(throws: ConstraintValidationError.missingFirstAttribute) {
            try LayoutConstraint(item: box, attribute: .notAnAttribute)
        }
        #expect(throws: ConstraintValidationError.missingSecondAttribute) {
            try LayoutConstraint(item: box, attribute: .width, toItem: superview, attribute: .notAnAttribute)
        }
        let constraint = try LayoutConstraint(item: box, attribute: .width, priority: .fittingSizeLevel)
        #expect(throws: ConstraintValidationError.nonFiniteNumber(name: "constant", value: -.infinity)) {
            try constraint.setConstant(.points(-.infinity))
        }
    }

    @Test("activation installs on the nearest common ancestor")
    func activation() throws {
        let other = LayoutView(name: "other")
        superview.addSubview(other)
        let width = try LayoutConstraint(item: box, attribute: .width, constant: 10)
        try width.activate()
        #expect(box.constraints.map(\.description) == ["box.width == 10"])
        let pair = try LayoutConstraint(item: box, attribute: .left, toItem: other, attribute: .right)
        try pair.activate()
        #expect(superview.constraints.map(\.description) == ["box.left == other.right"])
        pair.deactivate()
        #expect(superview.constraints.isEmpty && !pair.isActive)
    }

    @Test("activation without a common ancestor fails and leaves nothing half-done")
    func noCommonAncestor() throws {
        let stranger = LayoutView(name: "stranger")
        let good = try LayoutConstraint(item: box, attribute: .width, constant: 10)
        let bad = try LayoutConstraint(item: box, attribute: .left, toItem: stranger, attribute: .left)
        #expect(throws: ConstraintValidationError.noCommonAncestor(first: "box", second: "stranger")) {
            try LayoutConstraint.activate([good, bad])
        }
        #expect(!good.isActive && box.constraints.isEmpty)
    }

    @Test("an active constraint cannot switch between required and optional")
    func requiredPriorityChange() throws {
        let constraint = try LayoutConstraint(item: box, attribute: .width, constant: 10)
        try constraint.activate()
        #expect(throws: ConstraintValidationError.requiredPriorityChangeWhileActive(from: 1000, to: 750)) {
            try constraint.setPriority(750)
        }
        constraint.deactivate()
        try constraint.setPriority(750)
        #expect(constraint.description == "box.width == 10 @750")
    }

    @Test("removing a view deactivates constraints that reach outside it")
    func removeFromSuperview() throws {
        let other = LayoutView(name: "other")
        superview.addSubview(other)
        let pair = try LayoutConstraint(item: box, attribute: .top, toItem: other, attribute: .bottom)
        let own = try LayoutConstraint(item: box, attribute: .height, constant: 4)
        try LayoutConstraint.activate([pair, own])
        box.removeFromSuperview()
        #expect(!pair.isActive && superview.constraints.isEmpty)
        #expect(own.isActive && box.constraints.count == 1)
    }
}
