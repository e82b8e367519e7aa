import Foundation
import Workbench
import Yams

/// The configuration file of a project, `.vfl-tool.yml`, found in the current
/// folder or the nearest folder above it (as linters find theirs), read into
/// the workbench's `ToolConfiguration`. The one module on Yams, so that the
/// libraries users embed depend on no YAML parser.
///
/// ```yaml
/// metrics:                 # values for named constants; --metric wins
///   padding: 16
/// exclude:                 # .gitignore-style globs, relative to this file's folder
///   - Pods
///   - "App/Generated/**"
/// severity:                # by diagnostic id family; the most specific wins
///   swift.skipped: ignore
///   ib.constraint.placeholder: warning
///   vfl: warning
/// strict: true             # check exits 2 on a warning, as --strict
/// ```
///
/// A key it does not know, a value of the wrong kind or YAML that does not
/// parse is a usage error that names the file and the key, so that a typo
/// never silently changes nothing.
public enum ConfigurationFile {
    /// The file's name.
    public static let name = ".vfl-tool.yml"

    /// The keys a configuration may have.
    public static let keys = ["metrics", "exclude", "severity", "strict"]

    /// The configuration file in `folder` or the nearest folder above it, if any.
    public static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { return nil }
            current = parent
        }
    }

    /// The configuration of a command run in `folder`: the file `path` when
    /// given, else the one found from `folder`, else the defaults.
    public static func load(path: String?, from folder: String) throws(WorkbenchError) -> ToolConfiguration {
        guard let file = path ?? find(from: folder) else { return ToolConfiguration() }
        guard let data = FileManager.default.contents(atPath: file) else { throw .usage("cannot read the configuration \(file)") }
        return try parse(String(decoding: data, as: UTF8.self), path: file)
    }

    /// The configuration `text` says, as the file at `path` (whose folder its excludes are relative to).
    public static func parse(_ text: String, path: String) throws(WorkbenchError) -> ToolConfiguration {
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            throw .usage("\(path) is not YAML: \(error)")
        }
        guard let loaded else { return ToolConfiguration(path: path) }
        guard let root = loaded as? [String: Any] else { throw .usage("\(path) must be a mapping of \(keys.joined(separator: ", "))") }
        if let unknown = root.keys.sorted().first(where: { !keys.contains($0) }) {
            throw .usage("\(path): unknown key '\(unknown)'; a configuration has \(keys.joined(separator: ", "))")
        }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return ToolConfiguration(
            metrics: try metrics(root["metrics"], in: path), excludes: IgnoreRules(patterns: try excludes(root["exclude"], in: path), base: folder),
            severities: try severities(root["severity"], in: path), strict: try strict(root["strict"], in: path), path: path)
    }

    private static func metrics(_ value: Any?, in path: String) throws(WorkbenchError) -> [String: Double] {
        guard let value else { return [:] }
        guard let mapping = value as? [String: Any] else { throw .usage("\(path): metrics must map names to numbers") }
        var metrics: [String: Double] = [:]
        for (name, number) in mapping {
            guard let number = (number as? Double) ?? (number as? Int).map(Double.init), number.isFinite else {
                throw .usage("\(path): metrics: \(name) must be a finite number")
            }
            metrics[name] = number
        }
        return metrics
    }

    private static func excludes(_ value: Any?, in path: String) throws(WorkbenchError) -> [String] {
        switch value {
        case nil: return []
        case let glob as String: return [glob]
        case let globs as [Any]:
            return try globs.map { glob throws(WorkbenchError) in
                guard let glob = glob as? String else { throw .usage("\(path): exclude must list globs") }
                return glob
            }
        default: throw .usage("\(path): exclude must be a glob or a list of globs")
        }
    }

    private static func severities(_ value: Any?, in path: String) throws(WorkbenchError) -> SeverityRules {
        guard let value else { return SeverityRules() }
        guard let mapping = value as? [String: Any] else { throw .usage("\(path): severity must map diagnostic id families to levels") }
        let names = SeverityRules.Level.allCases.map(\.rawValue)
        var levels: [String: SeverityRules.Level] = [:]
        for (family, level) in mapping {
            guard let text = level as? String, let level = SeverityRules.Level(rawValue: text) else {
                throw .usage("\(path): severity: \(family) must be one of \(names.joined(separator: ", "))")
            }
            levels[family] = level
        }
        return SeverityRules(levels)
    }

    private static func strict(_ value: Any?, in path: String) throws(WorkbenchError) -> Bool {
        guard let value else { return false }
        guard let flag = value as? Bool else { throw .usage("\(path): strict must be true or false") }
        return flag
    }
}
