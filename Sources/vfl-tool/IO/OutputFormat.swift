import ArgumentParser

/// What a command can print; the output file's extension picks one when
/// `--format` is not given (`.svg`, `.json`, `.html`; anything else is text).
protocol OutputFormatChoice: RawRepresentable<String>, ExpressibleByArgument, CaseIterable {
    /// The format for plain text.
    static var text: Self { get }
}

extension OutputFormatChoice {
    /// `explicit` if given, else the format named by `output`'s extension, else text.
    static func resolved(_ explicit: Self?, output: OutputDestination) -> Self {
        if let explicit { return explicit }
        if case .file(let path) = output, let dot = path.lastIndex(of: "."),
           let format = Self(rawValue: path[path.index(after: dot)...].lowercased())
        {
            return format
        }
        return .text
    }
}

/// `--format` of commands that print constraints.
enum OutputFormat: String, OutputFormatChoice {
    case text
    case json
}
