import Constraints
import Layout

/// An SVG picture of one log: its views laid out as UIKit recovers (the
/// broken constraint left out), the conflict's constraints drawn between
/// them as numbered dimension lines, the broken one dashed in red where its
/// items ended up, and a legend of the numbers.
struct ConflictPicture {
    let file: ExplainReport.File
    let section: Int

    private static let palette = ["#1f6fb2", "#2a9d5b", "#b26b00", "#7a3fb0", "#0f8a8a", "#a33f6e", "#5a6b00", "#8a5a2b"]
    private static let broken = "#d11a1a"
    /// The widest a picture is drawn, in pixels, before its legend.
    private static let targetSize = 520.0

    /// The picture as an `<svg>` element (no XML prolog), `title` above it
    /// when given, placed `y` pixels down when it is nested in another.
    func svg(title: String?, y offsetY: Double? = nil) -> (text: String, width: Double, height: Double) {
        let log = file.log, analysis = file.analyses[section]
        let layout = PictureScene(log: log, section: section, analysis: analysis)
        let drawn = log.sections[section].constraintIndices.flatMap { log.constraints[$0].itemIndices }
        let items = Array(Set(drawn)).sorted().filter { layout.frame(of: $0) != nil }
        var frames: [Int: LayoutRect] = [:]
        for item in items { frames[item] = layout.frame(of: item) }
        let box = Self.boundingBox(of: Array(frames.values))
        let scale = min(4, max(0.2, Self.targetSize / max(box.width, box.height, 1)))
        let margin = 24.0 + 12 * Double(min(analysis.conflict.count, 6))
        let width = box.width * scale + 2 * margin, pictureHeight = box.height * scale + 2 * margin + (title == nil ? 0 : 22)
        let top = title == nil ? margin : margin + 22
        func x(_ value: Double) -> Double { margin + (value - box.x) * scale }
        func y(_ value: Double) -> Double { top + (value - box.y) * scale }
        let legend = legendLines(analysis: analysis, removed: layout.removed)
        let height = pictureHeight + 18 * Double(legend.count) + 8
        let place = offsetY.map { " x=\"0\" y=\"\(Self.number($0))\"" } ?? " xmlns=\"http://www.w3.org/2000/svg\""
        var svg = [
            "<svg\(place) width=\"\(Self.number(max(width, 420)))\" height=\"\(Self.number(height))\" "
                + "viewBox=\"0 0 \(Self.number(max(width, 420))) \(Self.number(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">",
            "  <rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        ]
        if let title { svg.append("  <text x=\"12\" y=\"20\" font-size=\"13\" font-weight=\"bold\">\(Self.escaped(title))</text>") }
        let involved = Set(analysis.items)
        var occupied = Occupancy()
        var labels: [String] = []
        for item in items.sorted(by: { depth(of: $0, layout) < depth(of: $1, layout) }) {
            guard let frame = frames[item] else { continue }
            let logged = log.items[item]
            let stroke = involved.contains(item) ? "#333333" : "#9a9a9a"
            let dash = logged.isLayoutGuide ? " stroke-dasharray=\"5 3\"" : ""
            let fill = logged.isLayoutGuide ? "none" : (involved.contains(item) ? "#eef3fa" : "#f6f6f6")
            svg.append("  <rect x=\"\(Self.number(x(frame.x)))\" y=\"\(Self.number(y(frame.y)))\" width=\"\(Self.number(max(frame.width * scale, 1)))\" "
                + "height=\"\(Self.number(max(frame.height * scale, 1)))\" fill=\"\(fill)\" fill-opacity=\"0.6\" stroke=\"\(stroke)\"\(dash)/>")
            let name = file.names[item]
            let label = occupied.place(x: x(frame.x) + 3, y: y(frame.y) + 2, width: 6.2 * Double(name.count), height: 12, step: (0, 13))
            labels.append("  <text x=\"\(Self.number(label.x))\" y=\"\(Self.number(label.y + 10))\" fill=\"\(stroke)\">\(Self.escaped(name))</text>")
        }
        svg += labels
        for (number, member) in analysis.conflict.enumerated() {
            svg += marks(for: member, number: number + 1, layout: layout, place: (x, y), slot: number, occupied: &occupied)
        }
        for (index, line) in legend.enumerated() {
            svg.append("  <text x=\"12\" y=\"\(Self.number(pictureHeight + 14 + 18 * Double(index)))\" fill=\"\(line.color)\">\(Self.escaped(line.text))</text>")
        }
        svg.append("</svg>")
        return (svg.joined(separator: "\n") + "\n", max(width, 420), height)
    }

    // MARK: Constraints

    /// A numbered line for a member of the conflict: along its item for a size, between the two
    /// attributes for a position; dashed red for the constraint left out.
    private func marks(for member: Int, number: Int, layout: PictureScene, place: (x: (Double) -> Double, y: (Double) -> Double),
                       slot: Int, occupied: inout Occupancy) -> [String] {
        let log = file.log, constraint = log.constraints[member].constraint
        guard let first = log.index(of: constraint.heldFirstItem), let frame = layout.frame(of: first) else { return [] }
        let color = member == layout.removed ? Self.broken : Self.palette[(number - 1) % Self.palette.count]
        let dash = member == layout.removed ? " stroke-dasharray=\"6 4\"" : ""
        let vertical = constraint.firstAttribute.axis == .vertical
        let offset = 6 + 12 * Double(slot)
        var ends: (Double, Double, Double, Double)
        if constraint.firstAttribute.isSize {
            ends = vertical
                ? (place.x(frame.x + frame.width) + offset, place.y(frame.y), place.x(frame.x + frame.width) + offset, place.y(frame.y + frame.height))
                : (place.x(frame.x), place.y(frame.y + frame.height) + offset, place.x(frame.x + frame.width), place.y(frame.y + frame.height) + offset)
        } else {
            guard let from = layout.value(of: constraint.firstAttribute, of: first) else { return [] }
            let to = constraint.secondItem.flatMap { log.index(of: $0) }.flatMap { layout.value(of: constraint.secondAttribute, of: $0) } ?? from
            ends = vertical
                ? (place.x(frame.x) - offset, place.y(to), place.x(frame.x) - offset, place.y(from))
                : (place.x(to), place.y(frame.y) - offset, place.x(from), place.y(frame.y) - offset)
        }
        let (x1, y1, x2, y2) = ends
        let tick = 4.0
        let ticks = vertical
            ? "M\(Self.number(x1 - tick)) \(Self.number(y1))h\(Self.number(2 * tick))M\(Self.number(x2 - tick)) \(Self.number(y2))h\(Self.number(2 * tick))"
            : "M\(Self.number(x1)) \(Self.number(y1 - tick))v\(Self.number(2 * tick))M\(Self.number(x2)) \(Self.number(y2 - tick))v\(Self.number(2 * tick))"
        let badge = occupied.place(x: (x1 + x2) / 2 - 8, y: (y1 + y2) / 2 - 8, width: 16, height: 16, step: vertical ? (18, 0) : (0, 18))
        let middle = (badge.x + 8, badge.y + 8)
        return [
            "  <g class=\"constraint\" stroke=\"\(color)\">",
            "    <line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" stroke-width=\"2\"\(dash)/>",
            "    <path d=\"\(ticks)\" stroke-width=\"1.5\"/>",
            "    <circle cx=\"\(Self.number(middle.0))\" cy=\"\(Self.number(middle.1))\" r=\"8\" fill=\"\(color)\"/>",
            "    <text x=\"\(Self.number(middle.0))\" y=\"\(Self.number(middle.1 + 3.5))\" fill=\"#ffffff\" stroke=\"none\" text-anchor=\"middle\" font-weight=\"bold\">\(number)</text>",
            "  </g>",
        ]
    }

    /// The legend: a line per member of the conflict, then the sizes it needs non-negative.
    private func legendLines(analysis: ConflictAnalysis, removed: Int?) -> [(text: String, color: String)] {
        let log = file.log
        let wording = ConstraintWording(log: log, names: file.names)
        var lines: [(String, String)] = analysis.conflict.enumerated().map { number, member in
            let logged = log.constraints[member]
            var text = "\(number + 1)  line \(logged.line): \(wording.sentence(for: logged.constraint))"
            if member == removed { text += " (broken: left out of this layout)" }
            return (text, member == removed ? Self.broken : Self.palette[number % Self.palette.count])
        }
        if !analysis.nonNegativeSizes.isEmpty {
            let sizes = analysis.nonNegativeSizes.map { "the \($0.attribute) of \(file.names[$0.item])" }
            lines.append(("and UIKit keeps " + ConflictExplanation.list(sizes) + " at 0 or more", "#333333"))
        }
        if analysis.conflict.isEmpty {
            let empty = log.sections[section].constraintIndices.isEmpty
            lines.append((empty ? file.explanations[section].sentences.first ?? "" : "No conflict among the readable constraints.", "#333333"))
        }
        return lines
    }

    // MARK: Shared

    /// The boxes already drawn on, so that a label or badge moves on until it finds room.
    private struct Occupancy {
        private var boxes: [(x: Double, y: Double, width: Double, height: Double)] = []

        /// Where a box of this size starting at (x, y) fits, moved by `step` until it overlaps nothing (a few tries).
        mutating func place(x: Double, y: Double, width: Double, height: Double, step: (Double, Double)) -> (x: Double, y: Double) {
            var spot = (x: x, y: y)
            for _ in 0 ..< 12 where boxes.contains(where: { overlaps($0, (spot.x, spot.y, width, height)) }) {
                spot = (spot.x + step.0, spot.y + step.1)
            }
            boxes.append((spot.x, spot.y, width, height))
            return spot
        }

        private func overlaps(_ a: (x: Double, y: Double, width: Double, height: Double),
                              _ b: (x: Double, y: Double, width: Double, height: Double)) -> Bool {
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
    }

    private func depth(of item: Int, _ layout: PictureScene) -> Int {
        var depth = 0, current = layout.parents[item]
        while let parent = current, depth < 64 {
            depth += 1
            current = layout.parents[parent]
        }
        return depth
    }

    private static func boundingBox(of frames: [LayoutRect]) -> LayoutRect {
        let finite = frames.filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
        guard let first = finite.first else { return LayoutRect(x: 0, y: 0, width: 1, height: 1) }
        var minX = first.x, minY = first.y, maxX = first.x + first.width, maxY = first.y + first.height
        for frame in finite {
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + frame.width)
            maxY = max(maxY, frame.y + frame.height)
        }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func number(_ value: Double) -> String {
        CanonicalNumber.text(for: value.isFinite ? (value * 10).rounded() / 10 : 0)
    }

    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
