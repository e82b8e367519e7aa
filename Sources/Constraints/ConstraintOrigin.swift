/// Where a constraint came from, so that a diagnostic about it can point at the
/// user's own source.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Made in code with no recorded location.
    case unspecified
    /// Made by the chained DSL: the file and line of the relation call
    /// (`equalTo`, `equalToSuperview`, …).
    case dsl(file: String, line: UInt)
    /// Read from canonical constraint text.
    case canonicalText(String)
    /// Lowered from a VFL format string; `range` is the UTF-8 offsets of the
    /// connection or predicate that produced the constraint.
    case visualFormat(format: String, range: Range<Int>)

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .dsl(let file, let line): return "\(file):\(line)"
        case .canonicalText(let text): return "'\(text)'"
        case .visualFormat(let format, let range): return "'\(format)' at \(range.lowerBound)..<\(range.upperBound)"
        }
    }
}
