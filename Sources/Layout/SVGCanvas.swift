import Constraints

/// Writes SVG elements, turning layout points into pixels (`scale`, then
/// `origin`) and escaping text.
struct SVGCanvas {
    let scale: Double
    let origin: (x: Double, y: Double)
    private var elements: [String] = []
    private var depth = 1

    init(scale: Double, origin: (x: Double, y: Double)) {
        self.scale = scale
        self.origin = origin
    }

    /// `rect` (in points) in pixels.
    func pixels(_ rect: LayoutRect) -> LayoutRect {
        LayoutRect(x: origin.x + rect.x * scale, y: origin.y + rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }

    private func pixels(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (origin.x + point.x * scale, origin.y + point.y * scale)
    }

    /// Starts a group whose tooltip is `title`.
    mutating func beginGroup(title: String) {
        add("<g><title>\(Self.escaped(title))</title>")
        depth += 1
    }

    mutating func endGroup() {
        depth -= 1
        add("</g>")
    }

    mutating func rect(_ rect: LayoutRect, fill: String, stroke: String, strokeWidth: Double, dashed: Bool = false) {
        let area = pixels(rect)
        add("<rect x=\"\(n(area.x))\" y=\"\(n(area.y))\" width=\"\(n(max(area.width, 0)))\" height=\"\(n(max(area.height, 0)))\" "
            + "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"\(dashed ? " stroke-dasharray=\"5 3\"" : "")/>")
    }

    /// A circle with a cross: a view too small to see.
    mutating func marker(at point: (x: Double, y: Double), stroke: String, dashed: Bool) {
        let center = pixels(point)
        add("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"6\" fill=\"white\" stroke=\"\(stroke)\" stroke-width=\"1.5\"\(dashed ? " stroke-dasharray=\"3 2\"" : "")/>")
        add("<path d=\"M\(n(center.x - 4)) \(n(center.y - 4))L\(n(center.x + 4)) \(n(center.y + 4))M\(n(center.x + 4)) \(n(center.y - 4))L\(n(center.x - 4)) \(n(center.y + 4))\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>")
    }

    /// A red line between two attribute points, with round ends and a numbered badge halfway.
    mutating func connector(from start: (x: Double, y: Double), to end: (x: Double, y: Double), label: String) {
        let a = pixels(start), b = pixels(end)
        add("<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" stroke=\"#d00\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>")
        for point in [a, b] { add("<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"3.5\" fill=\"#d00\"/>") }
        numbered(at: ((a.x + b.x) / 2, (a.y + b.y) / 2), label: label)
    }

    /// A numbered red badge on one attribute point.
    mutating func badge(at point: (x: Double, y: Double), label: String) {
        let center = pixels(point)
        add("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"3.5\" fill=\"#d00\"/>")
        numbered(at: (center.x + 12, center.y - 12), label: label)
    }

    private mutating func numbered(at center: (x: Double, y: Double), label: String) {
        add("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"9\" fill=\"#d00\"/>")
        add("<text x=\"\(n(center.x))\" y=\"\(n(center.y + 4))\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\">\(Self.escaped(label))</text>")
    }

    /// A line in pixels.
    mutating func pixelLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), stroke: String, width: Double) {
        add("<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"/>")
    }

    /// Text at a point in pixels (its baseline's start).
    mutating func pixelText(_ text: String, at point: (x: Double, y: Double), color: String) {
        add("<text x=\"\(n(point.x))\" y=\"\(n(point.y))\" fill=\"\(color)\">\(Self.escaped(text))</text>")
    }

    /// The whole document.
    func document(width: Double, height: Double) -> String {
        let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(n(LayoutPicture.fontSize))\">"
        return ([header, "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>"] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private mutating func add(_ element: String) {
        elements.append(String(repeating: "  ", count: depth) + element)
    }

    private func n(_ value: Double) -> String { LayoutPicture.text(LayoutPicture.finite(value)) }

    static func escaped(_ text: String) -> String { XMLText.escaped(text) }

}

/// Places labels so that none overlaps another: inside the view's top-left
/// corner when the view is big enough for the whole label, else just above or
/// below it (up to 240 pixels wide), else inside, shortened with `…` to what
/// fits, else at the first free place down its left edge. The tooltip always
/// keeps the whole name.
struct LabelPlacer {
    private(set) var placed: [LayoutRect] = []

    /// Keeps labels off `area`, which other text already uses.
    mutating func reserve(_ area: LayoutRect) {
        placed.append(area)
    }

    mutating func place(_ label: String, in view: LayoutRect, color: String, canvas: inout SVGCanvas) {
        let height = LayoutPicture.lineHeight
        let inside = max(view.width - 6, LayoutPicture.characterWidth * 4)
        let outside = max(240, inside)
        var candidates: [(text: String, spot: LayoutRect)] = []
        func candidate(_ fit: Double, x: Double, y: Double) {
            let text = Self.truncated(label, toFit: fit)
            candidates.append((text, LayoutRect(x: x, y: y, width: Double(text.count) * LayoutPicture.characterWidth, height: height)))
        }
        let tallEnough = view.height >= height + 2
        if tallEnough, Self.width(of: label) <= inside { candidate(inside, x: view.x + 3, y: view.y + 2) }
        candidate(outside, x: view.x, y: view.y - height)
        candidate(outside, x: view.x, y: view.y + view.height + 1)
        if tallEnough { candidate(inside, x: view.x + 3, y: view.y + 2) }
        for step in 1 ... 20 { candidate(inside, x: view.x + 3, y: view.y + Double(step) * height) }
        guard let chosen = candidates.first(where: { candidate in !placed.contains { $0.intersects(candidate.spot) } }) else { return }
        placed.append(chosen.spot)
        canvas.pixelText(chosen.text, at: (chosen.spot.x, chosen.spot.y + height - 5), color: color)
    }

    private static func width(of label: String) -> Double { Double(label.count) * LayoutPicture.characterWidth }

    /// `label`, cut with `…` to at most `width` pixels.
    static func truncated(_ label: String, toFit width: Double) -> String {
        let fits = Int(width / LayoutPicture.characterWidth)
        guard label.count > fits else { return label }
        return String(label.prefix(max(fits - 1, 1))) + "…"
    }
}

extension LayoutRect {
    /// Whether the two rectangles share some area.
    func intersects(_ other: LayoutRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
