import ConsoleLog
import Constraints
import Testing

/// The constraint one description reads as, in canonical text (two for a
/// content-size constraint, joined by " | "), or the reason it cannot be read.
func reading(_ description: String) -> String {
    let log = ConsoleLog(reading: description)
    if let unreadable = log.unreadable.first { return "unreadable: " + unreadable.reason }
    return log.constraints.map { $0.modelConstraints.map(\.description).joined(separator: " | ") }.joined(separator: "\n")
}

@Suite("Console logs: description envelopes and bodies")
struct DescriptionFormTests {
    @Test("equation bodies: two items, a constant, multipliers before and after, signs apart", arguments: [
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.leading == UIView:0x7f02.leading + 20   (active)>",
         "UIView:0x7f01.leading == UIView:0x7f02.leading + 20"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.width == - 16   (active)>", "UIView:0x7f01.width == -16"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 0.5*UIView:0x7f02.width - 3>", "UIView:0x7f01.width == UIView:0x7f02.width * 0.5 - 3"),
        ("<SnapKit.LayoutConstraint:0x6000@A.swift#3 UIView:0x7f01.width == UIView:0x7f02.width * 0.25 + 300.0>",
         "UIView:0x7f01.width == UIView:0x7f02.width * 0.25 + 300"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.height == 2.22507e-308   (active)>", "UIView:0x7f01.height == 2.22507e-308"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.top >= UIView:0x7f02.bottom + 8.5   (active)>", "UIView:0x7f01.top >= UIView:0x7f02.bottom + 8.5"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.bottom <= UIView:0x7f02.bottom NSSpace(8)   (active)>", "UIView:0x7f01.bottom <= UIView:0x7f02.bottom + 8"),
        ("<NSLayoutConstraint:0x6000 UIView:0x7f01.bottom == UIView:0x7f02.bottom NSLayoutAnchorConstraintSpace(0)   (active)>",
         "UIView:0x7f01.bottom == UIView:0x7f02.bottom"),
    ])
    func equations(description: String, canonical: String) {
        #expect(reading(description) == canonical)
    }

