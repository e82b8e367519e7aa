import Constraints
import Layout

/// A layout drawn as an SVG picture a person reads at a glance: the views
/// nested as in the tree and scaled to a chosen width, labels that never
/// overlap or overflow (truncated, with the full name and frame in a tooltip),
/// zero-size views as visible markers, ambiguous views dashed with their free
/// attributes, broken constraints as numbered red connectors between the
/// attributes they relate, a legend, and a scale bar.
struct LayoutPicture {
    private let result: LayoutResult
    private let standardSpacing: StandardSpacing
    private let width: Double?

    /// The picture of `result`, `width` pixels wide (a readable size for the
    /// container when `nil`), constraints in the legend with standard spaces
    /// resolved by `standardSpacing`.
    init(_ result: LayoutResult, standardSpacing: StandardSpacing, width: Double? = nil) {
        self.result = result
        self.standardSpacing = standardSpacing
        self.width = width
    }

    static let margin = 24.0, fontSize = 12.0, characterWidth = 7.0, lineHeight = 18.0
    private static let brokenColor = "#d00"

    /// The SVG document; empty when the layout has no views.
    var svg: String { drawn(nestedAt: nil, title: nil).text }

    /// The picture as an `<svg>` element placed `y` pixels down in another, its caption after `title`.
    func nested(at y: Double, title: String?) -> (text: String, height: Double, width: Double) {
        let picture = drawn(nestedAt: y, title: title)
        return (picture.text, picture.height, picture.width)
    }

    private func drawn(nestedAt offset: Double?, title: String?) -> (text: String, width: Double, height: Double) {
        guard let container = result.frames.first else { return ("", 0, 0) }
        let geometry = PictureGeometry(result)
        let size = LayoutRect(
            x: 0, y: 0, width: Self.finite(container.frame.width), height: Self.finite(container.frame.height))
        let drawingWidth = width.map { max($0 - 2 * Self.margin, 40) } ?? Self.readableWidth(for: size.width)
        let scale = size.width > 0 ? drawingWidth / size.width : 1
        let top = Self.margin + Self.lineHeight * 1.5
        var canvas = SVGCanvas(scale: scale, origin: (Self.margin, top))
        var labels = LabelPlacer(characterWidth: Self.characterWidth, lineHeight: Self.lineHeight)

        let caption = (title.map { "\($0) — " } ?? "") + "\(container.view.name): \(Self.text(size.width)) × \(Self.text(size.height)) pt"
        labels.reserve(LayoutRect(
            x: Self.margin, y: Self.margin - Self.lineHeight + 8, width: Double(caption.count) * Self.characterWidth, height: Self.lineHeight))
        canvas.pixelText(caption, at: (Self.margin, Self.margin + 4), SVGCanvas.TextStyle(color: "#444"))
        canvas.rect(size, SVGCanvas.Paint(fill: "#fafafa", stroke: "#666", strokeWidth: 1.5))
        var names: [(label: String, area: LayoutRect, color: String, depth: Int)] = []
        for (index, entry) in result.frames.enumerated().dropFirst() {
            names.append(draw(entry.view, index: index, geometry: geometry, canvas: &canvas))
        }
        // Names over every shape, the innermost views' first: a container's name then goes where its
        // content leaves room, rather than over its first subview's corner.
        for name in names.enumerated().sorted(by: { ($1.element.depth, $0.offset) < ($0.element.depth, $1.offset) }).map(\.element) {
            labels.place(name.label, in: name.area, color: name.color, canvas: &canvas)
        }
        drawBroken(geometry: geometry, canvas: &canvas)

        var y = top + size.height * scale + Self.lineHeight * 1.5
        y = drawScaleBar(at: y, scale: scale, canvas: &canvas)
        y = drawLegend(at: y, width: drawingWidth, canvas: &canvas)
        let width = drawingWidth + 2 * Self.margin, height = y + Self.margin
        return (canvas.document(width: width, height: height, fontSize: Self.fontSize, nestedAt: offset), width, height)
    }

