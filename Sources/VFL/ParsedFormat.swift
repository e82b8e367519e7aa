@_spi(Readers) import Constraints

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
    /// The input as read, when it was given as bytes, so that the JSON
    /// `start`/`end` of an error count the input's bytes, not the repaired text's.
    private let input: DecodedBytes?

    /// Parses `format` as `constraints(withVisualFormat:options:metrics:views:)` does.
    public init(
        format: String, options: LayoutFormatOptions, metrics: [String: Double], views: [String: LayoutView],
        spacing: StandardSpacing
    ) {
        self.init(format: format, input: nil, options: options, metrics: metrics, views: views, spacing: spacing)
    }

    /// Parses a format given as the UTF-8 bytes it was read as (a line of a
    /// file or of standard input): invalid UTF-8 is repaired in `format`, as
    /// `String(decoding:as:)` repairs it, and the JSON of an error counts the
    /// input's bytes.
    public init(
        formatBytes: some Collection<UInt8>, options: LayoutFormatOptions, metrics: [String: Double],
        views: [String: LayoutView], spacing: StandardSpacing
    ) {
        let input = DecodedBytes(formatBytes)
        self.init(format: input.text, input: input, options: options, metrics: metrics, views: views, spacing: spacing)
    }

    private init(
        format: String, input: DecodedBytes?, options: LayoutFormatOptions, metrics: [String: Double],
        views: [String: LayoutView], spacing: StandardSpacing
    ) {
        self.format = format
        self.spacing = spacing
        self.input = input
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
            let range = input.map { $0.inputOffset(of: error.range.lowerBound) ..< $0.inputOffset(of: error.range.upperBound) }
            try container.encode(VisualFormatError.JSON(error, range: range ?? error.range), forKey: .error)
        }
    }
}
