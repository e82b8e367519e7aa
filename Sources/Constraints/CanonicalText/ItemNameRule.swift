/// How a notation writes the item of a term `item.attribute`, so that the
/// canonical-text grammar can read terms whose item names and attribute
/// names follow other rules (console logs name items `UILabel:0x7f…'Hi'` or
/// with spaces, and spell some attributes `minX` or `baseline`).
package protocol ItemNameRule {
    /// The end of the item name of a term starting at `start` (the offset of
    /// the `.` before the attribute), or `nil` when no term starts there.
    func endOfItemName(in bytes: [UInt8], from start: Int) -> Int?

    /// The attribute a name after the `.` stands for, or `nil` for none.
    func attribute(named name: String) -> LayoutAttribute?
}

extension ItemNameRule {
    /// Apple's attribute names (`leading`, `centerYWithinMargins`).
    package func attribute(named name: String) -> LayoutAttribute? { LayoutAttribute(name: name) }
}

/// Canonical text's own rule: an item name has no blanks and ends at the
/// first `.` followed by one of Apple's attribute names and then a character
/// that cannot continue a name: `superview.layoutMarginsGuide.top`,
/// `a.width==b.width`.
package struct DottedItemNames: ItemNameRule {
    package init() {}

    package func endOfItemName(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count, !bytes[index].isBlank {
            if bytes[index] == .dot, index > start, Self.isAttribute(in: bytes, after: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether an attribute name followed by a non-name character comes after the `.` at `dot`.
    private static func isAttribute(in bytes: [UInt8], after dot: Int) -> Bool {
        var end = dot + 1
        while end < bytes.count, bytes[end].isLetter { end += 1 }
        guard end > dot + 1, end == bytes.count || !(bytes[end].isNameContinuation || bytes[end] == .dot) else { return false }
        return LayoutAttribute(name: String(decoding: bytes[(dot + 1) ..< end], as: UTF8.self)) != nil
    }
}
