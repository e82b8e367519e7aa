import Constraints
import Reports
import VFL

/// `parse`'s report, written one format at a time as formats arrive (from
/// standard input, as they are typed), so memory stays proportional to one
/// format: text writes each format's constraints; JSON writes one document,
/// `{"formats": [...], "schemaVersion": "1.1"}`, with every format's result
/// in its array, exactly as one document would be written.
public struct ParseReportWriter {
    private let standardSpacing: StandardSpacing
    private let write: (String) throws -> Void
    private var json: JSONText.ArrayWriter?

    /// A report in `format` (text or JSON) written through `write`.
    public init(format: ReportFormat, standardSpacing: StandardSpacing, write: @escaping (String) throws -> Void) throws {
        guard ReportSubject.parse.formats.contains(format) else { throw ReportError.unsupported(format, .parse) }
        self.standardSpacing = standardSpacing
        self.write = write
        json = format == .json ? try JSONText.ArrayWriter(key: "formats", write: write) : nil
    }

    /// Writes what one format parsed into.
    public mutating func append(_ parse: FormatParse) throws {
        if json != nil {
            try json?.append(parse.parsed)
        } else {
            try write(TextReporter().parsed(parse.parsed, standardSpacing: standardSpacing))
        }
    }

    /// Ends the report.
    public func finish() throws {
        try json?.finish()
    }
}
