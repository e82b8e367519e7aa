/// Every format a report is written in. Which formats a command offers is
/// its subject's `formats`; `reporter` is the one implementation of each.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Plain text for people; for `check`, the compiler's `path:line:column: error: …`.
    case text
    /// One JSON document (keys sorted, pretty-printed).
    case json
    /// An SVG picture.
    case svg
    /// One self-contained HTML page.
    case html
    /// SARIF 2.1.0, for GitHub code scanning and CI dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`), shown as annotations.
    case github
    /// The console log UIKit prints for a layout's conflicts, with made-up addresses.
    case uikitLog = "uikit-log"

    /// The format named by a file's extension (`.svg`, `.json`, `.html`, `.sarif`), if any of `formats` is.
    public static func named(byExtensionOf path: String, among formats: [ReportFormat]) -> ReportFormat? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let name = path[path.index(after: dot)...].lowercased()
        return formats.first { $0.rawValue == name }
    }

    /// The reporter that writes this format.
    public func reporter(svgWidth: Double? = nil) -> any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .svg: return SVGReporter(width: svgWidth)
        case .html: return HTMLReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .uikitLog: return UIKitLogReporter()
        }
    }
}

/// What a command reports on, each with the formats it can be written in.
public enum ReportSubject: String, CaseIterable, Sendable {
    /// `parse`: the constraints of each VFL format.
    case parse
    /// `check`: the problems found in source files.
    case check
    /// `layout`: frames, broken constraints, ambiguity, warnings.
    case layout
    /// `explain`: console logs, their conflicts and fixes.
    case explanation

    /// The formats the subject is written in, the default first.
    public var formats: [ReportFormat] {
        switch self {
        case .parse: return [.text, .json]
        case .check: return [.text, .json, .sarif, .github]
        case .layout: return [.text, .json, .svg, .uikitLog]
        case .explanation: return [.text, .json, .svg, .html]
        }
    }
}
