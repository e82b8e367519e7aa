@_spi(Readers) import Constraints

/// Reads one constraint description, one function per rule of the log
/// grammar (README, "Console logs"; the D, N and B rules):
///
///     description = [ "<" ] head blanks [ codes blanks ] [ identifier blanks ]
///                   body post-body [ blanks suffix ] [ ">" ] ;
///
/// Strict forms are read as printed; damage that pastes do (blanks inserted
/// by a translator, brackets stripped) is read through and recorded in
/// `repairs`. The VFL-like body, the equation body (on the shared canonical
/// text grammar) and the suffix have their own files.
struct DescriptionReader {
    var cursor: ByteCursor<[UInt8]>
    /// The description read so far.
    var syntax: DescriptionSyntax
    /// Whether the description opened with `<` and must close with `>`.
    private var isBracketed = false

    /// A reader of the description starting at `start` of `bytes`.
    init(bytes: [UInt8], at start: Int) {
        cursor = ByteCursor(bytes: bytes, position: start)
        syntax = DescriptionSyntax(
            range: start ..< start, constraintClass: "", body: .visualFormat(VisualFormatSyntax(axis: .horizontal, views: [])))
    }

    /// `description`: the whole description; the cursor is left after its `>`.
    mutating func read() throws(DescriptionFailure) -> DescriptionSyntax {
        let start = cursor.position
        isBracketed = cursor.consume(if: .less)
        let isNullVariant = try readHead()
        if isNullVariant {
            try readNullVariant()
        } else {
            try readPreBody()
            try readBody()
            try readPostBody()
            try readSuffixIfPresent()
            try readClose()
        }
        syntax.range = start ..< cursor.position
        return syntax
    }

    // MARK: Head

    /// `head = class-name ":" ( address | key ) [ "@" source "#" digits ] ;`
    /// Whether the head is NSObject's `<Class: 0xADDR>`, with the body after it (D10).
    private mutating func readHead() throws(DescriptionFailure) -> Bool {
        let classRange = cursor.consume(while: \.isClassNameByte)
        guard !classRange.isEmpty, cursor.consume(if: .colon) else {
            throw fail(.expectedClassAndAddress, at: classRange.lowerBound ..< max(cursor.position, classRange.lowerBound + 1))
        }
        syntax.constraintClass = cursor.text(in: classRange)
        let blanks = cursor.consume(while: \.isBlank)
        if let address = Address.read(cursor.bytes, at: cursor.position) {
            let addressStart = cursor.position
            cursor.position = address.end
            guard let next = cursor.peek else {
                // Cut right after the address, which alone identifies the constraint among those listed.
                syntax.address = address.text
                throw fail(.endsAfterAddress, at: addressStart ..< cursor.position)
            }
            guard Address.canFollow(next) else {
                let tokenEnd = cursor.bytes[addressStart...].firstIndex(where: \.isBlank) ?? cursor.bytes.count
                let token = cursor.text(in: addressStart ..< tokenEnd)
                throw fail(.constraintAddressNotHexadecimal(token, byte: "\(Character(Unicode.Scalar(next)))"), at: addressStart ..< tokenEnd)
            }
            syntax.address = address.text
            if next == .greater {
                cursor.advance()
                return true
            }
        } else {
            let key = cursor.consume { !$0.isBlank && $0 != .at && $0 != .greater }
            guard !key.isEmpty else {
                throw fail(.expectedAddress(className: syntax.constraintClass), at: cursor.rangeOfCurrentCharacter)
            }
            syntax.key = cursor.text(in: key)
        }
        if !blanks.isEmpty { syntax.noteRepair("blanks after ':'") }
        if cursor.consume(if: .at) { try readSourceLocation() }
        return false
    }

    /// SnapKit's `source "#" digits`: a file name or a whole path (which may
    /// hold blanks), up to the first `#` that digits and a blank follow.
    private mutating func readSourceLocation() throws(DescriptionFailure) {
        let start = cursor.position
        var index = start
        while index < cursor.bytes.count {
            if cursor.bytes[index] == .hash {
                var end = index + 1
                while end < cursor.bytes.count, cursor.bytes[end].isDigit { end += 1 }
                if end > index + 1, end == cursor.bytes.count || cursor.bytes[end].isBlank || cursor.bytes[end] == .greater {
                    syntax.sourceLocation = cursor.text(in: start ..< end)
                    cursor.position = end
                    return
                }
            }
            index += 1
        }
        throw fail(.expectedSourceLocation, at: start ..< cursor.bytes.count)
    }

