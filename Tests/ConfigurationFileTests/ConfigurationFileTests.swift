import ConfigurationFile
import Foundation
import Testing
import Workbench

/// `.vfl-tool.yml`: found upward from the current folder, read into the
/// workbench's configuration, a mistake in it a usage error that names it.
@Suite("The configuration file")
struct ConfigurationFileTests {
    static let full = """
        metrics:
          padding: 16
          ratio: 0.5
        exclude:
          - Pods
          - "App/Generated/**"
        severity:
          swift.skipped: ignore
          ib.constraint.placeholder: warning
          vfl: warning
        strict: true

        """

    @Test("every key is read: metrics, excludes relative to the file's folder, severities by family, strict")
    func full() throws {
        let configuration = try ConfigurationFile.parse(Self.full, path: "/p/.vfl-tool.yml")
        #expect(configuration.metrics == ["padding": 16, "ratio": 0.5])
        #expect(configuration.excludes.excludes("/p/App/Generated/Model.swift", isFolder: false))
        #expect(configuration.excludes.excludes("/p/Vendor/Pods", isFolder: true))
        #expect(!configuration.excludes.excludes("/q/App/Generated/Model.swift", isFolder: false))
        #expect(configuration.severities == SeverityRules([
            "swift.skipped": .ignore, "ib.constraint.placeholder": .warning, "vfl": .warning,
        ]))
        #expect(configuration.strict && configuration.path == "/p/.vfl-tool.yml")
        #expect(configuration.metrics(overriddenBy: ["padding": 8]) == ["padding": 8, "ratio": 0.5])
    }

    @Test("a single glob, an empty file and a file of comments are read too")
    func small() throws {
        #expect(try ConfigurationFile.parse("exclude: Pods\n", path: "/p/.vfl-tool.yml").excludes.excludes("/p/Pods", isFolder: true))
        for text in ["", "# nothing yet\n"] {
            let configuration = try ConfigurationFile.parse(text, path: "/p/.vfl-tool.yml")
            #expect(configuration.metrics.isEmpty && !configuration.strict && configuration.severities == SeverityRules())
        }
    }

    @Test("an unknown key, a wrong value or YAML that does not parse is a usage error naming the file and the key", arguments: [
        ("severities:\n  vfl: warning\n", "/p/.vfl-tool.yml: unknown key 'severities'; a configuration has metrics, exclude, severity, strict"),
        ("severity:\n  vfl: loud\n", "/p/.vfl-tool.yml: severity: vfl must be one of error, warning, note, ignore"),
        ("metrics:\n  padding: wide\n", "/p/.vfl-tool.yml: metrics: padding must be a finite number"),
        ("strict: sometimes\n", "/p/.vfl-tool.yml: strict must be true or false"),
        ("exclude:\n  - [a]\n", "/p/.vfl-tool.yml: exclude must list globs"),
        ("- a\n- b\n", "/p/.vfl-tool.yml must be a mapping of metrics, exclude, severity, strict"),
    ])
    func mistakes(text: String, message: String) {
        #expect(throws: WorkbenchError.usage(message)) { try ConfigurationFile.parse(text, path: "/p/.vfl-tool.yml") }
    }

    @Test("the file is found in the current folder or the nearest above it; without one, the defaults")
    func finding() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("configuration-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("App/Sources/Views")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        #expect(ConfigurationFile.find(from: deep.path) == nil || !ConfigurationFile.find(from: deep.path)!.hasPrefix(root.path))
        try "strict: true\n".write(to: root.appendingPathComponent(".vfl-tool.yml"), atomically: true, encoding: .utf8)
        try "metrics:\n  m: 1\n".write(to: root.appendingPathComponent("App/.vfl-tool.yml"), atomically: true, encoding: .utf8)
        #expect(ConfigurationFile.find(from: deep.path) == root.appendingPathComponent("App/.vfl-tool.yml").standardizedFileURL.path)
        #expect(try ConfigurationFile.load(path: nil, from: deep.path).metrics == ["m": 1])
        #expect(try ConfigurationFile.load(path: root.appendingPathComponent(".vfl-tool.yml").path, from: deep.path).strict)
        #expect(throws: WorkbenchError.usage("cannot read the configuration /nonexistent.yml")) {
            try ConfigurationFile.load(path: "/nonexistent.yml", from: deep.path)
        }
    }
}
