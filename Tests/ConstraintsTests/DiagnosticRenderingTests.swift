import Constraints
import Testing

@Suite("Rendering a diagnostic under its source line")
struct DiagnosticRenderingTests {
    static let source = "first line\r\nsecond line\n\nfourth line"
    static let id = DiagnosticID("test.rendering")

    static func rendered(_ range: SourceRange) -> String {
        Diagnostic(.error, id, "here", at: range).rendered(source: source)
    }

    @Test("the line holding the range's first byte, found from its offset; a CR before the line feed is not shown")
    func byOffset() {
        let second = SourceRange(bytes: 19 ..< 23, in: Self.source, file: "f")
        #expect(Self.rendered(second) == "f:2:8: error: here\n  second line\n         ^~~~")
        let crlf = SourceRange(bytes: 0 ..< 5, in: Self.source, file: "f")
        #expect(Self.rendered(crlf) == "f:1:1: error: here\n  first line\n  ^~~~~")
        let emptyLine = SourceRange(bytes: 24 ..< 24, in: Self.source, file: "f")
        #expect(Self.rendered(emptyLine) == "f:3:1: error: here\n  \n  ^")
        let lastLine = SourceRange(bytes: 25 ..< 36, in: Self.source, file: "f")
        #expect(Self.rendered(lastLine) == "f:4:1: error: here\n  fourth line\n  ^~~~~~~~~~~")
    }

    @Test("a line longer than 200 characters (a minified or generated file) is shown as a window around the caret")
    func longLine() {
        let line = String(repeating: "a", count: 300) + "HERE" + String(repeating: "b", count: 300)
        let rendered = Diagnostic(.error, Self.id, "here", at: SourceRange(bytes: 300 ..< 304, in: line, file: "f")).rendered(source: line)
        let shown = rendered.split(separator: "\n").map(String.init)
        #expect(shown[1] == "  …" + String(repeating: "a", count: 80) + "HERE" + String(repeating: "b", count: 116) + "…")
        #expect(shown[2] == "   " + String(repeating: " ", count: 80) + "^~~~")
        let short = String(repeating: "c", count: 200)
        #expect(Diagnostic(.error, Self.id, "here", at: SourceRange(bytes: 0 ..< 1, in: short)).rendered(source: short).contains(short))
    }

    @Test("without offsets, the line by its number; a range beyond the text shows an empty line")
    func byLineNumber() {
        #expect(Self.rendered(SourceRange(file: "f", line: 4, column: 8)) == "f:4:8: error: here\n  fourth line\n         ^")
        #expect(Self.rendered(SourceRange(file: "f", line: 9, column: 1)) == "f:9:1: error: here\n  \n  ^")
        let beyond = SourceRange(file: "f", start: SourceLocation(line: 9, column: 1), end: SourceLocation(line: 9, column: 1), bytes: 90 ..< 91)
        #expect(Self.rendered(beyond) == "f:9:1: error: here\n  \n  ^")
    }
}
