/// Writes what a command found, in one format. There is one reporter per
/// format (`TextReporter`, `JSONReporter`, `SVGReporter`, `HTMLReporter`,
/// `SARIFReporter`, `GitHubReporter`);
/// each writes every subject its format shows and refuses the others with
/// `ReportError.unsupported`, which `ReportSubject.formats` lets a front end
/// rule out before any work.
public protocol Reporter {
    /// The format this reporter writes.
    var format: ReportFormat { get }

    /// A layout: frames, broken constraints, ambiguity, warnings.
    func layout(_ report: LayoutReport) throws(ReportError) -> String

    /// The layouts of several scenes of one document, each under its title; one is written as `layout(_:)` writes it.
    func layouts(_ reports: [LayoutReport]) throws(ReportError) -> String

    /// Console logs explained.
    func explanation(_ report: ExplainReport) throws(ReportError) -> String

    /// What `check` found in source files.
    func check(_ report: CheckReport) throws(ReportError) -> String
}

extension Reporter {
    public func layout(_ report: LayoutReport) throws(ReportError) -> String {
        throw .unsupported(format, .layout)
    }

    public func layouts(_ reports: [LayoutReport]) throws(ReportError) -> String {
        guard reports.count == 1, let only = reports.first else { throw .unsupported(format, .layout) }
        return try layout(only)
    }

    public func explanation(_ report: ExplainReport) throws(ReportError) -> String {
        throw .unsupported(format, .explanation)
    }

    public func check(_ report: CheckReport) throws(ReportError) -> String {
        throw .unsupported(format, .check)
    }
}

/// Why a reporter wrote nothing.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    /// The format does not show this subject (`check` as SVG).
    case unsupported(ReportFormat, ReportSubject)

    public var description: String {
        switch self {
        case .unsupported(let format, let subject):
            return "\(subject.rawValue) is not written as \(format.rawValue); it is written as "
                + subject.formats.map(\.rawValue).joined(separator: ", ")
        }
    }
}
