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
    /// `why` and `hint`), and `warnings` (sentences). A view its document
    /// names has its `id` in its frame object; a document's views whose
    /// frame is not the one stored are in `misplaced` (each `view`, `id`,
    /// `stored` and `laidOut` frames), and a scene's `scene` and `sceneID` are given;
    /// `schemaVersion` is the version of the document's schema.
    ///
    /// Never fails: a number that is not finite (which JSON cannot write) is
    /// encoded as `null`.
    public func layout(_ report: LayoutReport) -> String {
        // Every number is finite or written as null, and strings always encode.
        ((try? JSONText.encode(document(of: report, schemaVersion: JSONSchemaVersion.current))) ?? "{}") + "\n"
    }

    /// Several scenes: `{"scenes": [...], "schemaVersion": "1.1"}`, each scene's object as `layout(_:)` writes it, less its version.
    public func layouts(_ reports: [LayoutReport]) -> String {
        if reports.count == 1, let only = reports.first { return layout(only) }
        return ((try? JSONText.encode(ScenesJSON(scenes: reports.map { document(of: $0, schemaVersion: nil) }))) ?? "{}") + "\n"
    }

    private func document(of report: LayoutReport, schemaVersion: String?) -> DocumentJSON {
        DocumentJSON(
            schemaVersion: schemaVersion,
            scene: report.annotations.title, sceneID: report.annotations.sceneID,
            frames: Dictionary(
                report.namedFrames.map { ($0.name, FrameJSON(frame: $0.frame, id: $0.id)) }, uniquingKeysWith: { first, _ in first }),
            misplaced: report.annotations.storedFrames.isEmpty ? nil : report.misplaced.map {
                MisplacedJSON(
                    view: $0.view.name, id: report.annotations.ids[ObjectIdentifier($0.view)], stored: FrameJSON(frame: $0.stored, id: nil),
                    laidOut: FrameJSON(frame: $0.laidOut, id: nil))
            },
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
    }

    private struct ScenesJSON: Encodable {
        let scenes: [DocumentJSON]
        let schemaVersion = JSONSchemaVersion.current
    }

    private struct DocumentJSON: Encodable {
        let schemaVersion: String?
        let scene: String?
        let sceneID: String?
        let frames: [String: FrameJSON]
        let misplaced: [MisplacedJSON]?
        let broken: [BrokenJSON]
        let ambiguous: [AmbiguousJSON]
        let warnings: [String]
    }

    private struct MisplacedJSON: Encodable {
        let view: String
        let id: String?
        let stored: FrameJSON
        let laidOut: FrameJSON
    }

    private struct FrameJSON: Encodable {
        let frame: LayoutRect
        let id: String?

        private enum CodingKeys: String, CodingKey {
            case x, y, width, height, id
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
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

    /// `convert --to json`: the constraints, each with where it was written, the diagnostics, and `schemaVersion`.
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
        let schemaVersion = JSONSchemaVersion.current
    }
}
