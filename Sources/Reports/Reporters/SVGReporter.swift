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
}
