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
        let text = String(decoding: body, as: UTF8.self)
        if text == "<private>" { return .redacted }
        if text.hasPrefix("<") || text.hasPrefix("\"") { return .text }
        if isHeader(text) { return .header }
        if text.hasPrefix("Will attempt to recover by breaking constraint") { return .recover }
        for marker in footerMarkers where text.contains(marker) { return .footer }
        for start in adviceStarts where text.hasPrefix(start) { return .advice }
        for marker in notPreparedMarkers where text.contains(marker) { return .hierarchyNotPrepared }
        return .text
    }

    /// Whether a message starts with the header, also machine-translated (`Unable to Satisfy constraints simultaneously.`).
    private static func isHeader(_ text: String) -> Bool {
        let lower = text.prefix(80).lowercased()
        return lower.contains("unable") && lower.contains("satisfy") && lower.contains("constraints")
            && lower.contains("simultaneously")
    }

    private static let footerMarkers = [
        "UIViewAlertForUnsatisfiableConstraints", "UIConstraintBasedLayoutDebugging",
        "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
    ]
    private static let adviceStarts = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    ]
    private static let notPreparedMarkers = [
        "The view hierarchy is not prepared for the constraint", "When added to a view, the constraint's items must be descendants",
    ]
}

extension MappedText {
    /// The text without every `**` (Markdown emphasis).
    func removingPairs(of byte: UInt8) -> MappedText {
        guard bytes.count > 1, zip(bytes, bytes.dropFirst()).contains(where: { $0 == byte && $1 == byte }) else { return self }
        var result = MappedText(emptyAt: offsets[0])
        var index = 0
        while index < bytes.count {
            if bytes[index] == byte, index + 1 < bytes.count, bytes[index + 1] == byte {
                index += 2
                continue
            }
            result.append(bytes[index], from: offsets[index])
            index += 1
        }
        result.setEnd(offsets[bytes.count])
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
