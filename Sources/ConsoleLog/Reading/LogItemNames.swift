@_spi(Readers) import Constraints

/// The item-name rule of constraint descriptions, for the shared canonical
/// text grammar: an item is written `Class:0xADDR`, `Class:0xADDR'label'`
/// (a label may hold blanks, dots and `'`) or a debug name (which may hold
/// blanks and dots, `progress background`, `ListViewImage-a...`). The name
/// ends at the first `.` followed by an attribute name and a byte that ends
/// a term; inside a label, only at such a `.` right after a `'`.
///
/// Attributes are Apple's names plus `baseline` (lastBaseline) and AppKit's
/// frame names `minX minY midX midY maxX maxY` (left, top, centerX, centerY,
/// right, bottom).
struct LogItemNames: ItemNameRule {
    func endOfItemName(in bytes: [UInt8], from start: Int) -> Int? {
        let labelStart = ItemSyntax.labelOpening(in: bytes, from: start)
        var index = labelStart.map { $0 + 1 } ?? start
        while index < bytes.count {
            let byte = bytes[index]
            if labelStart == nil, byte == .greater || Self.isRelation(bytes, at: index) { return nil }
            if byte == .dot, index > start, labelStart == nil || bytes[index - 1] == .apostrophe,
               Self.attributeEnd(in: bytes, after: index) != nil
            {
                return index
            }
            index += 1
        }
        return nil
    }

    func attribute(named name: String) -> LayoutAttribute? {
        Self.attribute(named: name)
    }

    static func attribute(named name: String) -> LayoutAttribute? {
        if let attribute = LayoutAttribute(name: name), attribute != .notAnAttribute { return attribute }
        return frameAttributes[name]
    }

    /// AppKit's frame names and `baseline`, as this reader maps them.
    static let frameAttributes: [String: LayoutAttribute] = [
        "baseline": .lastBaseline, "minX": .left, "minY": .top, "midX": .centerX, "midY": .centerY,
        "maxX": .right, "maxY": .bottom,
    ]

    /// The names that measure in the superview's coordinates (`minX` …), as opposed to Apple's attribute names.
    static func isFrameCoordinate(_ name: String) -> Bool { name != "baseline" && frameAttributes[name] != nil }

    /// The end of an attribute name after the `.` at `dot`, when one is there and a term ends after it.
    static func attributeEnd(in bytes: [UInt8], after dot: Int) -> Int? {
        var end = dot + 1
        while end < bytes.count, bytes[end].isLetter { end += 1 }
        guard end > dot + 1, end == bytes.count || endsTerm(bytes[end]),
              attribute(named: String(decoding: bytes[(dot + 1) ..< end], as: UTF8.self)) != nil
        else { return nil }
        return end
    }

    private static func endsTerm(_ byte: UInt8) -> Bool {
        byte.isBlank || Self.termEnders.contains(byte)
    }

    private static let termEnders = Set(")>*+-,=<\"".utf8)

    private static func isRelation(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == .equals else { return false }
        return bytes[index] == .equals || bytes[index] == .less || bytes[index] == .greater
    }
}
