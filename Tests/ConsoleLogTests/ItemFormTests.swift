import ConsoleLog
import Constraints
import Testing

@Suite("Console logs: items")
struct ItemFormTests {
    @Test("labels may hold quotes, blanks, dots, escaped newlines and non-ASCII, or be cut with '...'")
    func labels() {
        let log = ConsoleLog(reading: #"""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x7f01'YOU'RE OK'.bottom == UILabel:0x7f02'Mate. Really'.bottom   (active)>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0x7f03'Line one\nline two']-(8)-[UIButton:0x7f04'\U00e9t\U00e9 \ud83d\ude00']   (active)>",
                "<NSLayoutConstraint:0x3 H:|-(15)-[UILabel:0x7f05'The correct API to use is...']   (active, names: '|':UIView:0x7f06 )>",
                "<NSLayoutConstraint:0x4 UIView:0x7f07.width == _UIAlertControllerView:0x7f08'카카오 유저 정보'.width   (inactive)>"
            )
            """#)
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == [
            "UILabel:0x7f01.bottom == UILabel:0x7f02.bottom",
            "UIButton:0x7f04.top == UILabel:0x7f03.bottom + 8",
            "UILabel:0x7f05.leading == UIView:0x7f06.leading + 15",
            "UIView:0x7f07.width == _UIAlertControllerView:0x7f08.width",
        ])
        #expect(log.items.map(\.label) == ["YOU'RE OK", "Mate. Really", "Line one\nline two", "été 😀", "The correct API to use is...", nil, nil, "카카오 유저 정보"])
    }

    @Test("class names: module-qualified, KVO, private, mangled; display names read them")
    func classNames() {
        let log = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 Trust.BrowserNavigationBar:0x7f01.width == NSKVONotifying_LQRoundedCornerView:0x7f02.width>
            <NSLayoutConstraint:0x2 _UIButtonBarStackView:0x7f03.width == _TtC20EinfachLeichterLebenP33_CD7A8457D9CF40B1C3DACE082F374E5216TimelineFeedCell:0x7f04.width>
            <NSLayoutConstraint:0x3 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7f05.width == App_Debug.StackView:0x7f06.width>
            """)
        #expect(log.unreadable.isEmpty)
        #expect(log.items.map(\.name) == [
            "Trust.BrowserNavigationBar:0x7f01", "NSKVONotifying_LQRoundedCornerView:0x7f02", "_UIButtonBarStackView:0x7f03",
            "_TtC20EinfachLeichterLebenP33_CD7A8457D9CF40B1C3DACE082F374E5216TimelineFeedCell:0x7f04",
            "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7f05", "App_Debug.StackView:0x7f06",
        ])
        #expect(log.items[1].modelClassName == "LQRoundedCornerView")
        #expect(DisplayNames(log).names == [
            "BrowserNavigationBar", "LQRoundedCornerView", "_UIButtonBarStackView", "TimelineFeedCell", "CardView", "StackView",
        ])
    }

    @Test("bare debug names bind through the names list; spaces, dots and cuts included")
    func debugNames() {
        let log = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 progress background.height == 5   (active, names: progress background:0x1089a5290 )>
            <NSLayoutConstraint:0x2 ListViewImage-a....width == 1.574*ListViewImage-a....height   (active, names: ListViewImage-a...:0x7f950028efe0 )>
            <NSLayoutConstraint:0x3 H:|-(0)-[name_label]   (active, names: name_label:0x7fa4d0e9e480, '|':OverView:0x7fa4d0e8b450 )>
            <NSLayoutConstraint:0x4 H:[NSTextField:0x7f01]-(8)-|   (active, names: ItemCell:0x78b50b000, '|':ItemCell:0x78b50b000 )>
            <NSLayoutConstraint:0x5 ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>
            <NSLayoutConstraint:0x6 ghost.width == 1   (active)>
            """)
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == [
            "progress background.height == 5",
            "ListViewImage-a....width == ListViewImage-a....height * 1.574",
            "name_label.leading == OverView:0x7fa4d0e8b450.leading",
            "ItemCell.trailing == NSTextField:0x7f01.trailing + 8",
            "ItemCell.width == 194",
            "ghost.width == 1",
        ])
        #expect(log.items.first { $0.name == "ItemCell" }?.address == "0x78b50b000")
        #expect(log.items.filter { $0.name == "ItemCell" }.count == 1)
        #expect(log.diagnostics.map(\.message).contains("'ghost' is not bound to an address by the names list; it is taken as an object of its own"))
    }

    @Test("names as UIKit prints them: any characters up to ':0x…', blanks, dots, parentheses, colons, brackets and its '...'")
    func namesWithAnyCharacters() {
        let log = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 Save Button (primary).top == UIView:0x7f01.top + 8   (active, names: Save Button (primary):0x7f02 )>
            <NSLayoutConstraint:0x2 H:|-(16)-[Row.Title [wide]]   (active, names: Row.Title [wide]:0x7f03, '|':UIView:0x7f01 )>
            <NSLayoutConstraint:0x3 V:[id: header]-(8)-[detail text...]   (active, names: id: header:0x7f04, detail text...:0x7f05 )>
            <NSLayoutConstraint:0x4 card (v2):lead.leading == UIView:0x7f01.leading + 4   (active, names: card (v2):lead:0x7f06 )>
            """)
        #expect(log.unreadable.isEmpty)
        #expect(log.modelConstraints.map(\.description) == [
            "Save Button (primary).top == UIView:0x7f01.top + 8", "Row.Title [wide].leading == UIView:0x7f01.leading + 16",
            "detail text....top == id: header.bottom + 8", "card (v2):lead.leading == UIView:0x7f01.leading + 4",
        ])
        #expect(log.items.map(\.address) == ["0x7f02", "0x7f01", "0x7f03", "0x7f04", "0x7f05", "0x7f06"])
        #expect(log.diagnostics.isEmpty)
    }

    @Test("two objects under one cut name keep their addresses, bound in order")
    func ambiguousNames() {
        let log = ConsoleLog(reading: "<NSLayoutConstraint:0x1 V:[Label...]-(7)-[Label...]   (active, names: Label...:0x7f02, Label...:0x7f01 )>")
        #expect(log.modelConstraints.map(\.description) == ["Label...:0x7f01.top == Label...:0x7f02.bottom + 7"])
        #expect(log.diagnostics.contains { $0.id == "console-log.item.several-addresses" && $0.message.contains("binds 'Label...' to 2 addresses") })
    }

    @Test("'|' is the names list's superview, or a placeholder X.superview; guides belong to their '|'")
    func superviews() throws {
        let log = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x6000'UIViewSafeAreaLayoutGuide']-(0)-|   (active, names: '|':UIView:0x7f00 )>
            <NSLayoutConstraint:0x2 H:[UIView:0x15d5bff0]-(0)-| ((null), (null))>
            <NSLayoutConstraint:0x3 UILayoutGuide:0x6001'UIViewLayoutMarginsGuide'.top == UIView:0x7f00.top + 8>
            """)
        #expect(log.modelConstraints.map(\.description) == [
            "UIView:0x7f00.bottom == UILayoutGuide:0x6000.bottom",
            "UIView:0x15d5bff0.superview.trailing == UIView:0x15d5bff0.trailing",
            "UILayoutGuide:0x6001.top == UIView:0x7f00.top + 8",
        ])
        let guide = try #require(log.items.first { $0.name == "UILayoutGuide:0x6000" })
        #expect(guide.isLayoutGuide && guide.label == "UIViewSafeAreaLayoutGuide")
        #expect((guide.item as? LayoutGuide)?.owningView?.name == "UIView:0x7f00")
        let placeholder = try #require(log.items.first { $0.isPlaceholder })
        #expect(placeholder.name == "UIView:0x15d5bff0.superview")
        #expect(DisplayNames(log).names == ["the safe area of UIView #1", "UIView #1", "UIView #2", "the superview of UIView #2", "a layout margins guide"])
    }

    @Test("the legacy top and bottom layout guides are views; UILayoutGuide and UIStackView's spacers are guides")
    func guidesAndViews() {
        let log = ConsoleLog(reading: """
            <_UILayoutSupportConstraint:0x1 V:[_UILayoutGuide:0x1271a5500(0)]>
            <NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0x7f01.top == _UILayoutSpacer:0x6000'UISV-alignment-spanner'.top   (active)>
            <SnapKit.LayoutConstraint:0x3@A.swift#1 App.StackView:0x7f02.leading == UILayoutGuide:0x7feb.leading + 10.0>
            """)
        #expect(log.modelConstraints.map(\.description) == [
            "_UILayoutGuide:0x1271a5500.height == 0", "UIStackView:0x7f01.top == _UILayoutSpacer:0x6000.top",
            "App.StackView:0x7f02.leading == UILayoutGuide:0x7feb.leading + 10",
        ])
        #expect(log.items.map(\.isLayoutGuide) == [false, false, true, false, true])
        #expect(log.constraints.map(\.creator) == [.layoutSupport, .stackView("UISV-canvas-connection"), .snapKit(source: "A.swift#1")])
    }

    @Test("one address is one object across the paste, whatever its label or printed class")
    func identity() {
        let log = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 UILabel:0x14d19000'Sobre the screen'.left == UIView:0x1.left>
            <NSLayoutConstraint:0x2 UILabel:0x14d19000'Sobre la pantalla'.right == UIView:0x1.right>
            <NSLayoutConstraint:0x3 UITextField:0x14d19000.width == 5>
            """)
        #expect(log.items.count == 2)
        #expect(log.items[0].label == "Sobre the screen")
        #expect(log.diagnostics.contains { $0.message == "0x14d19000 is printed as UILabel and as UITextField; it is taken as one object" })
    }
}
