import Constraints
import Foundation

extension LayoutResult {
    /// The layout as an SVG picture: the container and every view as a
    /// labelled rectangle (in root coordinates), ambiguous views dashed in red
    /// with what is undetermined, so a person can look instead of read.
    public func svg() -> String {
        guard let container = frames.first else { return "" }
        let width = max(container.frame.width, 1), height = max(container.frame.height, 1)
        var absolute: [ObjectIdentifier: (x: Double, y: Double)] = [:]
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width + 20))\" height=\"\(Self.number(height + 20))\" "
                + "viewBox=\"-10 -10 \(Self.number(width + 20)) \(Self.number(height + 20))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" fill=\"#f4f4f4\" stroke=\"#888\"/>",
        ]
        for (index, entry) in frames.enumerated() {
            let parent = entry.view.superview.flatMap { absolute[ObjectIdentifier($0)] } ?? (0, 0)
            let x = parent.x + entry.frame.x, y = parent.y + entry.frame.y
            absolute[ObjectIdentifier(entry.view)] = (x, y)
            guard index > 0 else { continue }
            let open = ambiguous.first { $0.item === entry.view }?.attributes ?? []
            let hue = (index * 67) % 360
            let stroke = open.isEmpty ? "hsl(\(hue),55%,40%)" : "#d00"
            let dash = open.isEmpty ? "" : " stroke-dasharray=\"4 3\""
            lines.append(
                "  <rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(entry.frame.width))\" "
                    + "height=\"\(Self.number(entry.frame.height))\" fill=\"hsla(\(hue),60%,70%,0.45)\" stroke=\"\(stroke)\"\(dash)/>")
            var label = Self.escaped(entry.view.name)
            if !open.isEmpty { label += " (ambiguous: \(open.map(\.name).joined(separator: ", ")))" }
            lines.append("  <text x=\"\(Self.number(x + 3))\" y=\"\(Self.number(y + 12))\" fill=\"\(open.isEmpty ? "#222" : "#d00")\">\(label)</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String { CanonicalNumber.text(for: value.isFinite ? value : 0) }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
