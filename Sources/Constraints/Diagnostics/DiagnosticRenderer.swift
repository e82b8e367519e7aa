/// Shows a diagnostic the way a compiler does:
///
///     file:12:5: error: purpleBx is not a key in the views dictionary. Did you mean purpleBox?
///       |-[purpleBx]-|
///          ^~~~~~~~
///       expected: a key of the views dictionary
///
/// The caret lines up in display characters, not bytes, so it stays under the
/// right place after non-ASCII text; control characters in the source line are
/// shown escaped (`\0`, `\e`, `\t`) so that a pasted string cannot drive the terminal.
enum DiagnosticRenderer {
    /// `file:line:column: severity: message`, with "Did you mean …?" for a fix-it
    /// that replaces the diagnostic's own range with something.
    static func headline(of diagnostic: Diagnostic) -> String {
        var text = ""
        if let range = diagnostic.range, let file = range.file { text += "\(file):\(range.start): " }
        return text + "\(diagnostic.severity.rawValue): " + sentence(of: diagnostic)
    }

    /// The message, with "Did you mean …?" for a fix-it that replaces the diagnostic's own range with something.
    static func sentence(of diagnostic: Diagnostic) -> String {
        var text = diagnostic.message
        for fixIt in diagnostic.fixIts where isSuggestion(fixIt, of: diagnostic) {
            let endsSentence = text.last.map { ".?!".contains($0) } ?? false
            text += (endsSentence ? " " : ". ") + "Did you mean \(escaped(fixIt.replacement[...]))?"
        }
        return text
    }

    /// Whether `fixIt` replaces the diagnostic's own range with other text, so
    /// that the headline says it as "Did you mean …?".
    private static func isSuggestion(_ fixIt: FixIt, of diagnostic: Diagnostic) -> Bool {
        fixIt.range == diagnostic.range && !fixIt.replacement.isEmpty
    }

    /// The headline, the source line with a caret and underline, what was
    /// expected, any fix-it that is not a plain replacement of the range, and the notes.
    static func render(_ diagnostic: Diagnostic, source: String) -> String {
        var lines = [headline(of: diagnostic)]
        guard let range = diagnostic.range else {
            return (lines + diagnostic.notes.map { "  note: \($0)" }).joined(separator: "\n")
        }
        let line = sourceLine(containing: range, in: source)
        let shown = window(of: escaped(line.text), marker: marker(under: range, in: line))
        lines.append("  " + shown.line)
        lines.append("  " + shown.marker)
        if let expected = diagnostic.expected { lines.append("  expected: \(expected)") }
        for fixIt in diagnostic.fixIts where !isSuggestion(fixIt, of: diagnostic) {
            let replacement = escaped(fixIt.replacement[...])
            switch (fixIt.range.start == fixIt.range.end, replacement.isEmpty) {
            case (true, _): lines.append("  fix-it: insert '\(replacement)' at \(fixIt.range.start)")
            case (false, true): lines.append("  fix-it: remove '\(escaped(text(in: fixIt.range, of: source)[...]))' at \(fixIt.range.start)")
            case (false, false): lines.append("  fix-it: replace with '\(replacement)' at \(fixIt.range.start)")
            }
        }
        lines += diagnostic.notes.map { "  note: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The text of `range` in `source`, when the range has byte offsets.
    private static func text(in range: SourceRange, of source: String) -> String {
        guard let bytes = range.bytes else { return "" }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: min(bytes.lowerBound, utf8.count))
        let end = utf8.index(utf8.startIndex, offsetBy: min(bytes.upperBound, utf8.count))
        return String(decoding: utf8[start ..< end], as: UTF8.self)
    }

    /// One line of the source, with the UTF-8 offset it starts at.
    private struct SourceLine {
        let text: Substring
        let startOffset: Int
    }

    /// The line on which `range` starts: found from its byte offset, looking
    /// only at that line (a file with many diagnostics is not read again for
    /// each), or else by its line number.
    private static func sourceLine(containing range: SourceRange, in source: String) -> SourceLine {
        let utf8 = source.utf8
        var start = utf8.startIndex
        if let bytes = range.bytes {
            guard bytes.lowerBound <= utf8.count else { return SourceLine(text: "", startOffset: utf8.count + 1) }
            start = utf8.index(utf8.startIndex, offsetBy: max(bytes.lowerBound, 0))
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != .lineFeed { utf8.formIndex(before: &start) }
        } else {
            var line = 1
            while line < range.start.line, let newline = utf8[start...].firstIndex(of: .lineFeed) {
                start = utf8.index(after: newline)
                line += 1
            }
            guard line == range.start.line else { return SourceLine(text: "", startOffset: utf8.count + 1) }
        }
        let end = utf8[start...].firstIndex(of: .lineFeed) ?? utf8.endIndex
        let text = source[start ..< end]
        return SourceLine(text: text.last == "\r" ? text.dropLast() : text, startOffset: utf8.distance(from: utf8.startIndex, to: start))
    }

    /// Spaces up to the range's start, a caret, and a tilde under each further
    /// character of the range on this line.
    private static func marker(under range: SourceRange, in line: SourceLine) -> String {
        let bytes = Array(line.text.utf8)
        let start: Int, end: Int
        if let offsets = range.bytes {
            start = min(max(offsets.lowerBound - line.startOffset, 0), bytes.count)
            end = min(max(offsets.upperBound - line.startOffset, start), bytes.count)
        } else {
            start = min(range.start.column - 1, bytes.count)
            end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), bytes.count) : bytes.count
        }
        let column = displayWidth(of: bytes[..<start])
        let width = max(1, displayWidth(of: bytes[start ..< end]))
        return String(repeating: " ", count: column) + "^" + String(repeating: "~", count: width - 1)
    }

    /// The longest source line shown whole; a longer one (a minified or generated file) is shown
    /// as a window around the caret, cut with `…`.
    static let longestLineShown = 200

    /// `line` and the `marker` under it, cut to a window of `longestLineShown`
    /// characters that begins 80 before the caret when the line is longer.
    private static func window(of line: String, marker: String) -> (line: String, marker: String) {
        let characters = Array(line), markerCharacters = Array(marker)
        guard characters.count > longestLineShown, let caret = markerCharacters.firstIndex(of: "^") else { return (line, marker) }
        let start = max(0, min(caret - 80, characters.count - longestLineShown))
        let end = min(characters.count, start + longestLineShown)
        let shownLine = (start > 0 ? "…" : "") + String(characters[start ..< end]) + (end < characters.count ? "…" : "")
        let shownMarker = (start > 0 ? " " : "") + String(markerCharacters[start ..< min(end, markerCharacters.count)])
        return (shownLine, shownMarker)
    }

    /// How many characters the bytes show as, once escaped.
    private static func displayWidth(of bytes: ArraySlice<UInt8>) -> Int {
        escaped(String(decoding: bytes, as: UTF8.self)[...]).count
    }

    /// The text with control characters made visible.
    static func escaped(_ text: Substring) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\0": result += "\\0"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{1B}": result += "\\e"
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80 ..< 0xA0).contains(scalar.value)
    }
}
