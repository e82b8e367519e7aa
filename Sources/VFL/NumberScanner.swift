/// Finds how much of a byte sequence C's `strtod` reads as a number in the C
/// locale, without calling it: the same prefix, so the same caret afterwards.
enum NumberScanner {
    /// The length of the number at `start`, or `nil` when `strtod` would read
    /// nothing. Accepts an optional `-`, then a decimal (`12`, `1.5`, `1e2`,
    /// `3.`), a hexadecimal (`0x1p4`), `inf`, `infinity` or `nan` (any case).
    static func lengthOfNumber(in bytes: [UInt8], at start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, !bytes[index].isDigit, let wordLength = specialValueLength(in: bytes, at: index) {
            return index + wordLength - start
        }
        if let hexEnd = hexadecimalEnd(in: bytes, at: index) { return hexEnd - start }
        let integerEnd = digitsEnd(in: bytes, from: index, where: \.isDigit)
        var end = integerEnd
        var digitCount = integerEnd - index
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            let fractionEnd = digitsEnd(in: bytes, from: end + 1, where: \.isDigit)
            digitCount += fractionEnd - (end + 1)
            end = fractionEnd
        }
        guard digitCount > 0 else { return nil }
        return exponentEnd(in: bytes, at: end, markers: [UInt8(ascii: "e"), UInt8(ascii: "E")]) - start
    }

    /// The end of `0x` hex-digits [`.` hex-digits] [`p` exponent], if a hex number starts at `index`.
    private static func hexadecimalEnd(in bytes: [UInt8], at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "0"),
              bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X")
        else { return nil }
        let integerEnd = digitsEnd(in: bytes, from: index + 2, where: \.isHexDigit)
        var end = integerEnd
        var digitCount = integerEnd - (index + 2)
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            let fractionEnd = digitsEnd(in: bytes, from: end + 1, where: \.isHexDigit)
            digitCount += fractionEnd - (end + 1)
            end = fractionEnd
        }
        guard digitCount > 0 else { return nil }
        return exponentEnd(in: bytes, at: end, markers: [UInt8(ascii: "p"), UInt8(ascii: "P")])
    }

    /// Past an exponent marker, an optional sign and at least one decimal digit; `index` itself otherwise.
    private static func exponentEnd(in bytes: [UInt8], at index: Int, markers: [UInt8]) -> Int {
        guard index < bytes.count, markers.contains(bytes[index]) else { return index }
        var digitsStart = index + 1
        if digitsStart < bytes.count, bytes[digitsStart] == UInt8(ascii: "+") || bytes[digitsStart] == UInt8(ascii: "-") {
            digitsStart += 1
        }
        let end = digitsEnd(in: bytes, from: digitsStart, where: \.isDigit)
        return end > digitsStart ? end : index
    }

    private static func digitsEnd(in bytes: [UInt8], from index: Int, where isDigit: (UInt8) -> Bool) -> Int {
        var end = index
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }

    /// The length of `infinity`, `inf` or `nan` (any case) at `index`, if one is there.
    private static func specialValueLength(in bytes: [UInt8], at index: Int) -> Int? {
        if matches("infinity", in: bytes, at: index) { return 8 }
        if matches("inf", in: bytes, at: index) || matches("nan", in: bytes, at: index) { return 3 }
        return nil
    }

    private static func matches(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
        guard index + word.utf8CodeUnitCount <= bytes.count else { return false }
        return word.withUTF8Buffer { letters in
            letters.indices.allSatisfy { bytes[index + $0] | 0x20 == letters[$0] }
        }
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
