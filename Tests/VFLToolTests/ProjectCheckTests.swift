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
