import Foundation
import TestSupport
import Testing
import Workbench

/// `explain --source` on Interface Builder documents and VFL literals: a
/// `<constraint>` of a xib or storyboard is a place like a line of code,
/// found by its views' IB classes, and its patch sets the element's
/// `priority` or deletes the element; a VFL piece's patch gives its predicate
/// a priority. The fixtures (`Tests/Fixtures/ExplainSource/Interface`,
/// `ChipView.swift`) were written for these tests.
@Suite("Explaining console logs against Interface Builder documents and VFL literals")
struct ExplainInterfaceBuilderTests {
    static let folder = Corpus.fixtures.appendingPathComponent("ExplainSource")

    static func file(_ name: String) throws -> ProjectSources.File {
        ProjectSources.File(name: name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }

    /// The report of `log` (a file of the fixtures) against `sources` (files of the fixtures).
    static func report(_ log: String, _ sources: [String]) throws -> ExplainReport {
        ExplainReport(
            explaining: [try SourceFile.read(path: folder.appendingPathComponent(log).path)],
            sources: ProjectSources(files: try sources.map(file)))
    }

    @Test("each <constraint> of a xib is a place at its element, found by the views' IB classes; an identifier decides")
    func xibRanking() throws {
        let report = try Self.report("rating-cell-width.log", ["Interface/RatingCell.xib"])
        #expect(report.sources?.filesRead == 1 && report.sources?.constraintsRead == 8)
        let candidates = try ExplainSourceTests.candidates(report)
        #expect(candidates.keys.sorted().map { candidates[$0]!.map(\.place) } == [
            ["Interface/RatingCell.xib:29:21"], ["Interface/RatingCell.xib:30:21"], ["Interface/RatingCell.xib:31:21"],
            ["Interface/RatingCell.xib:17:29"], ["Interface/RatingCell.xib:23:29"],
        ])
        let width = try #require(candidates[3]?.first)
        #expect(width.text == "titleLabel.width == 200" && width.notation == "ib" && width.confidence == 1)
        #expect(width.evidence == [
            "+4 width ==", "+4 UILabel is titleLabel's class", "+3 constant 200", "+4 lines 7 and 8 also find UILabel:0x7f0000000600 as titleLabel in this scene",
        ])
        #expect(candidates[4]?.first?.evidence.prefix(3) == ["+4 width ==", "+30 identifier 'stars-width'", "+4 UIImageView is starsView's class"])
        #expect(candidates[2]?.first?.evidence.prefix(4) == [
            "+4 trailing to trailing ==, written the other way round", "+4 UIImageView is starsView's class",
            "+3 UITableViewCellContentView is a cell's contentView", "+3 constant -16",
        ])
        #expect(candidates[5] == nil, "the encapsulated width is UIKit's")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let constraints = try #require((json["logs"] as? [[String: Any]])?.first?["constraints"] as? [[String: Any]])
        let madeAt = try #require((constraints[3]["madeAt"] as? [[String: Any]])?.first)
        #expect(madeAt["file"] as? String == "Interface/RatingCell.xib" && madeAt["line"] as? Int == 17 && madeAt["column"] as? Int == 29)
        #expect(madeAt["notation"] as? String == "ib" && madeAt["score"] as? Double == 15)
    }

    @Test("lowering a xib constraint's priority adds priority=\"999\" where IB writes it, checked by reading the document again")
    func xibPatch() throws {
        let patch = try ExplainSourceTests.patch(try Self.report("rating-cell-width.log", ["Interface/RatingCell.xib"]))
        #expect(patch.file == "Interface/RatingCell.xib" && patch.summary == "lower line 17's constraint to priority 999")
        #expect(patch.isChecked)
        #expect(patch.check == "the patched file, read again, makes titleLabel.width == 200 @999 there and every other constraint as before")
        #expect(patch.diff == """
            --- a/Interface/RatingCell.xib
            +++ b/Interface/RatingCell.xib
            @@ -14,7 +14,7 @@
                                 <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                     <rect key="frame" x="16" y="12" width="200" height="20"/>
                                     <constraints>
            -                            <constraint firstAttribute="width" constant="200" id="title-w"/>
            +                            <constraint firstAttribute="width" priority="999" constant="200" id="title-w"/>
                                     </constraints>
                                 </label>
                                 <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="stars">

            """)
    }

    @Test("a priority the element has is replaced, not written twice")
    func xibPriorityReplaced() throws {
        let original = try Self.file("Interface/RatingCell.xib")
        let edited = ProjectSources.File(
            name: original.name, text: original.text.replacingOccurrences(of: "constant=\"200\" id=", with: "priority=\"750\" constant=\"200\" id="))
        let log = try SourceFile.read(path: Self.folder.appendingPathComponent("rating-cell-width.log").path)
        let patch = try ExplainSourceTests.patch(ExplainReport(explaining: [log], sources: ProjectSources(files: [edited])))
        #expect(patch.isChecked)
        #expect(patch.diff.contains("""
            -                            <constraint firstAttribute="width" priority="750" constant="200" id="title-w"/>
            +                            <constraint firstAttribute="width" priority="999" constant="200" id="title-w"/>
            """))
    }

    @Test("a storyboard's constraint set twice is removed by deleting its element's line; a placeholder is no place")
    func storyboardRemoval() throws {
        let report = try Self.report("settings-save-bottom.log", ["Interface/Settings.storyboard"])
        #expect(report.sources?.constraintsRead == 3, "k4 is a placeholder, which the build removes")
        let candidates = try ExplainSourceTests.candidates(report)
        #expect(candidates[1]?.map(\.place) == ["Interface/Settings.storyboard:21:29", "Interface/Settings.storyboard:20:29"])
        #expect(candidates[1]?.first?.evidence == [
            "+4 bottom to bottom ==", "+1 UIView is view's class", "+4 UIButton is saveButton's class", "+3 constant 32",
            "+2 line 3 also finds UIView:0x7f0000000900 as view in this scene", "+2 line 3 also finds UIButton:0x7f0000000a00 as saveButton in this scene",
        ])
        let patch = try ExplainSourceTests.patch(report)
        #expect(patch.summary == "remove line 21's constraint" && patch.isChecked)
        #expect(patch.check == "the patched file, read again, makes every constraint but this one")
        #expect(patch.diff == """
            --- a/Interface/Settings.storyboard
            +++ b/Interface/Settings.storyboard
            @@ -18,7 +18,6 @@
                                     <constraints>
                                         <constraint firstItem="save" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
                                         <constraint firstAttribute="bottom" secondItem="save" secondAttribute="bottom" constant="24" id="k2"/>
            -                            <constraint firstAttribute="bottom" secondItem="save" secondAttribute="bottom" constant="32" id="k3"/>
                                         <constraint firstItem="save" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" placeholder="YES" id="k4"/>
                                     </constraints>
                                 </view>

            """)
    }

    @Test("a constraint an outlet points at is not deleted: the outlet would point at nothing")
    func referencedConstraintKept() throws {
        let original = try Self.file("Interface/Settings.storyboard")
        let outlet = "<outlet property=\"saveButton\" destination=\"save\" id=\"k5\"/>"
        let edited = ProjectSources.File(
            name: original.name,
            text: original.text.replacingOccurrences(of: outlet, with: outlet + "<outlet property=\"bottomSpace\" destination=\"k3\" id=\"k6\"/>"))
        let log = try SourceFile.read(path: Self.folder.appendingPathComponent("settings-save-bottom.log").path)
        let report = ExplainReport(explaining: [log], sources: ProjectSources(files: [edited]))
        let result = try #require(report.sources?.patches.first?[0])
        #expect(throws: SourceMatches.UnpatchedReason(
            "an outlet or size class of the document refers to constraint k3 at line 21: remove it in Interface Builder")) { try result.get() }
    }

    @Test("a storyboard's names are its scenes': the scene whose other constraints find the same views ranks first")
    func scenesNameTheirOwnViews() throws {
        let candidates = try ExplainSourceTests.candidates(try Self.report("profile-done.log", ["Interface/Profile.storyboard"]))
        #expect(candidates[0]?.map(\.place) == ["Interface/Profile.storyboard:42:29", "Interface/Profile.storyboard:19:29"])
        #expect(candidates[0]?.map(\.evidence.count) == [6, 4], "the Edit scene's doneButton is another view of the same name")
        #expect(candidates[0]?.first?.evidence.suffix(2) == [
            "+2 line 4 also finds UIButton:0x7f0000000e00 as doneButton in this scene", "+2 line 4 also finds UIView:0x7f0000000f00 as view in this scene",
        ])
    }

    @Test("a project of Swift and IB documents is ranked across both: each log finds its own file first")
    func mixedProject() throws {
        let sources = ["Interface/RatingCell.xib", "Interface/ReviewView.swift", "Interface/Settings.storyboard"]
        let review = try ExplainSourceTests.candidates(try Self.report("review-width.log", sources))
        #expect(review[1]?.map(\.place) == ["Interface/ReviewView.swift:13:47", "Interface/RatingCell.xib:17:29"])
        #expect(review[1]?.map(\.notation) == ["vfl", "ib"])
        #expect(review[1]?.last?.evidence == ["+4 width ==", "+4 UILabel is titleLabel's class", "+3 constant 200"])
        #expect(review[0]?.last?.evidence.contains("-3 ReviewView in the log, contentView is a UITableViewCellContentView") == true)
        let rating = try ExplainSourceTests.candidates(try Self.report("rating-cell-width.log", sources))
        #expect(rating[3]?.map(\.place) == ["Interface/RatingCell.xib:17:29", "Interface/ReviewView.swift:13:47"])
    }

    @Test("lowering a VFL piece gives its predicate @999 in the literal: [a(200@999)]")
    func visualFormatPatch() throws {
        let sources = ["Interface/RatingCell.xib", "Interface/ReviewView.swift", "Interface/Settings.storyboard"]
        let patch = try ExplainSourceTests.patch(try Self.report("review-width.log", sources))
        #expect(patch.file == "Interface/ReviewView.swift" && patch.summary == "lower line 13's constraint to priority 999" && patch.isChecked)
        #expect(patch.diff.contains("""
            -            withVisualFormat: "H:|-12-[author(200)]-8-[date(>=80)]-12-|", options: [], metrics: nil,
            +            withVisualFormat: "H:|-12-[author(200@999)]-8-[date(>=80)]-12-|", options: [], metrics: nil,
            """))
    }

    @Test("lowering a VFL connection puts its number in parentheses with the priority: -(20@999)-")
    func visualFormatConnectionPatch() throws {
        let patch = try ExplainSourceTests.patch(try Self.report("chip-width.log", ["ChipView.swift"]))
        #expect(patch.isChecked)
        #expect(patch.check == "the patched file, read again, makes self.trailing == iconView.trailing + 20 @999 there and every other constraint as before")
        #expect(patch.diff.contains("""
            -            withVisualFormat: "H:|-20-[icon]-20-|", options: [], metrics: nil, views: ["icon": iconView]))
            +            withVisualFormat: "H:|-20-[icon]-(20@999)-|", options: [], metrics: nil, views: ["icon": iconView]))
            """))
    }

    @Test("a document that is not well-formed makes no places and no crash")
    func brokenDocument() {
        for text in ["", "<document><objects><view", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>", "\u{0}<<"] {
            let file = ProjectSources.File(name: "Broken.xib", text: text)
            #expect(file.reading.constraints.isEmpty)
        }
    }
}
