/// Text decoded from UTF-8 bytes that may be invalid, as `String(decoding:as:)`
/// decodes it (each maximal invalid subpart becomes U+FFFD), remembering
/// where it repaired, so that an offset in the text can be given back as an
/// offset in the bytes: what a tool reports about a line it read.
@_spi(Readers) public struct DecodedBytes: Sendable {
    /// The decoded text.
    public let text: String
    /// Each repair: where its U+FFFD (3 bytes) starts in the text, and how many input bytes it replaced.
    private let repairs: [(textOffset: Int, inputLength: Int)]

    /// Decodes `bytes`; O(n), with no work per byte beyond validation when they are valid.
    public init(_ bytes: some Collection<UInt8>) {
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
            repairs = []
            return
        }
        var scalars = String.UnicodeScalarView()
        var repairs: [(textOffset: Int, inputLength: Int)] = []
        var textOffset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                scalars.append(scalar)
                textOffset += encoded.count
            case .error(let length):
                scalars.append("\u{FFFD}")
                repairs.append((textOffset, length))
                textOffset += 3
            case .emptyInput:
                break decoding
            }
        }
        text = String(scalars)
        self.repairs = repairs
    }

    /// The offset in the input bytes of `textOffset`, an offset in `text`
    /// (one inside a repair's U+FFFD maps to the end of what it replaced).
    public func inputOffset(of textOffset: Int) -> Int {
        var shift = 0
        for repair in repairs {
            guard repair.textOffset < textOffset else { break }
            if textOffset < repair.textOffset + 3 { return repair.textOffset - shift + repair.inputLength }
            shift += 3 - repair.inputLength
        }
        return textOffset - shift
    }
}
