import Foundation

/// autolayout.js running beside the benchmark: `scripts/autolayout-anchor.js`
/// under node, kept alive so that its JIT stays warm, asked for one pass over
/// the corpus at a time so that its rounds alternate with ours.
final class AnchorProcess {
    /// The driver script, found from this source file's place in the checkout.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/autolayout-anchor.js")

    /// Why the anchor could not be run or answered nonsense.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    /// Starts node on the driver with `library` (autolayout.js's directory or
    /// its `dist/autolayout.kiwi.js`) and the corpus file.
    init(library: String, corpus: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", Self.script.path, library, corpus.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// One pass of the anchor over the corpus: its own timing and constraint count.
    func round() throws -> (seconds: Double, constraints: Int) {
        input.fileHandleForWriting.write(Data("round\n".utf8))
        let line = try readLine()
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let seconds = object["seconds"] as? Double, let constraints = object["constraints"] as? Int
        else { throw Failure(description: "the anchor answered '\(line)'") }
        return (seconds, constraints)
    }

    /// Ends the anchor.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readLine() throws -> String {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw Failure(description: "the anchor (node \(Self.script.path)) exited; is node 20 installed and the path right?")
            }
            buffered.append(chunk)
        }
    }
}
