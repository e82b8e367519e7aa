import Constraints
@testable import InterfaceBuilder
import Testing

/// `NSGridView`s laid out as the frames Xcode stored for them show: tracks fitted to their views, paddings,
/// placements, merged cells and baseline rows. Frames are from the grid's bottom left, as AppKit stores them.
@Suite("Interface Builder: NSGridView")
struct GridViewLayoutTests {
    /// A `gridView` with `attributes`, holding `cells` in `rows` and `columns`.
    static func grid(attributes: String, rows: String, columns: String, cells: String) -> String {
        """
        <gridView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="grid" userLabel="grid">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <rows>\(rows)</rows>
            <columns>\(columns)</columns>
            <gridCells>\(cells)</gridCells>
        </gridView>
        """
    }

    /// The grid pinned 20 points from the pane's leading edge and top, and from its trailing edge with `trailing`.
    static func pins(trailing: Bool) -> String {
        """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="p1"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="p2"/>
        """ + (trailing ? #"<constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" id="p3"/>"# : "")
    }

    /// A cell of `row` and `column` holding `content`, with the cell's own `attributes`.
    static func cell(_ row: String, _ column: String, _ content: String, attributes: String = "") -> String {
        #"<gridCell row="\#(row)" column="\#(column)" \#(attributes) id="cell-\#(row)-\#(column)">"#
            + content.replacingOccurrences(of: "<customView ", with: #"<customView key="contentView" "#)
            .replacingOccurrences(of: "<textField ", with: #"<textField key="contentView" "#) + "</gridCell>"
    }

    /// A custom view `width` by `height`.
    static func box(_ id: String, _ width: Int, _ height: Int) -> String {
        AppKitLayoutTests.sizedCustomView(id, width: width, height: height)
    }

    @Test("a column is as wide as its widest view and a row as tall as its tallest, spacing apart; each view where its column's and the grid's placement put it")
    func tracksFitTheirViews() {
        let grid = Self.grid(
            attributes: #"xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="6" columnSpacing="8""#,
            rows: #"<gridRow id="r0"/><gridRow id="r1"/>"#,
            columns: #"<gridColumn xPlacement="trailing" id="c0"/><gridColumn id="c1"/>"#,
            cells: Self.cell("r0", "c0", Self.box("a", 40, 10)) + Self.cell("r0", "c1", Self.box("b", 60, 20))
                + Self.cell("r1", "c0", Self.box("c", 30, 10)) + Self.cell("r1", "c1", Self.box("d", 50, 14)))
        // Columns 40 and 60 wide, 8 apart; rows 20 and 14 tall, 6 apart: the grid is 108 by 40, 20 below the pane's top.
        // a and c at their column's trailing edge, every view centred in its row.
        #expect(AppKitLayoutTests.paneFrames(of: ["grid", "a", "b", "c", "d"], subviews: grid, constraints: Self.pins(trailing: false), tools: "22505")
            == ["20 40 108 40", "0 25 40 10", "48 20 60 20", "10 2 30 10", "48 0 50 14"])
    }

    @Test("paddings lie outside their track and overlap their neighbour's; the last column takes what a wider grid has; a merged cell spans its columns")
    func paddingsAndMergedCells() {
        let grid = Self.grid(
            attributes: #"xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="10""#,
            rows: #"<gridRow bottomPadding="-4" id="r0"/><gridRow topPadding="-4" id="r1"/><gridRow id="r2"/>"#,
            columns: #"<gridColumn id="c0"/><gridColumn leadingPadding="4" id="c1"/>"#,
            cells: Self.cell("r0", "c0", Self.box("a", 40, 10)) + Self.cell("r0", "c1", Self.box("b", 30, 10))
                + Self.cell("r1", "c0", Self.box("c", 20, 10)) + #"<gridCell row="r1" column="c1" id="empty"/>"#
                + Self.cell("r2", "c0", """
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="e" userLabel="e">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="5"/>
                        <constraints><constraint firstAttribute="height" constant="5" id="e-h"/></constraints>
                    </customView>
                    """, attributes: #"xPlacement="fill" headOfMergedCell="cell-r2-c0""#)
                + #"<gridCell row="r2" column="c1" headOfMergedCell="cell-r2-c0" id="cell-r2-c1"/>"#)
        // The grid is 160 wide. Column 0 fits a (40); column 1 starts 6 + 4 after it, at 50, and takes the rest.
        // Rows: 10 tall, then 10 - 4 apart (the paddings of -4 overlap), 10 tall, then 10 apart, 5 tall: 41 in all.
        // e fills both columns of its merged cell.
        #expect(AppKitLayoutTests.paneFrames(of: ["grid", "a", "b", "c", "e"], subviews: grid, constraints: Self.pins(trailing: true), tools: "22505")
            == ["20 39 160 41", "0 31 40 10", "50 31 30 10", "0 15 20 10", "0 0 160 5"])
    }

    @Test("the views of a baseline row share their first baseline, the row as tall as they reach together")
    func baselineRow() {
        func label(_ id: String, width: Int, height: Int, size: Int) -> String {
            """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="\(id)" id="\(id)-cell">
                    <font key="font" metaFont="system" size="\(size)"/>
                </textFieldCell>
            </textField>
            """
        }
        let grid = Self.grid(
            attributes: #"xPlacement="leading" yPlacement="top" rowAlignment="firstBaseline" columnSpacing="8""#,
            rows: #"<gridRow id="r0"/>"#, columns: #"<gridColumn id="c0"/><gridColumn id="c1"/>"#,
            cells: Self.cell("r0", "c0", label("small", width: 44, height: 16, size: 13))
                + Self.cell("r0", "c1", label("large", width: 64, height: 24, size: 20)))
        // A label's text reaches 2 points past its sides: the columns are 40 and 60 wide, 8 apart. Baselines are a
        // whole ascender below the top, 13 and 20: the large label stands at the row's top, the small one 7 lower.
        #expect(AppKitLayoutTests.paneFrames(of: ["small", "large"], subviews: grid, constraints: Self.pins(trailing: false), tools: "22505")
            == ["-2 1 44 16", "46 0 64 24"])
    }

    @Test("a grid written as code is a plain view with its cells' views as subviews, each named by its class, and a note says so")
    func gridAsCode() throws {
        let unlabelled = Self.box("a", 40, 10).replacingOccurrences(of: #" userLabel="a""#, with: "")
        let grid = Self.grid(
            attributes: #"xPlacement="leading" yPlacement="top" rowAlignment="none""#, rows: #"<gridRow id="r0"/>"#,
            columns: #"<gridColumn id="c0"/>"#, cells: Self.cell("r0", "c0", unlabelled))
        let document = IBFixture.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" \
            propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="pane" userLabel="pane">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>\(grid)</subviews>
                        <constraints>\(Self.pins(trailing: false))</constraints>
                    </customView>
                </objects>
            </document>
            """)
        let screen = try #require(IBSceneLayout(document: document, scene: document.scenes[0]).screenDeclarations(origin: "Test.xib").first)
        #expect(screen.views.map { "\($0.name) in \($0.superview ?? "-")" } == ["grid in pane", "view in grid"])
        // The grid is as large as its one cell's view, which stands where the grid put it.
        #expect(screen.views[0].intrinsicSize == LayoutSize(width: 40, height: 10))
        #expect(screen.views[1].translatesAutoresizingMask && screen.views[1].frame == LayoutRect(x: 0, y: 0, width: 40, height: 10))
        #expect(screen.notes == [
            "grid view grid (grid) is written as a plain view of the size its rows and columns give it: "
                + "its cells' views are its subviews, at the frames the grid gives them",
        ])
    }
}
