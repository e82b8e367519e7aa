@_spi(Readers) import Constraints

/// An item as a constraint description writes it (the I rules of the log
/// grammar), before the names suffix binds it to an object.
struct ItemSyntax: Equatable {
    /// How the item is written.
    enum Form: Equatable {
        /// `Class:0xADDR`: an object and its address (lower-case, with `0x`).
        case object(className: String, address: String)
        /// `Class:key`: SnapKit's label or Masonry's key in place of the address.
        case keyed(className: String, key: String)
        /// A debug name alone (`multilineLabel`, `progress background`), bound by the names suffix.
        case named(String)
        /// `|` in a VFL-like body: the superview given by the names suffix.
        case superview
        /// `Class:0x…` whose address has a byte that is not a hexadecimal digit.
        case invalidAddress(String)
    }

    var form: Form
    /// The object's label (a label's text, a guide's identifier), without quotes.
    var label: String?
    /// Where the item is written, in the description's bytes.
    var range: Range<Int>
    /// The whole item as written, for a keyed form: a debug name with a colon
    /// (`id: header`) reads as one, and the names suffix says which it is.
    var written: String?

    /// Reads the item written in `range` of `bytes`: an object, a keyed
    /// object, `|`, or else a bare name. Blanks after the `:` are accepted
    /// (a machine-translated paste writes `UIView: 0x16725c30`).
    static func parse(_ bytes: [UInt8], in range: Range<Int>) -> ItemSyntax {
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start].isBlank { start += 1 }
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        let trimmed = start ..< end
        if end - start == 1, bytes[start] == .bar { return ItemSyntax(form: .superview, range: trimmed) }
        var index = start
        while index < end, bytes[index].isClassNameByte { index += 1 }
        guard index > start, index < end, bytes[index] == .colon else { return named(bytes, trimmed) }
        let className = String(decoding: bytes[start ..< index], as: UTF8.self)
        var valueStart = index + 1
        while valueStart < end, bytes[valueStart].isBlank { valueStart += 1 }
        guard valueStart < end else { return named(bytes, trimmed) }
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != .apostrophe { valueEnd += 1 }
        let label = labelText(bytes, from: valueEnd, to: end)
        if let address = Address.read(bytes, at: valueStart) {
            guard address.end == valueEnd else {
                let tokenEnd = bytes[valueStart ..< valueEnd].firstIndex(where: \.isBlank) ?? valueEnd
                return ItemSyntax(
                    form: .invalidAddress(String(decoding: bytes[valueStart ..< tokenEnd], as: UTF8.self)),
                    range: valueStart ..< tokenEnd)
            }
            return ItemSyntax(form: .object(className: className, address: address.text), label: label, range: trimmed)
        }
        let key = String(decoding: bytes[valueStart ..< valueEnd], as: UTF8.self)
        guard !key.contains(where: \.isWhitespace) else { return named(bytes, trimmed) }
        return ItemSyntax(
            form: .keyed(className: className, key: key), label: label, range: trimmed,
            written: String(decoding: bytes[trimmed], as: UTF8.self))
    }

    /// The offset of the `'` that opens a label, when the text at `start` is `Class:0xADDR'`.
    static func labelOpening(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count, bytes[index].isClassNameByte { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == .colon else { return nil }
        index += 1
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        guard let address = Address.read(bytes, at: index), address.end < bytes.count,
              bytes[address.end] == .apostrophe
        else { return nil }
        return address.end
    }

    /// Whether `range` of `bytes` holds nothing but blanks.
    static func isEmpty(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy(\.isBlank)
    }

    private static func named(_ bytes: [UInt8], _ range: Range<Int>) -> ItemSyntax {
        ItemSyntax(form: .named(String(decoding: bytes[range], as: UTF8.self)), range: range)
    }

    /// The text between a `'` at `start` and a `'` that ends the item at `end`.
    private static func labelText(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        guard start < end, bytes[start] == .apostrophe else { return nil }
        let closing = end - 1 > start && bytes[end - 1] == .apostrophe ? end - 1 : end
        return String(decoding: bytes[start + 1 ..< closing], as: UTF8.self)
    }
}

/// An object's address, `0x` and hexadecimal digits (LX1).
enum Address {
    /// The address at `start` (`0x` and at least one hex digit), lower-cased, and where it ends.
    static func read(_ bytes: [UInt8], at start: Int) -> (text: String, end: Int)? {
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] == UInt8(ascii: "x"),
              bytes[start + 2].isHexDigit
        else { return nil }
        var end = start + 2
        while end < bytes.count, bytes[end].isHexDigit { end += 1 }
        return ("0x" + String(decoding: bytes[start + 2 ..< end], as: UTF8.self).lowercased(), end)
    }

    /// Whether `byte` may follow an address: a blank, `'`, `.`, `]`, `)`, `(`, `,`, `>`, `@`, `"`.
    static func canFollow(_ byte: UInt8) -> Bool {
        byte.isBlank || Self.followers.contains(byte)
    }

    private static let followers = Set("'.])(,>@\"".utf8)
}

extension UInt8 {
    /// A byte of an Objective-C or Swift class name as printed: letters,
    /// digits, `_`, `.` (module-qualified) and `$` (mangled).
    var isClassNameByte: Bool { isNameContinuation || self == .dot || self == UInt8(ascii: "$") }
}
