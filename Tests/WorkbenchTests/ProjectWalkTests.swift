import Foundation
import Testing
import Workbench

/// Whole projects: the files of folders walked, less what `.gitignore` and
/// the excludes leave out, sorted by path; and `check` over them.
@Suite("Walking a project")
struct ProjectWalkTests {
    /// A repository: a `.gitignore` at its root and one in a folder, files
    /// of every notation and of none, a link to a folder, and a `.git` folder.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("*.swift\n", to: "repo/.git/info/exclude-not-read-here.swift")
        try folder.write("Secret.swift\n", to: "repo/.git/info/exclude")
        try folder.write("# generated code\nPods/\n*.generated.swift\n", to: "repo/.gitignore")
        try folder.write("!Keep.generated.swift\nlocal/\n", to: "repo/Vendor/.gitignore")
        for name in [
            "repo/App/Login.swift", "repo/App/Card.m", "repo/App/Bridge.mm", "repo/App/Main.storyboard", "repo/App/Cell.xib",
            "repo/App/Model.generated.swift", "repo/App/Secret.swift", "repo/App/Notes.md", "repo/App/console.log", "repo/App/a.scene",
            "repo/Pods/SnapKit/Source.swift", "repo/Vendor/Keep.generated.swift", "repo/Vendor/Drop.generated.swift",
            "repo/Vendor/local/Local.swift", "repo/Tests/LoginTests.swift",
        ] {
            try folder.write("", to: name)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path("repo/Linked"), withDestinationPath: folder.path("repo/App"))
        return folder
    }

    static let sourceNotations: Set<Notation> = [.swift, .masonry, .interfaceBuilder]

    @Test("a folder is walked for the notations asked for, honouring every .gitignore and .git/info/exclude, sorted by path")
    func walk() throws {
        let folder = try Self.project()
        let root = folder.path("repo")
        let files = try ProjectWalk(paths: [root], notations: Self.sourceNotations).files()
        #expect(files.map(\.path) == [
            "App/Bridge.mm", "App/Card.m", "App/Cell.xib", "App/Login.swift", "App/Main.storyboard", "Tests/LoginTests.swift",
            "Vendor/Keep.generated.swift",
        ].map { root + "/" + $0 })
        #expect(files.map(\.notation) == [.masonry, .masonry, .interfaceBuilder, .swift, .interfaceBuilder, .swift, .swift])
    }

    @Test("a folder inside a repository honours the .gitignore files above it; without them every file is kept")
    func ancestors() throws {
        let folder = try Self.project()
        let app = folder.path("repo/App")
        #expect(try ProjectWalk(paths: [app], notations: [.swift]).files().map(\.path) == [app + "/Login.swift"])
        let everything = try ProjectWalk(paths: [app], notations: [.swift], honoursGitignore: false).files().map(\.path)
        #expect(everything == ["Login.swift", "Model.generated.swift", "Secret.swift"].map { app + "/" + $0 })
    }

    @Test("excludes are globs relative to their folder; a file named outright is kept whatever its name says")
    func excludes() throws {
        let folder = try Self.project()
        let root = folder.path("repo")
        let walk = ProjectWalk(
            paths: [root, folder.path("repo/App/Notes.md"), root + "/App/Login.swift"], notations: Self.sourceNotations,
            excludes: IgnoreRules(patterns: ["Tests", "*.mm", "App/*.xib"], base: root))
        let files = try walk.files()
        #expect(files.map(\.path) == [
            "App/Card.m", "App/Login.swift", "App/Main.storyboard", "App/Notes.md", "Vendor/Keep.generated.swift",
        ].map { root + "/" + $0 })
        #expect(files.first { $0.path.hasSuffix("Notes.md") }?.notation == nil)
    }

    @Test("a path that does not exist is a failure that names it")
    func missing() {
        #expect(throws: WorkbenchError.failure("cannot read /nonexistent/App: no such file or folder")) {
            try ProjectWalk(paths: ["/nonexistent/App"], notations: [.swift]).files()
        }
    }

    @Test("check over a folder: every file read on the pool, the report sorted by path, whatever the number of jobs", arguments: [1, 3])
    func check(jobs: Int) throws {
        let folder = try Self.project()
        let root = folder.path("repo")
        let broken = ConversionTests.card.replacingOccurrences(of: "V:[title(>=44)]", with: "V:[title(>=44)]-|-")
        try folder.write(broken, to: "repo/Tests/LoginTests.swift")
        try folder.write(broken, to: "repo/App/Login.swift")
        try folder.write("<?xml version=\"1.0\"?>\n<html></html>\n", to: "repo/App/Main.storyboard")
        let report = try CheckReport(
            checking: ProjectWalk(paths: [root], notations: Self.sourceNotations), pool: WorkerPool(jobs: jobs))
        #expect(report.files.map(\.name) == [
            "App/Bridge.mm", "App/Card.m", "App/Cell.xib", "App/Login.swift", "App/Main.storyboard", "Tests/LoginTests.swift",
            "Vendor/Keep.generated.swift",
        ].map { root + "/" + $0 })
        #expect(report.files.map { $0.diagnostics.map(\.id.rawValue) } == [
            [], [], ["ib.xml.empty"], ["vfl.expectedEndOfFormat"], ["ib.document.not-interface-builder"], ["vfl.expectedEndOfFormat"], [],
        ])
    }
}
