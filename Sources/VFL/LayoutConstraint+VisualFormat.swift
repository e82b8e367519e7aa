import Constraints

extension LayoutConstraint {
    /// The constraints a VFL format describes, exactly as Apple's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    /// returns them: same constraints, same order, and for a bad format the
    /// same message and caret (in the thrown error's `appleReason`).
    ///
    /// The standard space (`-`) stays symbolic in the result; resolve it with
    /// `resolvingStandardSpacing(_:)` or let the layout engine decide. So do
    /// the metrics of `symbolicMetrics` that `metrics` does not give a value:
    /// their expressions become the constants (a reader of source code knows
    /// `metrics: ["pad": padding]` but not what `padding` is worth).
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [], metrics: [String: Double]? = nil,
        symbolicMetrics: [String: MetricExpression] = [:], views: [String: LayoutView]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var reader = VisualFormatReader(
            format,
            builder: VisualFormatLowering(
                format: format, views: views, metrics: metrics, symbolicMetrics: symbolicMetrics, options: options))
        try reader.read()
        return reader.builder.takeResult()
    }
}
