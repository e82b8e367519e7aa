@testable import SwiftSource
import Testing
import TestSupport

/// The byte search every pass of the Swift reader stands on, against the plainest search there is.
@Suite("Constraint words: every occurrence, in order, looking at one position in (shortest word − 1)")
struct ConstraintWordsTests {
    /// Every start of every word in `text`, in order of where it starts, words in their order at one start.
    private static func plainSearch(_ words: [String], in text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for start in text.indices {
            for word in words.map({ Array($0.utf8) }) where !word.isEmpty && start + word.count <= text.count {
                if Array(text[start ..< start + word.count]) == word { found.append(start ..< start + word.count) }
            }
        }
        return found
    }

    @Test("random texts over a small alphabet, random word lists (one to six bytes, overlapping, repeated)")
    func againstPlainSearch() {
        var random = SeededRandom(seed: 24)
        let alphabet = Array("ab.c(".utf8)
        for _ in 0 ..< 400 {
            let text = (0 ..< random.next(80)).map { _ in alphabet[random.next(alphabet.count)] }
            let words = (0 ..< 1 + random.next(4)).map { _ in
                String(decoding: (0 ..< 1 + random.next(6)).map { _ in alphabet[random.next(alphabet.count)] }, as: UTF8.self)
            }
            let found = text.withUnsafeBufferPointer { ConstraintWords(words).occurrences(in: $0).ranges }
            #expect(found == Self.plainSearch(words, in: text), "words \(words) in \(String(decoding: text, as: UTF8.self))")
        }
    }

    @Test("the reader's own lists, at the start, the end and across a whole text")
    func readersLists() {
        let text = Array("snp.addSubview(x); v.isActive = true; stack.addArrangedSubview(y) // snp".utf8)
        let file = text.withUnsafeBufferPointer { ConstraintWords.file.occurrences(in: $0).ranges }
        let hierarchy = text.withUnsafeBufferPointer { ConstraintWords.hierarchy.occurrences(in: $0).ranges }
        #expect(file == [0 ..< 3, 21 ..< 29, 69 ..< 72])
        #expect(hierarchy == [4 ..< 14, 44 ..< 62])
        #expect(text.withUnsafeBufferPointer { ConstraintWords([]).occurrences(in: $0).ranges }.isEmpty)
    }
}
