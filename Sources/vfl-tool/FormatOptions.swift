import ArgumentParser
import Constraints
import VFL

/// The options every command that reads VFL shares: metrics, format options
/// and the standard-spacing policy.
struct FormatOptions: ParsableArguments {
    @Option(name: .customLong("metric"), help: ArgumentHelp("A metric, NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
    var metricAssignments: [String] = []

    @Option(name: .customLong("option"), help: ArgumentHelp(
        "A format option by Apple's name, with or without the NSLayoutFormat prefix: alignAllTop, directionRightToLeft, spacingBaselineToBaseline, … (repeatable).",
        valueName: "NAME"))
    var optionNames: [String] = []

    @Option(help: "What the standard space '-' is worth: 'appkit' (8 between siblings, 20 to the superview) or 'margins' (the superview's layout margins, iOS 8 and later).")
    var spacing: SpacingPolicy = .appkit

    /// The metrics dictionary.
    var metrics: [String: Double] {
        get throws {
            var metrics: [String: Double] = [:]
            for assignment in metricAssignments {
                let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else {
                    throw ValidationError("--metric expects NAME=VALUE with a finite number, not '\(assignment)'")
                }
                metrics[parts[0]] = value
            }
            return metrics
        }
    }

    /// The options, combined.
    var options: LayoutFormatOptions {
        get throws {
            var options = LayoutFormatOptions()
            for name in optionNames {
                guard let option = LayoutFormatOptions(name: name) else {
                    let known = LayoutFormatOptions.named.map(\.name).joined(separator: ", ")
                    throw ValidationError("unknown --option '\(name)'; known options: \(known)")
                }
                options.formUnion(option)
            }
            return options
        }
    }

    func validate() throws {
        _ = try metrics
        _ = try options
    }
}

/// `--spacing`: how standard spaces are printed or solved.
enum SpacingPolicy: String, ExpressibleByArgument, CaseIterable {
    case appkit
    case margins

    var standardSpacing: StandardSpacing {
        switch self {
        case .appkit: return .appKit
        case .margins: return .margins(betweenSiblings: 8)
        }
    }
}
