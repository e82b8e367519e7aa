import Constraints

/// Writes what `check` found as GitHub Actions workflow commands, one line
/// per diagnostic, which a workflow run shows as annotations on the pull
/// request's files: `::error file=App/Login.swift,line=9,col=45,endLine=9,endColumn=52,title=vfl.unknown-view::message`.
/// A note is a `notice`; columns are in Unicode code points; the title is the
/// diagnostic's id; `%`, line breaks, and in the properties `:` and `,`, are escaped as GitHub asks.
public struct GitHubReporter: Reporter {
    public var format: ReportFormat { .github }

    public init() {}

    public func check(_ report: CheckReport) -> String {
        report.files.flatMap { file in file.diagnostics.map { Self.command(for: $0, in: file) + "\n" } }.joined()
    }

    private static func command(for diagnostic: Diagnostic, in file: CheckReport.File) -> String {
        var properties = [("file", diagnostic.range?.file ?? file.name)]
        if let range = diagnostic.range {
            properties += [("line", "\(range.start.line)"), ("col", "\(file.codePointColumn(of: range.start))")]
            if range.end != range.start {
                properties += [("endLine", "\(range.end.line)"), ("endColumn", "\(file.codePointColumn(of: range.end))")]
            }
        }
        properties.append(("title", diagnostic.id.rawValue))
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let list = properties.map { "\($0.0)=\(escaped($0.1, isProperty: true))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escaped(diagnostic.sentence, isProperty: false))"
    }

    /// `text` as a workflow command carries it: `%`, CR and LF percent-encoded, and `:` and `,` too in a property.
    private static func escaped(_ text: String, isProperty: Bool) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where isProperty: result += "%3A"
            case "," where isProperty: result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
