import Constraints

/// Where text goes on a picture so that none overlaps another: the areas
/// already used, and two ways to find a free one. A view's label goes inside
/// the view's top-left corner when the view is big enough for the whole
/// label, else just above or below it (up to 240 pixels wide), else inside,
/// shortened with `…` to what fits, else at the first free place down its
/// left edge (`place`); a badge or label with one preferred place moves on by
/// a step until it is free (`spot`). Everything is in pixels.
struct LabelPlacer {
    /// Width and height of a character and of a line, in pixels, for the picture's font.
    let characterWidth: Double
    let lineHeight: Double
    private(set) var placed: [LayoutRect] = []

    init(characterWidth: Double, lineHeight: Double) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    /// Keeps labels off `area`, which other text already uses.
    mutating func reserve(_ area: LayoutRect) {
        placed.append(area)
    }

    /// Whether `area` overlaps nothing placed.
    func isFree(_ area: LayoutRect) -> Bool {
        !placed.contains { $0.intersects(area) }
    }

    /// Draws `label` for a view drawn at `view`, at the first free place of
    /// those above; a label with no free place is left out (the view's tooltip keeps the name).
    mutating func place(_ label: String, in view: LayoutRect, color: String, canvas: inout SVGCanvas) {
        let height = lineHeight
        let inside = max(view.width - 6, characterWidth * 4)
        let outside = max(240, inside)
        var candidates: [(text: String, spot: LayoutRect)] = []
        func candidate(_ fit: Double, x: Double, y: Double) {
            let text = truncated(label, toFit: fit)
            candidates.append((text, LayoutRect(x: x, y: y, width: Double(text.count) * characterWidth, height: height)))
        }
        let tallEnough = view.height >= height + 2
        if tallEnough, Double(label.count) * characterWidth <= inside { candidate(inside, x: view.x + 3, y: view.y + 2) }
        candidate(outside, x: view.x, y: view.y - height)
        candidate(outside, x: view.x, y: view.y + view.height + 1)
        if tallEnough { candidate(inside, x: view.x + 3, y: view.y + 2) }
        for step in 1 ... 20 { candidate(inside, x: view.x + 3, y: view.y + Double(step) * height) }
        guard let chosen = candidates.first(where: { isFree($0.spot) }) else { return }
        placed.append(chosen.spot)
        canvas.pixelText(chosen.text, at: (chosen.spot.x, chosen.spot.y + height - 5), SVGCanvas.TextStyle(color: color))
    }

    /// The first free place for an area of `size` at `start` or moved on by
    /// `step` (up to twelve times; the last is taken when none is free), now used.
    mutating func spot(size: (width: Double, height: Double), from start: (x: Double, y: Double), step: (x: Double, y: Double))
        -> (x: Double, y: Double)
    {
        var spot = start
        for _ in 0 ..< 12 where !isFree(LayoutRect(x: spot.x, y: spot.y, width: size.width, height: size.height)) {
            spot = (spot.x + step.x, spot.y + step.y)
        }
        placed.append(LayoutRect(x: spot.x, y: spot.y, width: size.width, height: size.height))
        return spot
    }

    /// `label`, cut with `…` to at most `width` pixels.
    func truncated(_ label: String, toFit width: Double) -> String {
        let fits = Int(width / characterWidth)
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
