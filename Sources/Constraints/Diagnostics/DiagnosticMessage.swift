/// One situation a module reports, typed: its stable id, how serious it is,
/// its sentence and what would have been accepted instead.
///
/// Each module that reports diagnostics keeps one catalog of them, an enum
/// with a case per situation (its associated values the parts that vary: an
/// expression's text, a name, a limit), so that the wording lives in one
/// place and tools and tests can rely on the id rather than on the words.
/// An id is `family.situation`, lowercase words joined by dashes, with the
/// family kept as its prefix (`swift.skipped.unknown-modifier` is in
/// `swift.skipped`, which is in `swift`).
public protocol DiagnosticMessage {
    /// The situation's id, stable across releases.
    var id: DiagnosticID { get }
    /// How serious the situation is.
    var severity: Diagnostic.Severity { get }
    /// A sentence saying what happened.
    var message: String { get }
    /// What would have been accepted there, in words, or `nil`.
    var expected: String? { get }
}

extension DiagnosticMessage {
    /// Most situations say only what happened.
    public var expected: String? { nil }
}

extension Diagnostic {
    /// The diagnostic of a catalog's situation at `range`, with any fix-its and notes.
    public init(_ message: some DiagnosticMessage, at range: SourceRange? = nil, fixIts: [FixIt] = [], notes: [String] = []) {
        self.init(message.severity, message.id, message.message, at: range, expected: message.expected, fixIts: fixIts, notes: notes)
    }
}
