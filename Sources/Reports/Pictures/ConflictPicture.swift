import ConsoleLog
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
    private static let fontSize = 11.0, characterWidth = 6.2, lineHeight = 18.0

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
        let width = max(box.width * scale + 2 * margin, 420), pictureHeight = box.height * scale + 2 * margin + (title == nil ? 0 : 22)
        let top = title == nil ? margin : margin + 22
        var canvas = SVGCanvas(scale: scale, origin: (margin - box.x * scale, top - box.y * scale))
        var labels = LabelPlacer(characterWidth: Self.characterWidth, lineHeight: Self.lineHeight)
        let legend = legendLines(analysis: analysis, removed: layout.removed)
        let height = pictureHeight + Self.lineHeight * Double(legend.count) + 8
        if let title { canvas.pixelText(title, at: (12, 20), SVGCanvas.TextStyle(color: "#222", size: 13, bold: true)) }
        let involved = Set(analysis.items)
        var names: [(text: String, at: (x: Double, y: Double), color: String)] = []
        for item in items.sorted(by: { depth(of: $0, layout) < depth(of: $1, layout) }) {
            guard let frame = frames[item] else { continue }
            let logged = log.items[item]
            let stroke = involved.contains(item) ? "#333333" : "#9a9a9a"
            let fill = logged.isLayoutGuide ? "none" : (involved.contains(item) ? "#eef3fa" : "#f6f6f6")
            var area = canvas.pixels(frame)
            area = LayoutRect(x: area.x, y: area.y, width: max(area.width, 1), height: max(area.height, 1))
            canvas.pixelRect(area, SVGCanvas.Paint(fill: fill, fillOpacity: 0.6, stroke: stroke, dash: logged.isLayoutGuide ? "5 3" : nil))
            let name = file.names[item]
            let spot = labels.spot(
                size: (Self.characterWidth * Double(name.count), 12), from: (area.x + 3, area.y + 2), step: (0, 13))
            names.append((name, (spot.x, spot.y + 10), stroke))
        }
        for name in names { canvas.pixelText(name.text, at: name.at, SVGCanvas.TextStyle(color: name.color)) }
        for (number, member) in analysis.conflict.enumerated() {
            mark(member, number: number + 1, layout: layout, slot: number, canvas: &canvas, labels: &labels)
        }
        for (index, line) in legend.enumerated() {
            canvas.pixelText(line.text, at: (12, pictureHeight + 14 + Self.lineHeight * Double(index)), SVGCanvas.TextStyle(color: line.color))
        }
        return (canvas.document(width: width, height: height, fontSize: Self.fontSize, nestedAt: offsetY), width, height)
    }

    // MARK: Constraints

    /// A numbered line for a member of the conflict: along its item for a size, between the two
    /// attributes for a position; dashed red for the constraint left out.
    private func mark(
        _ member: Int, number: Int, layout: PictureScene, slot: Int, canvas: inout SVGCanvas, labels: inout LabelPlacer
    ) {
        let log = file.log, constraint = log.constraints[member].constraint
        guard let first = log.index(of: constraint.heldFirstItem), let frame = layout.frame(of: first) else { return }
        let color = member == layout.removed ? Self.broken : Self.palette[(number - 1) % Self.palette.count]
        let vertical = constraint.firstAttribute.axis == .vertical
        let offset = 6 + 12 * Double(slot)
        let area = canvas.pixels(frame)
        let a: (x: Double, y: Double), b: (x: Double, y: Double)
        if constraint.firstAttribute.isSize {
            if vertical {
                (a, b) = ((area.x + area.width + offset, area.y), (area.x + area.width + offset, area.y + area.height))
            } else {
                (a, b) = ((area.x, area.y + area.height + offset), (area.x + area.width, area.y + area.height + offset))
            }
        } else {
            guard let from = layout.value(of: constraint.firstAttribute, of: first) else { return }
            let to = constraint.secondItem.flatMap { log.index(of: $0) }.flatMap { layout.value(of: constraint.secondAttribute, of: $0) } ?? from
            let (start, end) = (canvas.pixels((to, to)), canvas.pixels((from, from)))
            if vertical {
                (a, b) = ((area.x - offset, start.y), (area.x - offset, end.y))
            } else {
                (a, b) = ((start.x, area.y - offset), (end.x, area.y - offset))
            }
        }
        let tick = 4.0
        let ticks: [[(x: Double, y: Double)]] = vertical
            ? [[(a.x - tick, a.y), (a.x + tick, a.y)], [(b.x - tick, b.y), (b.x + tick, b.y)]]
            : [[(a.x, a.y - tick), (a.x, a.y + tick)], [(b.x, b.y - tick), (b.x, b.y + tick)]]
        let badge = labels.spot(size: (16, 16), from: ((a.x + b.x) / 2 - 8, (a.y + b.y) / 2 - 8), step: vertical ? (18, 0) : (0, 18))
        canvas.beginGroup(className: "constraint", stroke: color)
        canvas.pixelLine(from: a, to: b, SVGCanvas.Paint(strokeWidth: 2, dash: member == layout.removed ? "6 4" : nil))
        canvas.pixelPath(ticks, SVGCanvas.Paint(strokeWidth: 1.5))
        canvas.numberedBadge("\(number)", at: (badge.x + 8, badge.y + 8), radius: 8, color: color)
        canvas.endGroup()
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
}
