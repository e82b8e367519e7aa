import Foundation
import TestSupport
import Testing

/// `vfl-tool check` on folders: the paths as given, sorted, `--exclude`
/// relative to the current folder, `--jobs`, and no progress line when
/// standard error is not a terminal.
@Suite("vfl-tool check on a project")
struct ProjectCheckTests {
    static let broken = """
        final class Card: UIView {
            let title = UILabel()
            func build() {
                addSubview(title)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-|-", options: [], metrics: nil, views: ["title": title]))
            }
        }

        """

    @Test("a folder is walked, its files reported sorted by path as the folder was named; excludes and --jobs apply")
    func folder() throws {
        let folder = try TemporaryFolder()
        for name in ["App/Login.swift", "App/Sub/Card.swift", "Pods/Lib.swift", "App/Generated/Model.swift"] {
            let url = folder.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.broken.write(to: url, atomically: true, encoding: .utf8)
        }
        try "Pods\n".write(to: folder.url.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(["check", "App/", "--exclude", "App/Generated", "--jobs", "2"], in: folder.url)
        #expect(run.status == 1 && run.standardError.isEmpty)
        let headlines = run.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headlines == [
            "App/Login.swift:5:98: error: Expected the end of the format string",
            "App/Sub/Card.swift:5:98: error: Expected the end of the format string",
        ])
        let everything = try ToolRunner.run(["check", "."], in: folder.url)
        #expect(everything.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.prefix { $0 != ":" } } == [
            "App/Generated/Model.swift", "App/Login.swift", "App/Sub/Card.swift",
        ])
        #expect(try ToolRunner.run(["check", ".", "--jobs", "0"], in: folder.url).status == 64)
        let missing = try ToolRunner.run(["check", "Nowhere"], in: folder.url)
        #expect(missing.status == 1 && missing.standardError == "error: cannot read Nowhere: no such file or folder\n")
    }
}

extension ProjectCheckTests {
    /// A project with a broken literal in `App/Card.swift`, a loop the reader skips, and `configuration` as its `.vfl-tool.yml`.
    static func project(configuration: String?) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let app = folder.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let skipped = "    func more() { for view in views { view.widthAnchor.constraint(equalToConstant: 8).isActive = true } }\n}\n"
        try (broken.dropLast(2) + skipped).write(to: app.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        if let configuration {
            try configuration.write(to: folder.url.appendingPathComponent(".vfl-tool.yml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("exit status: 1 on an error; --strict reports warnings and exits 2 on one; a configuration's severity and strict apply")
    func strictAndSeverity() throws {
        let plain = try Self.project(configuration: nil)
        #expect(try ToolRunner.run(["check", "App"], in: plain.url).status == 1)
        let downgraded = try Self.project(configuration: "severity:\n  vfl: warning\n")
        let warned = try ToolRunner.run(["check", "App"], in: downgraded.url)
        #expect(warned.status == 0 && warned.standardOutput.hasPrefix("App/Card.swift:5:98: warning: Expected the end of the format string\n"))
        let strict = try ToolRunner.run(["check", "App", "--strict", "-f", "github"], in: downgraded.url)
        #expect(strict.status == 2)
        #expect(strict.standardOutput.split(separator: "\n").map { $0.prefix(while: { $0 != "," }) } == [
            "::warning file=App/Card.swift", "::warning file=App/Card.swift",
        ])
        let configured = try Self.project(configuration: "severity:\n  vfl: warning\n  swift.skipped: ignore\nstrict: true\n")
        let sub = configured.url.appendingPathComponent("App")
        let found = try ToolRunner.run(["check", "."], in: sub)
        #expect(found.status == 2 && found.standardOutput.split(separator: "\n").filter { $0.contains("warning:") }.count == 1)
        let ignored = try Self.project(configuration: "severity:\n  vfl: ignore\n  swift.skipped: note\n")
        #expect(try ToolRunner.run(["check", "App", "--strict"], in: ignored.url).status == 0)
    }

    @Test("--config names the file; a configuration's excludes are relative to its folder; a mistake in it exits 64 naming it")
    func configurationFile() throws {
        let folder = try Self.project(configuration: "exclude: App/Card.swift\n")
        #expect(try ToolRunner.run(["check", "App"], in: folder.url).status == 0)
        let other = folder.url.appendingPathComponent("other.yml")
        try "metrics: {}\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(["check", "App", "--config", "other.yml"], in: folder.url).status == 1)
        try "severities:\n  vfl: warning\n".write(to: other, atomically: true, encoding: .utf8)
        let mistake = try ToolRunner.run(["check", "App", "--config", other.path], in: folder.url)
        #expect(mistake.status == 64)
        #expect(mistake.standardError.hasPrefix("Error: \(other.path): unknown key 'severities'; a configuration has metrics, exclude, severity, strict\n"))
    }
}
