@testable import Constraints
import Testing

@Suite("Model")
struct ModelTests {
    @Test("attributes keep Apple's raw codes and names")
    func attributeCodes() {
        let expected: [(String, Int)] = [
            ("notAnAttribute", 0), ("left", 1), ("right", 2), ("top", 3), ("bottom", 4), ("leading", 5),
            ("trailing", 6), ("width", 7), ("height", 8), ("centerX", 9), ("centerY", 10), ("lastBaseline", 11),
            ("firstBaseline", 12), ("leftMargin", 13), ("rightMargin", 14), ("topMargin", 15),
            ("bottomMargin", 16), ("leadingMargin", 17), ("trailingMargin", 18), ("centerXWithinMargins", 19),
            ("centerYWithinMargins", 20),
        ]
        #expect(LayoutAttribute.allCases.map { ($0.name, $0.rawValue) }.elementsEqual(expected, by: ==))
        #expect(LayoutAttribute(name: "centerYWithinMargins") == .centerYWithinMargins)
        #expect(LayoutAttribute(name: "middle") == nil)
    }

    @Test("attributes know their axis and kind")
    func attributeAxes() {
        #expect(LayoutAttribute.leadingMargin.axis == .horizontal)
        #expect(LayoutAttribute.firstBaseline.axis == .vertical)
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
        #expect(LayoutAttribute.width.isSize && !LayoutAttribute.width.isPosition)
        #expect(LayoutAttribute.centerX.isPosition && !LayoutAttribute.centerX.isSize)
        #expect(!LayoutAttribute.notAnAttribute.isPosition && !LayoutAttribute.notAnAttribute.isSize)
    }

    @Test("relations and priorities keep Apple's values")
    func relationsAndPriorities() {
        #expect(LayoutRelation.lessThanOrEqual.rawValue == -1)
        #expect(LayoutRelation.equal.rawValue == 0)
        #expect(LayoutRelation.greaterThanOrEqual.rawValue == 1)
        #expect(LayoutRelation(symbol: ">=") == .greaterThanOrEqual)
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("a view has UIKit's defaults")
    func viewDefaults() {
        let view = LayoutView(name: "v")
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == nil)
        #expect(view.userInterfaceLayoutDirection == .leftToRight)
        #expect(view.frame == .zero)
        view.setContentHuggingPriority(251, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 251)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 250)
    }

    @Test("the view tree: add, move, remove, no cycles")
    func viewTree() {
        let root = LayoutView(name: "root"), a = LayoutView(name: "a"), b = LayoutView(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.subviews.map(\.name) == ["a", "b"])
        a.addSubview(b)
        #expect(root.subviews.map(\.name) == ["a"])
        #expect(b.superview === a)
        b.addSubview(root)  // would be a cycle
        #expect(root.superview == nil)
        b.addSubview(b)
        #expect(b.subviews.isEmpty)
        b.removeFromSuperview()
        #expect(b.superview == nil && a.subviews.isEmpty)
    }

    @Test("layout guides belong to a view, which plays the role of superview")
    func layoutGuides() {
        let view = LayoutView(name: "view"), other = LayoutView(name: "other")
        let guide = LayoutGuide(name: "column")
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view && guide.parentView === view)
        other.addLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && other.layoutGuides.map(\.name) == ["column"])
        #expect(view.layoutMarginsGuide.name == "view.layoutMarginsGuide")
        #expect(view.layoutMarginsGuide.kind == .layoutMargins)
        #expect(view.safeAreaLayoutGuide.name == "view.safeAreaLayoutGuide")
        #expect(view.safeAreaLayoutGuide.owningView === view)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    }

    @Test("canonical text leaves out * 1, + 0 and @1000 and writes shortest numbers")
    func canonicalText() throws {
        let superview = LayoutView(name: "superview"), box = LayoutView(name: "purpleBox")
        superview.addSubview(box)
        let leading = try LayoutConstraint(
            item: box, attribute: .leading, toItem: superview, attribute: .leading, constant: 50)
        #expect(leading.description == "purpleBox.leading == superview.leading + 50")
        let trailing = try LayoutConstraint(
            item: superview, attribute: .trailing, toItem: box, attribute: .trailing, constant: -8.5)
        #expect(trailing.description == "superview.trailing == purpleBox.trailing - 8.5")
        let width = try LayoutConstraint(item: box, attribute: .width, relatedBy: .greaterThanOrEqual, constant: 50)
        #expect(width.description == "purpleBox.width >= 50")
        let half = try LayoutConstraint(
            item: box, attribute: .width, toItem: superview, attribute: .width, multiplier: 0.5, priority: 750)
        #expect(half.description == "purpleBox.width == superview.width * 0.5 @750")
        let negative = try LayoutConstraint(item: box, attribute: .height, constant: -10, priority: 999.5)
        #expect(negative.description == "purpleBox.height == -10 @999.5")
        let standard = try LayoutConstraint(
            item: box, attribute: .leading, toItem: superview, attribute: .leading, constant: .standardSpacing)
        #expect(standard.description == "purpleBox.leading == superview.leading + standard")
        #expect(standard.constant.isStandardSpacing && standard.constant.points == nil)
    }

    @Test("numbers print in the shortest exact form")
    func numbers() {
        #expect(CanonicalNumber.text(for: 20) == "20")
        #expect(CanonicalNumber.text(for: -0.0) == "0")
        #expect(CanonicalNumber.text(for: 0.1) == "0.1")
        #expect(CanonicalNumber.text(for: 1.0 / 3) == "0.3333333333333333")
        #expect(CanonicalNumber.text(for: 1e20) == "1e+20")
        #expect(Double(CanonicalNumber.text(for: 1e20)) == 1e20)
    }

    @Test("a constraint without a second item ignores the second attribute")
    func noSecondItem() throws {
        let box = LayoutView(name: "box")
        let constraint = try LayoutConstraint(item: box, attribute: .width, toItem: nil, attribute: .width, constant: 10)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.description == "box.width == 10")
    }
}
