import Foundation
import TestSupport
import Testing
import Workbench

/// Interface Builder documents through the commands' calls: every scene laid
/// out with views' IB ids, conversions with constraints' ids, and the notation
/// table's endings.
@Suite("Interface Builder documents in the workbench")
struct InterfaceBuilderCommandTests {
    static func fixture(_ name: String) throws -> SourceFile {
        let path = Corpus.fixtures.appendingPathComponent("InterfaceBuilder").appendingPathComponent(name).path
        return try SourceFile.read(path: path)
    }

    @Test("layout: every scene under its name, frames as IB stores them; JSON with each view's id")
    func layout() throws {
        let file = try Self.fixture("SafeAreaAndMargins.storyboard")
        let screens = try Screen.readAll(.files([file]), as: .interfaceBuilder, options: ReadingOptions())
        let reports = try screens.map { try $0.layout() }
        #expect(TextReporter().layouts(reports) == """
            == ProfileViewController (plain-scene)
            view: 0 0 414 896
            headerView: 0 48 414 100
            saveButton: 20 812 374 50

            == ListViewController (pushed-scene)
            view: 0 0 414 896
            label: 20 100 120 21

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().layouts(reports).utf8)) as? [String: Any])
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["sceneID"] as? String } == ["plain-scene", "pushed-scene"])
        let frames = try #require(scenes.first?["frames"] as? [String: [String: Any]])
        #expect(frames["headerView"]?["id"] as? String == "header" && frames["headerView"]?["y"] as? Double == 48)
        #expect(scenes.first?["misplaced"] as? [Any] != nil && (scenes.first?["misplaced"] as? [Any])?.isEmpty == true)
    }

    @Test("layout of an AppKit document: frames from the superview's bottom left, as AppKit and the document measure them")
    func appKitFrames() throws {
        let file = try Self.fixture("AppKitPanel.xib")
        let screens = try Screen.readAll(.files([file]), as: .interfaceBuilder, options: ReadingOptions())
        let reports = try screens.map { try $0.layout() }
        // The footer is pinned 20 above the panel's bottom, the badge 3 below the footer's top: none is misplaced.
        #expect(TextReporter().layouts(reports) == """
            view: 0 0 480 200
            header: 20 140 440 40
            footer: 20 20 200 30
            badge: 10 7 20 20

            """)
    }

    @Test("--scene picks one scene by id or name; an unknown one is a usage error listing the scenes")
    func sceneChoice() throws {
        let file = try Self.fixture("SafeAreaAndMargins.storyboard")
        var options = ReadingOptions()
        options.scene = "ListViewController"
        #expect(try Screen.readAll(.files([file]), as: .interfaceBuilder, options: options).count == 1)
        options.scene = "Settings"
        #expect(throws: WorkbenchError.usage(
            "\(file.name) has no scene 'Settings'; its scenes: ProfileViewController (plain-scene), ListViewController (pushed-scene)")) {
            try Screen.readAll(.files([file]), as: .interfaceBuilder, options: options)
        }
    }

    @Test("convert: the constraints view by view from the root down, in document order within a view, each with its IB id and element's line; notes for what is not applied")
    func convert() throws {
        let document = try ConstraintDocument.read(
            .files([try Self.fixture("Variations.storyboard")]), as: .interfaceBuilder, options: ReadingOptions())
        #expect(TextReporter().constraints(document.constraints, standardSpacing: .appKit) == """
            imageView.centerX == view.centerX
            imageView.top == view.safeAreaLayoutGuide.top + 20
            imageView.width == 100
            imageView.height == 50

            """)
        #expect(document.placements.map { "\($0?.id ?? "") \($0?.line ?? 0) \($0?.notation ?? "")" } == [
            "cx 37 ib", "top 38 ib", "narrow 18 ib", "tall 20 ib",
        ])
        #expect(document.diagnostics.map(\.diagnostic.id) == ["ib.constraint.not-installed", "ib.constraint.placeholder"])
    }

    @Test("the notation table knows .xib and .storyboard")
    func notation() {
        #expect(Notation(fileName: "Main.storyboard") == .interfaceBuilder && Notation(fileName: "Cell.xib") == .interfaceBuilder)
        #expect(Notation.inferred(from: ["a.xib", "b.swift"]) == .swift)
    }
}