    // MARK: Views

    /// Draws `view` and returns where its name goes.
    private func draw(
        _ view: LayoutView, index: Int, geometry: PictureGeometry, canvas: inout SVGCanvas
    ) -> (label: String, area: LayoutRect, color: String, depth: Int) {
        let rect = geometry.absoluteFrame(of: view)
        let free = result.ambiguous.first { $0.item === view }?.attributes ?? []
        let depth = geometry.depth(of: view)
        let hue = (index * 67) % 360
        let frame = result.frame(of: view) ?? .zero
        let tooltip = "\(view.name): " + [frame.x, frame.y, frame.width, frame.height].map(Self.text).joined(separator: " ")
            + (free.isEmpty ? "" : " (ambiguous: \(free.map(\.name).joined(separator: ", ")))")
        let stroke = free.isEmpty ? "hsl(\(hue),50%,35%)" : "#c00"
        canvas.beginGroup(title: tooltip)
        if rect.width * canvas.scale < 2 || rect.height * canvas.scale < 2 {
            Self.marker(at: canvas.pixels((rect.x, rect.y)), stroke: stroke, dashed: !free.isEmpty, canvas: &canvas)
        } else {
            canvas.rect(rect, SVGCanvas.Paint(
                fill: "hsla(\(hue),55%,\(70 - min(depth, 4) * 5)%,0.35)", stroke: stroke, strokeWidth: 1, dash: free.isEmpty ? nil : "5 3"))
        }
        var label = view.name
        let tiny = rect.width * canvas.scale < 2 || rect.height * canvas.scale < 2
        if tiny { label += " (zero size)" }
        if !free.isEmpty { label += " (ambiguous: \(free.map(\.name).joined(separator: ", ")))" }
        var area = canvas.pixels(rect)
        if tiny { area = LayoutRect(x: area.x + 10, y: area.y - 9, width: 240, height: 0) }
        canvas.endGroup()
        return (label, area, free.isEmpty ? "#222" : "#c00", depth)
    }

    /// A circle with a cross, at `center` in pixels: a view too small to see.
    private static func marker(at center: (x: Double, y: Double), stroke: String, dashed: Bool, canvas: inout SVGCanvas) {
        canvas.pixelCircle(at: center, radius: 6, SVGCanvas.Paint(fill: "white", stroke: stroke, strokeWidth: 1.5, dash: dashed ? "3 2" : nil))
        canvas.pixelPath([
            [(center.x - 4, center.y - 4), (center.x + 4, center.y + 4)], [(center.x + 4, center.y - 4), (center.x - 4, center.y + 4)],
        ], SVGCanvas.Paint(stroke: stroke, strokeWidth: 1.5))
    }

    // MARK: Broken constraints

    private func drawBroken(geometry: PictureGeometry, canvas: inout SVGCanvas) {
        for (number, broken) in result.broken.enumerated() {
            let points = geometry.anchorPoints(of: broken.rule)
            canvas.beginGroup(title: "broken \(number + 1): \(broken.rule.text(resolving: standardSpacing))")
            switch points.count {
            case 2:
                let (a, b) = (canvas.pixels(points[0]), canvas.pixels(points[1]))
                canvas.pixelLine(from: a, to: b, SVGCanvas.Paint(stroke: Self.brokenColor, strokeWidth: 2.5, roundCaps: true))
                for point in [a, b] { canvas.pixelCircle(at: point, radius: 3.5, SVGCanvas.Paint(fill: Self.brokenColor)) }
                canvas.numberedBadge("\(number + 1)", at: ((a.x + b.x) / 2, (a.y + b.y) / 2), radius: 9, color: Self.brokenColor)
            case 1:
                let point = canvas.pixels(points[0])
                canvas.pixelCircle(at: point, radius: 3.5, SVGCanvas.Paint(fill: Self.brokenColor))
                canvas.numberedBadge("\(number + 1)", at: (point.x + 12, point.y - 12), radius: 9, color: Self.brokenColor)
            default:
                break
            }
            canvas.endGroup()
        }
    }

