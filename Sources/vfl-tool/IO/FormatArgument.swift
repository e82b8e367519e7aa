import ArgumentParser
import Workbench

/// A command's report subject, named by a type so that `FormatArgument`
/// offers that subject's formats and no other.
protocol ReportSubjectTag {
    static var subject: ReportSubject { get }
}

/// `-f/--format`: one of the formats the command's subject is written in;
/// when it is not given, the output file's extension picks one (`.svg`,
/// `.json`, `.html`), else text.
struct FormatArgument<Tag: ReportSubjectTag>: ExpressibleByArgument {
    let format: ReportFormat

    init?(argument: String) {
        guard let format = ReportFormat(rawValue: argument), Tag.subject.formats.contains(format) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Tag.subject.formats.map(\.rawValue) }

    /// `explicit` if given, else the format named by `output`'s extension, else text.
    static func resolved(_ explicit: Self?, output: OutputDestination) -> ReportFormat {
        if let explicit { return explicit.format }
        if case .file(let path) = output, let format = ReportFormat.named(byExtensionOf: path, among: Tag.subject.formats) {
            return format
        }
        return .text
    }
}
