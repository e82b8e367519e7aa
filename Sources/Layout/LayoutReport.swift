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

    /// A report of `result` giving the frames of the views named `viewNames`,
    /// in that order, with standard spaces resolved by `standardSpacing`.
    public init(_ result: LayoutResult, viewNames: [String], standardSpacing: StandardSpacing) {
        self.result = result
        self.viewNames = viewNames
        self.standardSpacing = standardSpacing
    }

    // MARK: Text

    /// One line per named view, `name: x y width height` (frames in the
    /// superview's coordinates, numbers in canonical form); then each broken
    /// constraint, `broken: …`, with `  conflicts with: …` or `  because: …`
    /// (the reason) on the next line; then each ambiguous item,
    /// `ambiguous: name: x, y, …`.
    public var text: String {
        var lines: [String] = []
        for (name, frame) in namedFrames {
            lines.append("\(name): \(Self.number(frame.x)) \(Self.number(frame.y)) \(Self.number(frame.width)) \(Self.number(frame.height))")
        }
        for broken in result.broken {
            lines.append("broken: \(text(of: broken.rule))")
            lines.append(explanation(of: broken))
        }
        for item in result.ambiguous {
            lines.append("ambiguous: \(item.item.name): \(item.attributes.map(\.name).joined(separator: ", "))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    // MARK: JSON

    /// One JSON object, pretty-printed with sorted keys: `frames` (by view
    /// name, each `x`, `y`, `width`, `height`), `broken` (each `constraint`,
    /// `conflictsWith` and `reason`, `null` for a conflict), and `ambiguous`
    /// (each `view` and `attributes`).
    ///
    /// Never fails: a number that is not finite (which JSON cannot write) is
    /// encoded as `null`.
    public var json: String {
        let document = DocumentJSON(
            frames: Dictionary(namedFrames.map { ($0.name, FrameJSON(frame: $0.frame)) }, uniquingKeysWith: { first, _ in first }),
            broken: result.broken.map {
                BrokenJSON(
                    constraint: text(of: $0.rule), conflictsWith: $0.conflictsWith.map(text(of:)),
                    reason: $0.reason == .conflict ? nil : $0.reason.description)
            },
            ambiguous: result.ambiguous.map { AmbiguousJSON(view: $0.item.name, attributes: $0.attributes.map(\.name)) })
        // Every number is finite or written as null, and strings always encode.
        return ((try? JSONText.encode(document)) ?? "{}") + "\n"
    }

    private struct DocumentJSON: Encodable {
        let frames: [String: FrameJSON]
        let broken: [BrokenJSON]
        let ambiguous: [AmbiguousJSON]
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
        let conflictsWith: [String]
        let reason: String?

        private enum CodingKeys: String, CodingKey {
            case constraint, conflictsWith, reason
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(constraint, forKey: .constraint)
            try container.encode(conflictsWith, forKey: .conflictsWith)
            try container.encode(reason, forKey: .reason)
        }
    }

    private struct AmbiguousJSON: Encodable {
        let view: String
        let attributes: [String]
    }

    // MARK: SVG

    /// An SVG picture of every view of the tree, the container first, each
    /// a labelled rectangle in the container's coordinates; ambiguous views
    /// are dashed in red and say what is undetermined. Below the container,
    /// each broken constraint is written in red with what it conflicts with
    /// or why it was broken. A number that is not finite is drawn as 0.
    /// Empty when the layout has no views.
    public var svg: String {
        guard let container = result.frames.first else { return "" }
        let width = max(container.frame.width, 1), height = max(container.frame.height, 1)
        let notes = result.broken.map { "broken: \(text(of: $0.rule)); " + explanation(of: $0).trimmingCharacters(in: .whitespaces) }
        let notesHeight = Double(notes.count) * Self.svgLineHeight
        var absolute: [ObjectIdentifier: (x: Double, y: Double)] = [:]
        let openAttributes = Dictionary(
            result.ambiguous.map { (ObjectIdentifier($0.item), $0.attributes) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.svgNumber(width + 20))\" height=\"\(Self.svgNumber(height + 20 + notesHeight))\" "
                + "viewBox=\"-10 -10 \(Self.svgNumber(width + 20)) \(Self.svgNumber(height + 20 + notesHeight))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(Self.svgNumber(width))\" height=\"\(Self.svgNumber(height))\" fill=\"#f4f4f4\" stroke=\"#888\"/>",
        ]
        for (index, entry) in result.frames.enumerated() {
            let parent = entry.view.superview.flatMap { absolute[ObjectIdentifier($0)] } ?? (0, 0)
            let x = parent.x + entry.frame.x, y = parent.y + entry.frame.y
            absolute[ObjectIdentifier(entry.view)] = (x, y)
            guard index > 0 else { continue }
            let open = openAttributes[ObjectIdentifier(entry.view)] ?? []
            let hue = (index * 67) % 360
            let stroke = open.isEmpty ? "hsl(\(hue),55%,40%)" : "#d00"
            let dash = open.isEmpty ? "" : " stroke-dasharray=\"4 3\""
            lines.append(
                "  <rect x=\"\(Self.svgNumber(x))\" y=\"\(Self.svgNumber(y))\" width=\"\(Self.svgNumber(entry.frame.width))\" "
                    + "height=\"\(Self.svgNumber(entry.frame.height))\" fill=\"hsla(\(hue),60%,70%,0.45)\" stroke=\"\(stroke)\"\(dash)/>")
            var label = Self.escaped(entry.view.name)
            if !open.isEmpty { label += " (ambiguous: \(open.map(\.name).joined(separator: ", ")))" }
            lines.append("  <text x=\"\(Self.svgNumber(x + 3))\" y=\"\(Self.svgNumber(y + 12))\" fill=\"\(open.isEmpty ? "#222" : "#d00")\">\(label)</text>")
        }
        for (index, note) in notes.enumerated() {
            let y = height + Self.svgLineHeight * Double(index + 1)
            lines.append("  <text x=\"0\" y=\"\(Self.svgNumber(y))\" fill=\"#d00\">\(Self.escaped(note))</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static let svgLineHeight = 14.0

    private static func svgNumber(_ value: Double) -> String { number(value.isFinite ? value : 0) }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
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

    private static func number(_ value: Double) -> String { CanonicalNumber.text(for: value) }
}