    @Test("VFL-like bodies lower as Apple's VFL does", arguments: [
        ("<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x7f01]   (active, names: '|':UIView:0x7f00 )>", "UILabel:0x7f01.leading == UIView:0x7f00.leading + 20"),
        ("<NSLayoutConstraint:0x1 H:[UILabel:0x7f01]-(8)-[UIButton:0x7f02]   (active)>", "UIButton:0x7f02.leading == UILabel:0x7f01.trailing + 8"),
        ("<NSLayoutConstraint:0x1 V:[UILabel:0x7f01]-(>=11)-|   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f00.bottom >= UILabel:0x7f01.bottom + 11"),
        ("<NSLayoutConstraint:0x1 H:[UILabel:0x7f01(320)]>", "UILabel:0x7f01.width == 320"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x7f01(258@251)] priority:251>", "UIView:0x7f01.width == 258 @251"),
        ("<NSLayoutConstraint:0x1 V:[UILabel:0x7f01(<=44.5)]>", "UILabel:0x7f01.height <= 44.5"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x7f01]-(-2)-|   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f00.trailing == UIView:0x7f01.trailing - 2"),
        ("<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x7f01](LTR)   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f01.left == UIView:0x7f00.left"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x7f01]-(15)-|(LTR)   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f00.right == UIView:0x7f01.right + 15"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x7f01]-(5)-[UIView:0x7f02](RTL)   (active)>", "UIView:0x7f01.left == UIView:0x7f02.right + 5"),
        ("<_UISystemBaselineConstraint:0x1 V:[UIView:0x7f01]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7f02]   (active)>",
         "UIButton:0x7f02.top == UIView:0x7f01.bottom + 8"),
        ("<NSLayoutConstraint:0x1 H:[UILabel:0x7f01'Name']-(NSSpace(8))-[UITextField:0x7f02]>", "UITextField:0x7f02.leading == UILabel:0x7f01.trailing + 8"),
        ("<NSLayoutConstraint:0x1 V:|-(>=NSSpace(20))-[UIView:0x7f01]   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f01.top >= UIView:0x7f00.top + 20"),
        ("<NSLayoutConstraint:0x1 H:|-(12.5@750)-[UIView:0x7f01]   (active, names: '|':UIView:0x7f00 )>", "UIView:0x7f01.leading == UIView:0x7f00.leading + 12.5 @750"),
    ])
    func visualFormat(description: String, canonical: String) {
        #expect(reading(description) == canonical)
    }

    @Test("heads, codes, identifiers, priorities and suffixes")
    func envelopes() throws {
        let log = ConsoleLog(reading: """
            "<NSAutoresizingMaskLayoutConstraint:0x600000b49270 h=-&- v=&-- 'My Identifier' UIView:0x7f01.height == 86   (active)>",
            <NSLayoutConstraint:0x608000084c90 'NSTableRowView-Encapsulated-Layout-Height' NSTableRowView:0x6080.height == 44 priority:500   (inactive)>
            <NSContentSizeLayoutConstraint:0x6200 NSTextField:0x1034.height == 18 Hug:250 CompressionResistance:750   (active)>
            <NSLayoutConstraint:0x1575 V:[UIView:0x1576(80)]>
            <NSLayoutConstraint:0x1576 V:|-(21)-[UILabel:0x1577'Hi'] (Names: '|':UIView:0x1578 )>
            """)
        #expect(log.unreadable.isEmpty)
        let first = try #require(log.constraints.first)
        #expect(first.constraintClass == "NSAutoresizingMaskLayoutConstraint" && first.address == "0x600000b49270")
        #expect(first.identifier == "My Identifier" && first.state == .active)
        #expect(first.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(first.autoresizingMask?.codes == "h=-&- v=&--")
        #expect(first.creator == .autoresizingMask([.flexibleWidth, .flexibleTopMargin]))
        #expect(log.constraints[1].constraint.description == "NSTableRowView:0x6080.height == 44 @500")
        #expect(log.constraints[1].state == .inactive && log.constraints[1].creator == .encapsulatedLayout)
        #expect(log.constraints[2].modelConstraints.map(\.description)
            == ["NSTextField:0x1034.height >= 18 @750", "NSTextField:0x1034.height <= 18 @250"])
        #expect(log.constraints[2].creator == .contentSize)
        #expect(log.constraints[3].state == .unknown)
        #expect(log.constraints[4].constraint.description == "UILabel:0x1577.top == UIView:0x1578.top + 21")
        #expect(log.items[log.constraints[4].subjectItem].label == "Hi")
    }

    @Test("SnapKit and Masonry descriptions: labels and keys for addresses, their priorities", arguments: [
        ("<SnapKit.LayoutConstraint:0x6000@/Users/me/My App/View.swift#70 UIView:0x7f01.height == 0.0>", "UIView:0x7f01.height == 0"),
        ("<SnapKit.LayoutConstraint:myConstraint@PViewController+Ext.swift#21 UIView:titleLabel.top == UIView:0x7f02.top + 10.0>",
         "UIView:titleLabel.top == UIView:0x7f02.top + 10"),
        ("<SnapKit.LayoutConstraint:0x6000@A.swift#3 UIView:0x7f01.width == 100.0 ^999.0>", "UIView:0x7f01.width == 100 @999"),
        ("<SnapKit.LayoutConstraint:0x6000@A.swift#3 UIView:0x7f01.width <= 100.0 ^UILayoutPriority(rawValue: 750.0)>", "UIView:0x7f01.width <= 100 @750"),
        ("<MASLayoutConstraint:ConflictingConstraint[0] UILabel:messageLabel.top == MASExampleDebuggingView:superview.top + 1>",
         "UILabel:messageLabel.top == MASExampleDebuggingView:superview.top + 1"),
        ("<MASLayoutConstraint:0x1 UILabel:0x7f01.height == 21 ^high>", "UILabel:0x7f01.height == 21 @750"),
        ("<MASLayoutConstraint:0x1 UILabel:0x7f01.height == 21 ^low>", "UILabel:0x7f01.height == 21 @250"),
        ("<MASLayoutConstraint:0x1 UILabel:0x7f01.height == 21 ^medium>", "UILabel:0x7f01.height == 21 @500"),
        ("<MASLayoutConstraint:0x1 UILabel:0x7f01.height == 21 ^fitting size>", "UILabel:0x7f01.height == 21 @50"),
        ("<MASLayoutConstraint:0x1 UILabel:0x7f01.height == 21 ^required>", "UILabel:0x7f01.height == 21"),
        ("<MASLayoutConstraint:0x1 UIImageView:0x7f01.width == UIImageView:0x7f01.height * 0.384615>",
         "UIImageView:0x7f01.width == UIImageView:0x7f01.height * 0.384615"),
    ])
    func libraries(description: String, canonical: String) {
        #expect(reading(description) == canonical)
    }

    @Test("SnapKit keeps its source location; Masonry's key stands for the address")
    func libraryOrigins() throws {
        let log = ConsoleLog(reading: """
            <SnapKit.LayoutConstraint:0x6000@/Users/me/My App/View.swift#70 UIView:0x7f01.height == 0.0>
            <MASLayoutConstraint:left[0] UILabel:messageLabel.left == UIView:0x7f02.left>
            """)
        #expect(log.constraints[0].creator == .snapKit(source: "/Users/me/My App/View.swift#70"))
        #expect(log.constraints[1].creator == .masonry && log.constraints[1].key == "left[0]" && log.constraints[1].address == nil)
        #expect(log.items.map(\.name) == ["UIView:0x7f01", "UILabel:messageLabel", "UIView:0x7f02"])
    }

    @Test("attributes: Apple's, baseline, margins, and AppKit's frame names", arguments: [
        ("<NSLayoutConstraint:0x1 UILabel:0x7f01.baseline == UILabel:0x7f02.baseline>", "UILabel:0x7f01.lastBaseline == UILabel:0x7f02.lastBaseline"),
        ("<NSLayoutConstraint:0x1 UILabel:0x7f01.firstBaseline == UIView:0x7f02.bottomMargin>", "UILabel:0x7f01.firstBaseline == UIView:0x7f02.bottomMargin"),
        ("<NSLayoutConstraint:0x1 UIView:0x7f01.centerXWithinMargins == UIView:0x7f02.centerXWithinMargins>",
         "UIView:0x7f01.centerXWithinMargins == UIView:0x7f02.centerXWithinMargins"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x7f01.minX == 0   (active, names: '|':UIView:0x7f00 )>",
         "UIView:0x7f01.left == UIView:0x7f00.left"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIImageView:0x7f01.minY == - 0.333333   (active, names: '|':UIView:0x7f00 )>",
         "UIImageView:0x7f01.top == UIView:0x7f00.top - 0.333333"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0x7f01.midY == + 70>", "UIView:0x7f01.centerY == UIView:0x7f01.superview.top + 70"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- CKView:0x14df.midX == UIView:0x14f0.midX + 187.5>", "CKView:0x14df.centerX == UIView:0x14f0.centerX + 187.5"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- NSView:0x1.maxY == NSView:0x2.maxY>", "NSView:0x1.bottom == NSView:0x2.bottom"),
    ])
    func attributes(description: String, canonical: String) {
        #expect(reading(description) == canonical)
    }

    @Test("unreadable descriptions say why", arguments: [
        ("<NSLayoutConstraint:0x61h00099cd0 UIView:0x7f01.width <= 0   (active)>", "'0x61h00099cd0' is not an address: 'h' is not a hexadecimal digit"),
        ("<NSLayoutConstraint:0x1 UIView:0x7fb573cxbf90.width <= 0   (active)>", "'0x7fb573cxbf90' is not an address: it has a byte that is not a hexadecimal digit"),
        ("<NSLayoutConstraint:0x60400028dc50 == + 30>", "expected '.' and an attribute after '=='"),
        ("<NSLayoutConstraint:0x1 UIView:0x7f01.middle == 3>", "expected an attribute name such as 'leading', not 'middle'"),
        ("<NSLayoutConstraint:0x1 UIView:0x7f01.left == 10   (active)>",
         "it is not a constraint UIKit can make: a location attribute (left) cannot be set equal to a constant; location attributes must be specified in pairs"),
        ("<NSLayoutConstraint:0x1 (UIView:0x7f01.leading - UIView:0x7f02.leading) == 0.5*(UIView:0x7f03.leading - UIView:0x7f04.trailing)   (active)>",
         "a relation between sums of anchors (an anchor made from two anchors); the model relates one attribute to one other"),
        ("<NSLayoutConstraint: 0x15df97b0> (null) ((null), (null))", "UIKit printed '(null)' for this constraint: it has no items and no relation"),
        ("<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10   (busy)>", "unknown suffix"),
        ("<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10 priority:0>", "its priority 0 is not one UIKit accepts: priority 0 is outside (0, 1000]"),
        ("<NSLayoutConstraint:0x2839d0aa0 InputBarAccessoryView.InputStackView:0", "the description is cut off (expected an attribute name such as 'leading', not 'InputStackView:0')"),
    ])
    func unreadable(description: String, reason: String) {
        #expect(reading(description) == "unreadable: " + reason)
    }
}
