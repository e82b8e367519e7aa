extension SVGReporter {
    /// Console logs explained, as one SVG picture: each log's views and conflict (see
    /// `ConflictPicture`), one under the other, titled when there are several.
    public func explanation(_ report: ExplainReport) -> String {
        let pictures = report.files.flatMap { file in file.log.sections.indices.map { (file: file, section: $0) } }
        if pictures.isEmpty {
            var canvas = SVGCanvas()
            canvas.pixelText("No constraint description found.", at: (12, 24), SVGCanvas.TextStyle(color: "#222"))
            return canvas.document(width: 420, height: 40, fontSize: 12)
        }
        if pictures.count == 1, let only = pictures.first {
            return ConflictPicture(file: only.file, section: only.section).svg(title: nil).text
        }
        var parts: [(text: String, height: Double, width: Double)] = []
        var y = 0.0
        for (file, section) in pictures {
            let lines = file.log.sections[section].lines
            let name = (file.log.file ?? "standard input").split(separator: "/").last.map(String.init) ?? "standard input"
            let title = "Log \(section + 1), lines \(lines.lowerBound)–\(lines.upperBound)" + (report.files.count > 1 ? " of \(name)" : "")
            let picture = ConflictPicture(file: file, section: section).svg(title: title, y: y)
            parts.append((picture.text, picture.height, picture.width))
            y += picture.height
        }
        return SVGCanvas.stacked(parts)
    }
}
