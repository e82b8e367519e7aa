@_spi(Readers) import Constraints
import Foundation
import TestSupport
import Testing
import VFL

@Suite("Formats read as bytes: offsets count the input")
struct InputBytesTests {
    /// The `start` and `end` of the error in `ParsedFormat`'s JSON.
    static func errorRange(_ bytes: [UInt8]) throws -> (start: Int, end: Int) {
        let parsed = ParsedFormat(formatBytes: bytes, options: [], metrics: [:], views: views("a", "b").views, spacing: .appKit)
        let json = try JSONSerialization.jsonObject(with: Data(JSONText.encode(parsed).utf8)) as? [String: Any]
        let error = try #require(json?["error"] as? [String: Any])
        return (try #require(error["start"] as? Int), try #require(error["end"] as? Int))
    }

    @Test("after invalid UTF-8, JSON start and end count the input's bytes, not the repaired text's")
    func invalidUTF8() throws {
        // 0xFF is one byte of input but three (U+FFFD) of the repaired text.
        #expect(try Self.errorRange(Array("[a]".utf8) + [0xFF] + Array("[b]".utf8)) == (3, 4))
        // A truncated three-byte sequence is one maximal invalid subpart of two bytes.
        #expect(try Self.errorRange(Array("[a]-".utf8) + [0xE2, 0x80] + Array("[b]".utf8)) == (4, 6))
        // Valid UTF-8 is its own input: é is two bytes.
        #expect(try Self.errorRange(Array("[\u{E9}]".utf8)) == (1, 3))
    }

    @Test("DecodedBytes repairs exactly as String(decoding:) does, and maps every offset back")
    func decodedBytes() {
        var random = SeededRandom(seed: 0xB17E5)
        let pieces: [[UInt8]] = [[0x61], [0x5B], [0xC3, 0xA9], [0xE2, 0x80, 0x93], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC3], [0xE2, 0x80], [0x80], [0xED, 0xA0, 0x80]]
        for _ in 0 ..< 2_000 {
            let bytes = (0 ..< random.next(10)).flatMap { _ in pieces[random.next(pieces.count)] }
            let decoded = DecodedBytes(bytes)
            #expect(decoded.text == String(decoding: bytes, as: UTF8.self), "\(bytes)")
            #expect(decoded.inputOffset(of: decoded.text.utf8.count) == bytes.count, "\(bytes)")
            #expect(decoded.inputOffset(of: 0) == 0)
        }
    }
}
