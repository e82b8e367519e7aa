import Constraints
import Foundation
import TestSupport
import Testing
import Workbench

/// `layout` of what a Swift or Objective-C file builds, or of the views of a
/// console log, without the process.
@Suite("Laying out source files and logs")
struct SourceLayoutTests {
    @Test("layout --from swift needs every metric's value and fills the container with the file's top view")
    func swift() throws {
        let card = SourceFile(name: "Sources/Card.swift", text: ConversionTests.card)
        let refused = try #require(throws: WorkbenchError.self) {
            try Screen.read(.files([card]), as: .swift, options: ReadingOptions())
        }
        #expect(refused.printedDiagnostics.hasPrefix(
            "\(card.name):6:13: error: the metric padding has no value, so title.left == self.left + padding cannot be laid out\n"))
        let screen = try Screen.read(.files([card]), as: .swift, options: ReadingOptions(metrics: ["padding": 10]))
        #expect(try screen.layout(size: .size(200, 100)).text == "self: 0 0 200 100\ntitle: 10 10 180 80\n")
    }

    @Test("layout of a source file passes on the reader's warnings: what it skipped is missing from the layout")
    func readerWarnings() throws {
        let file = SourceFile(name: "Sources/Tiles.swift", text: """
            final class Tiles: UIViewController {
                func setup() {
                    view.addSubview(tile)
                    tile.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    for other in others { other.topAnchor.constraint(equalTo: tile.topAnchor).isActive = true }
                }
            }
            """)
        let screen = try Screen.read(.files([file]), as: .swift, options: ReadingOptions())
        #expect(screen.warnings.map(\.diagnostic.message) == [
            "skipped the constraints in this loop over others: only loops over an array literal are followed",
        ])
    }

    @Test("layout --from swift warns about the file's views, never about the superviews it makes up for views added nowhere")
    func standInsAreNotWarnedAbout() throws {
        let file = SourceFile(name: "Sources/Screen.swift", text: """
            final class Screen: UIViewController {
                func setup() {
                    view.addSubview(badge)
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        badge.widthAnchor.constraint(equalToConstant: 60),
                        badge.heightAnchor.constraint(equalToConstant: 60),
                        banner.topAnchor.constraint(equalTo: badge.topAnchor, constant: 20),
                        banner.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 20),
                        banner.widthAnchor.constraint(equalToConstant: 60),
                        banner.heightAnchor.constraint(equalToConstant: 60),
                        badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        badge.topAnchor.constraint(equalTo: view.topAnchor),
                        footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
                    ])
                }
            }
            """)
        let screen = try Screen.read(.files([file]), as: .of(file.name), options: ReadingOptions())
        #expect(try screen.layout(size: .size(200, 100)).text == """
            view: 0 0 200 100
            badge: 0 0 60 60
            banner: 20 20 60 60
            footer: 0 0 200 100
            warning: badge and banner overlap: 20 20 40 40 in view

            """)
    }

    @Test("layout reads a .m file: the top view fills the container")
    func masonry() throws {
        let card = SourceFile(name: "Sources/Card.m", text: MasonryConversionTests.card)
        let screen = try Screen.read(.files([card]), as: .of(card.name), options: ReadingOptions(metrics: ["padding": 10]))
        #expect(try screen.layout(size: .size(200, 100)).text == "self: 0 0 200 100\ntitle: 10 10 180 80\n")
    }

    @Test("layout --from log lays out the log's views without the constraint UIKit broke")
    func log() throws {
        let log = try SourceFile.read(path: ConversionTests.log048)
        #expect(try Screen.read(.files([log]), as: .log, options: ReadingOptions()).layout().text == """
            UIButton:0x103d21b60: 0 0 0 0
            UILabel:0x103d21390: 0 0 0 0
            UITableViewCellContentView:0x103d10710: 0 0 311 0
            ambiguous: UITableViewCellContentView:0x103d10710: x, y, height
              why (x): the constraints on UITableViewCellContentView:0x103d10710 bound its x only with inequalities or optional priorities that do not pick one value
              hint: add an equality on UITableViewCellContentView:0x103d10710's width or position, or raise one of the competing priorities
              why (y, height): no constraint mentions UITableViewCellContentView:0x103d10710 vertically
              hint: add its position and height, or pin both edges: V:|-[UITableViewCellContentView:0x103d10710]-|
            ambiguous: UILabel:0x103d21390: x, y, height
              why (x): the constraints on UILabel:0x103d21390 bound its x only with inequalities or optional priorities that do not pick one value
              hint: add an equality on UILabel:0x103d21390's width or position, or raise one of the competing priorities
              why (y, height): no constraint mentions UILabel:0x103d21390 vertically
              hint: add its position and height, or pin both edges: V:|-[UILabel:0x103d21390]-|
            ambiguous: UIButton:0x103d21b60: x, y, height
              why (x): the constraints on UIButton:0x103d21b60 bound its x only with inequalities or optional priorities that do not pick one value
              hint: add an equality on UIButton:0x103d21b60's width or position, or raise one of the competing priorities
              why (y, height): no constraint mentions UIButton:0x103d21b60 vertically
              hint: add its position and height, or pin both edges: V:|-[UIButton:0x103d21b60]-|

            """)
        #expect(throws: WorkbenchError.failure("no readable constraint description in the logs")) {
            try Screen.read(.files([.standardInput("nothing here\n")]), as: .log, options: ReadingOptions())
        }
        #expect(throws: WorkbenchError.usage("give the container's --size")) { try Screen.formats("H:[a]").layout() }
    }
}
