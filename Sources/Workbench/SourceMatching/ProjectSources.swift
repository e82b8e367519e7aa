import Constraints
import MasonrySource
import SourceModel
import SwiftSource

/// A project's constraint code, read for `explain --source`: every Swift and
/// Objective-C file of the walk with what its reader made of it, in path order.
public struct ProjectSources {
    /// One source file, its text and its reading.
    public struct File {
        public let name: String
        public let text: String
        public let reading: SourceReading
    }

    public let files: [File]

    /// The Swift and Objective-C files `walk` finds, read on the pool's threads with `metrics`.
    public init(reading walk: ProjectWalk, metrics: [String: Double] = [:], pool: WorkerPool = WorkerPool()) throws(WorkbenchError) {
        var sourceWalk = walk
        sourceWalk.notations = walk.notations.intersection([.swift, .masonry])
        let results = pool.map(try sourceWalk.files()) { file -> Result<File, WorkbenchError> in
            Result { () throws(WorkbenchError) in
                let source = try file.read()
                return File(name: source.name, text: source.text, metrics: metrics)
            }
        }
        files = try results.map { result throws(WorkbenchError) in try result.get() }
    }

    /// Files already read (for tests and embedders).
    public init(files: [File]) {
        self.files = files
    }

    /// How many constraints the files make.
    public var constraintCount: Int { files.reduce(0) { $0 + $1.reading.constraints.count } }
}

extension ProjectSources.File {
    /// `text`, named `name`, read as Swift, or as Objective-C when `name` ends in `.m` or `.mm`.
    public init(name: String, text: String, metrics: [String: Double] = [:]) {
        self.name = name
        self.text = text
        reading = Notation(fileName: name) == .masonry
            ? MasonryReader(metrics: metrics).read(text, file: name) : SwiftSourceReader(metrics: metrics).read(text, file: name)
    }
}
