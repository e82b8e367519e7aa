import Constraints
import Workbench

/// A diagnostic: `file`, `line`, `column`, `severity` and `message` as
/// `convert --to json` writes them, `rendered` as the CLI prints it (its line
/// and caret), and its `span` in the text.
struct DiagnosticResult: Encodable {
    let diagnostic: Diagnostic
    let rendered: String
    let span: TextSpans.Span?

    init(_ rendered: RenderedDiagnostic, spans: TextSpans) {
        diagnostic = rendered.diagnostic
        // The paste is read as standard input; its name says nothing on the page.
        let prefix = SourceFile.standardInputName + ":"
        self.rendered = rendered.text.hasPrefix(prefix) ? String(rendered.text.dropFirst(prefix.count)) : rendered.text
        span = rendered.diagnostic.range.flatMap { spans.span(of: $0) }
    }

    private enum CodingKeys: String, CodingKey { case rendered, span }

    func encode(to encoder: any Encoder) throws {
        try diagnostic.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rendered, forKey: .rendered)
        try container.encode(span, forKey: .span)
    }
}
