import ArgumentParser
import Constraints
import VFL
import Workbench

/// The options every command that reads VFL shares: metrics, format options
/// and the standard-spacing policy.
struct FormatOptions: ParsableArguments {
    @Option(name: .customLong("metric"), help: ArgumentHelp(
        "A metric, NAME=VALUE with a finite number (repeatable).", valueName: "NAME=VALUE"))
    var metricAssignments: [MetricArgument] = []

    @Option(name: .customLong("option"), help: ArgumentHelp(
        "A format option by Apple's name, with or without the NSLayoutFormat prefix: alignAllTop, directionRightToLeft, spacingBaselineToBaseline, … (repeatable).",
        valueName: "NAME"))
    var optionNames: [FormatOptionArgument] = []

    @Option(help: ArgumentHelp("For Interface Builder documents: the scene to read, by id or name; every scene by default.", valueName: "ID|NAME"))
    var scene: String?

    @Option(help: ArgumentHelp(
        "For Interface Builder documents: the size classes to install constraints for, such as 'wC hR'; the device's by default.",
        valueName: "TRAITS"))
    var traits: String?

    @Flag(help: """
        For Interface Builder documents: apply the placeholder constraints ('Remove at build time'), as \
        Interface Builder's canvas does, to lay a document out as Xcode drew and stored it.
        """)
    var placeholders = false

    @Option(help: "What the standard space '-' is worth: 'appkit' (8 between siblings, 20 to the superview; the default) or 'margins' (the superview's layout margins, iOS 8 and later).")
    var spacing: SpacingPolicy?

    /// The standard-spacing policy given, or AppKit's.
    var standardSpacing: StandardSpacing { (spacing ?? .appkit).standardSpacing }

    /// The metrics dictionary.
    var metrics: [String: Double] {
        Dictionary(metricAssignments.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// The options, combined.
    var options: LayoutFormatOptions {
        optionNames.reduce(into: LayoutFormatOptions()) { $0.formUnion($1.option ?? []) }
    }

    /// What the readers are told, with `viewNames` as VFL's views dictionary and `configuration`'s metrics under `--metric`'s.
    func reading(viewNames: [String]? = nil, configuration: ToolConfiguration = ToolConfiguration()) -> ReadingOptions {
        ReadingOptions(
            metrics: configuration.metrics(overriddenBy: metrics), formatOptions: options, viewNames: viewNames,
            standardSpacing: standardSpacing, scene: scene, traits: traits, appliesPlaceholders: placeholders)
    }

    func validate() throws {
        var seen: Set<String> = []
        for metric in metricAssignments where !seen.insert(metric.name).inserted {
            throw ValidationError("--metric \(metric.name) is given twice")
        }
        for name in optionNames where name.option == nil {
            let known = LayoutFormatOptions.named.map(\.name)
            let suggestion = NameSuggestion.closest(to: name.name, among: known + known.map { "NSLayoutFormat" + $0.prefix(1).uppercased() + $0.dropFirst() })
            throw ValidationError(
                "unknown --option '\(name.name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                    + "\nknown options: " + known.joined(separator: ", "))
        }
    }
}

/// `--spacing`: how standard spaces are printed or solved.
extension SpacingPolicy: ExpressibleByArgument {}
