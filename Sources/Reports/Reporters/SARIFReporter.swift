import Constraints

/// Writes what `check` found as SARIF 2.1.0 (the Static Analysis Results
/// Interchange Format), which GitHub code scanning and most CI dashboards
/// ingest: one run of the tool `vfl-tool`, a rule per diagnostic id that
/// occurs (sorted), and a result per diagnostic with its level, message and
/// place. Columns are in Unicode code points (`columnKind`), a relative path
/// is a URI relative to `%SRCROOT%` (where the check ran), an absolute one a `file:` URI.
public struct SARIFReporter: Reporter {
    public var format: ReportFormat { .sarif }

    public init() {}

    public func check(_ report: CheckReport) -> String {
        let ids = Set(report.files.flatMap { $0.diagnostics.map(\.id.rawValue) }).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let results = report.files.flatMap { file in
            file.diagnostics.map { diagnostic in
                Result(
                    ruleId: diagnostic.id.rawValue, ruleIndex: ruleIndex[diagnostic.id.rawValue] ?? 0, level: Self.level(of: diagnostic),
                    message: Message(text: diagnostic.sentence), locations: Self.locations(of: diagnostic, in: file))
            }
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: ids.map(Rule.init))), results: results)])
        // Every value is a string or an integer, so encoding cannot fail.
        return ((try? JSONText.encode(log)) ?? "{}") + "\n"
    }

    private static func level(of diagnostic: Diagnostic) -> String {
        switch diagnostic.severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func locations(of diagnostic: Diagnostic, in file: CheckReport.File) -> [Location] {
        let path = diagnostic.range?.file ?? file.name
        let artifact = path.hasPrefix("/")
            ? ArtifactLocation(uri: "file://" + encoded(path), uriBaseId: nil)
            : ArtifactLocation(uri: encoded(path), uriBaseId: "%SRCROOT%")
        let region = diagnostic.range.map { range in
            let isPoint = range.start == range.end
            return Region(
                startLine: range.start.line, startColumn: file.codePointColumn(of: range.start),
                endLine: isPoint ? nil : range.end.line, endColumn: isPoint ? nil : file.codePointColumn(of: range.end))
        }
        return [Location(physicalLocation: PhysicalLocation(artifactLocation: artifact, region: region))]
    }

    /// `path` with every byte but RFC 3986's unreserved characters and `/` percent-encoded (`Edit History` is `Edit%20History`).
    private static func encoded(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
        }
        return text
    }

    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        private enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    private struct Run: Encodable {
        let tool: Tool
        let results: [Result]
        let columnKind = "unicodeCodePoints"
    }

    private struct Tool: Encodable {
        let driver: Driver
    }

    private struct Driver: Encodable {
        let name = "vfl-tool"
        let rules: [Rule]
    }

    private struct Rule: Encodable {
        let id: String
    }

    private struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
    }

    private struct Message: Encodable {
        let text: String
    }

    private struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    private struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    private struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int?
        let endColumn: Int?
    }
}
