@_spi(Readers) import Constraints
import SourceModel

/// Masonry's names for attributes and priorities, as its headers spell them.
enum MasonryNames {
    /// The attribute a single name stands for on `make`, on a chain
    /// (`make.left.right`) and after `mas_` on a view (`v.mas_top`):
    /// Apple's names, and `baseline` for the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? {
        LayoutAttribute(sourceName: name).flatMap { $0 == .notAnAttribute ? nil : $0 }
    }

    /// Whether a name whose declaration the reader cannot see stands for
    /// `self`: `weakSelf`, `strongSelf`, `wself`, made by macros such as
    /// `WS(weakSelf)`; any name ending in "self". The reader takes them so and
    /// the writer avoids writing an item that way.
    static func isSelfAlias(_ name: some StringProtocol) -> Bool {
        name != "self" && name.lowercased().hasSuffix("self")
    }

    /// A property's name as an item's: an instance variable's leading `_`
    /// dropped (`_titleLabel` is `titleLabel`); `_` alone, and a name that
    /// would not be one without it (`_0view`), stay.
    static func memberName(_ name: some StringProtocol) -> String {
        isInstanceVariable(name) ? String(name.dropFirst()) : String(name)
    }

    /// Whether a name is spelled as an instance variable: `_`, then an ASCII
    /// identifier (`_0view` and names with other bytes in them are not).
    static func isInstanceVariable(_ name: some StringProtocol) -> Bool {
        name.utf8.first == UInt8(ascii: "_") && isASCIIIdentifier(name.dropFirst())
    }

    /// Whether a name is an identifier of ASCII letters, digits and `_`, not starting with a digit.
    static func isASCIIIdentifier(_ name: some StringProtocol) -> Bool {
        name.utf8.first?.isNameStart == true && name.utf8.allSatisfy(\.isNameContinuation)
    }

    /// Whether the attribute exists only on iOS and tvOS (the margins).
    static func isMarginAttribute(_ attribute: LayoutAttribute) -> Bool {
        attribute.rawValue >= LayoutAttribute.leftMargin.rawValue
    }

    /// The maker's own flags, which say how its block installs rather than
    /// start a chain (`make.removeExisting`, `make.updateExisting`).
    static let makerFlags: Set<String> = ["removeExisting", "updateExisting"]

    /// The composites of `make`, with their attributes in the order Masonry makes them.
    static let composites: [(name: String, attributes: [LayoutAttribute])] = [
        ("edges", [.left, .right, .top, .bottom]), ("size", [.width, .height]), ("center", [.centerX, .centerY]),
    ]

    /// The order `make.attributes(mask)` makes its attributes in, whatever the
    /// mask's order (by raw value; `baseline` and `lastBaseline` are one bit,
    /// so a mask with it makes both entries).
    private static let maskOrder: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 11, 13, 14, 15, 16, 17, 18, 19, 20]

    /// The attributes of `make.attributes(MASAttributeLeft | MASAttributeTop)`,
    /// given the names in the mask; `nil` when one is not a `MASAttribute…`.
    static func maskAttributes(_ names: [String]) -> [LayoutAttribute]? {
        var bits: UInt32 = 0
        for name in names {
            guard name.hasPrefix("MASAttribute"), let attribute = attribute(lowercasedFirst(name.dropFirst("MASAttribute".count)))
            else { return nil }
            bits |= 1 << UInt32(attribute.rawValue)
        }
        return maskOrder.filter { bits & (1 << UInt32($0)) != 0 }.compactMap(LayoutAttribute.init(rawValue:))
    }

    /// `Left` → `left`, `CenterXWithinMargins` → `centerXWithinMargins`.
    static func lowercasedFirst(_ name: Substring) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Priorities by name: Masonry's, UIKit's and AppKit's.
    static func priority(named name: String, macOS: Bool) -> Float? {
        switch name {
        case "MASLayoutPriorityRequired", "UILayoutPriorityRequired", "NSLayoutPriorityRequired": return 1000
        case "MASLayoutPriorityDefaultHigh", "UILayoutPriorityDefaultHigh", "NSLayoutPriorityDefaultHigh": return 750
        case "MASLayoutPriorityDefaultMedium": return macOS ? 501 : 500
        case "MASLayoutPriorityDefaultLow", "UILayoutPriorityDefaultLow", "NSLayoutPriorityDefaultLow": return 250
        case "MASLayoutPriorityFittingSizeLevel", "UILayoutPriorityFittingSizeLevel": return 50
        case "MASLayoutPriorityDragThatCanResizeWindow", "NSLayoutPriorityDragThatCanResizeWindow": return 510
        case "MASLayoutPriorityWindowSizeStayPut", "NSLayoutPriorityWindowSizeStayPut": return 500
        case "MASLayoutPriorityDragThatCannotResizeWindow", "NSLayoutPriorityDragThatCannotResizeWindow": return 490
        case "MASLayoutPriorityFittingSizeCompression", "NSLayoutPriorityFittingSizeCompression": return 50
        default: return nil
        }
    }

    /// `priorityLow()`, `priorityMedium()`, `priorityHigh()`.
    static func priorityShortcut(_ name: String, macOS: Bool) -> Float? {
        switch name {
        case "priorityLow": return 250
        case "priorityMedium": return macOS ? 501 : 500
        case "priorityHigh": return 750
        default: return nil
        }
    }
}
