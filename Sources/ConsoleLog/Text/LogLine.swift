@_spi(Readers) import Constraints

/// One line of a paste as the reader sees it: cleaned of what pastes add
/// (an e-mail or Markdown quote `> `, `**` emphasis, code fences and
/// backticks, Markdown backslash escapes) and of the logging system's prefix
/// (`LinePrefix`), with every byte still mapped to the paste.
struct LogLine {
    /// What a line is, by the words it starts with (the G rules of the log grammar).
    enum Kind: Equatable {
        /// `Unable to simultaneously satisfy constraints.` (`:` on macOS), in any word order or case.
        case header
        /// UIKit's advice (`Probably at least one…`, `Try this:`, `(1) look at…`, `(2) find…`) or its note.
        case advice
        /// `(` alone: a list opens.
        case listOpen
        /// `)` alone: a list closes.
        case listClose
        /// `Will attempt to recover by breaking constraint`, perhaps with the description after it.
        case recover
        /// UIKit's or AppKit's closing advice (symbolic breakpoint, debugging category, NSUserDefault).
        case footer
        /// `<private>`: what the unified log shows instead of a redacted value.
        case redacted
        /// `The view hierarchy is not prepared for the constraint: <…>` and its explanation.
        case hierarchyNotPrepared
        /// Nothing but blanks.
        case blank
        /// Anything else: a description, a list entry, or unrelated text.
        case text
    }

    /// The line's number in the paste, from 1.
    let number: Int
    /// The message, cleaned and without its prefix.
    let content: MappedText
    /// What the line is.
    let kind: Kind

    /// Line `number` of `paste`, cleaned and classified.
    init(number: Int, of paste: PasteText) {
        self.number = number
        let cleaned = Self.cleaned(paste.line(number))
        content = cleaned.slice(LinePrefix.end(in: cleaned.bytes) ..< cleaned.bytes.count)
        kind = Self.kind(of: content.bytes)
    }

    // MARK: Cleaning

    /// The line without a leading quote marker, `**`, code fences, enclosing
    /// backticks, and (when it carries Markdown-escaped angle brackets)
    /// Markdown's backslash escapes.
    static func cleaned(_ line: MappedText) -> MappedText {
        var text = line
        let bytes = text.bytes
        var start = 0
        while start < bytes.count, bytes[start].isBlank { start += 1 }
        if start < bytes.count, bytes[start] == .greater {
            var end = start
            while end < bytes.count, bytes[end] == .greater || bytes[end] == .space { end += 1 }
            text = text.slice(end ..< bytes.count)
        }
        if text.bytes.starts(with: Array("```".utf8)) { return text.slice(0 ..< 0) }
        text = text.removingPairs(of: .asterisk)
        text = text.trimmingEnclosing(.backtick)
        if text.bytes.contains(.backslash), hasMarkdownEscapedBracket(text.bytes) {
            text = text.unescaped(nsArray: false)
        }
        return text
    }

    private static func hasMarkdownEscapedBracket(_ bytes: [UInt8]) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == .backslash && ($1 == .less || $1 == .greater) }
    }

    // MARK: Kinds

    /// What a message is, by how it starts.
    static func kind(of bytes: [UInt8]) -> Kind {
        var start = 0, end = bytes.count
        while start < end, bytes[start].isBlank { start += 1 }
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        let body = bytes[start ..< end]
        if body.isEmpty { return .blank }
        if body.elementsEqual([.openParenthesis]) { return .listOpen }
        if body.elementsEqual([.closeParenthesis]) { return .listClose }
        if body.elementsEqual("<private>".utf8) { return .redacted }
        // A description or a list entry, most of a log: known by its first byte.
        if body.first == .less || body.first == .quote { return .text }
        if isHeader(body) { return .header }
        if body.starts(with: recoverPhrase) { return .recover }
        if footerMarkers.contains(where: { contains($0, in: body) }) { return .footer }
        if adviceStarts.contains(where: { body.starts(with: $0) }) { return .advice }
        if notPreparedMarkers.contains(where: { contains($0, in: body) }) { return .hierarchyNotPrepared }
        return .text
    }

    /// Whether a message starts with the header, also machine-translated
    /// (`Unable to Satisfy constraints simultaneously.`): its first 80 bytes
    /// hold the four words, in any case.
    private static func isHeader(_ body: ArraySlice<UInt8>) -> Bool {
        let lower = body.prefix(80).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        return headerWords.allSatisfy { contains($0, in: lower[...]) }
    }

    /// Whether `needle` occurs in `body` (the bytes of a line: short, so a plain search).
    private static func contains(_ needle: [UInt8], in body: ArraySlice<UInt8>) -> Bool {
        guard let first = needle.first, body.count >= needle.count else { return false }
        var index = body.startIndex
        while index <= body.endIndex - needle.count {
            if body[index] == first, body[index ..< index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    private static let headerWords = ["unable", "satisfy", "constraints", "simultaneously"].map { Array($0.utf8) }
    private static let recoverPhrase = Array("Will attempt to recover by breaking constraint".utf8)
    private static let footerMarkers = [
        "UIViewAlertForUnsatisfiableConstraints", "UIConstraintBasedLayoutDebugging",
        "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
    ].map { Array($0.utf8) }
    private static let adviceStarts = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    ].map { Array($0.utf8) }
    private static let notPreparedMarkers = [
        "The view hierarchy is not prepared for the constraint", "When added to a view, the constraint's items must be descendants",
    ].map { Array($0.utf8) }
}

extension MappedText {
    /// The text without every `**` (Markdown emphasis).
    func removingPairs(of byte: UInt8) -> MappedText {
        guard bytes.count > 1, zip(bytes, bytes.dropFirst()).contains(where: { $0 == byte && $1 == byte }) else { return self }
        var result = MappedText(emptyAt: offset(at: 0))
        var index = 0
        while index < bytes.count {
            if bytes[index] == byte, index + 1 < bytes.count, bytes[index + 1] == byte {
                index += 2
                continue
            }
            result.append(bytes[index], from: offset(at: index))
            index += 1
        }
        result.setEnd(offset(at: bytes.count))
        return result
    }

    /// The text without a `byte` that opens or closes it (after blanks).
    func trimmingEnclosing(_ byte: UInt8) -> MappedText {
        var start = 0, end = bytes.count
        while start < end, bytes[start].isBlank { start += 1 }
        while end > start, bytes[end - 1].isBlank { end -= 1 }
        guard end > start, bytes[start] == byte || bytes[end - 1] == byte else { return self }
        if bytes[start] == byte { start += 1 }
        if end > start, bytes[end - 1] == byte { end -= 1 }
        return slice(start ..< end)
    }
}
