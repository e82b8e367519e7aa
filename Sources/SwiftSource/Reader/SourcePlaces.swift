@_spi(Readers) import Constraints
import SwiftSyntax

/// Places in the text the parser was given, as the package gives them: the
/// file, lines (as Swift counts them: a lone carriage return ends one too) and
/// columns in UTF-8 bytes, and byte offsets. The line table is a scan of the
/// bytes for line ends, made the first time a place is asked for, so a file
/// with nothing to report pays nothing; swift-syntax's own
/// `SourceLocationConverter` walks every token of the tree to make its table.
final class SourcePlaces {
    let file: String?
    /// The text's bytes.
    let bytes: [UInt8]
    private lazy var lines = LineTable(bytes, carriageReturnsEndLines: true)

    init(file: String?, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// The range between two positions.
    func range(of positions: Range<AbsolutePosition>) -> SourceRange {
        lines.sourceRange(positions.lowerBound.utf8Offset ..< positions.upperBound.utf8Offset, file: file)
    }

    /// The bytes `node` spans without its leading and trailing trivia (none for a node of missing tokens).
    static func span(of node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return start ..< max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it,
    /// cut from the bytes: `trimmedDescription` rebuilds the node without its trivia to print it.
    func text(of node: some SyntaxProtocol) -> String {
        String(decoding: bytes[Self.span(of: node).clamped(to: 0 ..< bytes.count)], as: UTF8.self)
    }

    /// A type's name as the reader compares it: its text without `?` and `!` at either end (`UIView!` is `UIView`).
    func typeName(of type: TypeSyntax) -> String {
        var name = Substring(text(of: type))
        while let first = name.first, first == "?" || first == "!" { name.removeFirst() }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        return String(name)
    }

    /// Whether any of `words` occurs in the bytes of `range` (the whole text by default).
    func contains(anyOf words: ConstraintWords, in range: Range<Int>? = nil) -> Bool {
        let range = range ?? 0 ..< bytes.count
        return bytes.withUnsafeBufferPointer { buffer in
            words.occur(in: UnsafeBufferPointer(rebasing: buffer[range.clamped(to: 0 ..< buffer.count)]))
        }
    }

    /// Whether `byte` occurs in the bytes of `range`.
    func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        bytes[range.clamped(to: 0 ..< bytes.count)].contains(byte)
    }

    /// Every place one of `words` occurs, for asking about many ranges of the text.
    func occurrences(of words: ConstraintWords) -> ConstraintWords.Occurrences {
        bytes.withUnsafeBufferPointer { words.occurrences(in: $0) }
    }

    /// Where one of `words` occurs standing alone: no letter, digit or `_` (nor a byte past ASCII) just before or after it.
    func wholeWordOccurrences(of words: ConstraintWords) -> [Range<Int>] {
        func continuesWord(_ offset: Int) -> Bool {
            guard bytes.indices.contains(offset) else { return false }
            let byte = bytes[offset]
            return byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20)
        }
        return occurrences(of: words).ranges.filter { !continuesWord($0.lowerBound - 1) && !continuesWord($0.upperBound) }
    }
}
