/// A position in the UTF-8 bytes of a text, moved only by calls that say what
/// they consume. The one cursor every hand-written reader of the package
/// (VFL, canonical text, console logs) walks its input with.
///
/// Public only to the package's readers (`@_spi(Readers) import Constraints`)
/// and inlinable, so that a parser in another module pays no call per byte
/// (`package` declarations are not inlined across modules).
///
/// The bytes are an array the cursor owns, or a buffer it borrows for the
/// length of one read: the VFL reader walks a format's own UTF-8 storage
/// instead of copying it, one format per call being its whole workload.
@_spi(Readers) public struct ByteCursor<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
    /// The whole input, indexed from 0.
    public let bytes: Bytes
    /// The offset of the next byte to read.
    public var position: Int

    /// A cursor at `position` in `bytes`.
    @inlinable
    public init(bytes: Bytes, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Whether every byte has been consumed.
    @inlinable
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or `nil` at the end.
    @inlinable
    public var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte `offset` places after the next one, or `nil` past the end.
    @inlinable
    public func peek(ahead offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Moves past `count` bytes the caller has already looked at.
    @inlinable
    public mutating func advance(by count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    /// Consumes the next byte if it is `byte`; whether it did.
    @inlinable
    public mutating func consume(if byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `literal` if the input continues with it; whether it did.
    @inlinable
    public mutating func consume(ifLiteral literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { letters in
            letters.indices.allSatisfy { bytes[position + $0] == letters[$0] }
        }
        if matches { position += count }
        return matches
    }

    /// Consumes bytes while `predicate` holds; the range consumed.
    @inlinable
    @discardableResult
    public mutating func consume(while predicate: (UInt8) -> Bool) -> Range<Int> {
        let start = position
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
        return start ..< position
    }

    /// The range from `start` to the current position.
    @inlinable
    public func range(from start: Int) -> Range<Int> { start ..< position }

    /// The text of `range`, decoded as UTF-8 (invalid bytes repaired).
    @inlinable
    public func text(in range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of `range`, which holds ASCII bytes only (a name, a number):
    /// copied without the decoding that `text(in:)` does.
    @inlinable
    public func asciiText(in range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            buffer.initialize(fromContentsOf: bytes[range])
        }
    }

    /// The range of the whole character at the current position (all of its
    /// UTF-8 bytes), or an empty range at the end: what an error points at.
    @inlinable
    public var rangeOfCurrentCharacter: Range<Int> {
        var end = position < bytes.count ? position + 1 : position
        while end < bytes.count, bytes[end].isUTF8Continuation { end += 1 }
        return position ..< end
    }
}

@_spi(Readers) extension ByteCursor where Bytes == [UInt8] {
    /// A cursor at the start of a copy of `text`'s UTF-8 bytes.
    @inlinable
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }
}
