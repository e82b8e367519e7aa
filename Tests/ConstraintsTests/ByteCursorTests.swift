@_spi(Readers) import Constraints
import Testing

@Suite("ByteCursor: texts of byte ranges")
struct ByteCursorTests {
    @Test("an ASCII text is the string decoding would make, small or not")
    func asciiText() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz_0123456789".utf8)
        let cursor = ByteCursor(bytes: letters)
        for start in [0, 3] {
            for count in 0 ... 20 {
                let range = start ..< start + count
                let text = cursor.asciiText(in: range)
                let decoded = String(decoding: letters[range], as: UTF8.self)
                #expect(text == decoded)
                #expect(text.hashValue == decoded.hashValue)
                #expect(Array(text.utf8) == Array(letters[range]) && text.count == count)
                #expect(text + "!" == decoded + "!")
                #expect([decoded: count][text] == count)
            }
        }
    }
}
