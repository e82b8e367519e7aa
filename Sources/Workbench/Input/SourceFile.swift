import Foundation

/// A whole text a command reads: a file, or standard input.
public struct SourceFile: Sendable {
    /// The path, or `<stdin>`, as diagnostics name it.
    public let name: String
    public let text: String

    /// How standard input is named in diagnostics.
    public static let standardInputName = "<stdin>"

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Whether this is standard input rather than a file.
    public var isStandardInput: Bool { name == Self.standardInputName }

    /// The file at `path`, its bytes decoded as UTF-8 (invalid bytes repaired);
    /// a file that cannot be read is a failure that says why.
    public static func read(path: String) throws(WorkbenchError) -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = exists ? (isDirectory.boolValue ? "it is a directory" : "permission denied") : "no such file"
            throw .failure("cannot read \(path): \(reason)")
        }
        return SourceFile(name: path, text: String(decoding: data, as: UTF8.self))
    }
}
