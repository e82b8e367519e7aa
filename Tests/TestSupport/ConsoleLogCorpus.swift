import Foundation
import Testing

/// The real console logs of `Tests/Fixtures/ConsoleLogs/` (users' pastes,
/// kept verbatim) and, when `../shared/corpus/dumps/wtf/` is beside the
/// checkout, WTF Auto Layout's input fixtures, which are another project's
/// test data and are read from there, never copied.
public enum ConsoleLogCorpus {
    /// One log and what its index says about it.
    public struct Log: Sendable, CustomTestStringConvertible {
        /// `002.txt`, or `wtf/custom1.txt`.
        public let name: String
        public let text: String
        /// The index's `features` tags.
        public let features: [String]

        public var testDescription: String { name }
    }

    /// `Tests/Fixtures/ConsoleLogs`.
    public static let folder = Corpus.fixtures.appendingPathComponent("ConsoleLogs")

    /// `../shared/corpus/dumps/wtf`, beside the checkout.
    public static let wtfFolder = Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/dumps/wtf")

    /// Every log of the repository's fixtures, in index order; a missing fixture is a test issue.
    public static func logs() -> [Log] {
        let logs = read(folder, prefix: "")
        if logs.isEmpty { Issue.record("the console-log fixtures are missing: \(folder.path)") }
        return logs
    }

    /// WTF Auto Layout's fixtures, or none when `../shared` is not there (say so with `wtfAbsenceMessage`).
    public static func wtfLogs() -> [Log] {
        read(wtfFolder, prefix: "wtf/")
    }

    /// Why the WTF fixtures were skipped, or `nil` when they are there.
    public static var wtfAbsenceMessage: String? {
        FileManager.default.fileExists(atPath: wtfFolder.appendingPathComponent("index.jsonl").path)
            ? nil : "WTF Auto Layout's fixtures are not at \(wtfFolder.path); their tests are skipped"
    }

    /// The log named `name` (`"002.txt"` or `"wtf/custom1.txt"`), or `nil`.
    public static func log(_ name: String) -> Log? {
        (name.hasPrefix("wtf/") ? wtfLogs() : logs()).first { $0.name == name }
    }

    private static func read(_ folder: URL, prefix: String) -> [Log] {
        guard let index = try? String(contentsOf: folder.appendingPathComponent("index.jsonl"), encoding: .utf8) else { return [] }
        var logs: [Log] = []
        for line in index.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let file = object["file"] as? String
            else { continue }
            let local = file.hasPrefix("wtf/") ? String(file.dropFirst(4)) : file
            guard let text = try? String(contentsOf: folder.appendingPathComponent(local), encoding: .utf8) else {
                Issue.record("cannot read \(prefix)\(local)")
                continue
            }
            logs.append(Log(name: prefix + local, text: text, features: object["features"] as? [String] ?? []))
        }
        return logs
    }
}
