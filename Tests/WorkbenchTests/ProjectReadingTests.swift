import Foundation
import Testing
import Workbench

/// `convert` and `layout` on folders: every file of the walk read in its
/// own notation on the pool, in the order of the paths.
@Suite("Reading and laying out a project")
struct ProjectReadingTests {
    @Test("convert: a folder's Swift and Objective-C files, each in its notation, constraints in path order", arguments: [1, 2])
    func convert(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(MasonryConversionTests.card, to: "App/B/Card.m")
        try folder.write("""
            final class Badge: UIView {
                func build() {
                    addSubview(dot)
                    dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
                }
            }

            """, to: "App/A/Badge.swift")
        try folder.write("<?xml version=\"1.0\"?>\n<html></html>\n", to: "App/C/Main.storyboard")
        try folder.write("not read", to: "App/notes.txt")
        let walk = ProjectWalk(paths: [folder.path("App")], notations: [.swift, .masonry, .interfaceBuilder])
        let document = try ConstraintDocument.read(walk, options: ReadingOptions(), pool: WorkerPool(jobs: jobs))
        #expect(ConversionTarget.canonical.write(document, standardSpacing: .appKit).text == """
            dot.width == 8
            title.left == self.left + padding
            title.right == self.right - padding
            title.top == self.top + padding
            title.bottom == self.bottom - padding
            title.height >= 44

            """)
        #expect(document.placements.map { $0?.file.map { URL(fileURLWithPath: $0).lastPathComponent } } == [
            "Badge.swift", "Card.m", "Card.m", "Card.m", "Card.m", "Card.m",
        ])
        #expect(document.hasErrors && document.diagnostics.map(\.diagnostic.id.rawValue) == ["ib.document.not-interface-builder"])
    }

    @Test("layout: every scene file of a folder laid out, titled by its path; one that cannot be is an error and the others are laid out")
    func layout() throws {
        let folder = try TemporaryFolder()
        let centred = try String(contentsOf: SceneLayoutTests.examples.appendingPathComponent("centred.scene"), encoding: .utf8)
        try folder.write(centred, to: "Screens/b.scene")
        try folder.write(centred.replacingOccurrences(of: "320x480", with: "200x100"), to: "Screens/a/a.scene")
        try folder.write("view label\nvfl [label]-[", to: "Screens/c.scene")
        let root = folder.path("Screens")
        let project = try ProjectLayout(ProjectWalk(paths: [root], notations: ProjectLayout.notations), options: ReadingOptions())
        #expect(TextReporter().layouts(project.reports) == """
            == \(root)/a/a.scene
            label: 40 38 120 24

            == \(root)/b.scene
            label: 100 228 120 24

            """)
        #expect(project.errors.map(\.description) == ["\(root)/c.scene:2:14: error: Expected a view\n  vfl [label]-[\n               ^\n  expected: '[' and a view name"])
    }
}
