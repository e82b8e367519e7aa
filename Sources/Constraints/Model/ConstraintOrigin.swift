/// Where a constraint came from, so that a diagnostic about it can point at the
/// user's own source.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Made in code with no recorded location.
    case unspecified
    /// Made by the chained DSL: the file and line of the relation call
    /// (`equalTo`, `equalToSuperview`, …).
    case dsl(SourceRange)
    /// Read from a call in source code (`a.topAnchor.constraint(equalTo: …)`,
    /// `NSLayoutConstraint(item: …)`): where the call starts.
    case sourceCode(SourceRange)
    /// Read from canonical constraint text.
    case canonicalText(String)
    /// Lowered from a VFL format string; `range` is where in the format the
    /// connection or predicate that produced the constraint is.
    case visualFormat(format: String, range: SourceRange)
    /// Read from a constraint description in a console log; `range` is where
    /// the description is in the log.
    case consoleLog(SourceRange)

    /// Where in its source the constraint was written, when that is known.
    public var range: SourceRange? {
        switch self {
        case .unspecified, .canonicalText: return nil
        case .dsl(let range), .sourceCode(let range), .visualFormat(_, let range), .consoleLog(let range): return range
        }
    }

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .dsl(let range), .sourceCode(let range), .consoleLog(let range): return range.description
        case .canonicalText(let text): return "'\(text)'"
        case .visualFormat(let format, let range):
            let bytes = range.bytes ?? 0 ..< 0
            return "'\(format)' at \(bytes.lowerBound)..<\(bytes.upperBound)"
        }
    }
}
