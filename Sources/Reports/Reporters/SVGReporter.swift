/// Writes pictures: a layout (`LayoutPicture`) and the conflicts of console
/// logs (`ConflictPicture`), both drawn on one `SVGCanvas`.
public struct SVGReporter: Reporter {
    /// The width of a layout's picture in pixels; a readable size for the container when `nil`.
    public let width: Double?

    public var format: ReportFormat { .svg }

    public init(width: Double? = nil) {
        self.width = width
    }

    /// The layout as a picture, `width` pixels wide.
    public func layout(_ report: LayoutReport) -> String {
        LayoutPicture(report.result, standardSpacing: report.standardSpacing, width: width).svg
    }

    /// Several scenes' pictures, one under the other.
    public func layouts(_ reports: [LayoutReport]) -> String {
        if reports.count == 1, let only = reports.first { return layout(only) }
        var y = 0.0
        let pictures = reports.map { report -> (text: String, height: Double, width: Double) in
            let picture = LayoutPicture(report.result, standardSpacing: report.standardSpacing, width: width)
                .nested(at: y, title: report.annotations.title)
            y += picture.height
            return picture
        }
        return SVGCanvas.stacked(pictures)
    }
}
