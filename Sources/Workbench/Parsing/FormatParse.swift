import Constraints
import VFL

/// One VFL format parsed as `parse` parses it: against a views dictionary of
/// the names given (or every name the format uses that is not a metric),
/// every view under one superview but the detached ones. It keeps its views
/// alive for as long as its constraints are written.
public struct FormatParse {
    /// The format's constraints in Apple's order, or Apple's error.
    public let parsed: ParsedFormat
    private let scene: Scene

    /// Parses `source` with `options`' metrics, format options and views; `detached` views have no superview.
    public init(_ source: FormatSource, detached: [String] = [], options: ReadingOptions) {
        let names = options.viewNames ?? VisualFormat.impliedViewNames(in: source.text, metrics: options.metrics)
        scene = Scene(viewNames: names, detached: detached)
        parsed = ParsedFormat(
            formatBytes: source.bytes, options: options.formatOptions, metrics: options.metrics, views: scene.views,
            spacing: options.standardSpacing)
    }

    /// Apple's error, rendered as the user should see it, when the format was rejected.
    public func rejection(of source: FormatSource) -> RenderedDiagnostic? {
        guard case .failure(let error) = parsed.result else { return nil }
        return source.rendering(error.diagnostic)
    }
}
