@_spi(Readers) import Constraints

/// Walks the lines of a paste and finds its logs (the G rules of the log
/// grammar): headers, advice, `(` … `)` lists, "Will attempt to recover"
/// and the broken constraint, footers, `<private>`, and descriptions
/// anywhere else; reads every description it finds and keeps going past
/// what it cannot read.
struct LogSegmenter {
    /// A log as found, before its descriptions become constraints.
    struct Draft {
        var kind: LogSection.Kind
        var firstLine: Int
        var lastLine: Int
        var isRedacted = false
        /// The description after "Will attempt to recover", when it could be read.
        var brokenOccurrence: Int?
        /// Its address, when it could not be read but its head could.
        var brokenAddress: String?
        var awaitsBroken = false
        /// Whether its `(` … `)` list has closed: unrelated text after it ends the log.
        var listClosed = false
        /// Whether its footer has begun: anything but more footer ends the log.
        var footerSeen = false
    }

    /// A description read, with the text it was read from.
    struct Occurrence {
        var syntax: DescriptionSyntax
        var text: MappedText
        var line: Int
        var section: Int
    }

    /// A line (or a description in it) that could not be read.
    struct Failure {
        var line: Int
        var reason: ConsoleLogDiagnostic.Unreadable
        var diagnostic: Diagnostic
        var section: Int?
        /// How many more descriptions of the same line could not be read (only the first is reported in full).
        var more = 0
    }

    let paste: PasteText
    private let lines: [LogLine]
    private(set) var drafts: [Draft] = []
    private(set) var occurrences: [Occurrence] = []
    private(set) var failures: [Failure] = []
    /// Warnings and notes, with the log they belong to.
    private(set) var notes: [(diagnostic: Diagnostic, section: Int?)] = []
    private var open: Int?
    private var inList = false

    init(paste: PasteText) {
        self.paste = paste
        lines = (0 ..< paste.lineCount).map { LogLine(number: $0 + 1, of: paste) }
    }

    // MARK: Lines

    /// Reads every line.
    mutating func read() {
        var index = 0
        while index < lines.count {
            index = readLine(at: index) + 1
        }
        close()
    }

    /// Reads the line at `index`; returns the index of the last line it used (a wrapped description uses more).
    private mutating func readLine(at index: Int) -> Int {
        let line = lines[index]
        if let open, drafts[open].footerSeen, line.kind != .footer, line.kind != .blank { close() }
        switch line.kind {
        case .header:
            close()
            openLog(.unsatisfiable, at: line.number)
            return readCollapsedDescriptions(at: index)
        case .advice:
            if let open, drafts[open].kind == .unsatisfiable { extend(to: line.number) } else {
                close()
                openLog(.unsatisfiable, at: line.number)
            }
            return readCollapsedDescriptions(at: index)
        case .listOpen:
            ensureLog(at: line.number)
            inList = true
        case .listClose:
            if let open {
                extend(to: line.number)
                drafts[open].listClosed = true
            }
            inList = false
        case .recover:
            ensureLog(at: line.number)
            if let open { drafts[open].kind = .unsatisfiable }
            inList = false
            setAwaitingBroken(true)
            let phraseEnd = "Will attempt to recover by breaking constraint".utf8.count
            let start = line.content.bytes.firstIndex(of: .less) ?? line.content.bytes.count
            if start > phraseEnd { return readDescriptions(at: index, from: start) }
        case .footer:
            guard let open else { break }
            extend(to: line.number)
            if drafts[open].awaitsBroken { noteMissingBroken(at: line.number) }
            drafts[open].footerSeen = true
        case .redacted:
            ensureLog(at: line.number)
            if let open { drafts[open].isRedacted = true }
            setAwaitingBroken(false)
            fail(line: line.number, .redacted, at: line.content, range: 0 ..< line.content.bytes.count)
        case .blank:
            break
        case .hierarchyNotPrepared, .text:
            return readDescriptions(at: index, from: nil)
        }
        return index
    }

