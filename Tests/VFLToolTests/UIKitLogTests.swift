import Foundation
import TestSupport
import Testing

/// `vfl-tool layout --format uikit-log`: a screen's conflict as UIKit would
/// log it, which `explain` reads back and `explain --source` traces to the
/// lines that made it.
@Suite("layout --format uikit-log")
struct UIKitLogTests {
    static let banner = Corpus.fixtures.appendingPathComponent("ExplainSource/BannerView.swift").path

    /// The button's width (44) is the last constraint, but UIKit breaks its trailing pin: once the pin is added, the
    /// button would have to be -20 wide, and UIKit's engine keeps every width at 0 or more.
    @Test("a Swift screen's conflict: its views by their declared classes, made-up addresses, the constraint UIKit breaks")
    func swiftScreen() throws {
        let run = try ToolRunner.run(["layout", "--from", "swift", Self.banner, "--size", "320x100", "-f", "uikit-log"])
        #expect(run.status == 0 && run.standardError.isEmpty)
        #expect(run.standardOutput == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x600000000100 h=--& v=--& BannerView:0x7f0000000100.width == 320   (active)>",
                "<NSLayoutConstraint:0x600000000200 UILabel:0x7f0000000200.leading == BannerView:0x7f0000000100.leading + 16   (active)>",
                "<NSLayoutConstraint:0x600000000300 UILabel:0x7f0000000200.width == 300   (active)>",
                "<NSLayoutConstraint:0x600000000400 UIButton:0x7f0000000300.leading == UILabel:0x7f0000000200.trailing + 8   (active)>",
                "<NSLayoutConstraint:0x600000000500 UIButton:0x7f0000000300.trailing == BannerView:0x7f0000000100.trailing - 16   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000000500 UIButton:0x7f0000000300.trailing == BannerView:0x7f0000000100.trailing - 16   (active)>


            """)
    }

    @Test("the log reads back: the same conflict, and each app constraint traced to its line in the source")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let log = try ToolRunner.run(["layout", "--from", "swift", Self.banner, "--size", "320x100", "-f", "uikit-log", "-o", folder.path("banner.log")])
        #expect(log.status == 0)
        let run = try ToolRunner.run(["explain", folder.path("banner.log"), "--source", Self.banner])
        #expect(run.status == 0)
        for (line, place) in [(4, 11), (5, 13), (6, 14), (7, 15)] {
            #expect(run.standardOutput.contains("    1. \(Self.banner):\(place):13: "), "line \(line)")
        }
        #expect(run.standardOutput.contains(
            "  line 7    UIButton:0x7f0000000300.trailing == BannerView:0x7f0000000100.trailing - 16   [broken by UIKit, in conflict]"))
        #expect(run.standardOutput.contains("as UIKit never lets a width or height below 0 (here the width of UIButton)"))
    }

    @Test("a layout that holds logs nothing, as UIKit does")
    func nothingToLog() throws {
        let run = try ToolRunner.run(["layout", "|-[a]-|", "V:|-[a]-|", "--size", "100x100", "-f", "uikit-log"])
        #expect(run.status == 0 && run.standardOutput.isEmpty)
    }
}
