import ArgumentParser
import Foundation
import Workbench

/// The options of the commands that walk folders: what to leave out, and how many files to read at once.
struct ProjectOptions: ParsableArguments {
    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Leave out the paths a .gitignore-style glob matches, relative to the current folder: 'Pods', 'Generated/**', '*.generated.swift' (repeatable). .gitignore files are honoured too.",
        valueName: "GLOB"))
    var excludes: [String] = []

    @Option(help: ArgumentHelp("Read this many files at once; by default one per core.", valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs needs a positive number") }
    }

    /// What a project holds and a walk keeps by default: source code and Interface Builder documents.
    static let projectNotations = Set(Notation.allCases.filter(\.isProjectFile))

    /// The walk of `paths` keeping the files of `notations`, less what `configuration` and `--exclude` leave out.
    func walk(_ paths: [String], notations: Set<Notation> = projectNotations, configuration: ToolConfiguration) -> ProjectWalk {
        ProjectWalk(
            paths: paths, notations: notations,
            excludes: configuration.excludes(adding: IgnoreRules(patterns: excludes, base: FileManager.default.currentDirectoryPath)))
    }

    var pool: WorkerPool { WorkerPool(jobs: jobs) }
}