    /// Reads the descriptions of the line at `index` (from `start` if given);
    /// returns the index of the last line used.
    private mutating func readDescriptions(at index: Int, from start: Int?) -> Int {
        let line = lines[index]
        let bytes = line.content.bytes
        let first = start ?? (bytes.firstIndex { !$0.isBlank } ?? bytes.count)
        if start == nil, first < bytes.count, bytes[first] == .quote {
            return readQuotedEntry(at: index, from: first)
        }
        let starts = DescriptionStarts.find(in: bytes, from: first)
        guard !starts.isEmpty else {
            if Self.isElision(bytes[first...]) {
                note(.elision, at: line.content, range: first ..< bytes.count)
            } else if inList, line.kind == .text {
                ensureLog(at: line.number)
                fail(line: line.number, .notADescription, at: line.content, range: first ..< bytes.count)
            } else if let open, !inList, line.kind == .text,
                      drafts[open].kind == .list || (drafts[open].listClosed && !drafts[open].awaitsBroken) {
                close()
            }
            return index
        }
        // Each description is read up to where the next starts, so a line of many
        // broken ones costs its length; a few are read again to the end of the
        // line when they fail there (a label may hold text that looks like a start).
        var resumeAt = 0
        for (position, descriptionStart) in starts.enumerated() where descriptionStart >= resumeAt {
            if Self.containsRecoverPhrase(bytes[resumeAt ..< descriptionStart]), let open {
                drafts[open].kind = .unsatisfiable
                setAwaitingBroken(true)
            }
            let bound = position + 1 < starts.count ? starts[position + 1] : bytes.count
            var text = line.content.slice(descriptionStart ..< bound)
            var reader = DescriptionReader(bytes: text.bytes, at: 0)
            var outcome = Result { () throws(DescriptionFailure) in try reader.read() }
            if case .failure(let failure) = outcome, bound < bytes.count, starts.count <= 64, failure.range.upperBound >= text.bytes.count {
                text = line.content.slice(descriptionStart ..< bytes.count)
                reader = DescriptionReader(bytes: text.bytes, at: 0)
                outcome = Result { () throws(DescriptionFailure) in try reader.read() }
            }
            switch outcome {
            case .success(let syntax):
                record(syntax, in: text, line: line.number)
                resumeAt = descriptionStart + syntax.range.upperBound
            case .failure(let error):
                if position == starts.count - 1, error.range.upperBound >= text.bytes.count, bytes.last != .greater,
                   let used = readWrapped(from: index, start: descriptionStart) {
                    return used
                }
                record(error, in: text, line: line.number)
                resumeAt = descriptionStart + 1
            }
        }
        return index
    }

    /// Descriptions after a header or advice on the same line, as in a paste
    /// whose line breaks were lost (X1); the line's index.
    private mutating func readCollapsedDescriptions(at index: Int) -> Int {
        let bytes = lines[index].content.bytes
        guard let start = DescriptionStarts.find(in: bytes, from: 0).first else { return index }
        inList = true
        defer { inList = false }
        return readDescriptions(at: index, from: start)
    }

    /// A list entry in quotes (LX5): the NSArray escapes undone, then the
    /// description; text after the closing quote and comma is noted. An entry
    /// whose line ends before its closing quote and its description may go on
    /// in the next lines (X7); returns the index of the last line used.
    private mutating func readQuotedEntry(at index: Int, from quote: Int) -> Int {
        let line = lines[index]
        let bytes = line.content.bytes
        var close = quote + 1
        while close < bytes.count, bytes[close] != .quote {
            close += bytes[close] == .backslash ? 2 : 1
        }
        close = min(close, bytes.count)
        let inner = line.content.slice(quote + 1 ..< close).unescaped(nsArray: true)
        let start = inner.bytes.firstIndex { !$0.isBlank } ?? inner.bytes.count
        var reader = DescriptionReader(bytes: inner.bytes, at: start)
        do {
            let syntax = try reader.read()
            record(syntax, in: inner, line: line.number)
            var rest = min(close + 1, bytes.count)
            while rest < bytes.count, bytes[rest].isBlank || bytes[rest] == .comma { rest += 1 }
            if rest < bytes.count {
                note(.textAfterDescription(line.content.text(in: rest ..< bytes.count)), at: line.content, range: rest ..< bytes.count)
            }
        } catch {
            if close == bytes.count, error.range.upperBound >= inner.bytes.count, let used = readWrapped(from: index, start: quote + 1, nsArrayEscaped: true) {
                return used
            }
            record(error, in: inner, line: line.number)
        }
        return index
    }

    /// A description cut at the end of its line that goes on in the next
    /// lines (X7): joined with a blank, or with nothing (a word split by
    /// wrapping). Returns the last line used, or `nil` to report the first
    /// line's failure alone. The joined text of a quoted list entry has its
    /// NSArray escapes undone (`nsArrayEscaped`).
    private mutating func readWrapped(from index: Int, start: Int, nsArrayEscaped: Bool = false) -> Int? {
        var joined = lines[index].content.slice(start ..< lines[index].content.bytes.count)
        var furthest: (failure: DescriptionFailure, text: MappedText, last: Int)?
        for next in index + 1 ..< min(index + 4, lines.count) {
            let line = lines[next]
            // A line that holds a description of its own is never taken as the rest of another.
            guard line.kind == .text, let first = line.content.bytes.firstIndex(where: { !$0.isBlank }),
                  line.content.bytes[first] != .quote, DescriptionStarts.find(in: line.content.bytes, from: first).isEmpty
            else { break }
            let continuation = line.content.slice(first ..< line.content.bytes.count)
            for separator in [[UInt8.space], []] {
                let joinedLines = joined.joined(with: continuation, separator: separator)
                let candidate = nsArrayEscaped ? joinedLines.unescaped(nsArray: true) : joinedLines
                var reader = DescriptionReader(bytes: candidate.bytes, at: 0)
                do {
                    record(try reader.read(), in: candidate, line: lines[index].number)
                    return next
                } catch {
                    if error.range.lowerBound > joined.bytes.count, furthest.map({ error.range.lowerBound > $0.failure.range.lowerBound }) ?? true {
                        furthest = (error, candidate, next)
                    }
                }
            }
            joined = joined.joined(with: continuation, separator: [.space])
        }
        guard let furthest else { return nil }
        record(furthest.failure, in: furthest.text, line: lines[index].number)
        return furthest.last
    }

