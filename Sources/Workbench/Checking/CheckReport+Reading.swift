import Constraints
import InterfaceBuilder
import MasonrySource
import Reports
import SourceModel
import SwiftSource

extension CheckReport {
    /// Checks `files`, each read as `options.notation` when given, else as its
    /// name says (Objective-C for `.m` and `.mm`, Interface Builder for `.xib`
    /// and `.storyboard`, Swift for anything else).
    public init(checking files: [SourceFile], options: CheckOptions = CheckOptions()) throws(WorkbenchError) {
        let checker = try FileChecker(options)
        self.init(files: files.map(checker.check))
    }

    /// Checks the files `walk` finds, read and checked on the pool's threads,
    /// reported sorted by path; `progress` hears of each file checked.
    public init(
        checking walk: ProjectWalk, options: CheckOptions = CheckOptions(), pool: WorkerPool = WorkerPool(),
        progress: (@Sendable (WorkerPool.Progress) -> Void)? = nil
    ) throws(WorkbenchError) {
        let checker = try FileChecker(options)
        let results = pool.map(try walk.files(), progress: progress) { file -> Result<File, WorkbenchError> in
            Result { () throws(WorkbenchError) in checker.check(try file.read()) }
        }
        self.init(files: try results.map { result throws(WorkbenchError) in try result.get() })
    }
}

/// Checks one file as `check` does: the errors of what it makes, and, when
/// asked, the warnings and notes of what the reader could not follow, each
/// at the severity the rules give it.
private struct FileChecker: Sendable {
    let options: CheckOptions
    let swift: SwiftSourceReader
    let masonry: MasonryReader

    init(_ options: CheckOptions) throws(WorkbenchError) {
        if let notation = options.notation, !notation.isProjectFile {
            throw .usage("check reads Swift, Objective-C and Interface Builder files, not \(notation.displayName)")
        }
        self.options = options
        swift = SwiftSourceReader(metrics: options.metrics)
        masonry = MasonryReader(metrics: options.metrics)
    }

    func check(_ file: SourceFile) -> CheckReport.File {
        let found: [Diagnostic]
        switch options.notation ?? Notation(fileName: file.name) {
        case .masonry?: found = source(masonry.read(file.text, file: file.name))
        case .interfaceBuilder?: found = IBCheck.diagnostics(of: IBReader().read(file.text, file: file.name))
        default: found = source(swift.read(file.text, file: file.name))
        }
        let reported = found.compactMap(options.severities.apply).filter { options.warnings || $0.isNamed || $0.diagnostic.severity == .error }
        return CheckReport.File(name: file.name, text: file.text, diagnostics: reported.map(\.diagnostic))
    }

    /// Everything found in a source file: its errors and what else its reader said, in source order.
    private func source(_ reading: SourceReading) -> [Diagnostic] {
        (SourceCheck.errors(in: reading) + reading.diagnostics.filter { $0.severity != .error }).sorted(by: Self.sourceOrder)
    }

    private static func sourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.range?.start.line ?? 0, a.range?.start.column ?? 0) < (b.range?.start.line ?? 0, b.range?.start.column ?? 0)
    }
}
