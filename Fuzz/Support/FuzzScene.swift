import Constraints
import VFL

/// Views, metrics and options derived from a fuzzer's input, so that one
/// byte string exercises names that are views, metrics (with awkward values)
/// and detached views, under any options.
///
/// The input is one header byte, then the text: formats, one per line. The
/// header picks the options; in the text, every name is a view unless it
/// starts with `m` (a metric, its value chosen by the name's length from
/// `metricValues`) or `d` (a view with no superview).
public struct FuzzScene {
    public let formats: [String]
    public let options: LayoutFormatOptions
    public let metrics: [String: Double]
    public let scene: Scene

    /// Metric values that have found bugs elsewhere: zero, negatives, values
    /// a Float priority rounds, huge, tiny, and not finite.
    public static let metricValues: [Double] = [
        0, 8, 20, -5, 0.5, 1000, 1001, 999.99999999, 1e-50, .leastNonzeroMagnitude, 1e308, -1e308, .infinity, -.infinity, .nan,
    ]

    /// Option sets Apple treats differently; a header byte past them gives raw
    /// bits: one alignment bit (0–15, some of which Apple ignores), a direction, a spacing.
    public static let optionChoices: [LayoutFormatOptions] = [
        [], .alignAllTop, .alignAllLeft, .alignAllLeading, .directionRightToLeft, .directionLeftToRight,
        .spacingBaselineToBaseline, [.alignAllTop, .alignAllBottom], [.alignAllCenterX, .alignAllCenterY],
        [.directionRightToLeft, .alignAllTop], [.spacingBaselineToBaseline, .alignAllLeading],
        [.directionLeftToRight, .directionRightToLeft], [.alignAllLastBaseline, .alignAllFirstBaseline],
    ]

    /// The scene of `bytes` (header and text): the text is one format, or
    /// with `splittingLines` one per line, at most `maximumFormats`.
    public init(_ bytes: [UInt8], splittingLines: Bool = false, maximumFormats: Int = .max) {
        let header = bytes.first ?? 0
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        formats = splittingLines
            ? Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumFormats).map(String.init))
            : [text]
        if Int(header) < Self.optionChoices.count {
            options = Self.optionChoices[Int(header)]
        } else {
            let bits = UInt(header)
            options = LayoutFormatOptions(rawValue: 1 << (bits % 16) | (bits >> 4 & 3) << 16 | (bits >> 6 & 1) << 19)
        }
        var metrics: [String: Double] = [:]
        var viewNames: [String] = [], detached: [String] = []
        for format in formats {
            for name in VisualFormat.impliedViewNames(in: format, metrics: [:]) {
                if name.hasPrefix("m") {
                    metrics[name] = Self.metricValues[name.utf8.count % Self.metricValues.count]
                } else {
                    viewNames.append(name)
                    if name.hasPrefix("d") { detached.append(name) }
                }
            }
        }
        self.metrics = metrics
        scene = Scene(viewNames: viewNames, detached: detached)
    }
}
