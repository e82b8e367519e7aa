import Constraints

/// A VFL format and where it came from: an argument, or a line of standard input.
public struct FormatSource: Sendable {
    /// The format as text (invalid UTF-8 repaired).
    public let text: String
    /// The format's bytes as given, which JSON offsets count.
    public let bytes: [UInt8]
    /// The line of standard input it was read from; `nil` for an argument.
    public let line: Int?

    public init(bytes: [UInt8], line: Int?) {
        self.bytes = bytes
        text = String(decoding: bytes, as: UTF8.self)
        self.line = line
    }

    /// `diagnostic` as the user should see it: for a line of standard input,
    /// placed at `<stdin>:line:column`.
    public func rendered(_ diagnostic: Diagnostic) -> String {
        placed(diagnostic).rendered(source: text)
    }

    /// `diagnostic`, about this format alone, placed where the format was
    /// read (its line of standard input), and rendered there.
    public func rendering(_ diagnostic: Diagnostic) -> RenderedDiagnostic {
        let placed = placed(diagnostic)
        return RenderedDiagnostic(placed, text: placed.rendered(source: text))
    }

    private func placed(_ diagnostic: Diagnostic) -> Diagnostic {
        line.map { diagnostic.placed(onLine: $0, of: SourceFile.standardInputName) } ?? diagnostic
    }
}
