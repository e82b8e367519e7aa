/// Bytes of a log that may have been cleaned, unescaped or joined from
/// several lines, each with the offset in the paste it came from, so that a
/// diagnostic about any of them points at the user's own text.
struct MappedText {
    /// The bytes as the reader sees them.
    private(set) var bytes: [UInt8]
    /// `offsets[i]` is the paste offset of `bytes[i]`; one more entry gives the end.
    private(set) var offsets: [Int]

    init(bytes: [UInt8], offsets: [Int]) {
        self.bytes = bytes
        self.offsets = offsets
    }

    /// Empty text at `offset`.
    init(emptyAt offset: Int) {
        self.init(bytes: [], offsets: [offset])
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The paste offsets of `range` of these bytes.
    func pasteOffsets(_ range: Range<Int>) -> Range<Int> {
        let lower = offsets[min(max(range.lowerBound, 0), bytes.count)]
        let upper = offsets[min(max(range.upperBound, 0), bytes.count)]
        return lower ..< max(lower, upper)
    }

    /// The bytes of `range`, keeping their offsets.
    func slice(_ range: Range<Int>) -> MappedText {
        MappedText(bytes: Array(bytes[range]), offsets: Array(offsets[range.lowerBound ... range.upperBound]))
    }

    /// The text with `other` after it, joined by `separator` (which takes
    /// the offset of where `other` starts).
    func joined(with other: MappedText, separator: [UInt8]) -> MappedText {
        let separatorOffset = other.offsets[0]
        return MappedText(
            bytes: bytes + separator + other.bytes,
            offsets: offsets.dropLast() + Array(repeating: separatorOffset, count: separator.count) + other.offsets)
    }

    /// Appends one byte that stands for the paste bytes starting at `offset`.
    mutating func append(_ byte: UInt8, from offset: Int) {
        offsets.removeLast()
        bytes.append(byte)
        offsets.append(offset)
        offsets.append(offset + 1)
    }

    /// Sets where the text ends in the paste.
    mutating func setEnd(_ offset: Int) {
        offsets[offsets.count - 1] = offset
    }

    /// The text decoded as UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of `range`, decoded as UTF-8.
    func text(in range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