    // MARK: Scale bar and legend

    /// A bar of a round number of points, with its length written beside it.
    private func drawScaleBar(at y: Double, scale: Double, canvas: inout SVGCanvas) -> Double {
        let points = Self.roundLength(near: 120 / max(scale, 1e-9))
        let paint = SVGCanvas.Paint(stroke: "#333", strokeWidth: 2)
        canvas.pixelLine(from: (Self.margin, y), to: (Self.margin + points * scale, y), paint)
        canvas.pixelLine(from: (Self.margin, y - 4), to: (Self.margin, y + 4), paint)
        canvas.pixelLine(from: (Self.margin + points * scale, y - 4), to: (Self.margin + points * scale, y + 4), paint)
        canvas.pixelText("\(Self.text(points)) pt", at: (Self.margin + points * scale + 8, y + 4), SVGCanvas.TextStyle(color: "#333"))
        return y + Self.lineHeight * 1.5
    }

    /// What the marks mean, then each broken constraint with the rules it
    /// conflicts with, wrapped to the picture's width.
    private func drawLegend(at start: Double, width: Double, canvas: inout SVGCanvas) -> Double {
        var y = start
        var lines: [(text: String, color: String, indent: Double)] = []
        if !result.ambiguous.isEmpty {
            lines.append(("Dashed red: ambiguous (the constraints leave these attributes free).", "#c00", 0))
        }
        if result.frames.dropFirst().contains(where: { $0.frame.width == 0 || $0.frame.height == 0 }) {
            lines.append(("A circle with a cross: a view of zero width or height.", "#333", 0))
        }
        for (number, broken) in result.broken.enumerated() {
            lines.append(("\(number + 1). Broken: \(broken.rule.text(resolving: standardSpacing))", "#c00", 0))
            if broken.reason == .conflict {
                let others = broken.conflictsWith.map { $0.text(resolving: standardSpacing) }
                lines.append(("conflicts with: " + others.joined(separator: ", "), "#600", 18))
            } else {
                lines.append(("because: \(broken.reason)", "#600", 18))
            }
        }
        for line in lines {
            for (index, piece) in Self.wrapped(line.text, toFit: width - line.indent).enumerated() {
                canvas.pixelText(piece, at: (Self.margin + line.indent + (index > 0 ? 18 : 0), y), SVGCanvas.TextStyle(color: line.color))
                y += Self.lineHeight
            }
        }
        return y
    }

    /// `text` broken at spaces into lines of at most `width` pixels (a word
    /// longer than a line is cut).
    static func wrapped(_ text: String, toFit width: Double) -> [String] {
        let limit = max(Int(width / characterWidth), 12)
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > limit {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
            while current.count > limit {
                lines.append(String(current.prefix(limit)))
                current = String(current.dropFirst(limit))
            }
        }
        return lines + [current]
    }

    // MARK: Numbers

    /// A drawing width that keeps a phone readable and a tablet on screen.
    static func readableWidth(for containerWidth: Double) -> Double {
        guard containerWidth > 0 else { return 400 }
        return min(max(containerWidth * 1.5, 480), 960)
    }

    /// 1, 2 or 5 times a power of ten, the nearest at or below `length`.
    static func roundLength(near length: Double) -> Double {
        guard length.isFinite, length > 0 else { return 1 }
        let power = pow10(floorLog10(length))
        for step in [5.0, 2, 1] where step * power <= length { return step * power }
        return power
    }

    private static func floorLog10(_ value: Double) -> Int {
        var exponent = 0, scaled = value
        while scaled >= 10 { scaled /= 10; exponent += 1 }
        while scaled < 1 { scaled *= 10; exponent -= 1 }
        return exponent
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0 ..< abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    static func text(_ value: Double) -> String { CanonicalNumber.text(for: value, .pixels) }
}
