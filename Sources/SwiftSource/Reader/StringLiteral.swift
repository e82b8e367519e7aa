import SwiftSyntax

/// The value of a string literal without interpolation, and where each of
/// its UTF-8 bytes is in the file, so that an offset in the value (a VFL
/// error's caret) can be placed in the source.
struct StringLiteral {
    let value: String
    /// The file offset of each byte of `value`, and one past the last.
    let offsets: [Int]

    /// `nil` for a literal with interpolation (`"H:|-\(m)-[a]"`) or an escape the reader does not know.
    init?(_ literal: StringLiteralExprSyntax) {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var end = literal.endPositionBeforeTrailingTrivia.utf8Offset
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            let source = Array(text.content.text.utf8)
            let start = text.content.positionAfterSkippingLeadingTrivia.utf8Offset
            var index = 0
            while index < source.count {
                if source[index] == UInt8(ascii: "\\"), literal.openingPounds == nil {
                    guard index + 1 < source.count, let escaped = Self.escapes[source[index + 1]] else { return nil }
                    bytes.append(escaped)
                    offsets.append(start + index)
                    index += 2
                } else {
                    bytes.append(source[index])
                    offsets.append(start + index)
                    index += 1
                }
            }
            end = start + source.count
        }
        offsets.append(end)
        self.value = String(decoding: bytes, as: UTF8.self)
        self.offsets = offsets
    }

    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"),
        UInt8(ascii: "n"): UInt8(ascii: "\n"), UInt8(ascii: "t"): UInt8(ascii: "\t"), UInt8(ascii: "r"): UInt8(ascii: "\r"),
        UInt8(ascii: "0"): 0,
    ]

    /// The file offset of byte `index` of the value (clamped to the literal).
    func fileOffset(of index: Int) -> Int {
        offsets[min(max(index, 0), offsets.count - 1)]
    }
}
