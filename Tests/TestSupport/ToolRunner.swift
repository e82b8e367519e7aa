import Foundation

/// Runs the built `vfl-tool` executable, as a user would, and captures what it printed.
public enum ToolRunner {
    /// What one run printed and how it ended.
    public struct Output: Sendable {
        public let standardOutput: String
        public let standardError: String
        public let status: Int32
    }

    /// The executable beside the test bundle in the build folder.
    public static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("vfl-tool").path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("vfl-tool")
    }

    /// Runs `vfl-tool` with `arguments` in the folder `folder` (else this process's), feeding `input` to its standard input.
    public static func run(_ arguments: [String], input: String = "", in folder: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            standardOutput: String(decoding: output, as: UTF8.self), standardError: String(decoding: error, as: UTF8.self),
            status: process.terminationStatus)
    }
}
