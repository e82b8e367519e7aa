import Constraints
import Foundation
import Workbench

/// The playground's JSON API: one endpoint per command, each the same
/// workbench call the command makes (`vfl-tool convert`, `layout`, `explain`,
/// `check`), answering with what the command's reporters write plus where in
/// the pasted text each constraint and diagnostic is. Pure: no network, no
/// file, no clock; the server adds the limits.
enum PlaygroundAPI {
    /// The endpoints, by the last part of their path (`/api/read`).
    static let endpoints: [String: @Sendable (APIRequest) throws(APIError) -> any Encodable] = [
        "detect": { request in DetectResult(notation: Notation.detected(in: request.text).rawValue) },
        "read": { request throws(APIError) in try read(request) },
        "convert": { request throws(APIError) in try convert(request) },
        "layout": { request throws(APIError) in try layout(request) },
        "explain": { request throws(APIError) in try explain(request) },
        "check": { request throws(APIError) in try check(request) },
    ]

    /// The answer to a POST of `body` to `endpoint`: a status code and JSON.
    static func respond(endpoint: String, body: Data) -> (status: Int, json: String) {
        do throws(APIError) {
            guard let handle = endpoints[endpoint] else {
                throw APIError(.notFound, "no endpoint '\(endpoint)'; known: " + endpoints.keys.sorted().joined(separator: ", "))
            }
            let result = try handle(try APIRequest.decoded(from: body))
            guard let json = try? JSONText.encode(result, compact: true) else {
                throw APIError(.internalServerError, "the result could not be written as JSON")
            }
            return (200, json)
        } catch {
            return (error.status, error.json)
        }
    }

    /// `convert --to json`: the constraints read, each with its span, and the diagnostics.
    static func read(_ request: APIRequest) throws(APIError) -> ReadResult {
        let (notation, detected) = try request.resolvedNotation()
        let options = try request.readingOptions()
        let document = try workbench { () throws(WorkbenchError) in
            try ConstraintDocument.read(request.input(as: notation), as: notation, options: options)
        }
        let spans = TextSpans(request.text)
        let constraints = zip(document.constraints, document.placements).map { constraint, placement in
            ReadResult.Constraint(
                json: ConstraintJSON(constraint, spacing: options.standardSpacing, placement: placement),
                span: span(of: constraint, placement: placement, notation: notation, in: spans))
        }
        return ReadResult(
            notation: notation.rawValue, detected: detected, constraints: constraints,
            diagnostics: document.diagnostics.map { DiagnosticResult($0, spans: spans) })
    }

    /// `convert --to TARGET`: the text, the notes about renamed items, and the diagnostics.
    static func convert(_ request: APIRequest) throws(APIError) -> ConvertResult {
        let (notation, _) = try request.resolvedNotation()
        let options = try request.readingOptions(), target = try request.target()
        let run = try workbench { () throws(WorkbenchError) in
            try target.convert(request.input(as: notation), as: notation, options: options)
        }
        let spans = TextSpans(request.text)
        return ConvertResult(
            to: target.rawValue, text: run.conversion.text, notes: run.conversion.notes,
            diagnostics: run.diagnostics.map { DiagnosticResult($0, spans: spans) })
    }

    /// `layout`: the picture, the text and JSON reports (of every scene of an
    /// Interface Builder document), and the diagnostics that rejected the
    /// input or only warn.
    static func layout(_ request: APIRequest) throws(APIError) -> LayoutResultJSON {
        let (notation, _) = try request.resolvedNotation()
        let options = try request.readingOptions()
        let size = try request.containerSize(), intrinsic = try request.intrinsicSizes()
        let spacing = try request.spacingPolicy()?.standardSpacing, direction = try request.layoutDirection()
        let spans = TextSpans(request.text)
        do {
            let screens = try Screen.readAll(request.input(as: notation), as: notation, options: options)
            let reports = try screens.map { screen throws(WorkbenchError) in
                try screen.layout(size: size, standardSpacing: spacing, intrinsicSizes: intrinsic, layoutDirection: direction)
            }
            return LayoutResultJSON(
                svg: SVGReporter().layouts(reports), text: TextReporter().layouts(reports), report: JSONReporter().layouts(reports),
                diagnostics: screens.flatMap(\.warnings).map { DiagnosticResult($0, spans: spans) })
        } catch .rejected(let diagnostics) {
            return LayoutResultJSON(svg: nil, text: nil, report: nil, diagnostics: diagnostics.map { DiagnosticResult($0, spans: spans) })
        } catch {
            throw APIError(.unprocessableContent, error.description)
        }
    }

    /// `explain`: the logs' text, picture and JSON explanations.
    static func explain(_ request: APIRequest) throws(APIError) -> ExplainResult {
        let report = ExplainReport(explaining: [SourceFile(name: SourceFile.standardInputName, text: request.text)])
        return ExplainResult(
            found: report.foundAnyDescription, text: TextReporter().explanation(report), svg: SVGReporter().explanation(report),
            report: JSONReporter().explanation(report))
    }

    /// `check --warnings`: what a build would report in Swift or Objective-C source.
    static func check(_ request: APIRequest) throws(APIError) -> CheckResult {
        let (notation, _) = try request.resolvedNotation()
        let options = try request.readingOptions()
        let file = SourceFile(name: SourceFile.standardInputName, text: request.text)
        let report = try workbench { () throws(WorkbenchError) in
            try CheckReport(checking: [file], options: CheckOptions(notation: notation, metrics: options.metrics, warnings: true))
        }
        let spans = TextSpans(request.text)
        return CheckResult(
            hasErrors: report.hasErrors,
            diagnostics: report.files.flatMap(\.diagnostics).map { DiagnosticResult(RenderedDiagnostic($0, in: request.text), spans: spans) })
    }

    /// `body`'s result; what the workbench refuses to do is a 422 with its message.
    private static func workbench<Result>(_ body: () throws(WorkbenchError) -> Result) throws(APIError) -> Result {
        do {
            return try body()
        } catch {
            throw APIError(.unprocessableContent, error.description)
        }
    }

    /// Where `constraint` was written in the text: its VFL range on its line,
    /// its source range, or the line of its placement.
    private static func span(
        of constraint: LayoutConstraint, placement: ConstraintJSON.Placement?, notation: Notation, in spans: TextSpans
    ) -> TextSpans.Span? {
        switch (constraint.origin, notation) {
        case (.visualFormat(_, let range), .vfl):
            return spans.span(of: range, onLine: placement?.line ?? 1)
        case (.sourceCode(let range), _), (.consoleLog(let range), _), (.dsl(let range), _):
            if range.end > range.start, let span = spans.span(of: range) { return span }
        default:
            break
        }
        return placement.flatMap { spans.span(ofLine: $0.line) }
    }
}
