import Constraints

/// The one canvas every picture of the package is drawn on (a layout, the
/// conflicts of a console log): SVG elements in document order, places given
/// in layout points and turned into pixels (`scale`, then `origin`), or in
/// pixels for what sits beside the drawing (captions, legends, badges).
/// Numbers follow `CanonicalNumber.Precision.pixels`; text is escaped.
struct SVGCanvas {
    /// Pixels per point.
    let scale: Double
    /// Where the point (0, 0) is drawn, in pixels.
    let origin: (x: Double, y: Double)
    private var elements: [String] = []
    private var depth = 1

    init(scale: Double = 1, origin: (x: Double, y: Double) = (0, 0)) {
        self.scale = scale
        self.origin = origin
    }

    /// How a shape is painted; attributes left `nil` are not written (inherited from a group).
    struct Paint {
        var fill: String?
        var fillOpacity: Double?
        var stroke: String?
        var strokeWidth: Double?
        /// A dash pattern, `"5 3"`.
        var dash: String?
        var roundCaps = false
    }

    /// How text is set.
    struct TextStyle {
        var color: String
        var size: Double?
        var centered = false
        var bold = false
        /// Whether the text ignores a group's stroke.
        var unstroked = false
    }

    // MARK: Coordinates

    /// `rect` (in points) in pixels.
    func pixels(_ rect: LayoutRect) -> LayoutRect {
        LayoutRect(x: origin.x + rect.x * scale, y: origin.y + rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// `point` (in points) in pixels.
    func pixels(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (origin.x + point.x * scale, origin.y + point.y * scale)
    }

    // MARK: Groups

    /// Starts a group, with a tooltip `title`, a `class` and a stroke its shapes inherit, each when given.
    mutating func beginGroup(title: String? = nil, className: String? = nil, stroke: String? = nil) {
        var attributes = ""
        if let className { attributes += " class=\"\(Self.escaped(className))\"" }
        if let stroke { attributes += " stroke=\"\(stroke)\"" }
        add("<g\(attributes)>" + (title.map { "<title>\(Self.escaped($0))</title>" } ?? ""))
        depth += 1
    }

    mutating func endGroup() {
        depth -= 1
        add("</g>")
    }

    // MARK: Shapes in points

    /// A rectangle given in points; a negative size is drawn as none.
    mutating func rect(_ rect: LayoutRect, _ paint: Paint) {
        pixelRect(pixels(rect), paint)
    }

    // MARK: Shapes in pixels

    mutating func pixelRect(_ area: LayoutRect, _ paint: Paint) {
        add("<rect x=\"\(n(area.x))\" y=\"\(n(area.y))\" width=\"\(n(max(area.width, 0)))\" height=\"\(n(max(area.height, 0)))\"\(attributes(paint))/>")
    }

    mutating func pixelLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ paint: Paint) {
        add("<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\"\(attributes(paint))/>")
    }

    mutating func pixelCircle(at center: (x: Double, y: Double), radius: Double, _ paint: Paint) {
        add("<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\"\(attributes(paint))/>")
    }

    /// A path of straight segments, each a list of points in pixels (`M` to the first, `L` to the rest).
    mutating func pixelPath(_ segments: [[(x: Double, y: Double)]], _ paint: Paint) {
        let commands = segments.map { points in
            points.enumerated().map { index, point in (index == 0 ? "M" : "L") + "\(n(point.x)) \(n(point.y))" }.joined()
        }.joined()
        add("<path d=\"\(commands)\"\(attributes(paint))/>")
    }

    /// Text at a point in pixels (its baseline's start, or its middle when centered).
    mutating func pixelText(_ text: String, at point: (x: Double, y: Double), _ style: TextStyle) {
        var attributes = ""
        if let size = style.size { attributes += " font-size=\"\(n(size))\"" }
        if style.centered { attributes += " text-anchor=\"middle\"" }
        attributes += " fill=\"\(style.color)\""
        if style.unstroked { attributes += " stroke=\"none\"" }
        if style.bold { attributes += " font-weight=\"bold\"" }
        add("<text x=\"\(n(point.x))\" y=\"\(n(point.y))\"\(attributes)>\(Self.escaped(text))</text>")
    }

    /// A numbered disc of `radius` at `center` (pixels): the badge of a broken or conflicting constraint.
    mutating func numberedBadge(_ label: String, at center: (x: Double, y: Double), radius: Double, color: String) {
        pixelCircle(at: center, radius: radius, Paint(fill: color))
        pixelText(label, at: (center.x, center.y + radius / 2 - 0.5), TextStyle(color: "white", centered: true, bold: true, unstroked: true))
    }

    // MARK: Document

    /// The whole picture as an SVG document on a white background, or, when
    /// `nestedAt` is given, as an `<svg>` placed that many pixels down in another.
    func document(width: Double, height: Double, fontSize: Double, nestedAt y: Double? = nil) -> String {
        let place = y.map { " x=\"0\" y=\"\(n($0))\"" } ?? " xmlns=\"http://www.w3.org/2000/svg\""
        let header = "<svg\(place) width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(n(fontSize))\">"
        return ([header, "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>"] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Pictures one under the other, in one document of their widest width.
    static func stacked(_ pictures: [(text: String, height: Double, width: Double)]) -> String {
        let width = pictures.map(\.width).max() ?? 0, height = pictures.map(\.height).reduce(0, +)
        let number = { (value: Double) in CanonicalNumber.text(for: value, .pixels) }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\">\n"
            + pictures.map(\.text).joined() + "</svg>\n"
    }

    // MARK: Writing

    private func attributes(_ paint: Paint) -> String {
        var text = ""
        if let fill = paint.fill { text += " fill=\"\(fill)\"" }
        if let opacity = paint.fillOpacity { text += " fill-opacity=\"\(n(opacity))\"" }
        if let stroke = paint.stroke { text += " stroke=\"\(stroke)\"" }
        if let width = paint.strokeWidth { text += " stroke-width=\"\(n(width))\"" }
        if let dash = paint.dash { text += " stroke-dasharray=\"\(dash)\"" }
        if paint.roundCaps { text += " stroke-linecap=\"round\"" }
        return text
    }

    private mutating func add(_ element: String) {
        elements.append(String(repeating: "  ", count: depth) + element)
    }

    private func n(_ value: Double) -> String { CanonicalNumber.text(for: value, .pixels) }

    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
