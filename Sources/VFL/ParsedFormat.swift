import Constraints

/// One format and what Apple's parser made of it: its constraints, or the
/// error it was rejected with. Encodes as one element of
/// `vfl-tool parse --format json` (README, "JSON output").
public struct ParsedFormat: Encodable {
    /// The format string.
    public let format: String
    /// The constraints in Apple's order, or Apple's error.
    public let result: Result<[LayoutConstraint], VisualFormatError>
    /// How standard spaces are resolved in the JSON.
    public let spacing: StandardSpacing

    /// Parses `format` as `constraints(withVisualFormat:options:metrics:views:)` does.
    public init(
        format: String, options: LayoutFormatOptions, metrics: [String: Double], views: [String: LayoutView],
        spacing: StandardSpacing
    ) {
        self.format = format
        self.spacing = spacing
        result = Result { () throws(VisualFormatError) in
            try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case format, constraints, error
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        switch result {
        case .success(let constraints):
            try container.encode(constraints.map { ConstraintJSON($0, spacing: spacing) }, forKey: .constraints)
        case .failure(let error):
            try container.encode(error, forKey: .error)
        }
    }
}
