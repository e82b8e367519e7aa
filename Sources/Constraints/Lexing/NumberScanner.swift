/// The one number scanner of the package's readers: finds how much of the
/// input is a number, and its value.
@_spi(Readers) public enum NumberScanner {
    /// Which numbers a notation accepts.
    public enum Grammar: Sendable {
        /// What C's `strtod` reads in the C locale, as Apple's VFL parser
        /// does: an optional `-`, then a decimal (`12`, `1.5`, `1e2`, `3.`), a
        /// hexadecimal (`0x1p4`), `inf`, `infinity` or `nan` (any case).
        case strtod
        /// Plain decimals: an optional `-`, digits with an optional fraction
        /// (`12`, `1.5`, `.5`, `3.`) and an optional exponent (`1e-05`).
        case decimal
    }

    /// Consumes the longest number `grammar` reads at the cursor and returns
    /// its range; `nil` (and nothing consumed) when there is none.
    @inlinable
    public static func scan<Bytes>(_ cursor: inout ByteCursor<Bytes>, grammar: Grammar) -> Range<Int>? {
        let position = cursor.position
        let measured = cursor.bytes.withContiguousStorageIfAvailable { lengthOfNumber(in: $0, at: position, grammar: grammar) }
        guard let length = measured ?? Array(cursor.bytes).withUnsafeBufferPointer({
            lengthOfNumber(in: $0, at: position, grammar: grammar)
        }) else { return nil }
        let start = cursor.position
        cursor.advance(by: length)
        return start ..< cursor.position
    }

    /// Consumes the longest number `grammar` reads at the cursor and returns
    /// its range and its value (as `value(of:)` gives it); `nil` (and nothing
    /// consumed) when there is none. An integer of up to 15 digits, the
    /// common case, is read in one pass.
    @inlinable
    public static func scanValue<Bytes>(
        _ cursor: inout ByteCursor<Bytes>, grammar: Grammar
    ) -> (range: Range<Int>, value: Double)? {
        let bytes = cursor.bytes, start = cursor.position
        var index = start
        let negative = index < bytes.count && bytes[index] == .dash
        if negative { index += 1 }
        let digitsStart = index
        var integer: Int64 = 0
        while index < bytes.count, index - digitsStart < 15, bytes[index].isDigit {
            integer = integer &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        let continues = index < bytes.count
            && (bytes[index].isDigit || bytes[index] == .dot || bytes[index] | 0x20 == UInt8(ascii: "e")
                || bytes[index] | 0x20 == UInt8(ascii: "x"))
        guard index > digitsStart, !continues else {
            guard let range = scan(&cursor, grammar: grammar) else { return nil }
            return (range, value(of: bytes[range]))
        }
        cursor.advance(by: index - start)
        return (start ..< index, negative ? -Double(integer) : Double(integer))
    }

    /// The value of a number `scan` found: exact for decimal integers of up
    /// to 15 digits (no conversion call), otherwise Swift's correctly rounded
    /// conversion, which may be infinite or NaN.
    @inlinable
    public static func value(of digits: some Collection<UInt8>) -> Double {
        if let value = smallInteger(digits) { return value }
        return Double(String(decoding: digits, as: UTF8.self)) ?? .nan
    }

    /// The value of an optionally negative run of at most 15 decimal digits,
    /// which a double holds exactly; `nil` for anything else.
    @inlinable
    static func smallInteger(_ digits: some Collection<UInt8>) -> Double? {
        let negative = digits.first == .dash
        let body = digits.dropFirst(negative ? 1 : 0)
        guard !body.isEmpty, body.count <= 15 else { return nil }
        var value: Int64 = 0
        for digit in body {
            guard digit.isDigit else { return nil }
            value = value &* 10 &+ Int64(digit &- UInt8(ascii: "0"))
        }
        return negative ? -Double(value) : Double(value)
    }

    /// Whether the mantissa of a number `scan` found has a digit other than
    /// 0: a number whose value is 0 although this holds has underflowed.
    public static func hasNonzeroDigits(in lexeme: some Collection<UInt8>) -> Bool {
        var digits = lexeme.drop { $0 == .dash }
        let isHexadecimal = digits.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")])
            || digits.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")])
        if isHexadecimal { digits = digits.dropFirst(2) }
        let exponentMarker = isHexadecimal ? UInt8(ascii: "p") : UInt8(ascii: "e")
        for byte in digits {
            if byte | 0x20 == exponentMarker { break }
            if byte != UInt8(ascii: "0"), isHexadecimal ? byte.isHexDigit : byte.isDigit { return true }
        }
        return false
    }

    /// The length of the number at `start`, or `nil` when `grammar` reads nothing there.
    @usableFromInline
    static func lengthOfNumber(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, grammar: Grammar) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == .dash { index += 1 }
        if grammar == .strtod {
            if index < bytes.count, !bytes[index].isDigit, let wordLength = specialValueLength(in: bytes, at: index) {
                return index + wordLength - start
            }
            if let hexEnd = hexadecimalEnd(in: bytes, at: index) { return hexEnd - start }
        }
        guard let end = mantissaEnd(in: bytes, at: index, digit: \.isDigit) else { return nil }
        return exponentEnd(in: bytes, at: end, markers: (UInt8(ascii: "e"), UInt8(ascii: "E"))) - start
    }

