import Constraints
import Workbench

// What each endpoint answers, as JSON (keys sorted). Reports are the strings
// the command's reporters write, so the page shows exactly what the CLI prints.

/// `/api/detect`: the notation the text shows.
struct DetectResult: Encodable {
    let notation: String
}

/// `/api/read`: the notation read (and whether it was detected), every
/// constraint in `convert --to json`'s shape with its `span` in the text, and
/// the diagnostics.
struct ReadResult: Encodable {
    /// A constraint: the package's one JSON shape of a constraint, plus `span`.
    struct Constraint: Encodable {
        let json: ConstraintJSON
        let span: TextSpans.Span?

        private enum CodingKeys: String, CodingKey { case span }

        func encode(to encoder: any Encoder) throws {
            try json.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(span, forKey: .span)
        }
    }

    let notation: String
    let detected: Bool
    let constraints: [Constraint]
    let diagnostics: [DiagnosticResult]
}

/// `/api/convert`: the target, the text written, notes about renamed items, the diagnostics.
struct ConvertResult: Encodable {
    let to: String
    let text: String
    let notes: [String]
    let diagnostics: [DiagnosticResult]
}

/// `/api/layout`: the SVG picture, the text and JSON reports (all `null` when
/// the input was rejected), and the diagnostics.
struct LayoutResultJSON: Encodable {
    let svg: String?
    let text: String?
    let report: String?
    let diagnostics: [DiagnosticResult]

    private enum CodingKeys: String, CodingKey { case svg, text, report, diagnostics }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(svg, forKey: .svg)
        try container.encode(text, forKey: .text)
        try container.encode(report, forKey: .report)
        try container.encode(diagnostics, forKey: .diagnostics)
    }
}

/// `/api/explain`: whether any constraint description was found, and the
/// explanation as text, an SVG picture and JSON.
struct ExplainResult: Encodable {
    let found: Bool
    let text: String
    let svg: String
    let report: String
}

/// `/api/check`: whether there is an error, and every diagnostic.
struct CheckResult: Encodable {
    let hasErrors: Bool
    let diagnostics: [DiagnosticResult]
}
