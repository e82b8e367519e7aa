@testable import Constraints
import TestSupport
import Testing

@Suite("DSL attributes and composites")
struct DSLAttributeTests {
    @Test("the issue's example prints exactly the four inset edges")
    func readmeExample() {
        let superview = LayoutView(name: "superview")
        let box = LayoutView(name: "box")
        superview.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        #expect(lines(box.snp) == [
            "box.left == superview.left + 10", "box.top == superview.top + 10",
            "box.right == superview.right - 10", "box.bottom == superview.bottom - 10",
        ])
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("every single attribute relates to the same attribute of the superview",
          arguments: LayoutAttribute.allCases.dropFirst())
    func singles(attribute: LayoutAttribute) throws {
        let scene = Scene("box", "label")
        let keyPath = try #require(Self.singleKeyPaths[attribute])
        scene.view("box").snp.makeConstraints { make in
            make[dynamicMember: keyPath].equalToSuperview()
        }
        #expect(lines(scene.view("box").snp) == ["box.\(attribute) == superview.\(attribute)"])
    }

    static var singleKeyPaths: [LayoutAttribute: KeyPath<ConstraintAttributes.Type, ConstraintAttributes>] {[
        .left: \.left, .right: \.right, .top: \.top, .bottom: \.bottom, .leading: \.leading,
        .trailing: \.trailing, .width: \.width, .height: \.height, .centerX: \.centerX, .centerY: \.centerY,
        .lastBaseline: \.lastBaseline, .firstBaseline: \.firstBaseline, .leftMargin: \.leftMargin,
        .rightMargin: \.rightMargin, .topMargin: \.topMargin, .bottomMargin: \.bottomMargin,
        .leadingMargin: \.leadingMargin, .trailingMargin: \.trailingMargin,
        .centerXWithinMargins: \.centerXWithinMargins, .centerYWithinMargins: \.centerYWithinMargins,
    ]}

    @Test("composites expand in SnapKit's order")
    func composites() {
        let expected: [(KeyPath<ConstraintAttributes.Type, ConstraintAttributes>, [String])] = [
            (\.edges, ["left", "top", "right", "bottom"]),
            (\.horizontalEdges, ["left", "right"]),
            (\.verticalEdges, ["top", "bottom"]),
            (\.directionalEdges, ["top", "bottom", "leading", "trailing"]),
            (\.directionalHorizontalEdges, ["leading", "trailing"]),
            (\.directionalVerticalEdges, ["top", "bottom"]),
            (\.size, ["width", "height"]),
            (\.center, ["centerX", "centerY"]),
            (\.margins, ["leftMargin", "rightMargin", "topMargin", "bottomMargin"]),
            (\.directionalMargins, ["topMargin", "bottomMargin", "leadingMargin", "trailingMargin"]),
            (\.centerWithinMargins, ["centerXWithinMargins", "centerYWithinMargins"]),
        ]
        for (keyPath, attributes) in expected {
            let scene = Scene("box", "label")
            scene.view("box").snp.makeConstraints { make in make[dynamicMember: keyPath].equalTo(scene.view("label")) }
            #expect(lines(scene.view("box").snp) == attributes.map { "box.\($0) == label.\($0)" })
        }
    }

    @Test("chained attributes union into one constraint")
    func chaining() {
        let scene = Scene("box", "label")
        scene.view("box").snp.makeConstraints { make in
            make.width.height.equalTo(100)
            make.top.left.equalToSuperview().offset(4)
        }
        #expect(lines(scene.view("box").snp) == [
            "box.width == 100", "box.height == 100",
            "box.left == superview.left + 4", "box.top == superview.top + 4",
        ])
        #expect(scene.view("box").snp.constraints.map(\.layoutConstraints.count) == [2, 2])
    }
}

@Suite("Attribute names for readers and writers")
struct AttributeNameTests {
    @Test("every single attribute is named as Apple names it, every composite as SnapKit does")
    func names() {
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            #expect(ConstraintAttributes(name: attribute.name) == ConstraintAttributes(attribute))
        }
        let composites: [(String, ConstraintAttributes)] = [
            ("edges", .edges), ("horizontalEdges", .horizontalEdges), ("verticalEdges", .verticalEdges),
            ("directionalEdges", .directionalEdges), ("directionalHorizontalEdges", .directionalHorizontalEdges),
            ("directionalVerticalEdges", .directionalVerticalEdges), ("size", .size), ("center", .center),
            ("margins", .margins), ("directionalMargins", .directionalMargins), ("centerWithinMargins", .centerWithinMargins),
        ]
        for (name, attributes) in composites { #expect(ConstraintAttributes(name: name) == attributes, "\(name)") }
        #expect(ConstraintAttributes.named.count == 20 + composites.count)
        #expect(ConstraintAttributes(name: "middle") == nil)
    }
}
