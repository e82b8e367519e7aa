/// Something a reader, the DSL or a checker has to say about the user's input:
/// how serious it is, what it is, where, what was expected there, and edits
/// that would fix it.
///
/// The one diagnostic type of the package. Readers that stop at the first
/// error (VFL, as Apple's parser does) throw a typed error that offers its
/// `Diagnostic`; readers of pasted text and source files return constraints
/// together with diagnostics and keep going.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// How serious it is.
    public let severity: Severity
    /// What kind of problem it is, stable across releases, for tools and tests.
    public let id: DiagnosticID
    /// A sentence saying what happened.
    public let message: String
    /// Where, or `nil` when the problem is not about one place.
    public let range: SourceRange?
    /// What would have been accepted there, in words.
    public let expected: String?
    /// Edits that would fix the problem, most likely first.
    public let fixIts: [FixIt]
    /// Further explanations, each a sentence, shown after the source line.
    public let notes: [String]

    /// A diagnostic; only `severity`, `id` and `message` are required.
    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at range: SourceRange? = nil,
        expected: String? = nil, fixIts: [FixIt] = [], notes: [String] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.expected = expected
        self.fixIts = fixIts
        self.notes = notes
    }

    /// The diagnostic of a one-line text that was line `line` of `file` (a
    /// format read from standard input, a literal in a source file), starting
    /// `columnOffset` columns into the line and `byteOffset` bytes into the
    /// file: its ranges get that file, line, columns and byte offsets, so that
    /// it renders against the whole file (or, with no offsets, the text alone).
    public func placed(onLine line: Int, of file: String?, columnOffset: Int = 0, byteOffset: Int = 0) -> Diagnostic {
        func move(_ range: SourceRange) -> SourceRange {
            SourceRange(
                file: file, start: SourceLocation(line: line, column: range.start.column + columnOffset),
                end: SourceLocation(line: line + range.end.line - range.start.line, column: range.end.column + columnOffset),
                bytes: range.bytes.map { ($0.lowerBound + byteOffset) ..< ($0.upperBound + byteOffset) })
        }
        return Diagnostic(
            severity, id, message, at: range.map(move), expected: expected,
            fixIts: fixIts.map { FixIt(replacing: move($0.range), with: $0.replacement) }, notes: notes)
    }

    /// `file:line:column: severity: message`, as a compiler prints it (the
    /// location is left out when there is none).
    public var description: String {
        DiagnosticRenderer.headline(of: self)
    }

    /// What a person reads on one line: the message, and "Did you mean …?"
    /// when a fix-it replaces the diagnostic's place with a suggestion.
    public var sentence: String {
        DiagnosticRenderer.sentence(of: self)
    }

    /// The diagnostic as a compiler shows it: the headline, then the line of
    /// `source` it is about with a caret and underline under the range, then
    /// what was expected, fix-its and notes.
    public func rendered(source: String) -> String {
        DiagnosticRenderer.render(self, source: source)
    }
}

/// The kind of a diagnostic: a stable name such as `swift.skipped.unknown-modifier`,
/// given by the catalog of the module that reports it (`DiagnosticMessage`).
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// An id named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An id written as its name, as catalogs give theirs.
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

    /// Whether the id is `family` or a situation in it: `swift.skipped.unknown-modifier`
    /// is in `swift.skipped` and in `swift`, not in `swift.skip`.
    public func isIn(family: String) -> Bool {
        rawValue == family || rawValue.hasPrefix(family + ".")
    }

    public var description: String { rawValue }
}

/// An edit that fixes a diagnostic: replace `range` with `replacement` (an
/// empty range inserts, an empty replacement deletes).
public struct FixIt: Hashable, Sendable {
    /// The text to replace.
    public let range: SourceRange
    /// What to put there.
    public let replacement: String

    /// Replaces `range` with `replacement`.
    public init(replacing range: SourceRange, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A diagnostic in JSON, as `convert --to json` and `check --format json`
/// print it: `file`, `line`, `column`, `endLine`, `endColumn` (null where
/// there is no place; columns in UTF-8 bytes, the end just past the range),
/// `severity`, `id`, `message`, `expected` (or null), `notes`, and `fixIts`
/// (each `line`, `column`, `endLine`, `endColumn` and the `replacement` text).
extension Diagnostic: Encodable {
    private enum CodingKeys: String, CodingKey {
        case file, line, column, endLine, endColumn, severity, id, message, expected, notes, fixIts
    }

    private struct FixItJSON: Encodable {
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let replacement: String
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(range?.file, forKey: .file)
        try container.encode(range?.start.line, forKey: .line)
        try container.encode(range?.start.column, forKey: .column)
        try container.encode(range?.end.line, forKey: .endLine)
        try container.encode(range?.end.column, forKey: .endColumn)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encode(id.rawValue, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(expected, forKey: .expected)
        try container.encode(notes, forKey: .notes)
        try container.encode(
            fixIts.map {
                FixItJSON(
                    line: $0.range.start.line, column: $0.range.start.column, endLine: $0.range.end.line, endColumn: $0.range.end.column,
                    replacement: $0.replacement)
            }, forKey: .fixIts)
    }
}