    /// Past `digits [. digits]` with at least one digit in all, if there is one at `index`.
    private static func mantissaEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, digit: (UInt8) -> Bool) -> Int? {
        let integerEnd = digitsEnd(in: bytes, from: index, where: digit)
        var end = integerEnd
        var digitCount = integerEnd - index
        if end < bytes.count, bytes[end] == .dot {
            let fractionEnd = digitsEnd(in: bytes, from: end + 1, where: digit)
            digitCount += fractionEnd - (end + 1)
            end = fractionEnd
        }
        return digitCount > 0 ? end : nil
    }

    /// The end of `0x` hex-digits [`.` hex-digits] [`p` exponent], if a hex number starts at `index`.
    private static func hexadecimalEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x"),
              let end = mantissaEnd(in: bytes, at: index + 2, digit: \.isHexDigit)
        else { return nil }
        return exponentEnd(in: bytes, at: end, markers: (UInt8(ascii: "p"), UInt8(ascii: "P")))
    }

    /// Past an exponent marker, an optional sign and at least one decimal digit; `index` itself otherwise.
    private static func exponentEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, markers: (UInt8, UInt8)) -> Int {
        guard index < bytes.count, bytes[index] == markers.0 || bytes[index] == markers.1 else { return index }
        var digitsStart = index + 1
        if digitsStart < bytes.count, bytes[digitsStart] == .plus || bytes[digitsStart] == .dash {
            digitsStart += 1
        }
        let end = digitsEnd(in: bytes, from: digitsStart, where: \.isDigit)
        return end > digitsStart ? end : index
    }

    private static func digitsEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, where isDigit: (UInt8) -> Bool) -> Int {
        var end = index
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }

    /// The length of `infinity`, `inf` or `nan` (any case) at `index`, if one is there.
    private static func specialValueLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var cursor = ByteCursor(bytes: bytes, position: index)
        if cursor.consume(ifLiteralIgnoringCase: "infinity") { return 8 }
        if cursor.consume(ifLiteralIgnoringCase: "inf") || cursor.consume(ifLiteralIgnoringCase: "nan") { return 3 }
        return nil
    }
}

extension ByteCursor {
    /// Consumes `literal` (lowercase ASCII letters) in any case if the input continues with it.
    mutating func consume(ifLiteralIgnoringCase literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { letters in
            letters.indices.allSatisfy { bytes[position + $0] | 0x20 == letters[$0] }
        }
        if matches { position += count }
        return matches
    }
}
