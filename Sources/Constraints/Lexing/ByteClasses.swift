/// The byte classes and punctuation every reader of the package shares.
extension UInt8 {
    @inlinable package static var bar: UInt8 { UInt8(ascii: "|") }
    @inlinable package static var dash: UInt8 { UInt8(ascii: "-") }
    @inlinable package static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable package static var asterisk: UInt8 { UInt8(ascii: "*") }
    @inlinable package static var dot: UInt8 { UInt8(ascii: ".") }
    @inlinable package static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable package static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable package static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    @inlinable package static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
    @inlinable package static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable package static var at: UInt8 { UInt8(ascii: "@") }
    @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable package static var equals: UInt8 { UInt8(ascii: "=") }
    @inlinable package static var less: UInt8 { UInt8(ascii: "<") }
    @inlinable package static var greater: UInt8 { UInt8(ascii: ">") }
    @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable package static var newline: UInt8 { UInt8(ascii: "\n") }
    @inlinable package static var quote: UInt8 { UInt8(ascii: "'") }

    /// `0`–`9`.
    @inlinable
    package var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    @inlinable
    package var isHexDigit: Bool {
        isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }

    /// An ASCII letter.
    @inlinable
    package var isLetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }

    /// A letter or `_`: what starts a VFL name or a Swift-style identifier.
    @inlinable
    package var isNameStart: Bool { isLetter || self == UInt8(ascii: "_") }

    /// A letter, digit or `_`.
    @inlinable
    package var isNameContinuation: Bool { isNameStart || isDigit }

    /// A space or a tab.
    @inlinable
    package var isBlank: Bool { self == .space || self == .tab }

    /// A byte that continues a multi-byte UTF-8 character.
    @inlinable
    package var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}
