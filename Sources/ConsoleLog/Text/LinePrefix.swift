@_spi(Readers) import Constraints

/// What a logging system puts before a message (the P rules of the log
/// grammar, README "Console logs"): indentation, `(lldb) `, a time stamp
/// with the process (`2018-02-04 14:48:19.693248-0800 Trust[94453:6174594] `,
/// `27/12/14 14:18:35,492 Chroma[44698]: `, `Mar  4 18:25:38 host App[10567]: `),
/// and an os_log category (`[LayoutConstraints] `, `[Layout] `).
enum LinePrefix {
    /// The offset in `bytes` where the message starts.
    static func end(in bytes: [UInt8]) -> Int {
        var cursor = ByteCursor(bytes: bytes)
        cursor.consume(while: \.isBlank)
        if cursor.consume(ifLiteral: "(lldb)") { cursor.consume(while: \.isBlank) }
        if let stampEnd = stampEnd(in: bytes, from: cursor.position) {
            cursor.position = stampEnd
            cursor.consume(while: \.isBlank)
        }
        let beforeCategory = cursor.position
        if cursor.consume(ifLiteral: "[LayoutConstraints]") || cursor.consume(ifLiteral: "[Layout]") {
            cursor.consume(while: \.isBlank)
        } else {
            cursor.position = beforeCategory
        }
        return cursor.position
    }

    /// The end of `date time process[pid(:tid)](:)` and a syslog level, when the line starts with one.
    private static func stampEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if let monthEnd = monthEnd(in: bytes, at: index) {
            index = monthEnd
        } else if index >= bytes.count || !bytes[index].isDigit {
            return nil
        }
        // Date and time: digits, separators, blanks and AM/PM; a time has a colon.
        var sawColon = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .colon { sawColon = true }
            let isStampByte = byte.isDigit || byte.isBlank || byte == .colon || byte == .dot || byte == .comma
                || byte == .dash || byte == .plus || byte == .slash
            if isStampByte {
                index += 1
            } else if sawColon, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "M"),
                      bytes[index] == UInt8(ascii: "A") || bytes[index] == UInt8(ascii: "P") {
                index += 2
            } else {
                break
            }
        }
        guard sawColon else { return nil }
        // The process (and a syslog host): anything up to `[digits…]`, within the first 120 bytes.
        var open = index
        while open < min(bytes.count, start + 120), !(bytes[open] == .openBracket && isProcessIdentifier(bytes, at: open)) {
            open += 1
        }
        guard open < bytes.count, bytes[open] == .openBracket, let close = bytes[open...].firstIndex(of: .closeBracket) else {
            return nil
        }
        var cursor = ByteCursor(bytes: bytes, position: close + 1)
        _ = cursor.consume(if: .colon)
        cursor.consume(while: \.isBlank)
        for level in ["<Error>:", "<Warning>:", "<Notice>:"] where cursor.consume(ifLiteralText: level) {
            cursor.consume(while: \.isBlank)
        }
        return cursor.position
    }

    /// Whether `[` at `open` starts `[pid]` or `[pid:tid]` (blanks allowed, a tid may be hexadecimal).
    private static func isProcessIdentifier(_ bytes: [UInt8], at open: Int) -> Bool {
        var index = open + 1
        var digits = 0
        while index < bytes.count, bytes[index] != .closeBracket {
            let byte = bytes[index]
            guard byte.isHexDigit || byte.isBlank || byte == .colon else { return false }
            if byte.isDigit { digits += 1 }
            index += 1
        }
        return index < bytes.count && digits > 0
    }

    /// The end of a month abbreviation and a blank (`Mar `), as BSD syslog lines start.
    private static func monthEnd(in bytes: [UInt8], at index: Int) -> Int? {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard index + 4 <= bytes.count, bytes[index + 3].isBlank else { return nil }
        let word = String(decoding: bytes[index ..< index + 3], as: UTF8.self)
        return months.contains(word) ? index + 4 : nil
    }
}

extension ByteCursor {
    /// Consumes `literal` if the input continues with it; whether it did.
    mutating func consume(ifLiteralText literal: String) -> Bool {
        let letters = Array(literal.utf8)
        guard position + letters.count <= bytes.count, bytes[position ..< position + letters.count].elementsEqual(letters)
        else { return false }
        position += letters.count
        return true
    }

    /// Whether the input continues with `literal`.
    func hasPrefix(_ literal: String) -> Bool {
        let letters = Array(literal.utf8)
        return position + letters.count <= bytes.count && bytes[position ..< position + letters.count].elementsEqual(letters)
    }
}
