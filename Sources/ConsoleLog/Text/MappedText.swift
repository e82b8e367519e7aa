/// Bytes of a log that may have been cleaned, unescaped or joined from
/// several lines, each with the offset in the paste it came from, so that a
/// diagnostic about any of them points at the user's own text.
///
/// Text cut from the paste as it is (most of a log) keeps only where it
/// starts; the offsets are spelled out byte by byte only once bytes are
/// removed, replaced or joined, so reading a large paste allocates little
/// beyond its bytes.
struct MappedText {
    /// The bytes as the reader sees them.
    private(set) var bytes: [UInt8]
    /// The paste offset of each byte and one more for the end, when they do
    /// not simply follow on from `start`.
    private var offsets: [Int]?
    /// The paste offset of the first byte, when `offsets` is `nil`.
    private var start: Int

    /// `bytes`, each at the paste offset after the one before, the first at `start`.
    init(bytes: [UInt8], startingAt start: Int) {
        self.bytes = bytes
        self.start = start
        offsets = nil
    }

    /// Empty text at `offset`.
    init(emptyAt offset: Int) {
        self.init(bytes: [], startingAt: offset)
    }

    private init(bytes: [UInt8], offsets: [Int]) {
        self.bytes = bytes
        self.offsets = offsets
        start = offsets.first ?? 0
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The paste offset of byte `index` (`bytes.count` for the end).
    func offset(at index: Int) -> Int {
        offsets?[index] ?? start + index
    }

    /// The paste offsets of `range` of these bytes.
    func pasteOffsets(_ range: Range<Int>) -> Range<Int> {
        let lower = offset(at: min(max(range.lowerBound, 0), bytes.count))
        let upper = offset(at: min(max(range.upperBound, 0), bytes.count))
        return lower ..< max(lower, upper)
    }

    /// The bytes of `range`, keeping their offsets.
    func slice(_ range: Range<Int>) -> MappedText {
        guard let offsets else { return MappedText(bytes: Array(bytes[range]), startingAt: start + range.lowerBound) }
        return MappedText(bytes: Array(bytes[range]), offsets: Array(offsets[range.lowerBound ... range.upperBound]))
    }

    /// Every offset, spelled out.
    private var allOffsets: [Int] {
        offsets ?? Array(start ... start + bytes.count)
    }

    /// The text with `other` after it, joined by `separator` (which takes
    /// the offset of where `other` starts).
    func joined(with other: MappedText, separator: [UInt8]) -> MappedText {
        let separatorOffset = other.offset(at: 0)
        return MappedText(
            bytes: bytes + separator + other.bytes,
            offsets: allOffsets.dropLast() + Array(repeating: separatorOffset, count: separator.count) + other.allOffsets)
    }

    /// Appends one byte that stands for the paste bytes starting at `offset`.
    mutating func append(_ byte: UInt8, from offset: Int) {
        if offsets == nil { offsets = allOffsets }
        offsets?.removeLast()
        bytes.append(byte)
        offsets?.append(offset)
        offsets?.append(offset + 1)
    }

    /// Sets where the text ends in the paste.
    mutating func setEnd(_ offset: Int) {
        if offsets == nil { offsets = allOffsets }
        offsets?[bytes.count] = offset
    }

    /// The text decoded as UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of `range`, decoded as UTF-8.
    func text(in range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
