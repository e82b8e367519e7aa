import Constraints
import Testing
import VFL

@Suite("VFL lowering: order, options, spacing")
struct LoweringTests {
    @Test("a connection comes before the size predicates of the view after it")
    func order() throws {
        #expect(try lines("|-[a(50)]-(>=8,<=20)-[b(==a@750)]-10-|", views("a", "b")) == [
            "a.leading == superview.leading + 20", "a.width == 50",
            "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "b.width == a.width @750",
            "superview.trailing == b.trailing + 10",
        ])
    }

    @Test("alignment comes last, pair by pair, each pair by ascending attribute")
    func alignment() throws {
        let options: LayoutFormatOptions = [.alignAllCenterY, .alignAllTop]
        #expect(try lines("[a][b][c]", views("a", "b", "c"), options: options) == [
            "b.leading == a.trailing", "c.leading == b.trailing",
            "a.top == b.top", "a.centerY == b.centerY", "b.top == c.top", "b.centerY == c.centerY",
        ])
        #expect(try lines("[a][b][c]", views("a", "b", "c"), options: options.union(.directionRightToLeft)) == [
            "a.left == b.right", "b.left == c.right",
            "b.top == a.top", "b.centerY == a.centerY", "c.top == b.top", "c.centerY == b.centerY",
        ])
    }

    @Test("right-to-left swaps the items and uses right/left; it does not touch V:")
    func rightToLeft() throws {
        #expect(try lines("|-5-[a]-[b]-(>=6)-|", views("a", "b"), options: .directionRightToLeft) == [
            "superview.right == a.right + 5", "a.left == b.right + 8", "b.left >= superview.left + 6",
        ])
        #expect(try lines("V:|[a]", views("a"), options: .directionRightToLeft) == ["a.top == superview.top"])
    }

    @Test("baseline-to-baseline spacing relates the views' baselines in V:, to the superview too")
    func baselineSpacing() throws {
        #expect(try lines("V:|-[a]-[b]-|", views("a", "b"), options: .spacingBaselineToBaseline) == [
            "a.firstBaseline == superview.top + 20", "b.firstBaseline == a.lastBaseline + 8",
            "superview.bottom == b.lastBaseline + 20",
        ])
    }

    @Test("the standard space stays symbolic and resolves by policy")
    func standardSpacing() throws {
        let scene = views("a", "b")
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]", views: scene.views)
        #expect(constraints.map(\.description) == [
            "a.leading == superview.leading + standard", "b.leading == a.trailing + standard",
        ])
        #expect(constraints.map { $0.resolvingStandardSpacing(.margins(betweenSiblings: 6)).description } == [
            "a.leading == superview.leadingMargin", "b.leading == a.trailing + 6",
        ])
    }

    @Test("constraints remember the VFL that made them")
    func origins() throws {
        let scene = views("a", "b")
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[a]-(>=4)-[b(9)]", views: scene.views)
        #expect(constraints.map(\.origin) == [
            .visualFormat(format: "[a]-(>=4)-[b(9)]", range: SourceRange(bytes: 5 ..< 8, in: "[a]-(>=4)-[b(9)]")),
            .visualFormat(format: "[a]-(>=4)-[b(9)]", range: SourceRange(bytes: 13 ..< 14, in: "[a]-(>=4)-[b(9)]")),
        ])
        #expect(constraints.map { $0.origin.range?.start.column } == [6, 14])
        constraints[0].identifier = "gap"
        #expect(constraints[0].identifier == "gap")
        #expect(constraints[0].origin
            == .visualFormat(format: "[a]-(>=4)-[b(9)]", range: SourceRange(bytes: 5 ..< 8, in: "[a]-(>=4)-[b(9)]")))
        constraints[0].identifier = nil
        #expect(constraints[0].identifier == nil && constraints[0].origin.range?.bytes == 5 ..< 8)
    }

    @Test("options keep Apple's raw values and names")
    func optionValues() {
        #expect(LayoutFormatOptions.alignAllLeft.rawValue == 2)
        #expect(LayoutFormatOptions.alignAllTop.rawValue == 8)
        #expect(LayoutFormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(LayoutFormatOptions.alignAllLastBaseline.rawValue == 2048)
        #expect(LayoutFormatOptions.alignAllFirstBaseline.rawValue == 4096)
        #expect(LayoutFormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(LayoutFormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
        #expect(LayoutFormatOptions(name: "NSLayoutFormatAlignAllBaseline") == .alignAllLastBaseline)
        #expect(LayoutFormatOptions(name: "directionLeftToRight") == .directionLeftToRight)
        #expect(LayoutFormatOptions(name: "NSLayoutFormat") == nil)
    }
}
