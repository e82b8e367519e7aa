import Constraints
import MasonrySource
import SourceModel
import SwiftSource

/// A project's constraint code, read for `explain --source`: every Swift,
/// Objective-C and Interface Builder file of the walk with what its reader
/// made of it, in path order.
public struct ProjectSources {
    /// One source file, its text and its reading.
    public struct File {
        public let name: String
        public let text: String
        public let reading: SourceReading
    }

    public let files: [File]

    /// The Swift, Objective-C, `.xib` and `.storyboard` files `walk` finds, read on the pool's threads with `metrics`.
    public init(reading walk: ProjectWalk, metrics: [String: Double] = [:], pool: WorkerPool = WorkerPool()) throws(WorkbenchError) {
        var sourceWalk = walk
        sourceWalk.notations = walk.notations.intersection(Self.notations)
        let results = pool.map(try sourceWalk.files()) { file -> Result<File, WorkbenchError> in
            Result { () throws(WorkbenchError) in
                let source = try file.read()
                return File(name: source.name, text: source.text, metrics: metrics)
            }
        }
        files = try results.map { result throws(WorkbenchError) in try result.get() }
    }

    /// The notations whose files make constraints a log may name.
    public static let notations: Set<Notation> = [.swift, .masonry, .interfaceBuilder]

    /// Files already read (for tests and embedders).
    public init(files: [File]) {
        self.files = files
    }

    /// How many constraints the files make.
    public var constraintCount: Int { files.reduce(0) { $0 + $1.reading.constraints.count } }
}

extension ProjectSources.File {
    /// `text`, named `name`, read as Swift, or as Objective-C when `name` ends in `.m` or `.mm`, or as an
    /// Interface Builder document when it ends in `.xib` or `.storyboard`.
    public init(name: String, text: String, metrics: [String: Double] = [:]) {
        self.name = name
        self.text = text
        switch Notation(fileName: name) {
        case .masonry: reading = MasonryReader(metrics: metrics).read(text, file: name)
        case .interfaceBuilder: reading = SourceReading(interfaceBuilder: text, file: name)
        default: reading = SwiftSourceReader(metrics: metrics).read(text, file: name)
        }
    }
}
