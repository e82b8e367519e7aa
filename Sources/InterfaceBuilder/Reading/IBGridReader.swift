import Layout

/// Reads an `NSGridView`'s rows, columns and cells into a `GridArrangement`.
enum IBGridReader {
    /// `gridView` (grammar: its `xPlacement`, `yPlacement`, `rowAlignment`, `rowSpacing` and `columnSpacing`;
    /// `<rows>` of `<gridRow>` with `height`, `yPlacement`, `rowAlignment`, `topPadding`, `bottomPadding`;
    /// `<columns>` of `<gridColumn>` with `width`, `xPlacement`, `leadingPadding`, `trailingPadding`;
    /// `<gridCells>` of `<gridCell row column>` with `xPlacement`, `yPlacement`, `rowAlignment`,
    /// `headOfMergedCell` and the view under `key="contentView"`). A merged cell spans the rows and columns
    /// of every cell that names the same head; a cell whose view has no id, or whose row or column is not
    /// the grid's, is left out. Where the document writes none, `NSGridView`'s defaults.
    static func grid(_ element: IBElement) -> GridArrangement? {
        guard element.name == "gridView" else { return nil }
        let rows = element.child("rows")?.children(named: "gridRow") ?? []
        let columns = element.child("columns")?.children(named: "gridColumn") ?? []
        let rowIndex = Dictionary(rows.enumerated().compactMap { index, row in row["id"].map { ($0, index) } }) { first, _ in first }
        let columnIndex = Dictionary(columns.enumerated().compactMap { index, column in column["id"].map { ($0, index) } }) { first, _ in first }
        let cellElements = element.child("gridCells")?.children(named: "gridCell") ?? []
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cellElements {
            guard let head = cell["headOfMergedCell"], let row = cell["row"].flatMap({ rowIndex[$0] }),
                  let column = cell["column"].flatMap({ columnIndex[$0] })
            else { continue }
            let span = spans[head] ?? (row ... row, column ... column)
            spans[head] = (min(span.rows.lowerBound, row) ... max(span.rows.upperBound, row),
                           min(span.columns.lowerBound, column) ... max(span.columns.upperBound, column))
        }
        let cells: [GridArrangement.Cell] = cellElements.compactMap { cell in
            guard let content = cell.children.first(where: { $0["key"] == "contentView" })?["id"],
                  let row = cell["row"].flatMap({ rowIndex[$0] }), let column = cell["column"].flatMap({ columnIndex[$0] })
            else { return nil }
            let span = cell["headOfMergedCell"].flatMap { spans[$0] } ?? (row ... row, column ... column)
            return GridArrangement.Cell(
                content: content, columns: span.columns, rows: span.rows, xPlacement: placement(cell["xPlacement"]),
                yPlacement: placement(cell["yPlacement"]), rowAlignment: rowAlignment(cell["rowAlignment"]))
        }
        return GridArrangement(
            columns: columns.map { column in
                GridArrangement.Track(
                    length: column.number("width"), placement: placement(column["xPlacement"]),
                    leadingPadding: column.number("leadingPadding") ?? 0, trailingPadding: column.number("trailingPadding") ?? 0)
            },
            rows: rows.map { row in
                GridArrangement.Track(
                    length: row.number("height"), placement: placement(row["yPlacement"]), rowAlignment: rowAlignment(row["rowAlignment"]),
                    leadingPadding: row.number("topPadding") ?? 0, trailingPadding: row.number("bottomPadding") ?? 0)
            },
            cells: cells, xPlacement: placement(element["xPlacement"]) ?? .leading, yPlacement: placement(element["yPlacement"]) ?? .leading,
            rowAlignment: rowAlignment(element["rowAlignment"]) ?? .none, columnSpacing: element.number("columnSpacing") ?? 6,
            rowSpacing: element.number("rowSpacing") ?? 6)
    }

    /// IB's placement names (`top` and `bottom` for rows); `nil` for none written, or `inherited`.
    private static func placement(_ name: String?) -> GridArrangement.Placement? {
        switch name {
        case "leading", "top": return .leading
        case "trailing", "bottom": return .trailing
        case "center": return .center
        case "fill": return .fill
        case "none": return GridArrangement.Placement.none
        default: return nil
        }
    }

    /// IB's row alignment names; `nil` for none written, or `inherited`.
    private static func rowAlignment(_ name: String?) -> GridArrangement.RowAlignment? {
        name.flatMap(GridArrangement.RowAlignment.init(rawValue:))
    }
}
