import Foundation

/// Whole texts a command reads: the files named, or standard input when none
/// is named or the only name is `-`.
struct TextInput {
    /// `<stdin>` or the path, as diagnostics name it.
    let name: String
    let text: String

    /// Reads every input; an unreadable file is a failure naming it.
    static func read(_ paths: [String]) throws -> [TextInput] {
        guard !paths.isEmpty, paths != ["-"] else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return [TextInput(name: "<stdin>", text: String(decoding: data, as: UTF8.self))]
        }
        return try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                throw CommandFailure("cannot read \(path): " + (exists ? (isDirectory.boolValue ? "it is a directory" : "permission denied") : "no such file"))
            }
            return TextInput(name: path, text: String(decoding: data, as: UTF8.self))
        }
    }
}
