/// One of the two independent dimensions of a layout.
///
/// Constraints never mix axes for positions: a left edge can be related to a
/// right edge or a center, never to a top edge.
public enum LayoutAxis: Int, CaseIterable, Sendable {
    /// The x axis: left, right, leading, trailing, centerX and width.
    case horizontal = 0
    /// The y axis: top, bottom, centerY, baselines and height.
    case vertical = 1
}
