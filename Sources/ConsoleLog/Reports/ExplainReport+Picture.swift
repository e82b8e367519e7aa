extension ExplainReport {
    /// The report as one SVG picture: each log's views and conflict (see
    /// `ConflictPicture`), one under the other, titled when there are several.
    public var svg: String {
        let pictures = files.flatMap { file in file.log.sections.indices.map { (file: file, section: $0) } }
        if pictures.isEmpty {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" height=\"40\" font-family=\"Helvetica, Arial, sans-serif\" "
                + "font-size=\"12\"><text x=\"12\" y=\"24\">No constraint description found.</text></svg>\n"
        }
        if pictures.count == 1, let only = pictures.first {
            return ConflictPicture(file: only.file, section: only.section).svg(title: nil).text
        }
        var parts: [String] = []
        var y = 0.0, width = 420.0
        for (file, section) in pictures {
            let lines = file.log.sections[section].lines
            let name = (file.log.file ?? "standard input").split(separator: "/").last.map(String.init) ?? "standard input"
            let title = "Log \(section + 1), lines \(lines.lowerBound)–\(lines.upperBound)" + (files.count > 1 ? " of \(name)" : "")
            let picture = ConflictPicture(file: file, section: section).svg(title: title, y: y)
            parts.append(picture.text)
            y += picture.height
            width = max(width, picture.width)
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(ConflictPicture.number(width))\" height=\"\(ConflictPicture.number(y))\">\n"
            + parts.joined() + "</svg>\n"
    }
}
