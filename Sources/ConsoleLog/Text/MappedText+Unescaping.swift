@_spi(Readers) import Constraints

extension MappedText {
    /// The text with backslash escapes undone, each resulting byte mapped to
    /// its escape.
    ///
    /// - With `nsArray`, the escapes of Foundation's `NSArray` description of
    ///   a string (LX5): `\"`, `\\`, `\n`, `\t`, `\r`, and `\Uxxxx` (UTF-16
    ///   code units, surrogate pairs joined).
    /// - Always, Markdown's escapes of punctuation (`\<`, `\_`, `\*`, `\[`, …).
    ///
    /// Any other backslash is kept.
    func unescaped(nsArray: Bool) -> MappedText {
        guard bytes.contains(.backslash) else { return self }
        var result = MappedText(emptyAt: offset(at: 0))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == .backslash, index + 1 < bytes.count else {
                result.append(byte, from: offset(at: index))
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if nsArray, let (scalar, length) = Self.unicodeEscape(in: bytes, at: index) {
                for unit in String(scalar).utf8 { result.append(unit, from: offset(at: index)) }
                index += length
            } else if nsArray, let control = Self.controlEscapes[next] {
                result.append(control, from: offset(at: index))
                index += 2
            } else if Self.markdownEscapable.contains(next) {
                result.append(next, from: offset(at: index))
                index += 2
            } else {
                result.append(byte, from: offset(at: index))
                index += 1
            }
        }
        result.setEnd(offset(at: bytes.count))
        return result
    }

    private static let controlEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): .lineFeed, UInt8(ascii: "t"): .tab, UInt8(ascii: "r"): .carriageReturn,
    ]

    /// Punctuation that Markdown (and NSArray, for `"` and `\`) escapes with a backslash.
    private static let markdownEscapable = Set("\\`*_{}[]()#+-.!<>|\"'".utf8)

    /// `\Uxxxx` at `index` (and a following low surrogate `\Uxxxx`): the
    /// character and how many bytes the escapes take.
    private static func unicodeEscape(in bytes: [UInt8], at index: Int) -> (Character, Int)? {
        func unit(at start: Int) -> UInt16? {
            guard start + 6 <= bytes.count, bytes[start] == .backslash,
                  bytes[start + 1] == UInt8(ascii: "U") || bytes[start + 1] == UInt8(ascii: "u")
            else { return nil }
            return UInt16(String(decoding: bytes[start + 2 ..< start + 6], as: UTF8.self), radix: 16)
        }
        guard let first = unit(at: index) else { return nil }
        if UTF16.isLeadSurrogate(first), let second = unit(at: index + 6), UTF16.isTrailSurrogate(second) {
            let value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
            return Unicode.Scalar(value).map { (Character($0), 12) }
        }
        return Unicode.Scalar(UInt32(first)).map { (Character($0), 6) }
    }
}
