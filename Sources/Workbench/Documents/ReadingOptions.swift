import Constraints
import VFL

/// What every reader may be told beside its text: values for metrics, VFL's
/// format options, the views dictionary VFL formats are parsed against,
/// what the standard space `-` is worth, the scene and size classes of an
/// Interface Builder document, and whether a scene file may read the files
/// it includes.
public struct ReadingOptions: Sendable {
    /// Values for named constants (`--metric NAME=VALUE`); they win over a file's own.
    public var metrics: [String: Double]
    /// VFL's format options, for every format read.
    public var formatOptions: LayoutFormatOptions
    /// The views dictionary for VFL formats; `nil` makes every name that is not a metric a view.
    public var viewNames: [String]?
    /// What the standard space is worth where it is printed or solved.
    public var standardSpacing: StandardSpacing
    /// For Interface Builder documents: the scene to read (its id or name); every scene when `nil`.
    public var scene: String?
    /// For Interface Builder documents: the size classes to install constraints for (`wC hR`); the device's when `nil`.
    public var traits: String?
    /// For Interface Builder documents: whether placeholder constraints are applied, as Interface Builder's canvas does.
    public var appliesPlaceholders: Bool
    /// Whether a scene's `include` lines read files; where the text is
    /// untrusted (the playground), they do not, and each is an error.
    public var readsIncludedFiles: Bool

    public init(
        metrics: [String: Double] = [:], formatOptions: LayoutFormatOptions = [], viewNames: [String]? = nil,
        standardSpacing: StandardSpacing = .appKit, scene: String? = nil, traits: String? = nil,
        appliesPlaceholders: Bool = false, readsIncludedFiles: Bool = true
    ) {
        self.metrics = metrics
        self.formatOptions = formatOptions
        self.viewNames = viewNames
        self.standardSpacing = standardSpacing
        self.scene = scene
        self.traits = traits
        self.appliesPlaceholders = appliesPlaceholders
        self.readsIncludedFiles = readsIncludedFiles
    }
}
