import Foundation

/// Whole texts a command reads (console logs): each FILE argument, or all of
/// standard input when there are none or the only one is `-`.
enum TextInput {
    /// One text and where it came from: a file's path, or `nil` for standard input.
    struct Source {
        let name: String?
        let text: String
    }

    /// The texts of `arguments`; a file that cannot be read is a failure naming it.
    static func texts(from arguments: [String]) throws -> [Source] {
        guard arguments.isEmpty || arguments == ["-"] else {
            return try arguments.map { path in
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CommandFailure("cannot read \(path): no such file, or not readable")
                }
                return Source(name: path, text: String(decoding: data, as: UTF8.self))
            }
        }
        return [Source(name: nil, text: String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))]
    }
}
