import Constraints
import VFL

/// What every reader may be told beside its text: values for metrics, VFL's
/// format options, the views dictionary VFL formats are parsed against, and
/// what the standard space `-` is worth.
public struct ReadingOptions: Sendable {
    /// Values for named constants (`--metric NAME=VALUE`); they win over a file's own.
    public var metrics: [String: Double]
    /// VFL's format options, for every format read.
    public var formatOptions: LayoutFormatOptions
    /// The views dictionary for VFL formats; `nil` makes every name that is not a metric a view.
    public var viewNames: [String]?
    /// What the standard space is worth where it is printed or solved.
    public var standardSpacing: StandardSpacing

    public init(
        metrics: [String: Double] = [:], formatOptions: LayoutFormatOptions = [], viewNames: [String]? = nil,
        standardSpacing: StandardSpacing = .appKit
    ) {
        self.metrics = metrics
        self.formatOptions = formatOptions
        self.viewNames = viewNames
        self.standardSpacing = standardSpacing
    }
}
