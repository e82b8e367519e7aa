import Constraints
import SwiftSource
import Testing

/// Inputs the `swift` fuzz harness found (Fuzz/swift/seeds/crash-*), each kept as a test of what was fixed.
@Suite("Reading Swift: what fuzzing found")
struct FuzzRegressionTests {
    @Test("an '=' with a stray character on one side is a warning, not a trap in swift-syntax (crash-uneven-equals)", arguments: [
        ("e \u{FFFD}= ", 6), ("let a = 1; a \u{1}= 2", 15), ("let a \u{7F}= 1", 8),
    ])
    func unevenEquals(source: String, column: Int) {
        #expect(read(source).messages.contains("View.swift:1:\(column): warning: '=' needs the same whitespace on both sides"))
    }

    @Test("the rest of the file is read, and an '=' spaced on one side only says so once")
    func restOfFile() {
        let reading = read("""
            func layout() {
                let gap \u{7F}= 8
                var x =1
                badge.snp.makeConstraints { make in make.width.equalTo(20) }
            }
            """)
        #expect(reading.texts == ["badge.width == 20"])
        #expect(reading.messages == [
            "View.swift:2:13: warning: invalid character in source file",
            "View.swift:2:14: warning: '=' needs the same whitespace on both sides",
            "View.swift:3:11: warning: '=' needs the same whitespace on both sides",
        ])
    }
}
