import Foundation

/// What a harness built without libFuzzer does: runs each input file named on
/// the command line through the harness once, so that a crash a fuzzer found
/// can be replayed, debugged and kept as a regression with a plain
/// `swift build` (`.build/debug/fuzz-vfl crash-…`).
public enum FuzzReplay {
    /// Runs `harness` on every file in `arguments` (directories: every file in
    /// them, in name order) and says how many ran.
    public static func main(_ harness: ([UInt8]) -> Void, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(CommandLine.arguments[0]) FILE|DIRECTORY…\n".utf8))
            exit(64)
        }
        var count = 0
        for path in arguments {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    exit(1)
                }
                harness(Array(data))
                count += 1
            }
        }
        print("ran \(count) input\(count == 1 ? "" : "s")")
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}

/// Stops the run with `message` when `condition` does not hold: a failed
/// property is a crash libFuzzer records, with the input that caused it.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
