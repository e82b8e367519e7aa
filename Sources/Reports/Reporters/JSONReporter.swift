import ConsoleLog
import Constraints
import Layout
import VFL

/// Writes every subject as one JSON document (keys sorted, pretty-printed,
/// numbers as JSON's shortest exact text): a layout, an explanation of
/// console logs, a conversion.
public struct JSONReporter: Reporter {
    public var format: ReportFormat { .json }

    public init() {}

    /// One JSON object, pretty-printed with sorted keys: `frames` (by view
    /// name, each `x`, `y`, `width`, `height`), `broken` (each `constraint`,
    /// `location` or null, `conflictsWith` and `reason`, null for a conflict),
    /// `ambiguous` (each `view`, `attributes` and `reasons`, each `attributes`,
    /// `why` and `hint`), and `warnings` (sentences).
    ///
    /// Never fails: a number that is not finite (which JSON cannot write) is
    /// encoded as `null`.
    public func layout(_ report: LayoutReport) -> String {
        let document = DocumentJSON(
            frames: Dictionary(report.namedFrames.map { ($0.name, FrameJSON(frame: $0.frame)) }, uniquingKeysWith: { first, _ in first }),
            broken: report.result.broken.map {
                BrokenJSON(
                    constraint: report.text(of: $0.rule), location: report.location(of: $0.rule),
                    conflictsWith: $0.conflictsWith.map(report.text(of:)),
                    reason: $0.reason == .conflict ? nil : $0.reason.description)
            },
            ambiguous: report.result.ambiguous.map { item in
                AmbiguousJSON(
                    view: item.item.name, attributes: item.attributes.map(\.name),
                    reasons: report.advice.ambiguities.filter { $0.item === item.item }.map {
                        ReasonJSON(attributes: $0.attributes.map(\.name), why: $0.reason, hint: $0.hint)
                    })
            },
            warnings: report.advice.warnings.map(\.message))
        // Every number is finite or written as null, and strings always encode.
        return ((try? JSONText.encode(document)) ?? "{}") + "\n"
    }

    private struct DocumentJSON: Encodable {
        let frames: [String: FrameJSON]
        let broken: [BrokenJSON]
        let ambiguous: [AmbiguousJSON]
        let warnings: [String]
    }

    private struct FrameJSON: Encodable {
        let frame: LayoutRect

        private enum CodingKeys: String, CodingKey {
            case x, y, width, height
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in [(CodingKeys.x, frame.x), (.y, frame.y), (.width, frame.width), (.height, frame.height)] {
                if value.isFinite {
                    try container.encode(value, forKey: key)
                } else {
                    try container.encodeNil(forKey: key)
                }
            }
        }
    }

    private struct BrokenJSON: Encodable {
        let constraint: String
        let location: String?
        let conflictsWith: [String]
        let reason: String?

        private enum CodingKeys: String, CodingKey { case constraint, location, conflictsWith, reason }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(constraint, forKey: .constraint)
            try container.encode(location, forKey: .location)
            try container.encode(conflictsWith, forKey: .conflictsWith)
            try container.encode(reason, forKey: .reason)
        }
    }

    private struct AmbiguousJSON: Encodable {
        let view: String
        let attributes: [String]
        let reasons: [ReasonJSON]
    }

    private struct ReasonJSON: Encodable {
        let attributes: [String]
        let why: String
        let hint: String
    }

    // MARK: Conversion

    /// `convert --to json`: the constraints, each with where it was written, and the diagnostics.
    public func conversion(
        _ constraints: [LayoutConstraint], placements: [ConstraintJSON.Placement?], diagnostics: [Diagnostic],
        standardSpacing spacing: StandardSpacing
    ) -> String {
        let json = ConversionJSON(
            constraints: zip(constraints, placements).map { ConstraintJSON($0, spacing: spacing, placement: $1) },
            diagnostics: diagnostics)
        // Constraints refuse numbers that are not finite, so every value encodes.
        return ((try? JSONText.encode(json)) ?? "{}") + "\n"
    }

    private struct ConversionJSON: Encodable {
        let constraints: [ConstraintJSON]
        let diagnostics: [Diagnostic]
    }
}
