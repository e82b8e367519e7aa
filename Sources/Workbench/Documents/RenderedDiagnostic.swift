import Constraints

/// A diagnostic and how a person sees it: its headline, the line of text it
/// is about and a caret under the place (`Diagnostic.rendered(source:)`).
public struct RenderedDiagnostic: Equatable, Sendable {
    public let diagnostic: Diagnostic
    public let text: String

    public init(_ diagnostic: Diagnostic, text: String) {
        self.diagnostic = diagnostic
        self.text = text
    }

    /// `diagnostic` rendered against `source`, the text it is about.
    public init(_ diagnostic: Diagnostic, in source: String) {
        self.init(diagnostic, text: diagnostic.rendered(source: source))
    }
}
