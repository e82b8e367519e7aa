import Constraints

extension JSONReporter {
    /// What `check` found, as one JSON document, keys sorted: `diagnostics`
    /// (every file's, file by file in the report's order, each in the shape
    /// `convert --to json` gives diagnostics), `files` (how many were
    /// checked), `errors`, `warnings` and `notes` (how many of each), and `schemaVersion`.
    public func check(_ report: CheckReport) -> String {
        let diagnostics = report.files.flatMap(\.diagnostics)
        let json = CheckJSON(
            diagnostics: diagnostics, files: report.files.count, errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning }, notes: diagnostics.count { $0.severity == .note })
        // Diagnostics hold strings and integers only, so encoding cannot fail.
        return ((try? JSONText.encode(json)) ?? "{}") + "\n"
    }
}

private struct CheckJSON: Encodable {
    let diagnostics: [Diagnostic]
    let files: Int
    let errors: Int
    let warnings: Int
    let notes: Int
    let schemaVersion = JSONSchemaVersion.current
}
