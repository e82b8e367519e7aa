@_spi(Readers) import Constraints

/// Where a constraint's expression ends in Swift or Objective-C text, found
/// from where the reader says it starts, without parsing again: names, dots
/// and balanced brackets (string literals and comments skipped), up to what
/// ends the expression at its own depth (`;`, `,`, a closing bracket, `=`,
/// or a line end not followed by a `.` that continues the chain).
///
/// grammar: chain := ( name | "." | "(" … ")" | "[" … "]" | "{" … "}" | literal | blank )*
struct ChainExtent {
    let bytes: [UInt8]

    /// The end of the chain that starts at `start`.
    func end(from start: Int) -> Int {
        var cursor = ByteCursor(bytes: bytes, position: start)
        var lastSignificant = start
        while let byte = cursor.peek {
            switch byte {
            case .openParenthesis, .openBracket, UInt8(ascii: "{"):
                cursor.position = closing(from: cursor.position)
                lastSignificant = cursor.position
            case .quote:
                cursor.position = stringEnd(from: cursor.position)
                lastSignificant = cursor.position
            case .lineFeed, .carriageReturn:
                // The chain goes on when the next line starts with `.`.
                var ahead = cursor.position
                while ahead < bytes.count, bytes[ahead].isBlank || bytes[ahead] == .lineFeed || bytes[ahead] == .carriageReturn { ahead += 1 }
                guard ahead < bytes.count, bytes[ahead] == .dot else { return lastSignificant }
                cursor.position = ahead
            case .semicolon, .comma, .closeParenthesis, .closeBracket, UInt8(ascii: "}"), .equals:
                return lastSignificant
            case .slash where cursor.peek(ahead: 1) == .slash || cursor.peek(ahead: 1) == .asterisk:
                return lastSignificant
            default:
                cursor.advance()
                if !byte.isBlank { lastSignificant = cursor.position }
            }
        }
        return lastSignificant
    }

    /// The end (just past) of the first balanced `(`…`)` group at or after `start`, before `limit`.
    func firstCallEnd(from start: Int, before limit: Int) -> Int? {
        var position = start
        while position < limit {
            if bytes[position] == .quote { position = stringEnd(from: position); continue }
            if bytes[position] == .openParenthesis { return closing(from: position) }
            position += 1
        }
        return nil
    }

    /// Just past the bracket that closes the one at `open`.
    private func closing(from open: Int) -> Int {
        var depth = 0
        var position = open
        while position < bytes.count {
            switch bytes[position] {
            case .openParenthesis, .openBracket, UInt8(ascii: "{"): depth += 1
            case .closeParenthesis, .closeBracket, UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return position + 1 }
            case .quote:
                position = stringEnd(from: position)
                continue
            default: break
            }
            position += 1
        }
        return bytes.count
    }

    /// Just past the string literal that starts at `quote`.
    private func stringEnd(from quote: Int) -> Int {
        var position = quote + 1
        while position < bytes.count, bytes[position] != .quote, bytes[position] != .lineFeed {
            position += bytes[position] == .backslash ? 2 : 1
        }
        return min(position + 1, bytes.count)
    }
}

extension UInt8 {
    fileprivate static var semicolon: UInt8 { UInt8(ascii: ";") }
}