    /// Whether "Will attempt to recover by breaking constraint" is in `bytes` (a line whose breaks were lost).
    private static func containsRecoverPhrase(_ bytes: ArraySlice<UInt8>) -> Bool {
        let phrase = Array("Will attempt to recover by breaking constraint".utf8)
        guard bytes.count >= phrase.count else { return false }
        return bytes.indices.dropLast(phrase.count - 1).contains { bytes[$0 ..< $0 + phrase.count].elementsEqual(phrase) }
    }

    /// Whether a line is only an elision mark: `...`, `…`, `[...]`, `(...)`, perhaps with a comma.
    private static func isElision(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).trimmed(of: " \t,\"")
        return ["...", "…", "[...]", "(...)", "[…]", "(…)", "etc.", "...."].contains(text)
    }

    // MARK: Logs

    private mutating func openLog(_ kind: LogSection.Kind, at line: Int) {
        drafts.append(Draft(kind: kind, firstLine: line, lastLine: line))
        open = drafts.count - 1
        inList = false
    }

    private mutating func ensureLog(at line: Int) {
        if open == nil { openLog(.list, at: line) }
        extend(to: line)
    }

    private mutating func extend(to line: Int) {
        guard let open else { return }
        drafts[open].lastLine = max(drafts[open].lastLine, line)
    }

    private mutating func close() {
        if let open, drafts[open].awaitsBroken { noteMissingBroken(at: drafts[open].lastLine) }
        open = nil
        inList = false
    }

    private mutating func setAwaitingBroken(_ awaits: Bool) {
        if let open { drafts[open].awaitsBroken = awaits }
    }

    private mutating func noteMissingBroken(at line: Int) {
        guard let open else { return }
        drafts[open].awaitsBroken = false
        let offset = paste.lineStarts[line - 1]
        notes.append((Diagnostic(ConsoleLogDiagnostic.brokenNotPasted, at: paste.sourceRange(offset ..< offset)), open))
    }

    // MARK: Recording

    private mutating func record(_ syntax: DescriptionSyntax, in text: MappedText, line: Int) {
        ensureLog(at: paste.lineNumber(of: text.pasteOffsets(syntax.range).upperBound))
        extend(to: line)
        guard let open else { return }
        occurrences.append(Occurrence(syntax: syntax, text: text, line: line, section: open))
        if drafts[open].awaitsBroken {
            drafts[open].awaitsBroken = false
            drafts[open].brokenOccurrence = occurrences.count - 1
        }
        if !syntax.repairs.isEmpty {
            note(.readThroughDamage(repairs: syntax.repairs), at: text, range: syntax.range)
        }
    }

    private mutating func record(_ failure: DescriptionFailure, in text: MappedText, line: Int) {
        ensureLog(at: line)
        if let open, drafts[open].awaitsBroken {
            drafts[open].awaitsBroken = false
            drafts[open].brokenAddress = failure.address
        }
        let isCut = failure.range.upperBound >= text.bytes.count && text.bytes.last != .greater && !failure.reason.isCutOff
        fail(line: line, isCut ? .cutOff(failure.reason) : failure.reason, at: text, range: failure.range)
    }

    private mutating func fail(line: Int, _ reason: ConsoleLogDiagnostic.Unreadable, at text: MappedText, range: Range<Int>) {
        if let last = failures.indices.last, failures[last].line == line {
            failures[last].more += 1
            return
        }
        let diagnostic = Diagnostic(ConsoleLogDiagnostic.unreadable(reason), at: paste.sourceRange(text.pasteOffsets(range)))
        failures.append(Failure(line: line, reason: reason, diagnostic: diagnostic, section: open))
    }

    private mutating func note(_ message: ConsoleLogDiagnostic, at text: MappedText, range: Range<Int>) {
        notes.append((Diagnostic(message, at: paste.sourceRange(text.pasteOffsets(range))), open))
    }
}
