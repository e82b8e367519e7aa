import ConsoleLog
import Reports

extension ExplainReport {
    /// The report of the logs in `files`, each read as one paste.
    public init(explaining files: [SourceFile]) {
        self.init(files.map { ConsoleLog(reading: $0.text, file: $0.isStandardInput ? nil : $0.name) })
    }
}
