import Foundation
import Workbench

/// Whole texts a command reads: the files named, or standard input when none
/// is named or the only name is `-`.
enum TextInput {
    /// Reads every input; an unreadable file is a failure naming it.
    static func read(_ paths: [String]) throws -> [SourceFile] {
        guard !paths.isEmpty, paths != ["-"] else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return [SourceFile(name: SourceFile.standardInputName, text: String(decoding: data, as: UTF8.self))]
        }
        return try paths.map { path in try SourceFile.read(path: path) }
    }
}
