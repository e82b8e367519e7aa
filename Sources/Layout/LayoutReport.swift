import Constraints
import Foundation

/// A finished layout as people and programs read it, in three renderings:
/// plain text, JSON and an SVG picture (what `vfl-tool layout` prints).
///
/// Constraints print in canonical text with the standard space resolved by
/// the report's `StandardSpacing`; rules the engine made itself are suffixed
/// with what they are, such as `(intrinsic content size)` or `(container)`.
/// Each rendering is computed when asked for, in time linear in the layout.
public struct LayoutReport {
    private let result: LayoutResult
    private let viewNames: [String]
    private let standardSpacing: StandardSpacing
    private let locate: (LayoutConstraint) -> SourceRange?
    private let advice: LayoutAdvice

    /// A report of `result` giving the frames of the views named `viewNames`,
    /// in that order, with standard spaces resolved by `standardSpacing`.
    /// `locate` says where a constraint was written (a scene file's line);
    /// without it, a constraint's own origin does (a VFL format and column).
    /// No warning is about a view for which `isStandIn` is true (one the
    /// reader of the input made up).
    public init(
        _ result: LayoutResult, viewNames: [String], standardSpacing: StandardSpacing,
        locate: @escaping (LayoutConstraint) -> SourceRange? = { _ in nil },
        isStandIn: (LayoutView) -> Bool = { _ in false }
    ) {
        self.result = result
        self.viewNames = viewNames
        self.standardSpacing = standardSpacing
        self.locate = locate
        advice = result.frames.first.map { LayoutAdvice(result, root: $0.view, isStandIn: isStandIn) } ?? LayoutAdvice.none
    }

    // MARK: Text

    /// One line per named view, `name: x y width height` (frames in the
    /// superview's coordinates, numbers in canonical form); then each broken
    /// constraint, `broken: …`, with `  written at: …` where it was written
    /// and `  conflicts with: …` or `  because: …` (the reason); then each
    /// ambiguous item, `ambiguous: name: x, y, …`, with `  why (…): …` and
    /// `  hint: …` per axis; then `warning: …` for views that overlap a
    /// sibling or leave their superview.
    public var text: String {
        var lines: [String] = []
        for (name, frame) in namedFrames {
            lines.append("\(name): \(Self.number(frame.x)) \(Self.number(frame.y)) \(Self.number(frame.width)) \(Self.number(frame.height))")
        }
        for broken in result.broken {
            lines.append("broken: \(text(of: broken.rule))")
            if let location = location(of: broken.rule) { lines.append("  written at: \(location)") }
            lines.append(explanation(of: broken))
        }
        for item in result.ambiguous {
            lines.append("ambiguous: \(item.item.name): \(item.attributes.map(\.name).joined(separator: ", "))")
            for reason in advice.ambiguities where reason.item === item.item {
                lines.append("  why (\(reason.attributes.map(\.name).joined(separator: ", "))): \(reason.reason)")
                lines.append("  hint: \(reason.hint)")
            }
        }
        for warning in advice.warnings { lines.append("warning: \(warning.message)") }
        return lines.map { $0 + "\n" }.joined()
    }

    // MARK: JSON

    /// One JSON object, pretty-printed with sorted keys: `frames` (by view
    /// name, each `x`, `y`, `width`, `height`), `broken` (each `constraint`,
    /// `location` or null, `conflictsWith` and `reason`, null for a conflict),
    /// `ambiguous` (each `view`, `attributes` and `reasons`, each `attributes`,
    /// `why` and `hint`), and `warnings` (sentences).
    ///
    /// Never fails: a number that is not finite (which JSON cannot write) is
    /// encoded as `null`.
    public var json: String {
        let document = DocumentJSON(
            frames: Dictionary(namedFrames.map { ($0.name, FrameJSON(frame: $0.frame)) }, uniquingKeysWith: { first, _ in first }),
            broken: result.broken.map {
                BrokenJSON(
                    constraint: text(of: $0.rule), location: location(of: $0.rule),
                    conflictsWith: $0.conflictsWith.map(text(of:)),
                    reason: $0.reason == .conflict ? nil : $0.reason.description)
            },
            ambiguous: result.ambiguous.map { item in
                AmbiguousJSON(
                    view: item.item.name, attributes: item.attributes.map(\.name),
                    reasons: advice.ambiguities.filter { $0.item === item.item }.map {
                        ReasonJSON(attributes: $0.attributes.map(\.name), why: $0.reason, hint: $0.hint)
                    })
            },
            warnings: advice.warnings.map(\.message))
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

    // MARK: SVG

    /// The layout as a picture (`LayoutPicture`), `width` pixels wide or a
    /// readable size for the container when `nil`.
    public func svg(width: Double? = nil) -> String {
        LayoutPicture(result, standardSpacing: standardSpacing, width: width).svg
    }

    // MARK: Shared

    /// The frame of each named view in the layout, in the order of the names
    /// (the first view of a name, in tree order).
    private var namedFrames: [(name: String, frame: LayoutRect)] {
        let byName = Dictionary(result.frames.map { ($0.view.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return viewNames.compactMap { name in byName[name].map { (name, $0) } }
    }

    /// The line under `broken: …`: what it conflicts with, or why it was broken.
    private func explanation(of broken: LayoutResult.BrokenRule) -> String {
        guard broken.reason == .conflict else { return "  because: \(broken.reason)" }
        return "  conflicts with: " + broken.conflictsWith.map(text(of:)).joined(separator: ", ")
    }

    private func text(of rule: LayoutRule) -> String { rule.text(resolving: standardSpacing) }

    /// Where a rule was written: the caller's location of its constraint, else
    /// the VFL format and column or DSL call it came from; `nil` for rules the
    /// engine made itself.
    private func location(of rule: LayoutRule) -> String? {
        guard case .constraint(let constraint) = rule else { return nil }
        if let range = locate(constraint) { return range.description }
        switch constraint.origin {
        case .visualFormat(let format, let range): return "'\(format)', column \(range.start.column)"
        case .dsl(let range), .sourceCode(let range), .consoleLog(let range): return range.description
        case .canonicalText, .unspecified: return nil
        }
    }

    private static func number(_ value: Double) -> String { CanonicalNumber.text(for: value) }
}
