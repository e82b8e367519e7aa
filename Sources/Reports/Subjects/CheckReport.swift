import Constraints

/// What `check` found in source files: per file, the errors a build would
/// want to know of, and, when asked, the warnings and notes of what the
/// reader could not follow, in source order.
public struct CheckReport: Sendable {
    /// One file and what was found in it.
    public struct File: Sendable {
        /// The path, or `<stdin>`.
        public let name: String
        /// The file's text, which diagnostics are rendered against.
        public let text: String
        public let diagnostics: [Diagnostic]

        public init(name: String, text: String, diagnostics: [Diagnostic]) {
            self.name = name
            self.text = text
            self.diagnostics = diagnostics
        }
    }

    public let files: [File]

    /// Whether any file has an error.
    public var hasErrors: Bool { files.contains { $0.diagnostics.contains { $0.severity == .error } } }

    /// Whether any file has a warning: what `--strict` fails on.
    public var hasWarnings: Bool { files.contains { $0.diagnostics.contains { $0.severity == .warning } } }

    public init(files: [File]) {
        self.files = files
    }
}
