import Constraints

/// Makes the constraints of one `GridArrangement`: the columns and rows one after another across the
/// grid view, then each cell's view in its tracks, then the baselines of the aligned rows.
struct GridConstraintBuilder: ContainerConstraintBuilding {
    let gridView: LayoutView
    let arrangement: GridArrangement
    private let columnGuides: [LayoutGuide]
    private let rowGuides: [LayoutGuide]
    /// The views of each row that line up by a baseline, with it, in the order their cells come.
    private var alignedViews: [Int: [(view: LayoutView, baseline: LayoutAttribute, row: LayoutGuide, placement: GridArrangement.Placement)]] = [:]
    var constraints: [LayoutConstraint] = []

    /// The attributes of one axis: a track's start and end, its length and its middle.
    private struct Edges {
        let start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, middle: LayoutAttribute
        static let columns = Edges(start: .leading, end: .trailing, length: .width, middle: .centerX)
        static let rows = Edges(start: .top, end: .bottom, length: .height, middle: .centerY)
    }

    init(gridView: LayoutView, arrangement: GridArrangement) {
        self.gridView = gridView
        self.arrangement = arrangement
        func guides(_ count: Int, _ kind: String) -> [LayoutGuide] {
            (0 ..< count).map { index in
                let guide = LayoutGuide(name: "\(gridView.name).NSGV-\(kind)-\(index + 1)")
                guide.identifier = "NSGV-\(kind)"
                guide.isSystemGuide = true
                gridView.addLayoutGuide(guide)
                return guide
            }
        }
        columnGuides = guides(arrangement.columns.count, "column")
        rowGuides = guides(arrangement.rows.count, "row")
    }

    // MARK: Tracks

    /// Columns from the grid's leading edge to its trailing one, rows from its top to its bottom.
    mutating func chainTracks() {
        chain(arrangement.columns, columnGuides, spacing: arrangement.columnSpacing, .columns)
        chain(arrangement.rows, rowGuides, spacing: arrangement.rowSpacing, .rows)
    }

    /// Each track `spacing` after the one before, its paddings outside it; the first at the grid's start,
    /// the last at its end; each as long as the document says, else as short as its views let it be.
    private mutating func chain(_ tracks: [GridArrangement.Track], _ guides: [LayoutGuide], spacing: Double, _ edges: Edges) {
        guard !tracks.isEmpty else { return }
        var previous: (item: LayoutItem, attribute: LayoutAttribute, padding: Double) = (gridView, edges.start, 0)
        for (index, (track, guide)) in zip(tracks, guides).enumerated() {
            let gap = (index == 0 ? 0 : spacing) + Self.overlapping(previous.padding, track.leadingPadding)
            add("NSGV-spacing", guide, edges.start, .equal, previous.item, previous.attribute, constant: gap)
            if let length = track.length {
                add("NSGV-length", guide, edges.length, constant: length)
            } else {
                let isLast = index == tracks.count - 1
                add("NSGV-fitting", guide, edges.length, constant: 0,
                    priority: isLast ? GridArrangement.Priorities.lastTrackFitting : GridArrangement.Priorities.fitting)
            }
            previous = (guide, edges.end, track.trailingPadding)
        }
        add("NSGV-edge", gridView, edges.end, .equal, previous.item, previous.attribute, constant: previous.padding)
    }

    /// The space two neighbouring tracks' paddings take together: they overlap, as CSS margins collapse (the
    /// larger of any positive ones and the more negative of any negative ones). Apart, each is itself: a bottom
    /// padding of −10 draws the next row 10 points up. Together, MonitorControl's rows with a bottom padding of −13
    /// before rows with a top padding of −13 stand 7 points apart across a spacing of 20, not −6 (66 saves).
    static func overlapping(_ after: Double, _ before: Double) -> Double {
        max(after, before, 0) + min(after, before, 0)
    }

    // MARK: Cells

    /// `view` inside the tracks of `cell`, where its placements put it.
    mutating func place(_ view: LayoutView, in cell: GridArrangement.Cell) {
        let column = arrangement.columns[cell.columns.lowerBound]
        let row = arrangement.rows[cell.rows.lowerBound]
        let xPlacement = cell.xPlacement ?? column.placement ?? arrangement.xPlacement
        let yPlacement = cell.yPlacement ?? row.placement ?? arrangement.yPlacement
        let alignment = cell.rowAlignment ?? row.rowAlignment ?? arrangement.rowAlignment
        place(view, across: span(cell.columns, of: columnGuides, .columns), by: xPlacement, .columns, priority: .required)
        let rows = span(cell.rows, of: rowGuides, .rows)
        guard alignment != .none, cell.rows.count == 1 else {
            place(view, across: rows, by: yPlacement, .rows, priority: .required)
            return
        }
        alignedViews[cell.rows.lowerBound, default: []].append(
            (view, alignment == .firstBaseline ? .firstBaseline : .lastBaseline, rows, yPlacement))
    }

    /// The guide of one track, or one that spans the tracks of a merged cell.
    private mutating func span(_ tracks: ClosedRange<Int>, of guides: [LayoutGuide], _ edges: Edges) -> LayoutGuide {
        guard tracks.count > 1 else { return guides[tracks.lowerBound] }
        let guide = LayoutGuide(name: "\(gridView.name).NSGV-span-\(gridView.layoutGuides.count + 1)")
        guide.identifier = "NSGV-span"
        guide.isSystemGuide = true
        gridView.addLayoutGuide(guide)
        add("NSGV-span", guide, edges.start, .equal, guides[tracks.lowerBound], edges.start)
        add("NSGV-span", guide, edges.end, .equal, guides[tracks.upperBound], edges.end)
        return guide
    }

    /// `view` inside `track`, and at its start, end, middle or both ends as `placement` says, at `priority`.
    private mutating func place(
        _ view: LayoutView, across track: LayoutGuide, by placement: GridArrangement.Placement, _ edges: Edges, priority: LayoutPriority
    ) {
        add("NSGV-containment", view, edges.start, .greaterThanOrEqual, track, edges.start)
        add("NSGV-containment", view, edges.end, .lessThanOrEqual, track, edges.end)
        switch placement {
        case .leading: add("NSGV-placement", view, edges.start, .equal, track, edges.start, priority: priority)
        case .trailing: add("NSGV-placement", view, edges.end, .equal, track, edges.end, priority: priority)
        case .center: add("NSGV-placement", view, edges.middle, .equal, track, edges.middle, priority: priority)
        case .fill:
            add("NSGV-placement", view, edges.start, .equal, track, edges.start, priority: priority)
            add("NSGV-placement", view, edges.end, .equal, track, edges.end, priority: priority)
        case .none: break
        }
    }

    // MARK: Rows

    /// The views of each baseline-aligned row share the first one's baseline, and keep their placement
    /// where that leaves them free; a row's only such view keeps its placement.
    mutating func alignRows() {
        for row in alignedViews.keys.sorted() {
            let views = alignedViews[row] ?? []
            guard let first = views.first else { continue }
            let priority = views.count > 1 ? GridArrangement.Priorities.placementInAlignedRow : .required
            for other in views {
                if other.view !== first.view { add("NSGV-row-alignment", other.view, other.baseline, .equal, first.view, first.baseline) }
                place(other.view, across: other.row, by: other.placement, .rows, priority: priority)
            }
        }
    }
}
