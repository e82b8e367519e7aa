/// Writes one self-contained HTML page (no scripts, fonts or anything
/// fetched) per report: an explanation of console logs, with its pictures.
public struct HTMLReporter: Reporter {
    public var format: ReportFormat { .html }

    public init() {}
}