    // MARK: Before the body

    /// `pre-body = [ codes blanks ] [ identifier blanks ] ;`
    private mutating func readPreBody() throws(DescriptionFailure) {
        guard !cursor.consume(while: \.isBlank).isEmpty else {
            throw fail(.expectedBlankAfterHead, at: cursor.rangeOfCurrentCharacter)
        }
        if cursor.peek == UInt8(ascii: "h"), cursor.peek(ahead: 1) == .equals || cursor.peek(ahead: 1)?.isBlank == true {
            try readCodes()
            cursor.consume(while: \.isBlank)
        }
        if cursor.peek == .apostrophe {
            try readIdentifier()
            cursor.consume(while: \.isBlank)
        }
    }

    /// `codes = "h=" code code code blanks "v=" code code code ;` (D3), and the
    /// translated `h = v = --- ---`.
    private mutating func readCodes() throws(DescriptionFailure) {
        let start = cursor.position
        func equalsSign(_ letter: Unicode.Scalar) -> Bool {
            let save = cursor.position
            guard cursor.consume(if: UInt8(ascii: letter)) else { return false }
            cursor.consume(while: \.isBlank)
            guard cursor.consume(if: .equals) else {
                cursor.position = save
                return false
            }
            cursor.consume(while: \.isBlank)
            return true
        }
        func triple() -> String? {
            let range = cursor.consume { $0 == .dash || $0 == UInt8(ascii: "&") }
            return range.count == 3 ? cursor.text(in: range) : nil
        }
        _ = equalsSign("h")
        let horizontal: String?, vertical: String?
        if equalsSign("v") {
            syntax.noteRepair("autoresizing codes out of order")
            horizontal = triple()
            cursor.consume(while: \.isBlank)
            vertical = triple()
        } else {
            horizontal = triple()
            cursor.consume(while: \.isBlank)
            vertical = equalsSign("v") ? triple() : nil
        }
        guard let horizontal, let vertical, let mask = AutoresizingMask(horizontal: horizontal, vertical: vertical) else {
            throw fail(.unreadableAutoresizingCodes, at: start ..< cursor.position)
        }
        syntax.autoresizingMask = mask
    }

    /// `identifier = "'" text "'" ;`, closed by the first `'` that a blank follows (D4).
    private mutating func readIdentifier() throws(DescriptionFailure) {
        let start = cursor.position
        var index = start + 1
        while index < cursor.bytes.count {
            if cursor.bytes[index] == .apostrophe, index + 1 < cursor.bytes.count, cursor.bytes[index + 1].isBlank {
                syntax.identifier = cursor.text(in: start + 1 ..< index)
                cursor.position = index + 1
                return
            }
            index += 1
        }
        throw fail(.unclosedIdentifier, at: start ..< cursor.bytes.count)
    }

    // MARK: Body

    /// `body = vfl-body | equation ;` by how it starts; `(null)` and an
    /// expression in parentheses are reported.
    mutating func readBody() throws(DescriptionFailure) {
        if cursor.hasPrefix("(null)") {
            throw fail(.nullBody, at: cursor.position ..< cursor.position + 6)
        }
        if cursor.peek == .openParenthesis {
            let end = cursor.bytes[cursor.position...].lastIndex(of: .greater) ?? cursor.bytes.count
            throw fail(.sumOfAnchors, at: cursor.position ..< end)
        }
        if startsVisualFormat() {
            syntax.body = .visualFormat(try readVisualFormatBody())
        } else {
            syntax.body = .equation(try readEquationBody())
        }
    }

    /// Whether the body is VFL-like: `H` or `V`, then `:`, `|` or `[` (after blanks, when damaged).
    private func startsVisualFormat() -> Bool {
        guard cursor.peek == UInt8(ascii: "H") || cursor.peek == UInt8(ascii: "V") else { return false }
        var index = cursor.position + 1
        while index < cursor.bytes.count, cursor.bytes[index].isBlank { index += 1 }
        guard index < cursor.bytes.count else { return false }
        return [.colon, .bar, .openBracket].contains(cursor.bytes[index])
    }

