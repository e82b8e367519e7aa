/// The byte classes and punctuation every reader of the package shares.
@_spi(Readers) extension UInt8 {
    @inlinable public static var bar: UInt8 { UInt8(ascii: "|") }
    @inlinable public static var dash: UInt8 { UInt8(ascii: "-") }
    @inlinable public static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable public static var asterisk: UInt8 { UInt8(ascii: "*") }
    @inlinable public static var dot: UInt8 { UInt8(ascii: ".") }
    @inlinable public static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable public static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    @inlinable public static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var at: UInt8 { UInt8(ascii: "@") }
    @inlinable public static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable public static var equals: UInt8 { UInt8(ascii: "=") }
    @inlinable public static var less: UInt8 { UInt8(ascii: "<") }
    @inlinable public static var greater: UInt8 { UInt8(ascii: ">") }
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable public static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable public static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var apostrophe: UInt8 { UInt8(ascii: "'") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var caret: UInt8 { UInt8(ascii: "^") }
    @inlinable public static var hash: UInt8 { UInt8(ascii: "#") }
    @inlinable public static var backtick: UInt8 { UInt8(ascii: "`") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }

    /// `0`–`9`.
    @inlinable
    public var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    @inlinable
    public var isHexDigit: Bool {
        isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }

    /// An ASCII letter.
    @inlinable
    public var isLetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }

    /// A letter or `_`: what starts a VFL name or a Swift-style identifier.
    @inlinable @inline(__always)
    public var isNameStart: Bool { Self.isMember(self, low: 0, high: 0x07FF_FFFE_87FF_FFFE) }

    /// A letter, digit or `_`.
    @inlinable
    public var isNameContinuation: Bool { Self.isMember(self, low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }

    /// Whether `byte` is in the ASCII set whose bits are `low` (bytes 0–63) and
    /// `high` (64–127): a few instructions and no branch per class test, for
    /// the loops that scan names.
    @inlinable
    static func isMember(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let mask = byte < 64 ? low : high
        return byte < 128 && mask & (1 << UInt64(byte & 63)) != 0
    }

    /// A space or a tab.
    @inlinable
    public var isBlank: Bool { self == .space || self == .tab }

    /// A byte that continues a multi-byte UTF-8 character.
    @inlinable
    public var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}
