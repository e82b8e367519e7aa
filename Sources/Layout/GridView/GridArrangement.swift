import Constraints

/// What an `NSGridView` does with the views of its cells, as constraints: each column and row is a guide
/// of the grid (`NSGV-column-1`, `NSGV-row-1`, our names), the tracks follow each other from the grid's
/// leading edge to its trailing one and from its top to its bottom, `columnSpacing` and `rowSpacing` apart
/// with each track's paddings outside it, and each cell's view sits in its column and row as its placement
/// says (the cell's own, else its column's or row's, else the grid's).
///
/// The facts are those of the frames Xcode stored for the grid views of 6 Mac projects (418 saves): a
/// column with no width is as wide as its widest view (`NSGridView.sizedForContent`), a row as tall as
/// its tallest; a track's `leadingPadding`/`topPadding` lies before it and its `trailingPadding`/
/// `bottomPadding` after it, so a negative bottom padding draws the next row up into it (MonitorControl's
/// preferences: rows 20 apart with a padding of −13 stand 7 apart); a merged cell's view spans its tracks.
public struct GridArrangement: Sendable {
    /// Where a view sits across its column (`leading`, `trailing`) or its row (`leading` is `top`, `trailing` is `bottom`).
    public enum Placement: String, Sendable, CaseIterable {
        case leading
        case trailing
        case center
        case fill
        /// Inside the track, wherever the document's own constraints put it.
        case none
    }

    /// How the views of a row line up.
    public enum RowAlignment: String, Sendable, CaseIterable {
        /// By the row's placement alone.
        case none
        case firstBaseline
        case lastBaseline
    }

    /// A column or a row.
    public struct Track: Sendable, Equatable {
        /// Its length, or `nil` to fit its views.
        public var length: Double?
        /// The placement of its cells' views that do not give their own.
        public var placement: Placement?
        /// The row alignment of its cells (rows only).
        public var rowAlignment: RowAlignment?
        /// Space before it (`leadingPadding`, `topPadding`) and after it (`trailingPadding`, `bottomPadding`).
        public var leadingPadding: Double
        public var trailingPadding: Double

        public init(
            length: Double? = nil, placement: Placement? = nil, rowAlignment: RowAlignment? = nil, leadingPadding: Double = 0,
            trailingPadding: Double = 0
        ) {
            self.length = length
            self.placement = placement
            self.rowAlignment = rowAlignment
            self.leadingPadding = leadingPadding
            self.trailingPadding = trailingPadding
        }
    }

    /// A cell that holds a view: the tracks it spans (one each, or those of a merged cell) and its own placements.
    public struct Cell: Sendable, Equatable {
        /// The name of the view it holds (`LayoutItem.name`, an IB id for a document's grid).
        public var content: String
        public var columns: ClosedRange<Int>
        public var rows: ClosedRange<Int>
        public var xPlacement: Placement?
        public var yPlacement: Placement?
        public var rowAlignment: RowAlignment?

        public init(
            content: String, columns: ClosedRange<Int>, rows: ClosedRange<Int>, xPlacement: Placement? = nil,
            yPlacement: Placement? = nil, rowAlignment: RowAlignment? = nil
        ) {
            self.content = content
            self.columns = columns
            self.rows = rows
            self.xPlacement = xPlacement
            self.yPlacement = yPlacement
            self.rowAlignment = rowAlignment
        }
    }

    public var columns: [Track]
    public var rows: [Track]
    public var cells: [Cell]
    public var xPlacement: Placement
    public var yPlacement: Placement
    public var rowAlignment: RowAlignment
    public var columnSpacing: Double
    public var rowSpacing: Double

    /// A grid with `NSGridView`'s defaults: views at their cells' leading and top edges, 6 points apart both ways.
    public init(
        columns: [Track], rows: [Track], cells: [Cell], xPlacement: Placement = .leading, yPlacement: Placement = .leading,
        rowAlignment: RowAlignment = .none, columnSpacing: Double = 6, rowSpacing: Double = 6
    ) {
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.xPlacement = xPlacement
        self.yPlacement = yPlacement
        self.rowAlignment = rowAlignment
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
    }

    /// The priorities of the grid's optional constraints.
    enum Priorities {
        /// The last column or row that fits its views takes the room a larger grid has beyond them: it is as short
        /// as they let it be more weakly than the others (`fitting`). Over the 428 documents with grids, 58 more
        /// views stand on Xcode's frames so than with every track alike, 745 more than with the first row taking it.
        static let lastTrackFitting: LayoutPriority = 1
        /// A track that fits its views is as short as they let it be.
        static let fitting: LayoutPriority = 2
        /// A view in a baseline-aligned row keeps its placement only where the alignment leaves it free.
        static let placementInAlignedRow: LayoutPriority = 3
    }

    /// Arranges the views of the cells (subviews of `gridView`, found by name in `views`): adds the tracks'
    /// guides to the grid view and activates the constraints the grid installs, which it returns. A cell
    /// whose view is not in `views`, or whose tracks are not the grid's, is left out.
    public func install(in gridView: LayoutView, views: [String: LayoutView]) -> [LayoutConstraint] {
        var builder = GridConstraintBuilder(gridView: gridView, arrangement: self)
        builder.chainTracks()
        for cell in cells {
            guard let view = views[cell.content], columns.indices.contains(cell.columns.upperBound),
                  rows.indices.contains(cell.rows.upperBound), cell.columns.lowerBound >= 0, cell.rows.lowerBound >= 0
            else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            builder.place(view, in: cell)
        }
        builder.alignRows()
        for constraint in builder.constraints { try? constraint.activate() }
        return builder.constraints
    }
}