    // MARK: After the body

    /// `post-body = { blanks ( "priority:" number | "Hug:" number blanks
    /// "CompressionResistance:" number | "^" library-priority ) } ;` (D5, D6, B13, B14)
    private mutating func readPostBody() throws(DescriptionFailure) {
        while true {
            let save = cursor.position
            cursor.consume(while: \.isBlank)
            if cursor.consume(ifLiteral: "priority:") {
                syntax.priority = Float(try readNumber(what: "a priority after 'priority:'"))
            } else if cursor.consume(ifLiteral: "Hug:") {
                let hugging = try readNumber(what: "a priority after 'Hug:'")
                cursor.consume(while: \.isBlank)
                guard cursor.consume(ifLiteral: "CompressionResistance:") else {
                    throw fail(.expectedCompressionResistance, at: cursor.rangeOfCurrentCharacter)
                }
                let resistance = try readNumber(what: "a priority after 'CompressionResistance:'")
                syntax.contentSize = (Float(hugging), Float(resistance))
            } else if cursor.consume(if: .caret) {
                syntax.priority = try readLibraryPriority()
            } else {
                cursor.position = save
                return
            }
        }
    }

    /// SnapKit's `N` or `UILayoutPriority(rawValue: N)`, Masonry's `N` or words (B13, B14, S8).
    private mutating func readLibraryPriority() throws(DescriptionFailure) -> Float {
        let start = cursor.position
        if cursor.peek?.isDigit == true { return Float(try readNumber(what: "a priority after '^'")) }
        for (word, value) in Self.masonryPriorities where cursor.consume(ifLiteralText: word) { return value }
        cursor.consume(while: \.isClassNameByte)
        if cursor.consume(ifLiteral: "(rawValue:") {
            cursor.consume(while: \.isBlank)
            let value = try readNumber(what: "a priority after 'rawValue:'")
            if cursor.consume(if: .closeParenthesis) { return Float(value) }
        }
        throw fail(.unreadableLibraryPriority, at: start ..< max(cursor.position, start + 1))
    }

    /// Masonry's names of priorities, with UIKit's values (`MASUtilities.h`).
    private static let masonryPriorities: [(String, Float)] = [
        ("required", 1000), ("high", 750), ("medium", 500), ("low", 250), ("fitting size", 50),
        ("drag cannot resize window", 490), ("drag can resize window", 510), ("window size stay put", 500),
    ]

    /// `>` that closes a bracketed description; an unbracketed one ends at a `,` or the end.
    private mutating func readClose() throws(DescriptionFailure) {
        cursor.consume(while: \.isBlank)
        if isBracketed {
            guard cursor.consume(if: .greater) else {
                throw fail(
                    cursor.isAtEnd ? .cutOffBeforeClose : .unexpectedText,
                    at: cursor.isAtEnd ? cursor.position ..< cursor.position : cursor.position ..< cursor.bytes.count)
            }
        } else if !cursor.isAtEnd, cursor.peek != .comma {
            throw fail(.unexpectedTextAfterConstraint, at: cursor.position ..< cursor.bytes.count)
        }
    }

    // MARK: Shared

    /// A number as the printers write it (`25`, `211.333`, `24.0`, `2.22507e-308`, `-2`).
    mutating func readNumber(what: String) throws(DescriptionFailure) -> Double {
        let start = cursor.position
        guard let range = NumberScanner.scan(&cursor, grammar: .decimal) else {
            throw fail(.expectedNumber(what: what), at: cursor.rangeOfCurrentCharacter)
        }
        let value = NumberScanner.value(of: cursor.bytes[range])
        guard value.isFinite else { throw fail(.nonFiniteNumber(what: what), at: start ..< cursor.position) }
        return value
    }

    /// A failure at `range`, carrying the head read so far.
    func fail(_ reason: ConsoleLogDiagnostic.Unreadable, at range: Range<Int>) -> DescriptionFailure {
        DescriptionFailure(
            reason: reason, range: range,
            constraintClass: syntax.constraintClass.isEmpty ? nil : syntax.constraintClass, address: syntax.address)
    }
}
