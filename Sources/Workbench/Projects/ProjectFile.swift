/// A file a command was given or found in a folder it walked: its path as
/// the user sees it (the folder given, then the path inside it) and the
/// notation its name says, `nil` for a file named outright whose ending is
/// not in the notation table.
public struct ProjectFile: Hashable, Sendable {
    /// The path as output names it: `Sources/App/Login.swift` for `Sources` walked.
    public let path: String
    /// What the notation table says the file is.
    public let notation: Notation?

    public init(path: String, notation: Notation?) {
        self.path = path
        self.notation = notation
    }

    /// The file's text; a file that cannot be read is a failure that says why.
    public func read() throws(WorkbenchError) -> SourceFile {
        try SourceFile.read(path: path)
    }
}
